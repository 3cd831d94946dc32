import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { FileStore } from './file-store';
import { fileDeletions } from './files.schema';

/** How long a file put before its row may wait for that row's transaction to commit. */
export const PENDING_FILE_GRACE_MS = 60 * 60 * 1000;

/**
 * Lists a file about to be put, before its row exists: if the row's transaction fails or the
 * process stops, the file is forgotten after the grace period. `unlistFile` in that transaction
 * keeps it.
 */
export async function listPendingFile(db: Database, key: string, at: Date): Promise<void> {
  await db
    .insert(fileDeletions)
    .values({ key, deleteAfter: new Date(at.getTime() + PENDING_FILE_GRACE_MS) })
    .onConflictDoNothing();
}

/** Keeps the file: call in the transaction that writes the row naming it. */
export async function unlistFile(tx: Database, key: string): Promise<void> {
  await tx.delete(fileDeletions).where(eq(fileDeletions.key, key));
}

/**
 * Forgets files whose row was just deleted, now rather than at the file-deletions job's next run
 * (a family deleting a removed photo for good, decision 065). Call after the commit that deleted
 * the row, whose trigger listed the files. Best effort: a file the store fails to delete stays on
 * the list, and the job removes it later, so nothing is left behind either way.
 */
export async function forgetFilesNow(options: {
  db: Database;
  files: FileStore;
  keys: readonly string[];
}): Promise<void> {
  const { db, files, keys } = options;
  await Promise.allSettled(
    keys.map(async (key) => {
      await files.delete(key);
      await db.delete(fileDeletions).where(eq(fileDeletions.key, key));
    }),
  );
}

/**
 * Forgets the listed files that are due, in batches, and takes them off the list. Safe on several
 * instances at once (deleting a file twice does nothing). `isStillUsed` is asked first, so a file
 * whose row did commit is never removed.
 */
export async function forgetDeletedFiles(options: {
  db: Database;
  files: FileStore;
  now: Date;
  isStillUsed: (key: string) => Promise<boolean>;
  batchSize?: number;
}): Promise<number> {
  const { db, files, now, isStillUsed, batchSize = 100 } = options;
  const due = or(isNull(fileDeletions.deleteAfter), lte(fileDeletions.deleteAfter, now));
  let forgotten = 0;
  let after = '';
  for (;;) {
    const batch = await db
      .select({ key: fileDeletions.key })
      .from(fileDeletions)
      .where(and(due, sql`${fileDeletions.key} > ${after}`))
      .orderBy(fileDeletions.key)
      .limit(batchSize);
    if (batch.length === 0) return forgotten;
    for (const { key } of batch) {
      if (!(await isStillUsed(key))) {
        await files.delete(key);
        forgotten += 1;
      }
      await db.delete(fileDeletions).where(and(eq(fileDeletions.key, key), due));
    }
    after = batch.at(-1)?.key ?? after;
  }
}
