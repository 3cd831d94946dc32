import { index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { MUSIC_SERVICES, type MusicMood } from '../../../shared/music';
import { at } from '../../db/columns';
import { users } from '../../platform/auth/auth.schema';
import { careCircles, circleIdColumn } from '../../platform/circles/circles.schema';

/**
 * Memory support's music (decision 046): the circle's choices, one row per circle (none until a
 * member saves them). `eraFrom` null follows the care recipient's year of birth.
 */
export const musicSettings = pgTable('music_settings', {
  circleId: uuid('circle_id')
    .primaryKey()
    .references(() => careCircles.id, { onDelete: 'cascade' }),
  service: text('service', { enum: MUSIC_SERVICES }).notNull(),
  eraFrom: integer('era_from'),
  updatedByUserId: uuid('updated_by_user_id').references(() => users.id, {
    onDelete: 'set null',
  }),
  updatedAt: at('updated_at').notNull(),
});

/** A song the family added themselves: a link (never a file) and what helped. */
export const musicSongs = pgTable(
  'music_songs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    circleId: circleIdColumn(),
    title: text('title').notNull(),
    artist: text('artist').notNull(),
    year: integer('year'),
    link: text('link'),
    moods: jsonb('moods').$type<MusicMood[]>().notNull(),
    helped: text('helped'),
    addedByUserId: uuid('added_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [index('music_songs_circle_idx').on(t.circleId, t.createdAt)],
);

/** What helped with a song of the shipped catalogue, one note per song per circle. */
export const musicCatalogueNotes = pgTable(
  'music_catalogue_notes',
  {
    circleId: circleIdColumn(),
    catalogueId: text('catalogue_id').notNull(),
    helped: text('helped').notNull(),
    writtenByUserId: uuid('written_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.circleId, t.catalogueId] })],
);
