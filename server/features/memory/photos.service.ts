import { randomUUID } from 'node:crypto';
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  ilike,
  inArray,
  isNotNull,
  isNull,
  or,
  sql,
} from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  ALBUM_NOT_FOUND,
  MEMORY_PHOTO_EVENTS,
  NOT_YOUR_PHOTO_MESSAGE,
  PERSON_NOT_FOUND,
  type Photo,
  PHOTO_BATCH_QUIET_MINUTES,
  PHOTO_NOT_FOUND,
  PHOTO_NOT_REMOVED_MESSAGE,
  PHOTO_PAGE_SIZE,
  PHOTO_UNDO_DAYS,
  type photoDetailsSchema,
  type PhotoList,
  type photoListQuerySchema,
} from '../../../shared/memory-photos';
import {
  DUPLICATE_PHOTO_CODE,
  DUPLICATE_REMOVED_PHOTO_CODE,
  duplicatePhotoMessage,
  duplicateRemovedPhotoMessage,
} from '../../../shared/memory-storage';
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import { users } from '../../platform/auth/auth.schema';
import type { CircleActor } from '../../platform/circles/circles.policy';
import { careRecipients } from '../../platform/circles/circles.schema';
import type { FileStore } from '../../platform/files/file-store';
import { mayChange } from './memory.policy';
import { FORMER_MEMBER, memberRef, photoFileUrl } from './memory.presenter';
import type { PhotoCopiesMade } from './photos.images';
import {
  memoryAlbumPhotos,
  memoryAlbums,
  memoryPeople,
  memoryPhotoPeople,
  memoryPhotos,
} from './memory.schema';
import { changedFields } from './memory-items';
import { defineMemoryMedia } from './memory-media';
import { addWithFiles, assertRoomFor } from './storage.service';

type PhotoDetails = z.output<typeof photoDetailsSchema>;
type PhotoRow = typeof memoryPhotos.$inferSelect;

/**
 * Where a photo's files live; keyed by circle, so one circle's keys never name another's. The
 * full copy exists only for a photo larger than its display copy (`storedPhotoKeys`).
 */
export const photoFileKeys = (circleId: string, photoId: string) => ({
  display: `circles/${circleId}/photos/${photoId}`,
  thumbnail: `circles/${circleId}/photo-thumbnails/${photoId}`,
  full: `circles/${circleId}/photo-full/${photoId}`,
});

/** The keys a photo row's files are really stored under. */
export function storedPhotoKeys(row: {
  circleId: string;
  id: string;
  fullWidth: number | null;
}): string[] {
  const keys = photoFileKeys(row.circleId, row.id);
  return row.fullWidth === null ? [keys.display, keys.thumbnail] : Object.values(keys);
}

/** Matches `photoFileKeys`, capturing the circle and the photo. */
const PHOTO_KEY =
  /^circles\/([0-9a-f-]{36})\/(?:photos|photo-thumbnails|photo-full)\/([0-9a-f-]{36})$/;

/**
 * "Recently removed", bringing back, deleting for good, the purge after `PHOTO_UNDO_DAYS` days,
 * the batched "Rosa added 3 photos" notice and the file-use check: the circle-media lifecycle.
 */
export const photoMedia = defineMemoryMedia({
  noun: 'photo',
  table: memoryPhotos,
  find: findPhoto,
  messages: { notYours: NOT_YOUR_PHOTO_MESSAGE, notRemoved: PHOTO_NOT_REMOVED_MESSAGE },
  undoDays: PHOTO_UNDO_DAYS,
  changedEvent: MEMORY_PHOTO_EVENTS.changed,
  fileKeys: (circleId, id) => Object.values(photoFileKeys(circleId, id)),
  fileKeyPattern: PHOTO_KEY,
  quietMinutes: PHOTO_BATCH_QUIET_MINUTES,
  body: 'Open memory support to see them, and add the names of the people in them.',
});

// ---------------------------------------------------------------------------------------------
// Photos

