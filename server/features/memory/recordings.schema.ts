import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at } from '../../db/columns';
import { users } from '../../platform/auth/auth.schema';
import { circleIdColumn } from '../../platform/circles/circles.schema';
import { memoryPhotos, musicSongs } from './memory.schema';

/**
 * A voice or story of the family's (decision 052). Its bytes live in the file store under
 * `circles/<circle>/recordings/<id>` (`recordingFileKey`); nothing else names the file.
 * It may belong to a photo ("Grandpa tells the story of this picture") or be the family's own
 * recording of one of their songs; removing that photo or song for good keeps the recording.
 * `removedAt` set: in "Recently removed" until the purge job deletes the row (and, through the
 * row's trigger, the file). `announcedAt` null: not yet told to the circle.
 */
export const memoryRecordings = pgTable(
  'memory_recordings',
  {
    id: uuid('id').primaryKey(),
    circleId: circleIdColumn(),
    title: text('title').notNull(),
    photoId: uuid('photo_id').references(() => memoryPhotos.id, { onDelete: 'set null' }),
    songId: uuid('song_id').references(() => musicSongs.id, { onDelete: 'set null' }),
    transcript: text('transcript'),
    durationSeconds: integer('duration_seconds').notNull(),
    mimeType: text('mime_type').notNull(),
    bytes: integer('bytes').notNull(),
    addedByUserId: uuid('added_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    removedAt: at('removed_at'),
    removedByUserId: uuid('removed_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    announcedAt: at('announced_at'),
  },
  (t) => [
    index('memory_recordings_circle_idx').on(t.circleId, t.createdAt),
    index('memory_recordings_photo_idx').on(t.photoId),
    index('memory_recordings_song_idx').on(t.songId),
    index('memory_recordings_removed_idx').on(t.removedAt),
    index('memory_recordings_unannounced_idx').on(t.circleId, t.addedByUserId, t.announcedAt),
  ],
);
