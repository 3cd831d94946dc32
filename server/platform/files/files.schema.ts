import { text, pgTable } from 'drizzle-orm/pg-core';
import { at } from '../../db/columns';

/**
 * Files the store should forget (decision 047). A trigger adds the key when a row that names a
 * file is deleted, whichever code or cascade deletes it; a file put before its row is committed
 * is listed with a `delete_after` an hour on, and its row's transaction takes it off the list,
 * so a failed or interrupted save leaves nothing behind. The `file-deletions` job works the list.
 */
export const fileDeletions = pgTable('file_deletions', {
  key: text('key').primaryKey(),
  /** Not before this time; null: as soon as possible. */
  deleteAfter: at('delete_after'),
});
