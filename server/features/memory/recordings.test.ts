import { mkdtemp, readdir } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Photo } from '../../../shared/memory-photos';
import {
  NOT_AUDIO_MESSAGE,
  NOT_YOUR_RECORDING_MESSAGE,
  type Recording,
  RECORDING_NOT_REMOVED_MESSAGE,
  RECORDING_NO_LENGTH_MESSAGE,
  RECORDING_TOO_LONG_MESSAGE,
  UNREADABLE_AUDIO_MESSAGE,
} from '../../../shared/memory-recordings';
import { auditEvents } from '../../platform/audit/audit.schema';
import { careCircles } from '../../platform/circles/circles.schema';
import { fileDeletions } from '../../platform/files/files.schema';
import {
  createTemporaryFileStore,
  readWholeFile,
  type FileStore,
} from '../../platform/files/file-store';
import { makeMp3, makeRecorderWebm, makeWav } from '../../test/audio-fixtures';
import { inviteMember, makePng } from '../../test/fixtures';
import { createTestApp, registerAgent, type Agent, type TestContext } from '../../test/test-app';
import { memoryRecordings } from './recordings.schema';
import { recordingFileKey } from './recordings.service';
import { inAnotherKinwell } from '../../test/another-kinwell';

let ctx: TestContext;
let files: FileStore;
let uploadsDir: string;
beforeAll(async () => {
  files = await createTemporaryFileStore();
  uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'kinwell-recording-uploads-'));
  ctx = await createTestApp({}, { files, uploadsDir });
});
afterAll(() => ctx.close());
const NOW = '2026-03-02T15:00:00Z';
beforeEach(() => ctx.clock.set(NOW));

async function family() {
  const caregiver = await registerAgent(ctx.app, { name: 'Maria Lopez', role: 'caregiver' });
  const sam = await inviteMember(ctx, caregiver.agent, 'family', 'Sam Lopez');
  const rosa = await inviteMember(ctx, caregiver.agent, 'family', 'Rosa Lopez');
  return { caregiver, sam, rosa, circleId: caregiver.user.circleId as string };
}

function upload(
  agent: Agent,
  bytes: Buffer,
  fields: Record<string, string> = {},
  contentType = 'audio/wav',
) {
  return agent.upload('POST', '/api/circle/recordings', {
    fields: { title: 'Grandpa at the lake', ...fields },
    file: { field: 'audio', filename: 'story', contentType, bytes },
  });
}
async function addRecording(agent: Agent, fields: Record<string, string> = {}, bytes?: Buffer) {
  const response = await upload(agent, bytes ?? makeWav(2), fields);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ recording: Recording }>().recording;
}
const auditOf = (circleId: string) =>
  ctx.database.db.select().from(auditEvents).where(eq(auditEvents.circleId, circleId));
const keysIn = async (prefix: string) => {
  const keys: string[] = [];
  for await (const key of files.list(prefix)) keys.push(key);
  return keys.sort();
};

