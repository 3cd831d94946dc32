import { inject } from 'vitest';
import type { App } from '../app';
import type { Database } from '../db/client';
import { importCircleArchive } from '../features/export/circle-archive';
import { MODULES } from '../modules';
import { circleTablesOf } from '../platform/circle-tables';
import { createTemporaryFileStore, type FileStore } from '../platform/files/file-store';
import { openTestDatabase } from './test-database';
import { createTestApp } from './test-app';

/** Another Kinwell, with a database of its own, that a circle's export archive is imported into. */
export interface AnotherKinwell {
  db: Database;
  /** Its own file store (in a new temporary folder), when it was asked for one. */
  files: FileStore | undefined;
  /**
   * Imports an archive as the operator's import does, with every module's circle tables, into
   * this Kinwell's file store if it has one; `quotaBytes` is importCircleArchive's.
   */
  importArchive(
    archive: Uint8Array,
    options?: { quotaBytes?: number },
  ): ReturnType<typeof importCircleArchive>;
  /** The keys its file store holds now (an import that failed must leave none). */
  storedKeys(): Promise<string[]>;
}

/**
 * Runs `check` on another Kinwell: a fresh database only, with `files` a file store of its own
 * too, or with `app` the whole app running on them (to sign in there and be served the files).
 * Everything is closed afterwards, whatever `check` did; its answer is passed on.
 */
export async function inAnotherKinwell<T>(
  options: { app: true },
  check: (other: AnotherKinwell & { app: App; files: FileStore }) => Promise<T>,
): Promise<T>;
export async function inAnotherKinwell<T>(
  options: { files: true },
  check: (other: AnotherKinwell & { files: FileStore }) => Promise<T>,
): Promise<T>;
export async function inAnotherKinwell<T>(
  options: { files?: false },
  check: (other: AnotherKinwell) => Promise<T>,
): Promise<T>;
export async function inAnotherKinwell<T>(
  options: { app?: boolean; files?: boolean },
  // The overloads promise `app` and `files` only to the checks they were asked for by.
  check: (other: AnotherKinwell & { app: App; files: FileStore }) => Promise<T>,
): Promise<T> {
  const files = options.app || options.files ? await createTemporaryFileStore() : undefined;
  const opened = options.app
    ? await createTestApp({}, { files })
    : await openTestDatabase(inject('dbTemplate'));
  const { db } = 'app' in opened ? opened.database : opened;
  try {
    const other: AnotherKinwell & { app?: App } = {
      db,
      files,
      ...('app' in opened ? { app: opened.app } : {}),
      importArchive: (archive, { quotaBytes } = {}) =>
        importCircleArchive({
          db,
          archive,
          circleTables: circleTablesOf(MODULES),
          ...(files ? { files } : {}),
          ...(quotaBytes === undefined ? {} : { quotaBytes }),
        }),
      storedKeys: async () => {
        const keys: string[] = [];
        for await (const key of files?.list('') ?? []) keys.push(key);
        return keys;
      },
    };
    return await check(other as AnotherKinwell & { app: App; files: FileStore });
  } finally {
    await opened.close();
  }
}