async function presentPhotos(
  db: Database,
  actor: CircleActor,
  rows: { row: PhotoRow; addedByName: string | null }[],
): Promise<Photo[]> {
  const ids = rows.map(({ row }) => row.id);
  if (!ids.length) return [];
  const people = await db
    .select({
      photoId: memoryPhotoPeople.photoId,
      id: memoryPeople.id,
      name: memoryPeople.name,
      relationship: memoryPeople.relationship,
    })
    .from(memoryPhotoPeople)
    .innerJoin(memoryPeople, eq(memoryPeople.id, memoryPhotoPeople.personId))
    .where(inArray(memoryPhotoPeople.photoId, ids))
    .orderBy(asc(sql`lower(${memoryPeople.name})`));
  const albums = await db
    .select({ photoId: memoryAlbumPhotos.photoId, albumId: memoryAlbumPhotos.albumId })
    .from(memoryAlbumPhotos)
    .where(inArray(memoryAlbumPhotos.photoId, ids))
    .orderBy(asc(memoryAlbumPhotos.addedAt));
  return rows.map(({ row, addedByName }) => {
    return {
      id: row.id,
      caption: row.caption,
      place: row.place,
      year: row.year,
      isDecade: row.isDecade,
      story: row.story,
      takenOn: row.takenOn,
      width: row.width,
      height: row.height,
      people: people
        .filter((p) => p.photoId === row.id)
        .map(({ id, name, relationship }) => ({ id, name, relationship })),
      albumIds: albums.filter((a) => a.photoId === row.id).map((a) => a.albumId),
      addedBy: memberRef(row.addedByUserId, addedByName),
      addedAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      removedAt: row.removedAt?.toISOString() ?? null,
      deletesOn: photoMedia.deletesOn(row.removedAt),
      imageUrl: photoFileUrl('image', row),
      thumbnailUrl: photoFileUrl('thumbnail', row),
      fullUrl: row.fullWidth === null ? null : photoFileUrl('full', row),
      fullWidth: row.fullWidth,
      canChange: mayChange(actor, row),
    };
  });
}

const photoSelection = { row: memoryPhotos, addedByName: users.name };

/** One photo of the circle, removed or not; another circle's id answers 404. */
export async function findPhoto(db: Database, circleId: string, id: string): Promise<PhotoRow> {
  const [row] = await db
    .select()
    .from(memoryPhotos)
    .where(and(eq(memoryPhotos.circleId, circleId), eq(memoryPhotos.id, id)))
    .limit(1);
  if (!row) throw notFound(PHOTO_NOT_FOUND);
  return row;
}

export async function viewPhoto(db: Database, actor: CircleActor, id: string): Promise<Photo> {
  const [photo] = await viewPhotos(db, actor, [id]);
  if (!photo) throw notFound(PHOTO_NOT_FOUND);
  return photo;
}

/** The circle's photos of these ids, in the order given; one not in the circle is left out. */
export async function viewPhotos(
  db: Database,
  actor: CircleActor,
  ids: readonly string[],
): Promise<Photo[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(photoSelection)
    .from(memoryPhotos)
    .leftJoin(users, eq(users.id, memoryPhotos.addedByUserId))
    .where(and(eq(memoryPhotos.circleId, actor.circleId), inArray(memoryPhotos.id, [...ids])));
  const photos = await presentPhotos(db, actor, rows);
  return ids.flatMap((id) => photos.filter((photo) => photo.id === id));
}

