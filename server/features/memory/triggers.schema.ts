import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at } from '../../db/columns';
import { users } from '../../platform/auth/auth.schema';
import { circleIdColumn } from '../../platform/circles/circles.schema';
import { memoryPeople, memoryPhotos, musicSongs } from './memory.schema';

/**
 * A memory trigger (decision 053): a conversation starter with what helps and what to avoid, tied
 * to at most one thing. The tie is whichever of the six columns is set; when a photo, person or
 * family song is deleted for good, its column empties and the trigger stays, tied to nothing.
 */
export const memoryTriggers = pgTable(
  'memory_triggers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    circleId: circleIdColumn(),
    starter: text('starter').notNull(),
    helps: text('helps'),
    avoid: text('avoid'),
    photoId: uuid('photo_id').references(() => memoryPhotos.id, { onDelete: 'set null' }),
    personId: uuid('person_id').references(() => memoryPeople.id, { onDelete: 'set null' }),
    familySongId: uuid('family_song_id').references(() => musicSongs.id, {
      onDelete: 'set null',
    }),
    catalogueId: text('catalogue_id'),
    place: text('place'),
    decade: integer('decade'),
    addedByUserId: uuid('added_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    index('memory_triggers_circle_idx').on(t.circleId, t.createdAt),
    index('memory_triggers_photo_idx').on(t.photoId),
    index('memory_triggers_person_idx').on(t.personId),
    index('memory_triggers_song_idx').on(t.familySongId),
    check(
      'memory_triggers_one_tie',
      sql`num_nonnulls(${t.photoId}, ${t.personId}, ${t.familySongId}, ${t.catalogueId}, ${t.place}, ${t.decade}) <= 1`,
    ),
  ],
);