describe('adding a recording', () => {
  it('takes WAV, MP3 and a recorder’s WebM, checked by content, with the length from the file', async () => {
    const { sam, circleId } = await family();
    const wav = await addRecording(sam.agent, { transcript: '  We rowed out every morning.  ' });
    expect(wav).toMatchObject({
      title: 'Grandpa at the lake',
      mimeType: 'audio/wav',
      durationSeconds: 2,
      transcript: 'We rowed out every morning.',
      addedBy: { name: 'Sam Lopez' },
      canChange: true,
    });
    // The browser's type is not trusted: the bytes say MP3.
    const mp3 = await upload(sam.agent, makeMp3(5), { recordedSeconds: '300' }, 'audio/wav');
    expect(mp3.statusCode, mp3.body).toBe(201);
    expect(mp3.json<{ recording: Recording }>().recording).toMatchObject({
      mimeType: 'audio/mpeg',
      durationSeconds: 5,
    });
    // A recorder's WebM has no length in it: the browser's measure is taken.
    const webm = await upload(
      sam.agent,
      makeRecorderWebm(),
      { recordedSeconds: '4.4' },
      'audio/webm;codecs=opus',
    );
    expect(webm.statusCode, webm.body).toBe(201);
    expect(webm.json<{ recording: Recording }>().recording).toMatchObject({
      mimeType: 'audio/webm',
      durationSeconds: 4,
    });
    const stored = await readWholeFile(files, recordingFileKey(circleId, wav.id));
    expect(stored?.equals(makeWav(2))).toBe(true);
    // Each arrived as a file of its own while it was checked; none is left there.
    expect(await readdir(uploadsDir)).toEqual([]);
    expect(
      (await auditOf(circleId)).filter((e) => e.action === 'memory.recording_added'),
    ).toHaveLength(3);
  });

  it('refuses what is not audio, too long, or unreadable, in plain words, and leaves nothing behind', async () => {
    const { sam, circleId } = await family();
    const cases: [Buffer, Record<string, string>, number, string][] = [
      [await makePng(), {}, 400, NOT_AUDIO_MESSAGE],
      [
        Buffer.from('ID3 but not really anything at all'.padEnd(64, '.')),
        {},
        400,
        UNREADABLE_AUDIO_MESSAGE,
      ],
      [
        Buffer.from('just some text, named story.mp3, that is long enough'),
        {},
        400,
        NOT_AUDIO_MESSAGE,
      ],
      // Eleven minutes of (small) WAV.
      [makeWav(11 * 60, 1000), {}, 400, RECORDING_TOO_LONG_MESSAGE],
      // A WebM whose browser claims 11 minutes, or says nothing.
      [makeRecorderWebm(), { recordedSeconds: String(11 * 60) }, 400, RECORDING_TOO_LONG_MESSAGE],
      [makeRecorderWebm(), {}, 400, RECORDING_NO_LENGTH_MESSAGE],
      [
        Buffer.alloc(0),
        {},
        400,
        'That recording is empty. Please record it again, or choose the file again.',
      ],
      [
        makeWav(1),
        { title: '' },
        400,
        'Please give the recording a title, like “Grandpa tells the story of the lake”',
      ],
      [
        makeWav(1),
        { photoId: '00000000-0000-4000-8000-000000000000' },
        404,
        'We could not find that photo.',
      ],
    ];
    for (const [bytes, fields, status, message] of cases) {
      const response = await upload(sam.agent, bytes, fields);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json<{ message: string }>().message).toBe(message);
    }
    const tooBig = await upload(
      sam.agent,
      Buffer.concat([makeWav(1), Buffer.alloc(26 * 1024 * 1024)]),
    );
    expect(tooBig.statusCode).toBe(413);
    expect(await keysIn(`circles/${circleId}/`)).toEqual([]);
    expect(await readdir(uploadsDir)).toEqual([]);
    expect(
      await ctx.database.db
        .select()
        .from(memoryRecordings)
        .where(eq(memoryRecordings.circleId, circleId)),
    ).toEqual([]);
  });

  it('keeps nothing of an upload cut off midway, and the next one arrives whole', async () => {
    const { sam, circleId } = await family();
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const boundary = 'kinwell-cut-off';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nGrandpa\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="audio"; filename="story.wav"\r\n` +
        `Content-Type: audio/wav\r\n\r\n`,
    );
    const wav = makeWav(60, 8000);
    // The phone says a whole minute is coming, sends half of it, and loses its connection.
    const cutOff = await new Promise<string>((resolve) => {
      const request = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/circle/recordings',
        headers: {
          cookie: sam.agent.cookie!,
          origin: 'http://localhost:3000',
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(head.length + wav.length + 64),
        },
      });
      request.on('error', (error) => resolve((error as NodeJS.ErrnoException).code ?? 'error'));
      request.on('response', (response) => resolve(String(response.statusCode)));
      request.write(head);
      request.write(wav.subarray(0, wav.length / 2), () => {
        // Long enough for the half to be written to the uploads folder before the cut.
        setTimeout(() => request.destroy(), 300);
      });
    });
    expect(cutOff).not.toBe('201');
    await expect.poll(() => readdir(uploadsDir), { timeout: 5_000 }).toEqual([]);
    expect(await keysIn(`circles/${circleId}/`)).toEqual([]);
    const whole = await upload(sam.agent, wav);
    expect(whole.statusCode, whole.body).toBe(201);
    expect(whole.json<{ recording: Recording }>().recording.durationSeconds).toBe(60);
    expect(await readdir(uploadsDir)).toEqual([]);
  });
});

describe('listening', () => {
  it('serves the audio to members with byte ranges, and 404 to another circle', async () => {
    const { sam, caregiver } = await family();
    const bytes = makeWav(3);
    const recording = await addRecording(sam.agent, {}, bytes);
    const whole = await caregiver.agent.get(recording.audioUrl);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers).toMatchObject({
      'content-type': 'audio/wav',
      'accept-ranges': 'bytes',
      'x-content-type-options': 'nosniff',
      'content-length': String(bytes.length),
    });
    expect(whole.headers['cache-control']).toBe('private, no-cache');
    expect(whole.rawPayload.equals(bytes)).toBe(true);
    // A browser holding this version is answered without the file (decision 074).
    const current = await caregiver.agent.get(recording.audioUrl, {
      headers: { 'if-none-match': whole.headers.etag as string },
    });
    expect(current.statusCode).toBe(304);
    expect(current.rawPayload.length).toBe(0);

    const part = await caregiver.agent.get(recording.audioUrl, {
      headers: { range: 'bytes=100-199' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${bytes.length}`);
    expect(part.headers['content-length']).toBe('100');
    expect(part.rawPayload.equals(bytes.subarray(100, 200))).toBe(true);

    const open = await caregiver.agent.get(recording.audioUrl, {
      headers: { range: 'bytes=24000-' },
    });
    expect(open.statusCode).toBe(206);
    expect(open.rawPayload.equals(bytes.subarray(24000))).toBe(true);
    const suffix = await caregiver.agent.get(recording.audioUrl, {
      headers: { range: 'bytes=-10' },
    });
    expect(suffix.statusCode).toBe(206);
    expect(suffix.headers['content-range']).toBe(
      `bytes ${bytes.length - 10}-${bytes.length - 1}/${bytes.length}`,
    );
    const beyond = await caregiver.agent.get(recording.audioUrl, {
      headers: { range: `bytes=${bytes.length}-` },
    });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${bytes.length}`);

    const other = await registerAgent(ctx.app, { name: 'Ben Okafor', role: 'caregiver' });
    for (const url of [recording.audioUrl, `/api/circle/recordings/${recording.id}`]) {
      expect((await other.agent.get(url)).statusCode).toBe(404);
    }
    expect(
      (await other.agent.put(`/api/circle/recordings/${recording.id}`, { title: 'Mine' }))
        .statusCode,
    ).toBe(404);
    expect((await other.agent.delete(`/api/circle/recordings/${recording.id}`)).statusCode).toBe(
      404,
    );
    expect(
      (await other.agent.get('/api/circle/recordings')).json<{ recordings: Recording[] }>()
        .recordings,
    ).toEqual([]);
  });

  it('belongs to a photo or a song of the circle, and lists by them', async () => {
    const { sam, caregiver } = await family();
    const photo = (
      await sam.agent.upload('POST', '/api/circle/photos', {
        file: {
          field: 'photo',
          filename: 'p.png',
          contentType: 'image/png',
          bytes: await makePng(),
        },
      })
    ).json<{ photo: Photo }>().photo;
    const song = (
      await sam.agent.post('/api/circle/music/songs', { title: 'Danny Boy', artist: 'Grandpa Joe' })
    ).json<{ song: { id: string } }>().song;
    const ofPhoto = await addRecording(sam.agent, { photoId: photo.id, title: 'The lake' });
    ctx.clock.set('2026-03-02T15:01:00Z');
    const ofSong = await addRecording(caregiver.agent, {
      songId: song.id,
      title: 'Danny Boy, sung by Joe',
    });
    ctx.clock.set('2026-03-02T15:02:00Z');
    await addRecording(sam.agent, { title: 'Loose' });
    const list = async (query: string) =>
      (await caregiver.agent.get(`/api/circle/recordings${query}`))
        .json<{ recordings: Recording[] }>()
        .recordings.map((r) => r.title);
    expect(await list('')).toEqual(['Loose', 'Danny Boy, sung by Joe', 'The lake']);
    expect(await list(`?photoId=${photo.id}`)).toEqual(['The lake']);
    expect(await list(`?songId=${song.id}`)).toEqual(['Danny Boy, sung by Joe']);
    expect(ofPhoto.photoId).toBe(photo.id);
    expect(ofSong.songId).toBe(song.id);
    // Another circle's photo cannot be named.
    const other = await registerAgent(ctx.app, { name: 'Ben Okafor', role: 'caregiver' });
    const theirs = await upload(other.agent, makeWav(1), { photoId: photo.id });
    expect(theirs.statusCode).toBe(404);
  });
});

describe('who may change a recording', () => {
  it('the person who added it and caregivers; other family members may not', async () => {
    const { sam, rosa, caregiver, circleId } = await family();
    const recording = await addRecording(sam.agent);
    const viewed = (await rosa.agent.get(`/api/circle/recordings/${recording.id}`)).json<{
      recording: Recording;
    }>();
    expect(viewed.recording.canChange).toBe(false);
    const input = { title: 'Grandpa at Lake Geneva', transcript: 'We rowed.' };
    const refused = await rosa.agent.put(`/api/circle/recordings/${recording.id}`, input);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toBe(
      'Only the person who added this recording, or a caregiver, can change or remove it.',
    );
    expect((await rosa.agent.delete(`/api/circle/recordings/${recording.id}`)).statusCode).toBe(
      403,
    );
    const own = await sam.agent.put(`/api/circle/recordings/${recording.id}`, input);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json<{ recording: Recording }>().recording).toMatchObject(input);
    const byCaregiver = await caregiver.agent.put(`/api/circle/recordings/${recording.id}`, {
      title: 'Lake',
    });
    expect(byCaregiver.json<{ recording: Recording }>().recording).toMatchObject({
      title: 'Lake',
      transcript: null,
    });
    const changes = (await auditOf(circleId)).filter(
      (e) => e.action === 'memory.recording_changed',
    );
    expect(changes.map((e) => e.detail)).toEqual(['title, transcript', 'title, transcript']);
  });
});

describe('removing can be undone for 30 days', () => {
  it('moves a recording to recently removed, restores it, and deletes it and its file after 30 days', async () => {
    const { sam, rosa, caregiver, circleId } = await family();
    const recording = await addRecording(sam.agent);
    const key = recordingFileKey(circleId, recording.id);
    expect((await sam.agent.delete(`/api/circle/recordings/${recording.id}`)).statusCode).toBe(204);
    expect(
      (await rosa.agent.get('/api/circle/recordings')).json<{ recordings: Recording[] }>()
        .recordings,
    ).toEqual([]);
    const removed = (await rosa.agent.get('/api/circle/recordings/removed')).json<{
      recordings: Recording[];
    }>();
    expect(removed.recordings).toEqual([
      expect.objectContaining({ id: recording.id, deletesOn: '2026-04-01T15:00:00.000Z' }),
    ]);
    expect((await rosa.agent.get(recording.audioUrl)).statusCode).toBe(200);
    expect(
      (await rosa.agent.post(`/api/circle/recordings/${recording.id}/restore`)).statusCode,
    ).toBe(403);
    const restored = await caregiver.agent.post(`/api/circle/recordings/${recording.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json<{ recording: Recording }>().recording.removedAt).toBeNull();

    await caregiver.agent.delete(`/api/circle/recordings/${recording.id}`);
    ctx.clock.set('2026-03-31T15:00:00Z');
    await ctx.app.jobs.get('memory-recording-purge').runOnce();
    expect(await files.size(key)).toBeGreaterThan(0);
    ctx.clock.set('2026-04-01T15:00:01Z');
    expect(await ctx.app.jobs.get('memory-recording-purge').runOnce()).toBeGreaterThanOrEqual(1);
    await ctx.app.jobs.get('file-deletions').runOnce();
    expect(await files.size(key)).toBeUndefined();
    const actions = (await auditOf(circleId))
      .map((e) => e.action)
      .filter((a) => /recording_(removed|restored|purged)/.test(a));
    expect(actions).toEqual([
      'memory.recording_removed',
      'memory.recording_restored',
      'memory.recording_removed',
      'memory.recording_purged',
    ]);
  });

  it('a removed recording can be deleted for good now by whoever added it or a caregiver, file and all', async () => {
    const { sam, rosa, caregiver, circleId } = await family();
    const recording = await addRecording(sam.agent, { title: 'Going for good' });
    const kept = await addRecording(sam.agent, { title: 'Kept' });
    const key = recordingFileKey(circleId, recording.id);
    const forever = (id: string) => `/api/circle/recordings/${id}/forever`;

    // Not in "Recently removed" yet: refused, and nothing changes.
    const notRemoved = await sam.agent.delete(forever(recording.id));
    expect(notRemoved.statusCode).toBe(409);
    expect(notRemoved.json<{ message: string }>().message).toBe(RECORDING_NOT_REMOVED_MESSAGE);
    expect(await files.size(key)).toBeGreaterThan(0);

    await sam.agent.delete(`/api/circle/recordings/${recording.id}`);
    const byRosa = await rosa.agent.delete(forever(recording.id));
    expect(byRosa.statusCode).toBe(403);
    expect(byRosa.json<{ message: string }>().message).toBe(NOT_YOUR_RECORDING_MESSAGE);
    const other = await registerAgent(ctx.app, { name: 'Other Family', role: 'caregiver' });
    expect((await other.agent.delete(forever(recording.id))).statusCode).toBe(404);
    expect(await files.size(key)).toBeGreaterThan(0);

    const deleted = await caregiver.agent.delete(forever(recording.id));
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await files.size(key)).toBeUndefined();
    expect((await rosa.agent.get(recording.audioUrl)).statusCode).toBe(404);
    expect(
      (await rosa.agent.get('/api/circle/recordings/removed')).json<{ recordings: Recording[] }>()
        .recordings,
    ).toEqual([]);
    expect(
      await ctx.database.db
        .select()
        .from(memoryRecordings)
        .where(eq(memoryRecordings.id, recording.id)),
    ).toEqual([]);
    const listed = (await ctx.database.db.select().from(fileDeletions)).map((entry) => entry.key);
    expect(listed).not.toContain(key);
    expect((await caregiver.agent.delete(forever(recording.id))).statusCode).toBe(404);
    expect(await files.size(recordingFileKey(circleId, kept.id))).toBeGreaterThan(0);

    const deletions = (await auditOf(circleId))
      .filter((e) => e.action === 'memory.recording_deleted')
      .map((e) => [e.actorUserId, e.subject]);
    expect(deletions).toEqual([[caregiver.user.id, `memory_recording:${recording.id}`]]);
  });

  it('the file leaves the store when the circle is deleted', async () => {
    const { sam, circleId } = await family();
    const recording = await addRecording(sam.agent);
    await ctx.app.jobs.get('file-deletions').runOnce();
    expect(await keysIn(`circles/${circleId}/`)).toEqual([
      recordingFileKey(circleId, recording.id),
    ]);
    await ctx.database.db.delete(careCircles).where(eq(careCircles.id, circleId));
    await ctx.app.jobs.get('file-deletions').runOnce();
    expect(await keysIn(`circles/${circleId}/`)).toEqual([]);
  });
});

