import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
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

const addedBy = () => uuid('added_by_user_id').references(() => users.id, { onDelete: 'set null' });

/** Someone who appears in the family's photos: "Rosa", "granddaughter" (decision 048). */
export const memoryPeople = pgTable(
  'memory_people',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    circleId: circleIdColumn(),
    name: text('name').notNull(),
    relationship: text('relationship'),
    addedByUserId: addedBy(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [index('memory_people_circle_idx').on(t.circleId, t.name)],
);

/**
 * A photo of the family's. Its bytes live in the file store under keys made from the circle and
 * the photo's id (`photoFileKeys`), a display JPEG and a thumbnail, both without metadata.
 * `removedAt` set: in "Recently removed" until the purge job deletes row and files.
 * `announcedAt` null: not yet told to the circle (uploads are announced in batches).
 */
export const memoryPhotos = pgTable(
  'memory_photos',
  {
    id: uuid('id').primaryKey(),
    circleId: circleIdColumn(),
    caption: text('caption'),
    place: text('place'),
    year: integer('year'),
    isDecade: boolean('is_decade').notNull().default(false),
    story: text('story'),
    takenOn: date('taken_on', { mode: 'string' }),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /**
     * The full copy's size (decision 067): kept only when the upload was larger than the display
     * copy (up to PHOTO_FULL_SIDE), for large screens, zooming and print; null otherwise and for
     * photos added before there was one.
     */
    fullWidth: integer('full_width'),
    fullHeight: integer('full_height'),
    /** Every stored file together (display copy, thumbnail, full copy): what the quota counts. */
    bytes: integer('bytes').notNull(),
    /**
     * SHA-256 (hex) of the bytes as uploaded, before re-encoding, so the same photo sent twice is
     * recognised (decision 060). Null for photos added before it was kept.
     */
    originalSha256: text('original_sha256'),
    addedByUserId: addedBy(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    removedAt: at('removed_at'),
    removedByUserId: uuid('removed_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    announcedAt: at('announced_at'),
  },
  (t) => [
    index('memory_photos_circle_idx').on(t.circleId, t.createdAt),
    index('memory_photos_removed_idx').on(t.removedAt),
    index('memory_photos_unannounced_idx').on(t.circleId, t.addedByUserId, t.announcedAt),
    // One photo per circle, removed ones included (restore it rather than add it again).
    uniqueIndex('memory_photos_original_idx').on(t.circleId, t.originalSha256),
  ],
);

/** Who is in a photo. */
export const memoryPhotoPeople = pgTable(
  'memory_photo_people',
  {
    circleId: circleIdColumn(),
    photoId: uuid('photo_id')
      .notNull()
      .references(() => memoryPhotos.id, { onDelete: 'cascade' }),
    personId: uuid('person_id')
      .notNull()
      .references(() => memoryPeople.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.photoId, t.personId] }),
    index('memory_photo_people_person_idx').on(t.personId),
  ],
);

export const memoryAlbums = pgTable(
  'memory_albums',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    circleId: circleIdColumn(),
    name: text('name').notNull(),
    addedByUserId: addedBy(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [index('memory_albums_circle_idx').on(t.circleId, t.name)],
);

/** Which albums a photo is in (many). */
export const memoryAlbumPhotos = pgTable(
  'memory_album_photos',
  {
    circleId: circleIdColumn(),
    albumId: uuid('album_id')
      .notNull()
      .references(() => memoryAlbums.id, { onDelete: 'cascade' }),
    photoId: uuid('photo_id')
      .notNull()
      .references(() => memoryPhotos.id, { onDelete: 'cascade' }),
    addedAt: at('added_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.albumId, t.photoId] }),
    index('memory_album_photos_photo_idx').on(t.photoId),
  ],
);
