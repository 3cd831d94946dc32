/**
 * npm run bench:memory [-- --photos 20 --photo-mb 12 --album 2000 --runs 200 --listeners 8]
 *
 * Memory support under load (issue 15, decision 062), measured over HTTP against the real app in a
 * process of its own (scripts/bench-memory-server.ts, which samples its own memory), on PGlite in
 * a throwaway folder by default, or on PostgreSQL with DATABASE_URL (a scratch database is made on
 * that server and dropped afterwards). Prints figures; it is a benchmark, not a test.
 *
 * 1. An album of 2,000 photos (rows written straight into the database, with people, places,
 *    years and captions): GET /api/circle/photos, the first page, a middle page, sorted by year,
 *    person and place, a search, and one person's photos, p50/p95 over `--runs` requests each
 *    (target p95 ≤ 50 ms on PostgreSQL).
 * 2. Photos: one noisy phone-sized JPEG of about 12 MB, sent once alone (the baseline), then 20 at
 *    once: peak server RSS and heap, the Buffers outside the heap, and time per photo p50/p95.
 *    Also the Cache-Control a thumbnail is served with.
 * 3. Recordings, streamed both ways (decision 064): a 1-minute and a 10-minute WAV (about 2.4 and
 *    24 MB, made in code) uploaded one after the other, the server's peak rise for each (constant
 *    memory means the ten minutes rise no more than the one), then `--listeners` people at once
 *    downloading the long one whole and in ranges: server RSS before, the peak during, and the
 *    rise against the file's size.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { openDatabase } from '../server/db/client';
import {
  memoryPeople,
  memoryPhotoPeople,
  memoryPhotos,
} from '../server/features/memory/memory.schema';
import { users } from '../server/platform/auth/auth.schema';
import { hashPassword } from '../server/platform/auth/password';
import {
  careCircles,
  careRecipients,
  circleMembers,
} from '../server/platform/circles/circles.schema';
import { makeWav } from '../server/test/audio-fixtures';
import type { Photo, PhotoList } from '../shared/memory-photos';
import { anyFreePort, root, signIn } from './bench-server';
import type { BenchServerMessage, MemoryFigures } from './bench-memory-server';
import { benchServerUrl, createBenchDatabase, percentile } from './bench-database';

const { values } = parseArgs({
  options: {
    photos: { type: 'string', default: '20' },
    'photo-mb': { type: 'string', default: '12' },
    album: { type: 'string', default: '2000' },
    runs: { type: 'string', default: '200' },
    listeners: { type: 'string', default: '8' },
    /** One part only while working on it: album, photos or recording. */
    only: { type: 'string' },
    /** Keep the scratch PostgreSQL database afterwards (to EXPLAIN the queries by hand). */
    keep: { type: 'boolean', default: false },
  },
});
const PHOTOS = Number(values.photos);
const PHOTO_MB = Number(values['photo-mb']);
const ALBUM = Number(values.album);
const RUNS = Number(values.runs);
const LISTENERS = Number(values.listeners);
const PASSWORD = 'correct horse battery';
const LIST_TARGET_MS = 50;

