import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, bytea } from '../../db/columns';
import { users } from '../auth/auth.schema';
import { careCircles } from '../circles/circles.schema';

/**
 * Images people upload (the care recipient's photo, dose photos). Always re-encoded before they
 * are stored; served only to members of the circle. The bytes live in the file store under
 * `file_key` (decision 047); rows from before the store keep them in `bytes` until the carry-over
 * at start moves them.
 */
export const images = pgTable(
  'images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    circleId: uuid('circle_id')
      .notNull()
      .references(() => careCircles.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Only rows not yet carried over to the file store. */
    bytes: bytea('bytes'),
    /** `circles/<circle id>/images/<image id>` in the file store. */
    fileKey: text('file_key').unique(),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    index('images_circle_idx').on(t.circleId),
    check('images_bytes_somewhere', sql`${t.bytes} is not null or ${t.fileKey} is not null`),
  ],
);
