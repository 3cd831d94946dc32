import { mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** An upload older than this was left by a process that stopped while receiving it. */
export const STALE_UPLOAD_MS = 60 * 60 * 1000;

/**
 * The folder where large uploads are written while they arrive and are checked (decision 064),
 * made if needed. Each request removes its own file when it is done; what a crash left behind,
 * older than an hour, is removed here at start. Younger files are left alone: another instance
 * on this machine may share the folder and be receiving them now.
 */
export async function openUploadsFolder(folder?: string, now = Date.now()): Promise<string> {
  if (!folder) return mkdtemp(path.join(os.tmpdir(), 'kinwell-uploads-'));
  await mkdir(folder, { recursive: true });
  for (const name of await readdir(folder)) {
    const file = path.join(folder, name);
    const info = await stat(file).catch(() => undefined);
    if (info?.isFile() && now - info.mtimeMs > STALE_UPLOAD_MS) await rm(file, { force: true });
  }
  return folder;
}
