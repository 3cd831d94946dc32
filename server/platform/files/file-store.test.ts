import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDiskFileStore, readWholeFile, type FileStore } from './file-store';
import { createS3FileStore } from './s3-file-store';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { startTestS3 } from '../../test/s3-server';

const root = await mkdtemp(path.join(os.tmpdir(), 'kinwell-store-test-'));
const s3 = await startTestS3();
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
  await s3.stop();
});

const keysOf = async (store: FileStore, prefix?: string) => {
  const keys: string[] = [];
  for await (const key of store.list(prefix)) keys.push(key);
  return keys.sort();
};

const text = async (file: { body: NodeJS.ReadableStream } | undefined) => {
  const chunks: Buffer[] = [];
  for await (const chunk of file!.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
};

// One contract, two stores: whatever passes here behaves the same on disk and in a bucket.
describe.each([
  { name: 'disk', store: createDiskFileStore(root) },
  { name: 'S3', store: createS3FileStore(s3.options) },
  { name: 'S3 under a folder', store: createS3FileStore({ ...s3.options, prefix: 'kinwell' }) },
])('the $name file store', ({ name, store }) => {
  const k = (rest: string) => `circles/${name.replace(/\W/g, '-').toLowerCase()}/${rest}`;

  it('keeps bytes under a key, reads them whole or by range, and forgets them', async () => {
    const bytes = Buffer.from('0123456789');
    await store.put(k('photos/a'), bytes);
    expect(await readWholeFile(store, k('photos/a'))).toEqual(bytes);
    expect(await store.size(k('photos/a'))).toBe(10);

    const part = await store.read(k('photos/a'), { start: 2, end: 4 });
    expect(await text(part)).toBe('234');
    expect(part!.size).toBe(10);
    // (A one-byte range at 0, bytes=0-0, is not checked: the local test server answers it whole.)
    const first = await store.read(k('photos/a'), { start: 0, end: 1 });
    expect(await text(first)).toBe('01');
    const last = await store.read(k('photos/a'), { start: 7, end: 9 });
    expect(await text(last)).toBe('789');
    expect((await store.read(k('photos/a')))!.size).toBe(10);

    await store.delete(k('photos/a'));
    expect(await store.read(k('photos/a'))).toBeUndefined();
    expect(await store.size(k('photos/a'))).toBeUndefined();
    await store.delete(k('photos/a'));
  });

  it('answers undefined for a key it never had, by whole or by range', async () => {
    expect(await store.read(k('never/there'))).toBeUndefined();
    expect(await store.read(k('never/there'), { start: 0, end: 3 })).toBeUndefined();
    expect(await store.size(k('never/there'))).toBeUndefined();
    expect(await readWholeFile(store, k('never/there'))).toBeUndefined();
  });

  it('replaces a file whole on a second put', async () => {
    await store.put(k('photos/b'), Buffer.from('a longer first version'));
    await store.put(k('photos/b'), Buffer.from('second'));
    expect((await readWholeFile(store, k('photos/b')))!.toString()).toBe('second');
    expect(await store.size(k('photos/b'))).toBe(6);
    expect(await keysOf(store, k('photos/'))).toEqual([k('photos/b')]);
  });

  it('keeps binary bytes exactly, an empty file too', async () => {
    const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 7919) % 256));
    await store.put(k('binary/all'), bytes);
    expect((await readWholeFile(store, k('binary/all')))!.equals(bytes)).toBe(true);
    await store.put(k('binary/empty'), new Uint8Array());
    expect(await store.size(k('binary/empty'))).toBe(0);
    expect((await readWholeFile(store, k('binary/empty')))!.length).toBe(0);
  });

  it('stores a file from disk byte for byte, replacing what was there, and leaves the source', async () => {
    // Over 5 MB, so the S3 SDK sends it in more than one chunk of its stream.
    const bytes = Buffer.from(Array.from({ length: 5_300_000 }, (_, i) => (i * 7919) % 251));
    const source = path.join(root, `source-${name.replace(/\W/g, '-')}.upload`);
    await writeFile(source, bytes);
    await store.put(k('recordings/r'), Buffer.from('an older version'));
    await store.putFile(k('recordings/r'), source);
    expect(await store.size(k('recordings/r'))).toBe(bytes.length);
    expect((await readWholeFile(store, k('recordings/r')))!.equals(bytes)).toBe(true);
    const middle = await store.read(k('recordings/r'), { start: 4_000_000, end: 4_000_009 });
    expect(await text(middle)).toBe(bytes.subarray(4_000_000, 4_000_010).toString());
    expect((await readdir(root)).includes(path.basename(source))).toBe(true);
    await expect(
      store.putFile(k('recordings/none'), path.join(root, 'no-such-file')),
    ).rejects.toThrow();
    expect(await store.size(k('recordings/none'))).toBeUndefined();
  });

  it('lists keys by prefix, and every key without one', async () => {
    await store.put(k('list/photos/x'), Buffer.from('x'));
    await store.put(k('list/recordings/y'), Buffer.from('y'));
    await store.put(k('listed-elsewhere/z'), Buffer.from('z'));
    expect(await keysOf(store, k('list/'))).toEqual([k('list/photos/x'), k('list/recordings/y')]);
    expect(await keysOf(store, k('list/photos/'))).toEqual([k('list/photos/x')]);
    expect(await keysOf(store, k('nothing-here/'))).toEqual([]);
    const all = await keysOf(store);
    expect(all).toEqual(expect.arrayContaining([k('list/photos/x'), k('listed-elsewhere/z')]));
  });

  it('refuses keys that could leave its folder', async () => {
    for (const key of ['../etc/passwd', 'circles/../../x', '/abs', 'circles//x', 'Circles/X']) {
      await expect(store.put(key, Buffer.from('no'))).rejects.toThrow('Not a file key');
      await expect(store.read(key)).rejects.toThrow('Not a file key');
    }
  });
});

describe('the disk file store', () => {
  it('leaves no temporary files behind when it replaces a file', async () => {
    const store = createDiskFileStore(root);
    await store.put('circles/c2/photos/b', Buffer.from('first'));
    await store.put('circles/c2/photos/b', Buffer.from('second'));
    await store.putFile('circles/c2/photos/b', path.join(root, 'no-such-file')).catch(() => {});
    expect(await readdir(path.join(root, 'circles', 'c2', 'photos'))).toEqual(['b']);
  });
});

describe('the S3 file store under a folder', () => {
  it('keeps its keys inside the folder and lists them without it', async () => {
    const inside = createS3FileStore({ ...s3.options, prefix: 'only-here' });
    const whole = createS3FileStore(s3.options);
    await inside.put('circles/f/photos/p', Buffer.from('p'));
    expect(await whole.size('only-here/circles/f/photos/p')).toBe(1);
    expect(await keysOf(inside)).toEqual(['circles/f/photos/p']);
  });

  it('lists only keys Kinwell makes, in a bucket shared with other things', async () => {
    const { bucket, region, endpoint, accessKeyId, secretAccessKey } = s3.options;
    const client = new S3Client({
      region,
      endpoint,
      credentials: { accessKeyId, secretAccessKey },
      forcePathStyle: true,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    await client.send(
      new PutObjectCommand({ Bucket: bucket, Key: 'shared/Report 2026.PDF', Body: 'x' }),
    );
    const store = createS3FileStore(s3.options);
    await store.put('shared/kinwell-file', Buffer.from('k'));
    expect(await keysOf(store, 'shared/')).toEqual(['shared/kinwell-file']);
    client.destroy();
  });
});