/** `%`, `_` and `\` match themselves in a search. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listPhotos(
  db: Database,
  actor: CircleActor,
  query: z.output<typeof photoListQuerySchema>,
): Promise<PhotoList> {
  const { sort, q, albumId, personId, page } = query;
  const where = and(
    eq(memoryPhotos.circleId, actor.circleId),
    isNull(memoryPhotos.removedAt),
    q
      ? or(
          ilike(memoryPhotos.caption, likePattern(q)),
          ilike(memoryPhotos.story, likePattern(q)),
          ilike(memoryPhotos.place, likePattern(q)),
        )
      : undefined,
    albumId
      ? exists(
          db
            .select({ one: sql`1` })
            .from(memoryAlbumPhotos)
            .where(
              and(
                eq(memoryAlbumPhotos.photoId, memoryPhotos.id),
                eq(memoryAlbumPhotos.albumId, albumId),
              ),
            ),
        )
      : undefined,
    personId
      ? exists(
          db
            .select({ one: sql`1` })
            .from(memoryPhotoPeople)
            .where(
              and(
                eq(memoryPhotoPeople.photoId, memoryPhotos.id),
                eq(memoryPhotoPeople.personId, personId),
              ),
            ),
        )
      : undefined,
  );
  // Each photo's first tagged name, for the person sort: one grouped pass over the circle's
  // tags joined once, not a lookup per photo (a 2,000-photo album sorted in 120 ms that way).
  const firstPeople = db
    .select({
      photoId: memoryPhotoPeople.photoId,
      name: sql<string>`min(lower(${memoryPeople.name}))`.as('first_name'),
    })
    .from(memoryPhotoPeople)
    .innerJoin(memoryPeople, eq(memoryPeople.id, memoryPhotoPeople.personId))
    .where(eq(memoryPeople.circleId, actor.circleId))
    .groupBy(memoryPhotoPeople.photoId)
    .as('first_people');
  const withFirstPeople = <Q extends PgSelect>(listing: Q) =>
    sort === 'person'
      ? listing.leftJoin(firstPeople, eq(firstPeople.photoId, memoryPhotos.id))
      : listing;
  const order = {
    newest: [desc(memoryPhotos.createdAt), desc(memoryPhotos.id)],
    year: [
      sql`${memoryPhotos.year} asc nulls last`,
      sql`${memoryPhotos.takenOn} asc nulls last`,
      desc(memoryPhotos.createdAt),
      desc(memoryPhotos.id),
    ],
    place: [
      sql`lower(${memoryPhotos.place}) asc nulls last`,
      desc(memoryPhotos.createdAt),
      desc(memoryPhotos.id),
    ],
    person: [
      sql`${firstPeople.name} asc nulls last`,
      desc(memoryPhotos.createdAt),
      desc(memoryPhotos.id),
    ],
  }[sort];
  const [rows, [total]] = await Promise.all([
    withFirstPeople(
      db
        .select(photoSelection)
        .from(memoryPhotos)
        .leftJoin(users, eq(users.id, memoryPhotos.addedByUserId))
        .$dynamic(),
    )
      .where(where)
      .orderBy(...order)
      .limit(PHOTO_PAGE_SIZE)
      .offset((page - 1) * PHOTO_PAGE_SIZE),
    db.select({ n: count() }).from(memoryPhotos).where(where),
  ]);
  return {
    photos: await presentPhotos(db, actor, rows),
    total: total?.n ?? 0,
    page,
    pageSize: PHOTO_PAGE_SIZE,
  };
}

/** Removed photos still within the undo window, the most recently removed first. */
export async function listRemovedPhotos(db: Database, actor: CircleActor): Promise<Photo[]> {
  const rows = await db
    .select(photoSelection)
    .from(memoryPhotos)
    .leftJoin(users, eq(users.id, memoryPhotos.addedByUserId))
    .where(and(eq(memoryPhotos.circleId, actor.circleId), isNotNull(memoryPhotos.removedAt)))
    .orderBy(desc(memoryPhotos.removedAt), desc(memoryPhotos.id));
  return presentPhotos(db, actor, rows);
}

