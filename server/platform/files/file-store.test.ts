import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDiskFileStore, readWholeFile } from './file-store';

const root = await mkdtemp(path.join(os.tmpdir(), 'kinwell-store-test-'));
afterAll(() => rm(root, { recursive: true, force: true }));

describe('the disk file store', () => {
  const store = createDiskFileStore(root);

  it('keeps bytes under a key, reads them whole or by range, and forgets them', async () => {
    const bytes = Buffer.from('0123456789');
    await store.put('circles/c1/photos/a', bytes);
    expect(await readWholeFile(store, 'circles/c1/photos/a')).toEqual(bytes);
    expect(await store.size('circles/c1/photos/a')).toBe(10);

    const part = await store.read('circles/c1/photos/a', { start: 2, end: 4 });
    const chunks: Buffer[] = [];
    for await (const chunk of part!.body) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('234');
    expect(part!.size).toBe(10);

    await store.delete('circles/c1/photos/a');
    expect(await store.read('circles/c1/photos/a')).toBeUndefined();
    expect(await store.size('circles/c1/photos/a')).toBeUndefined();
    await store.delete('circles/c1/photos/a');
  });

  it('replaces a file whole and leaves no temporary files behind', async () => {
    await store.put('circles/c2/photos/b', Buffer.from('first'));
    await store.put('circles/c2/photos/b', Buffer.from('second'));
    expect((await readWholeFile(store, 'circles/c2/photos/b'))!.toString()).toBe('second');
    expect(await readdir(path.join(root, 'circles', 'c2', 'photos'))).toEqual(['b']);
  });

  it('lists keys by prefix', async () => {
    await store.put('circles/c3/photos/x', Buffer.from('x'));
    await store.put('circles/c3/recordings/y', Buffer.from('y'));
    const keys: string[] = [];
    for await (const key of store.list('circles/c3/')) keys.push(key);
    expect(keys.sort()).toEqual(['circles/c3/photos/x', 'circles/c3/recordings/y']);
  });

  it('refuses keys that could leave its folder', async () => {
    for (const key of ['../etc/passwd', 'circles/../../x', '/abs', 'circles//x', 'Circles/X']) {
      await expect(store.put(key, Buffer.from('no'))).rejects.toThrow('Not a file key');
    }
  });
});
