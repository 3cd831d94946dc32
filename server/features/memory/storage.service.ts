import { eq, sql } from 'drizzle-orm';
import {
  STORAGE_FULL_CODE,
  type StorageUsage,
  storageFullMessage,
} from '../../../shared/memory-storage';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import { careCircles } from '../../platform/circles/circles.schema';
import { listPendingFile, unlistFile } from '../../platform/files/file-deletions';
import type { FileStore } from '../../platform/files/file-store';
import { memoryPhotos } from './memory.schema';
import { memoryRecordings } from './recordings.schema';

/**
 * Each circle's room for memory support's files (decision 060). What counts is what the rows
 * record they put in the store: a photo's `bytes` (display copy, thumbnail and full copy
 * together) and a recording's `bytes`, rows in "Recently removed" included, since their files
 * stay until the purge deletes the row. Dose photos and the recipient's photo (`images`) are
 * care data and are neither counted nor refused.
 */
export async function circleStorageUsage(
  db: Database,
  circleId: string,
  quotaBytes: number,
): Promise<StorageUsage> {
  const sums = (table: typeof memoryPhotos | typeof memoryRecordings) =>
    db
      .select({
        total: sql<number>`coalesce(sum(${table.bytes}), 0)`.mapWith(Number),
        removed:
          sql<number>`coalesce(sum(${table.bytes}) filter (where ${table.removedAt} is not null), 0)`.mapWith(
            Number,
          ),
      })
      .from(table)
      .where(eq(table.circleId, circleId));
  // One after the other: inside a transaction they share one connection.
  const [photos] = await sums(memoryPhotos);
  const [recordings] = await sums(memoryRecordings);
  const photoBytes = photos?.total ?? 0;
  const recordingBytes = recordings?.total ?? 0;
  return {
    usedBytes: photoBytes + recordingBytes,
    quotaBytes,
    photoBytes,
    recordingBytes,
    removedBytes: (photos?.removed ?? 0) + (recordings?.removed ?? 0),
  };
}

/**
 * Takes the circle's row lock (`SELECT … FOR UPDATE`) for the rest of the transaction: two
 * uploads to one circle check and write one after the other, so they cannot both take the last
 * free room (or both add the same photo). Another circle's uploads do not wait.
 */
export async function lockCircleStorage(tx: Database, circleId: string): Promise<void> {
  await tx
    .select({ id: careCircles.id })
    .from(careCircles)
    .where(eq(careCircles.id, circleId))
    .for('update');
}

/**
 * Refuses (413, `storage_full`) a file of `bytes` that would take the circle past its quota,
 * with what to do about it. Called before anything is written (cheap, unlocked) and again in
 * the writing transaction under `lockCircleStorage`.
 */
export async function assertRoomFor(
  db: Database,
  options: { circleId: string; bytes: number; quotaBytes: number; kind: 'photo' | 'recording' },
): Promise<void> {
  const usage = await circleStorageUsage(db, options.circleId, options.quotaBytes);
  if (usage.usedBytes + options.bytes > usage.quotaBytes) {
    throw new AppError(
      413,
      storageFullMessage(options.kind, usage, options.bytes),
      {},
      STORAGE_FULL_CODE,
    );
  }
}

/**
 * Adds an item with files (a photo, a recording), so nothing half-saved remains (decisions 047,
 * 048): its keys are listed as pending and `put` writes the files to the store first, then `save`
 * checks again and writes the row in one transaction under the circle's lock
 * (`lockCircleStorage`) that takes the keys off the list. If the row cannot be written the files
 * are deleted again, and if the process stops first the file-deletions job removes them later.
 */
export async function addWithFiles(options: {
  db: Database;
  files: FileStore;
  circleId: string;
  keys: readonly string[];
  at: Date;
  put: () => Promise<void>;
  save: (tx: Database) => Promise<void>;
}): Promise<void> {
  const { db, files, circleId, keys, at } = options;
  for (const key of keys) await listPendingFile(db, key, at);
  try {
    await options.put();
    await db.transaction(async (tx) => {
      await lockCircleStorage(tx, circleId);
      await options.save(tx);
      for (const key of keys) await unlistFile(tx, key);
    });
  } catch (error) {
    // Best effort: the pending entries remove them later if this fails too.
    await Promise.allSettled(keys.map((key) => files.delete(key).then(() => unlistFile(db, key))));
    throw error;
  }
}