const serverUrl = benchServerUrl('');
const kind = serverUrl ? 'PostgreSQL' : 'PGlite';
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 0)} ms`;
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

// ---------------------------------------------------------------------------------------------
// The family and the album, written before the server opens the database (PGlite: one process)

const PLACES = [
  'Lake Geneva',
  'Palladium',
  'Coney Island',
  'Grandma’s kitchen',
  'Naples',
  'Church',
];
const PEOPLE = ['Rosa', 'Joe', 'Maria', 'Ben', 'Aunt Lucia', 'Uncle Sal', 'Tony', 'Grace'];
const WORDS = ['wedding', 'picnic', 'birthday', 'holiday', 'garden', 'dance', 'beach', 'school'];

async function seed(target: { dataDir: string } | { databaseUrl: string }) {
  const handle = await openDatabase(target);
  try {
    await handle.migrate();
    const db = handle.db;
    const weekAgo = new Date(Date.now() - 7 * 24 * 60 * 60 * 1000);
    const passwordHash = await hashPassword(PASSWORD);
    const circleId = randomUUID();
    const people = [
      { name: 'Maria Lopez', email: 'maria.memory@example.com', role: 'caregiver' as const },
      { name: 'Ben Lopez', email: 'ben.memory@example.com', role: 'family' as const },
    ].map((person) => ({
      ...person,
      id: randomUUID(),
      passwordHash,
      emailConfirmedAt: weekAgo,
      onboardingSkipped: true,
      createdAt: weekAgo,
    }));
    await db.insert(users).values(people);
    await db.insert(careCircles).values({ id: circleId, createdAt: weekAgo });
    await db.insert(careRecipients).values({
      circleId,
      preferredName: 'Rosa',
      timeZone: 'America/Chicago',
      setupStep: 5,
      setupCompletedAt: weekAgo,
    });
    await db
      .insert(circleMembers)
      .values(people.map((person) => ({ circleId, userId: person.id, role: person.role })));

    const memoryPeopleRows = PEOPLE.map((name, i) => ({
      id: randomUUID(),
      circleId,
      name,
      relationship: i % 2 ? 'grandchild' : null,
      addedByUserId: people[i % 2]!.id,
      createdAt: weekAgo,
      updatedAt: weekAgo,
    }));
    await db.insert(memoryPeople).values(memoryPeopleRows);

    // A year of photos, one every few hours; most with a place, a year and a caption, some with
    // a story; a tenth mention the lake, for the search. Between none and three people each.
    const photos = Array.from({ length: ALBUM }, (_, i) => {
      const at = new Date(weekAgo.getTime() - (ALBUM - i) * 4 * 60 * 60 * 1000);
      const year = i % 9 === 0 ? null : 1940 + ((i * 7) % 80);
      return {
        id: randomUUID(),
        circleId,
        caption: i % 10 === 0 ? `By the lake, ${i}` : `The ${WORDS[i % WORDS.length]} (${i})`,
        place: i % 7 === 0 ? null : PLACES[i % PLACES.length]!,
        year,
        isDecade: year !== null && i % 5 === 0,
        story:
          i % 3 === 0 ? `We remember the ${WORDS[(i + 3) % WORDS.length]} well. `.repeat(8) : null,
        takenOn: year !== null && i % 4 === 0 ? `${year}-06-21` : null,
        width: 1600,
        height: 1200,
        bytes: 800_000,
        addedByUserId: people[i % 2]!.id,
        createdAt: at,
        updatedAt: at,
        announcedAt: at,
      };
    });
    const tags = photos.flatMap((photo, i) =>
      Array.from({ length: i % 4 }, (_, k) => ({
        circleId,
        photoId: photo.id,
        personId: memoryPeopleRows[(i + k * 3) % memoryPeopleRows.length]!.id,
      })),
    );
    for (let start = 0; start < photos.length; start += 500)
      await db.insert(memoryPhotos).values(photos.slice(start, start + 500));
    for (let start = 0; start < tags.length; start += 1000)
      await db.insert(memoryPhotoPeople).values(tags.slice(start, start + 1000));
    // As autovacuum would have by the time a family has this many photos.
    await db.execute(sql`analyze`);
    return { tagged: tags[0]!.personId, tags: tags.length };
  } finally {
    await handle.close();
  }
}

// ---------------------------------------------------------------------------------------------
// The server process and its memory

function startBenchServer(port: number, dataDir: string, databaseUrl: string) {
  const child = fork(path.join(root, 'scripts', 'bench-memory-server.ts'), [], {
    cwd: root,
    execArgv: ['--import', 'tsx', '--expose-gc'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      PUBLIC_URL: `http://localhost:${port}`,
      LOG_LEVEL: 'warn',
    },
  });
  const next = <T extends BenchServerMessage['type']>(type: T) =>
    new Promise<Extract<BenchServerMessage, { type: T }>>((resolve, reject) => {
      const onMessage = (message: BenchServerMessage) => {
        if (message.type !== type) return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(message as Extract<BenchServerMessage, { type: T }>);
      };
      const onExit = (code: number | null) =>
        reject(new Error(`the bench server exited (code ${code}) while waiting for "${type}"`));
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  return {
    child,
    ready: next('ready'),
    /** Garbage collected and peaks forgotten: the server's memory now. */
    reset: async (options: { live?: boolean } = {}) => {
      const answer = next('reset');
      child.send({ type: 'reset', ...options });
      return (await answer).now;
    },
    peak: async () => {
      const answer = next('peak');
      child.send({ type: 'peak' });
      return answer;
    },
    stop: async (server: ChildProcess = child) => {
      if (server.exitCode !== null || server.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
      server.send({ type: 'stop' });
      const timer = setTimeout(() => server.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
type BenchServer = ReturnType<typeof startBenchServer>;

/** "RSS 312.0 MB (kernel peak 330.1 MB), heap 80.2 MB, Buffers 240.0 MB". */
function describePeak(
  before: MemoryFigures,
  { peak, highWaterRss }: { peak: MemoryFigures; highWaterRss: number | null },
) {
  const rss = Math.max(peak.rss, highWaterRss ?? 0);
  return {
    rss,
    rise: rss - before.rss,
    text:
      `RSS ${mb(before.rss)} → peak ${mb(rss)} (+${mb(rss - before.rss)}), ` +
      `heap used ${mb(before.heapUsed)} → ${mb(peak.heapUsed)}, ` +
      `Buffers ${mb(before.arrayBuffers)} → ${mb(peak.arrayBuffers)}`,
  };
}

// ---------------------------------------------------------------------------------------------
// HTTP

/** A multipart/form-data body as a browser's FormData sends it. */
function multipart(field: string, filename: string, type: string, bytes: Buffer, fields = {}) {
  const boundary = `----kinwell-bench-${randomBytes(8).toString('hex')}`;
  const parts = Object.entries(fields as Record<string, string>).map(([name, value]) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    ),
  );
  return {
    body: Buffer.concat([
      ...parts,
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** Reads a response to the end without keeping it; returns its length. */
async function drain(response: Response): Promise<number> {
  let length = 0;
  if (!response.body) return 0;
  for await (const chunk of response.body) length += (chunk as Uint8Array).byteLength;
  return length;
}

// ---------------------------------------------------------------------------------------------

async function photosAtOnce(server: BenchServer, baseUrl: string, cookie: string) {
  // A phone-sized photo (4000 × 3000, 12 megapixels) of noise, which barely compresses, at the
  // quality that makes it about PHOTO_MB: as heavy to decode and re-encode as a photo gets.
  const width = 4000;
  const height = 3000;
  const raw = randomBytes(width * height * 3);
  let quality = 80;
  let jpeg = Buffer.alloc(0);
  for (; quality <= 100; quality += 4) {
    jpeg = await sharp(raw, { raw: { width, height, channels: 3 } })
      .jpeg({ quality, chromaSubsampling: '4:2:0' })
      .toBuffer();
    if (jpeg.length >= PHOTO_MB * 1024 * 1024) break;
  }
  // Each upload another photo: a circle refuses the same photo twice (decision 060), so each copy
  // carries its own JPEG comment (a COM segment after the start marker), which changes its hash
  // and nothing a decoder sees.
  let sent = 0;
  const another = () => {
    const comment = Buffer.from(`Kinwell bench photo ${(sent += 1)} ${randomUUID()}`);
    const segment = Buffer.alloc(4);
    segment.writeUInt16BE(0xfffe, 0);
    segment.writeUInt16BE(comment.length + 2, 2);
    return Buffer.concat([jpeg.subarray(0, 2), segment, comment, jpeg.subarray(2)]);
  };
  const send = async () => {
    const form = multipart('photo', 'IMG_0001.jpg', 'image/jpeg', another(), {
      caption: 'From the phone',
    });
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/circle/photos`, {
      method: 'POST',
      headers: { cookie, origin: baseUrl, 'content-type': form.contentType },
      body: form.body,
    });
    const text = await response.text();
    if (response.status !== 201) throw new Error(`upload answered ${response.status}: ${text}`);
    return { ms: performance.now() - started, photo: (JSON.parse(text) as { photo: Photo }).photo };
  };

  console.log(
    `\n2. Photos: ${width} × ${height} JPEG of ${mb(jpeg.length)} (${jpeg.length.toLocaleString('en-US')} bytes, noise at quality ${quality})`,
  );
  let before = await server.reset();
  const alone = await send();
  const aloneMemory = describePeak(before, await server.peak());
  console.log(`   one alone:  ${ms(alone.ms)};  ${aloneMemory.text}`);

  before = await server.reset();
  const started = performance.now();
  const results = await Promise.all(Array.from({ length: PHOTOS }, () => send()));
  const total = performance.now() - started;
  const together = describePeak(before, await server.peak());
  const times = results.map((r) => r.ms).sort((a, b) => a - b);
  console.log(
    `   ${PHOTOS} at once: all added in ${(total / 1000).toFixed(1)} s (${(total / PHOTOS / 1000).toFixed(2)} s a photo in throughput); ` +
      `each p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}, slowest ${ms(times.at(-1)!)}`,
  );
  console.log(`   ${together.text}`);
  console.log(
    `   the rise is ${(together.rise / jpeg.length).toFixed(1)}× one photo's size (${PHOTOS} photos are ${mb(PHOTOS * jpeg.length)}); ` +
      `one at a time the rise was ${(aloneMemory.rise / jpeg.length).toFixed(1)}×`,
  );
  const thumbnail = await fetch(`${baseUrl}${results[0]!.photo.thumbnailUrl}`, {
    headers: { cookie },
  });
  await drain(thumbnail);
  console.log(
    `   a thumbnail answers ${thumbnail.status} with Cache-Control: ${thumbnail.headers.get('cache-control')}, X-Content-Type-Options: ${thumbnail.headers.get('x-content-type-options')}`,
  );
}

async function album(baseUrl: string, cookie: string, personId: string) {
  const get = async (query: string) => {
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/circle/photos${query}`, { headers: { cookie } });
    const text = await response.text();
    const elapsed = performance.now() - started;
    if (response.status !== 200) throw new Error(`${query} answered ${response.status}: ${text}`);
    return { elapsed, list: JSON.parse(text) as PhotoList };
  };
  const middle = Math.ceil(ALBUM / 60 / 2);
  const cases: [string, string][] = [
    ['newest, first page', '?sort=newest'],
    [`newest, page ${middle}`, `?sort=newest&page=${middle}`],
    ['by year, first page', '?sort=year'],
    [`by year, page ${middle}`, `?sort=year&page=${middle}`],
    ['by person, first page', '?sort=person'],
    [`by person, page ${middle}`, `?sort=person&page=${middle}`],
    ['by place, first page', '?sort=place'],
    ['search "lake"', '?q=lake'],
    ['one person’s photos', `?personId=${personId}`],
  ];
  console.log(
    `\n1. An album of ${ALBUM.toLocaleString('en-US')} photos on ${kind}: GET /api/circle/photos, ${RUNS} requests each`,
  );
  let worst = 0;
  for (const [label, query] of cases) {
    for (let i = 0; i < 20; i += 1) await get(query);
    const times: number[] = [];
    let shown = 0;
    let total = 0;
    for (let i = 0; i < RUNS; i += 1) {
      const { elapsed, list } = await get(query);
      times.push(elapsed);
      shown = list.photos.length;
      total = list.total;
    }
    times.sort((a, b) => a - b);
    const p95 = percentile(times, 95);
    worst = Math.max(worst, p95);
    console.log(
      `   ${label.padEnd(22)} ${String(shown).padStart(2)} of ${String(total).padStart(4)}  p50 ${ms(percentile(times, 50)).padStart(8)}  p95 ${ms(p95).padStart(8)}`,
    );
  }
  console.log(
    `   worst p95 ${ms(worst)} (target ≤ ${LIST_TARGET_MS} ms on PostgreSQL): ${worst <= LIST_TARGET_MS ? 'met' : 'NOT met'}`,
  );
}

async function uploadRecording(
  server: BenchServer,
  baseUrl: string,
  cookie: string,
  minutes: number,
) {
  // Mono 8-bit PCM at 40 kHz: ten minutes are 24 MB, just under the 25 MB cap.
  const wav = makeWav(minutes * 60, 40_000);
  const form = multipart('audio', 'grandpa.wav', 'audio/wav', wav, { title: 'Grandpa’s story' });
  const before = await server.reset({ live: true });
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/circle/recordings`, {
    method: 'POST',
    headers: { cookie, origin: baseUrl, 'content-type': form.contentType },
    body: form.body,
  });
  const text = await response.text();
  if (response.status !== 201)
    throw new Error(`the recording answered ${response.status}: ${text}`);
  const { id } = (JSON.parse(text) as { recording: { id: string } }).recording;
  const peaks = await server.peak();
  const upload = describePeak(before, peaks);
  // What was really held: sampled after collecting garbage every 100 ms (which slows the upload).
  const held = (peaks.live?.heapUsed ?? 0) + (peaks.live?.arrayBuffers ?? 0);
  const heldRise = held - before.heapUsed - before.arrayBuffers;
  console.log(
    `   ${minutes} min (${mb(wav.length)}) uploaded in ${seconds(started)}: ${upload.text} (garbage included)`,
  );
  console.log(
    `     held after collecting garbage: heap and Buffers +${mb(heldRise)} at most, ${(heldRise / wav.length).toFixed(2)}× the file`,
  );
  return { id, wav, rise: heldRise };
}

async function recording(server: BenchServer, baseUrl: string, cookie: string) {
  console.log('\n3. Recordings, streamed to a file as they arrive and on to the store');
  // The short one first also warms the route up, so the long one's rise is its own.
  const short = await uploadRecording(server, baseUrl, cookie, 1);
  const { id, wav, rise } = await uploadRecording(server, baseUrl, cookie, 10);
  console.log(
    `   ten times the recording, ${(rise / Math.max(short.rise, 1)).toFixed(2)}× what was held (${mb(short.rise)} → ${mb(rise)}); held whole, it would be 10× and at least the file's size`,
  );

  const url = `${baseUrl}/api/circle/recordings/${id}/audio`;
  // What a browser's audio element sends (Chromium): media is never asked for compressed.
  const PLAYER_ENCODING = 'identity;q=1, *;q=0';
  const whole = async () => {
    const answer = await fetch(url, { headers: { cookie, 'accept-encoding': PLAYER_ENCODING } });
    if (answer.status !== 200) throw new Error(`the audio answered ${answer.status}`);
    if (answer.headers.get('content-encoding')) throw new Error('the audio came compressed');
    return drain(answer);
  };
  const range = async (header: string) => {
    const answer = await fetch(url, {
      headers: { cookie, range: header, 'accept-encoding': PLAYER_ENCODING },
    });
    if (answer.status !== 206) throw new Error(`${header} answered ${answer.status}`);
    return drain(answer);
  };
  const before = await server.reset();
  const started = performance.now();
  let served = 0;
  let requests = 0;
  // Each listener: the whole file, 20 seeks (512 KB from a random place), the rest of the
  // file from halfway, and the last megabyte.
  await Promise.all(
    Array.from({ length: LISTENERS }, async () => {
      // (`served += await …` would add to a total read before the wait, losing bytes.)
      let bytes = await whole();
      requests += 1;
      for (let seek = 0; seek < 20; seek += 1) {
        const start = Math.floor(Math.random() * (wav.length - 524_288));
        bytes += await range(`bytes=${start}-${start + 524_287}`);
        requests += 1;
      }
      bytes += await range(`bytes=${Math.floor(wav.length / 2)}-`);
      bytes += await range('bytes=-1048576');
      requests += 2;
      served += bytes;
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const listening = describePeak(before, await server.peak());
  console.log(
    `   ${LISTENERS} listeners at once, ${requests} requests (whole and ranges), ${mb(served)} served in ${elapsed.toFixed(1)} s (${mb(served / elapsed)}/s)`,
  );
  console.log(`   ${listening.text}`);
  console.log(
    `   the rise is ${(listening.rise / wav.length).toFixed(2)}× the file while ${LISTENERS} read it at once ` +
      `(held whole per request it would be at least ${LISTENERS}× = ${mb(LISTENERS * wav.length)})`,
  );
}

// ---------------------------------------------------------------------------------------------

const begun = performance.now();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kinwell-bench-memory-'));
const scratch = serverUrl ? await createBenchDatabase(serverUrl, 'bench_memory') : undefined;
const databaseUrl = scratch?.url ?? '';
let server: BenchServer | undefined;
try {
  const seeding = performance.now();
  const { tagged, tags } = await seed(databaseUrl ? { databaseUrl } : { dataDir });
  console.log(
    `${kind}: a circle with ${ALBUM.toLocaleString('en-US')} photos (${tags.toLocaleString('en-US')} people tagged) seeded in ${seconds(seeding)}; load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(', ')} on ${os.cpus().length} CPUs`,
  );
  const port = await anyFreePort();
  const baseUrl = `http://localhost:${port}`;
  server = startBenchServer(port, dataDir, databaseUrl);
  await server.ready;
  const cookie = await signIn(baseUrl, { email: 'ben.memory@example.com', password: PASSWORD });

  const runs = (part: string) => !values.only || values.only === part;
  if (runs('album')) await album(baseUrl, cookie, tagged);
  if (runs('photos')) await photosAtOnce(server, baseUrl, cookie);
  if (runs('recording')) await recording(server, baseUrl, cookie);
  console.log(
    `\nDone in ${seconds(begun)}; load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(', ')}`,
  );
} finally {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (scratch && values.keep) console.log(`Kept the database ${scratch.name}`);
  else await scratch?.drop();
}