describe('the export', () => {
  it('carries the recordings and their files, which import back and play', async () => {
    const { sam, caregiver, circleId } = await family();
    const recording = await addRecording(sam.agent, { transcript: 'We rowed.' });
    const response = await caregiver.agent.get('/api/circle/export');
    expect(response.statusCode).toBe(200);
    const archive = unzipSync(new Uint8Array(response.rawPayload));
    const manifest = JSON.parse(strFromU8(archive['kinwell-export.json'] as Uint8Array)) as {
      tables: Record<string, Record<string, unknown>[]>;
    };
    expect(manifest.tables.memory_recordings).toEqual([
      expect.objectContaining({ id: recording.id, transcript: 'We rowed.' }),
    ]);
    const key = recordingFileKey(circleId, recording.id);
    expect(Buffer.from(archive[`files/${key}.wav`] as Uint8Array).equals(makeWav(2))).toBe(true);

    await inAnotherKinwell({ app: true }, async (other) => {
      await other.importArchive(new Uint8Array(response.rawPayload));
      expect(
        await other.db
          .select()
          .from(memoryRecordings)
          .where(eq(memoryRecordings.circleId, circleId)),
      ).toEqual([expect.objectContaining({ id: recording.id })]);
      expect((await readWholeFile(other.files, key))?.equals(makeWav(2))).toBe(true);
    });
  });
});
