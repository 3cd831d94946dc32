import { createReadStream } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { randomUUID } from 'node:crypto';

/**
 * Where Kinwell keeps uploaded files (photos, recordings): a folder in the data directory by
 * default, or an S3-compatible bucket when one is configured. The database keeps what a file is
 * (its owner, type, size); the store keeps only bytes under a key. Keys are Kinwell's own (never
 * a name someone typed): `circles/<circle id>/<kind>/<uuid>`.
 */
export interface FileStore {
  readonly kind: 'disk' | 's3';
  /** Stores the bytes under the key, replacing any there. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /**
   * Stores a file from this machine's disk under the key, replacing any there, streaming it so
   * that a large file (a recording) is never held whole in memory. The source file stays.
   */
  putFile(key: string, sourcePath: string): Promise<void>;
  /**
   * The file's bytes as a stream, the whole file or an inclusive byte range (audio seeking);
   * `undefined` when there is no such file.
   */
  read(
    key: string,
    range?: { start: number; end: number },
  ): Promise<{ body: Readable; size: number } | undefined>;
  /** The file's size in bytes, or `undefined` when there is none. */
  size(key: string): Promise<number | undefined>;
  /** Forgets the file; nothing happens when there is none. */
  delete(key: string): Promise<void>;
  /** Every key that starts with the prefix (all keys without one), in no set order. */
  list(prefix?: string): AsyncIterable<string>;
}

const KEY = /^[a-z0-9][a-z0-9/_.-]*$/;

/** Refuses a key that could leave the store's folder or is not one Kinwell makes. */
export function assertFileKey(key: string): void {
  if (!KEY.test(key) || key.includes('..') || key.includes('//') || key.endsWith('/')) {
    throw new Error(`Not a file key: ${JSON.stringify(key)}`);
  }
}

/** The whole file in memory (for images and PDFs; stream recordings instead). */
export async function readWholeFile(store: FileStore, key: string): Promise<Buffer | undefined> {
  const file = await store.read(key);
  if (!file) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Files in a folder. A write goes to a temporary file first and is then renamed, so a reader
 * never sees half a file and a crash leaves no torn one.
 */
export function createDiskFileStore(root: string): FileStore {
  const resolve = (key: string) => {
    assertFileKey(key);
    return path.join(root, ...key.split('/'));
  };
  const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

  /** Writes to a temporary file beside the key's, then renames it into place. */
  const writeThenRename = async (key: string, write: (temporary: string) => Promise<void>) => {
    const file = resolve(key);
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${randomUUID()}.partial`;
    try {
      await write(temporary);
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  };

  return {
    kind: 'disk',
    async put(key, bytes) {
      await writeThenRename(key, (temporary) => writeFile(temporary, bytes));
    },
    async putFile(key, sourcePath) {
      // The kernel copies it (or clones it, where the file system can): no bytes pass through here.
      await writeThenRename(key, (temporary) => copyFile(sourcePath, temporary));
    },
    async read(key, range) {
      const file = resolve(key);
      let size: number;
      try {
        size = (await stat(file)).size;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
      const body = createReadStream(file, range ? { start: range.start, end: range.end } : {});
      return { body, size };
    },
    async size(key) {
      try {
        return (await stat(resolve(key))).size;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async delete(key) {
      await rm(resolve(key), { force: true });
    },
    async *list(prefix = '') {
      let entries: string[];
      try {
        entries = await readdir(root, { recursive: true });
      } catch (error) {
        if (isMissing(error)) return;
        throw error;
      }
      for (const entry of entries) {
        const key = entry.split(path.sep).join('/');
        if (!key.startsWith(prefix) || key.endsWith('.partial') || !KEY.test(key)) continue;
        if ((await stat(path.join(root, entry))).isFile()) yield key;
      }
    },
  };
}

/** A disk store in a new temporary folder: for tests and tools that hand in no store. */
export async function createTemporaryFileStore(): Promise<FileStore> {
  return createDiskFileStore(await mkdtemp(path.join(os.tmpdir(), 'kinwell-files-')));
}
