/**
 * The server `npm run bench:memory` measures: the real app (createApp, as server/main.ts builds it,
 * from the source) in a process of its own, so the bench's own buffers (the photos it sends, the
 * audio it reads back) are not counted as the server's. Started with an IPC channel and
 * `--expose-gc`; it samples its own memory every 5 ms and answers the bench's messages:
 *   { type: 'reset' }  collect garbage, forget the peaks (and the kernel's high-water mark of RSS);
 *                      with `live: true`, also collect garbage before a sample every 100 ms until the
 *                      next reset, so `live` is what is really held, not garbage not yet collected
 *   { type: 'peak' }   the peaks since the last reset, and the kernel's high-water mark (VmHWM)
 * Jobs are not started (the bench measures requests, not the minute jobs), and no client is
 * served. Configured through the same environment as the server (PORT, DATA_DIR, DATABASE_URL).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createApp } from '../server/app';
import { openDatabase } from '../server/db/client';
import { readConfig } from '../server/env';
import { systemClock } from '../server/lib/clock';
import { openFileStore } from '../server/platform/files/open-file-store';
import { openUploadsFolder } from '../server/platform/files/uploads-folder';

export interface MemoryFigures {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  /** Memory outside the JavaScript heap held by Buffers and other ArrayBuffers. */
  arrayBuffers: number;
}
export type BenchServerMessage =
  | { type: 'ready' }
  | { type: 'reset'; now: MemoryFigures }
  | {
      type: 'peak';
      peak: MemoryFigures;
      /** The peak of what was held after collecting garbage (only after a `live` reset). */
      live: MemoryFigures | null;
      highWaterRss: number | null;
      samples: number;
    };

const config = readConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
const app = await createApp({
  database,
  clock: systemClock,
  config,
  version: 'bench',
  files: openFileStore(config),
  uploadsDir: await openUploadsFolder(path.join(config.dataDir, 'uploads')),
  logger: { level: 'warn' },
});
app.addHook('onClose', async () => database.close());

const now = (): MemoryFigures => {
  const { rss, heapUsed, heapTotal, arrayBuffers } = process.memoryUsage();
  return { rss, heapUsed, heapTotal, arrayBuffers };
};
let peak = now();
let samples = 0;
const sample = () => {
  const current = now();
  samples += 1;
  peak = {
    rss: Math.max(peak.rss, current.rss),
    heapUsed: Math.max(peak.heapUsed, current.heapUsed),
    heapTotal: Math.max(peak.heapTotal, current.heapTotal),
    arrayBuffers: Math.max(peak.arrayBuffers, current.arrayBuffers),
  };
};
setInterval(sample, 5).unref();

const collectGarbage = () => (globalThis as { gc?: () => void }).gc?.();
let live: MemoryFigures | null = null;
let liveSampler: NodeJS.Timeout | undefined;
const sampleLive = () => {
  collectGarbage();
  const current = now();
  live = live
    ? {
        rss: Math.max(live.rss, current.rss),
        heapUsed: Math.max(live.heapUsed, current.heapUsed),
        heapTotal: Math.max(live.heapTotal, current.heapTotal),
        arrayBuffers: Math.max(live.arrayBuffers, current.arrayBuffers),
      }
    : current;
};

/** The kernel's peak RSS since the last reset (Linux), which no sampling interval can miss. */
const highWaterRss = (): number | null => {
  try {
    const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'));
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
};

const send = (message: BenchServerMessage) => process.send?.(message);
process.on('message', (message: { type: string; live?: boolean }) => {
  if (message.type === 'reset') {
    clearInterval(liveSampler);
    live = null;
    collectGarbage();
    try {
      writeFileSync('/proc/self/clear_refs', '5'); // resets VmHWM to the current RSS
    } catch {
      // not Linux: the sampled peak is all there is
    }
    peak = now();
    samples = 0;
    if (message.live) {
      sampleLive();
      liveSampler = setInterval(sampleLive, 100);
    }
    send({ type: 'reset', now: peak });
  } else if (message.type === 'peak') {
    sample();
    if (live) sampleLive();
    send({ type: 'peak', peak, live, highWaterRss: highWaterRss(), samples });
  } else if (message.type === 'stop') {
    void app.close().then(() => process.exit(0));
  }
});

await app.listen({ port: config.port, host: config.host });
send({ type: 'ready' });