/** Refuses people or albums that are not the circle's own. */
async function assertOwnTags(tx: Database, circleId: string, details: PhotoDetails) {
  const personIds = [...new Set(details.personIds)];
  const albumIds = [...new Set(details.albumIds)];
  if (personIds.length) {
    const [found] = await tx
      .select({ n: count() })
      .from(memoryPeople)
      .where(and(eq(memoryPeople.circleId, circleId), inArray(memoryPeople.id, personIds)));
    if (found?.n !== personIds.length) throw notFound(PERSON_NOT_FOUND);
  }
  if (albumIds.length) {
    const [found] = await tx
      .select({ n: count() })
      .from(memoryAlbums)
      .where(and(eq(memoryAlbums.circleId, circleId), inArray(memoryAlbums.id, albumIds)));
    if (found?.n !== albumIds.length) throw notFound(ALBUM_NOT_FOUND);
  }
  return { personIds, albumIds };
}

async function setTags(
  tx: Database,
  circleId: string,
  photoId: string,
  tags: { personIds: string[]; albumIds: string[] },
  at: Date,
) {
  await tx.delete(memoryPhotoPeople).where(eq(memoryPhotoPeople.photoId, photoId));
  if (tags.personIds.length)
    await tx
      .insert(memoryPhotoPeople)
      .values(tags.personIds.map((personId) => ({ circleId, photoId, personId })));
  const current = await tx
    .select({ albumId: memoryAlbumPhotos.albumId })
    .from(memoryAlbumPhotos)
    .where(eq(memoryAlbumPhotos.photoId, photoId));
  const gone = current.map((c) => c.albumId).filter((id) => !tags.albumIds.includes(id));
  if (gone.length)
    await tx
      .delete(memoryAlbumPhotos)
      .where(and(eq(memoryAlbumPhotos.photoId, photoId), inArray(memoryAlbumPhotos.albumId, gone)));
  const added = tags.albumIds.filter((id) => !current.some((c) => c.albumId === id));
  if (added.length)
    await tx
      .insert(memoryAlbumPhotos)
      .values(added.map((albumId) => ({ circleId, photoId, albumId, addedAt: at })));
}

// ---------------------------------------------------------------------------------------------
// The same photo twice (decision 060)

const dayIn = (at: Date, timeZone: string) =>
  at.toLocaleDateString('en-US', { timeZone, month: 'long', day: 'numeric', year: 'numeric' });

/**
 * Refuses (409) a photo whose original bytes are those of a photo already in the circle: one in
 * the photos names who added it and when; one in "Recently removed" says to restore it from
 * there. Photos added before hashes were kept have none and never match; another circle's
 * identical photo is not this circle's business.
 */
export async function assertNewPhoto(
  db: Database,
  actor: CircleActor,
  originalSha256: string,
): Promise<void> {
  const [found] = await db
    .select({ row: memoryPhotos, addedByName: users.name })
    .from(memoryPhotos)
    .leftJoin(users, eq(users.id, memoryPhotos.addedByUserId))
    .where(
      and(
        eq(memoryPhotos.circleId, actor.circleId),
        eq(memoryPhotos.originalSha256, originalSha256),
      ),
    )
    .limit(1);
  if (!found) return;
  const [recipient] = await db
    .select({ timeZone: careRecipients.timeZone })
    .from(careRecipients)
    .where(eq(careRecipients.circleId, actor.circleId))
    .limit(1);
  const timeZone = recipient?.timeZone ?? 'America/New_York';
  const { row } = found;
  const addedBy =
    row.addedByUserId === actor.user.id ? 'you' : (found.addedByName ?? FORMER_MEMBER);
  if (row.removedAt) {
    throw new AppError(
      409,
      duplicateRemovedPhotoMessage({
        removedOn: dayIn(row.removedAt, timeZone),
        mayRestore: mayChange(actor, row),
        addedBy: found.addedByName ?? FORMER_MEMBER,
      }),
      {},
      DUPLICATE_REMOVED_PHOTO_CODE,
    );
  }
  throw new AppError(
    409,
    duplicatePhotoMessage({ addedBy, addedOn: dayIn(row.createdAt, timeZone) }),
    {},
    DUPLICATE_PHOTO_CODE,
  );
}

/**
 * Adds a photo: its display copy, thumbnail and any full copy first, then its row and tags
 * (`addWithFiles`), so nothing half-saved remains (decision 047).
 */
