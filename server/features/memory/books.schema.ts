import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at } from '../../db/columns';
import { users } from '../../platform/auth/auth.schema';
import { circleIdColumn } from '../../platform/circles/circles.schema';
import { memoryPhotos } from './memory.schema';
import { memoryRecordings } from './recordings.schema';

/**
 * A memory book (decision 054): a title, an optional dedication and cover photo, and ordered
 * pages. A purged cover photo leaves the book without a cover; a removed one is hidden until it
 * is brought back or purged.
 */
export const memoryBooks = pgTable(
  'memory_books',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    circleId: circleIdColumn(),
    title: text('title').notNull(),
    dedication: text('dedication'),
    coverPhotoId: uuid('cover_photo_id').references(() => memoryPhotos.id, {
      onDelete: 'set null',
    }),
    addedByUserId: uuid('added_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [index('memory_books_circle_idx').on(t.circleId, t.updatedAt)],
);

/**
 * One page of a book: a photo of the circle's and/or a caption, at a position (0, 1, 2, … with no
 * gaps; rewritten whole on reorder). A photo purged for good leaves the caption (SET NULL).
 * An optional recording of the circle's goes with the page (decision 061); purged, it leaves the
 * page as it was (SET NULL).
 */
export const memoryBookPages = pgTable(
  'memory_book_pages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    circleId: circleIdColumn(),
    bookId: uuid('book_id')
      .notNull()
      .references(() => memoryBooks.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    photoId: uuid('photo_id').references(() => memoryPhotos.id, { onDelete: 'set null' }),
    caption: text('caption'),
    recordingId: uuid('recording_id').references(() => memoryRecordings.id, {
      onDelete: 'set null',
    }),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    index('memory_book_pages_book_idx').on(t.bookId, t.position),
    index('memory_book_pages_photo_idx').on(t.photoId),
    index('memory_book_pages_recording_idx').on(t.recordingId),
  ],
);
