import { mkdtemp, readdir, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openUploadsFolder, STALE_UPLOAD_MS } from './uploads-folder';

describe('the uploads folder', () => {
  it('is made when missing, and at start forgets only what a stopped process left an hour ago', async () => {
    const parent = await mkdtemp(path.join(os.tmpdir(), 'kinwell-uploads-test-'));
    const folder = path.join(parent, 'data', 'uploads');
    expect(await openUploadsFolder(folder)).toBe(folder);
    expect(await readdir(folder)).toEqual([]);

    const now = Date.now();
    await writeFile(path.join(folder, 'left-by-a-crash.upload'), 'old');
    await writeFile(path.join(folder, 'arriving-now.upload'), 'new');
    const old = new Date(now - STALE_UPLOAD_MS - 60_000);
    await utimes(path.join(folder, 'left-by-a-crash.upload'), old, old);
    await openUploadsFolder(folder, now);
    expect(await readdir(folder)).toEqual(['arriving-now.upload']);
  });

  it('is a new temporary folder of its own when none is named', async () => {
    const a = await openUploadsFolder();
    const b = await openUploadsFolder();
    expect(a).not.toBe(b);
    expect(await readdir(a)).toEqual([]);
  });
});