export async function addPhoto(options: {
  db: Database;
  files: FileStore;
  actor: CircleActor;
  details: PhotoDetails;
  copies: PhotoCopiesMade;
  takenOn: string | null;
  /** SHA-256 of the bytes as uploaded (`hashOriginal`). */
  originalSha256: string;
  /** The circle's room for photos and recordings, in bytes (decision 060). */
  quotaBytes: number;
  at: Date;
}): Promise<Photo> {
  const { db, files, actor, details, copies, takenOn, originalSha256, at } = options;
  const { display, thumbnail, full } = copies;
  const id = randomUUID();
  const keys = photoFileKeys(actor.circleId, id);
  const bytes = display.bytes.length + thumbnail.length + (full?.bytes.length ?? 0);
  const room = { circleId: actor.circleId, bytes, quotaBytes: options.quotaBytes } as const;
  // Cheap checks before any bytes are written.
  await assertOwnTags(db, actor.circleId, details);
  await assertNewPhoto(db, actor, originalSha256);
  await assertRoomFor(db, { ...room, kind: 'photo' });
  await addWithFiles({
    db,
    files,
    circleId: actor.circleId,
    keys: Object.values(keys),
    at,
    put: async () => {
      await files.put(keys.display, display.bytes);
      await files.put(keys.thumbnail, thumbnail);
      if (full) await files.put(keys.full, full.bytes);
    },
    save: async (tx) => {
      // Again under the circle's lock: of two uploads racing for the last room (or with the same
      // photo), the second sees the first's row and is refused, and its files are deleted.
      await assertNewPhoto(tx, actor, originalSha256);
      await assertRoomFor(tx, { ...room, kind: 'photo' });
      const tags = await assertOwnTags(tx, actor.circleId, details);
      await tx.insert(memoryPhotos).values({
        id,
        circleId: actor.circleId,
        caption: details.caption,
        place: details.place,
        year: details.year ?? (takenOn ? Number(takenOn.slice(0, 4)) : null),
        isDecade: details.isDecade,
        story: details.story,
        takenOn,
        width: display.width,
        height: display.height,
        fullWidth: full?.width ?? null,
        fullHeight: full?.height ?? null,
        bytes,
        originalSha256,
        addedByUserId: actor.user.id,
        createdAt: at,
        updatedAt: at,
      });
      await setTags(tx, actor.circleId, id, tags, at);
      await photoMedia.recorded(tx, { actor, step: 'added', id, at });
    },
  });
  return viewPhoto(db, actor, id);
}

export async function changePhoto(options: {
  db: Database;
  actor: CircleActor;
  id: string;
  details: PhotoDetails;
  at: Date;
}): Promise<Photo> {
  const { db, actor, id, details, at } = options;
  await db.transaction(async (tx) => {
    const row = await photoMedia.findChangeable(tx, actor, id);
    const tags = await assertOwnTags(tx, actor.circleId, details);
    const before = (await presentPhotos(tx, actor, [{ row, addedByName: null }]))[0]!;
    const fields = [
      ...(['caption', 'place', 'year', 'isDecade', 'story'] as const).filter(
        (field) => row[field] !== details[field],
      ),
      ...(before.people
        .map((p) => p.id)
        .sort()
        .join() !== [...tags.personIds].sort().join()
        ? ['people']
        : []),
      ...(before.albumIds.slice().sort().join() !== [...tags.albumIds].sort().join()
        ? ['albums']
        : []),
    ];
    await tx
      .update(memoryPhotos)
      .set({
        caption: details.caption,
        place: details.place,
        year: details.year,
        isDecade: details.isDecade,
        story: details.story,
        updatedAt: at,
      })
      .where(eq(memoryPhotos.id, id));
    await setTags(tx, actor.circleId, id, tags, at);
    await photoMedia.recorded(tx, {
      actor,
      step: 'changed',
      id,
      at,
      detail: changedFields(fields),
    });
  });
  return viewPhoto(db, actor, id);
}
