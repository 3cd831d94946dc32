import { createHash, randomUUID } from 'node:crypto';
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
  lt,
  ne,
  or,
  sql,
} from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import exifr from 'exifr';
import sharp from 'sharp';
import type { z } from 'zod';
import {
  ALBUM_NOT_FOUND,
  type Album,
  type albumInputSchema,
  MEMORY_PHOTO_EVENTS,
  type MemoryPerson,
  type memoryPersonInputSchema,
  NOT_YOUR_PHOTO_MESSAGE,
  NOT_YOURS_MESSAGE,
  PERSON_NOT_FOUND,
  type Photo,
  PHOTO_BATCH_QUIET_MINUTES,
  PHOTO_NOT_FOUND,
  PHOTO_NOT_REMOVED_MESSAGE,
  PHOTO_PAGE_SIZE,
  PHOTO_FULL_SIDE,
  PHOTO_THUMBNAIL_SIDE,
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
import type { Clock } from '../../lib/clock';
import { AppError, conflict, notFound } from '../../lib/errors';
import { users } from '../../platform/auth/auth.schema';
import type { CircleActor } from '../../platform/circles/circles.policy';
import { careRecipients, circleMembers } from '../../platform/circles/circles.schema';
import type { FileStore } from '../../platform/files/file-store';
import { forgetFilesNow, listPendingFile, unlistFile } from '../../platform/files/file-deletions';
import { type ProcessedImage, processImage } from '../../platform/images/images.service';
import { IMAGE_MAX_SIDE } from '../../../shared/images';
import { publishEvent } from '../../platform/notifications/event-bus';
import type { Notifier } from '../../platform/notifications/notifications.service';
import { memoryAudit } from './memory.audit';
import { assertMayChange, mayChange } from './memory.policy';
import { FORMER_MEMBER, photoFileUrl } from './memory.presenter';
import {
  memoryAlbumPhotos,
  memoryAlbums,
  memoryPeople,
  memoryPhotoPeople,
  memoryPhotos,
} from './memory.schema';
import { assertRoomFor, lockCircleStorage } from './storage.service';

type PhotoDetails = z.output<typeof photoDetailsSchema>;
type PhotoRow = typeof memoryPhotos.$inferSelect;
const DAY_MS = 24 * 60 * 60 * 1000;

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

const PHOTO_KEY =
  /^circles\/([0-9a-f-]{36})\/(?:photos|photo-thumbnails|photo-full)\/([0-9a-f-]{36})$/;

/**
 * Whether a photo row, removed but restorable ones included, still names this file: the
 * platform's file-deletions job asks before it removes one.
 */
export async function isPhotoFileUsed(db: Database, key: string): Promise<boolean> {
  const match = PHOTO_KEY.exec(key);
  if (!match) return false;
  const [, circleId, photoId] = match;
  const [row] = await db
    .select({ id: memoryPhotos.id })
    .from(memoryPhotos)
    .where(and(eq(memoryPhotos.id, photoId!), eq(memoryPhotos.circleId, circleId!)))
    .limit(1);
  return row !== undefined;
}

const changed = (tx: Database, circleId: string) =>
  publishEvent(tx, { type: MEMORY_PHOTO_EVENTS.changed, circleId });

const memberRef = (id: string | null, name: string | null) => ({
  id: id ?? '',
  name: name ?? FORMER_MEMBER,
});

// ---------------------------------------------------------------------------------------------
// The date taken

/**
 * The day the camera says the photo was taken (EXIF DateTimeOriginal, else CreateDate), read from
 * the original bytes before re-encoding strips every piece of metadata. Only the date is kept;
 * the raw text is read so the server's time zone cannot move it to another day.
 */
export async function readTakenOn(upload: Buffer): Promise<string | null> {
  try {
    const tags = (await exifr.parse(upload, {
      pick: ['DateTimeOriginal', 'CreateDate'],
      reviveValues: false,
    })) as { DateTimeOriginal?: unknown; CreateDate?: unknown } | undefined;
    const value = tags?.DateTimeOriginal ?? tags?.CreateDate;
    const raw = typeof value === 'string' ? value : '';
    const match = /^(\d{4})[:-](\d{2})[:-](\d{2})/.exec(raw);
    if (!match) return null;
    const [, year, month, day] = match;
    const date = new Date(`${year}-${month}-${day}T00:00:00Z`);
    if (Number.isNaN(date.getTime()) || Number(year) < 1850) return null;
    return date.toISOString().slice(0, 10) === `${year}-${month}-${day}`
      ? `${year}-${month}-${day}`
      : null;
  } catch {
    return null;
  }
}

/** The copies Kinwell keeps of an uploaded photo, all re-encoded without metadata. */
export interface PhotoCopiesMade {
  /** Fits IMAGE_MAX_SIDE: what lists open and the person's view shows. */
  display: ProcessedImage;
  thumbnail: Buffer;
  /** Fits PHOTO_FULL_SIDE; only when the upload is larger than the display copy. */
  full: ProcessedImage | null;
}

/**
 * Re-encodes an upload into its three sizes (decision 067): the display copy (which also checks
 * the upload is a picture sharp can read), a thumbnail made from it, and, when the upload is
 * larger than the display copy, a full copy at a slightly higher quality.
 */
export async function makePhotoCopies(upload: Buffer): Promise<PhotoCopiesMade> {
  const display = await processImage(upload);
  const thumbnail = await makeThumbnail(display.bytes);
  const { width = 0, height = 0 } = await sharp(upload).metadata();
  const full =
    Math.max(width, height) > IMAGE_MAX_SIDE
      ? await processImage(upload, { maxSide: PHOTO_FULL_SIDE, quality: 85 })
      : null;
  return { display, thumbnail, full };
}

/** A small copy for lists, made from the re-encoded (metadata-free) photo. */
export const makeThumbnail = (display: Buffer): Promise<Buffer> =>
  sharp(display)
    .resize({
      width: PHOTO_THUMBNAIL_SIDE,
      height: PHOTO_THUMBNAIL_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .jpeg({ quality: 78, mozjpeg: true })
    .toBuffer();

// ---------------------------------------------------------------------------------------------
// Memory people

async function peopleOf(db: Database, actor: CircleActor, id?: string): Promise<MemoryPerson[]> {
  const rows = await db
    .select({ row: memoryPeople, addedByName: users.name })
    .from(memoryPeople)
    .leftJoin(users, eq(users.id, memoryPeople.addedByUserId))
    .where(and(eq(memoryPeople.circleId, actor.circleId), id ? eq(memoryPeople.id, id) : undefined))
    .orderBy(asc(sql`lower(${memoryPeople.name})`), asc(memoryPeople.id));
  return rows.map(({ row, addedByName }) => ({
    id: row.id,
    name: row.name,
    relationship: row.relationship,
    addedBy: memberRef(row.addedByUserId, addedByName),
    canChange: mayChange(actor, row),
  }));
}

export const listPeople = (db: Database, actor: CircleActor) => peopleOf(db, actor);

async function findPerson(db: Database, circleId: string, id: string) {
  const [row] = await db
    .select()
    .from(memoryPeople)
    .where(and(eq(memoryPeople.circleId, circleId), eq(memoryPeople.id, id)))
    .limit(1);
  if (!row) throw notFound(PERSON_NOT_FOUND);
  return row;
}

type PersonInput = z.output<typeof memoryPersonInputSchema>;

export async function addPerson(options: {
  db: Database;
  actor: CircleActor;
  input: PersonInput;
  at: Date;
}): Promise<MemoryPerson> {
  const { db, actor, input, at } = options;
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(memoryPeople)
      .values({
        circleId: actor.circleId,
        ...input,
        addedByUserId: actor.user.id,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: memoryPeople.id });
    await memoryAudit.record(tx, {
      actor,
      action: 'memory.person_added',
      subject: `memory_person:${row!.id}`,
      at,
    });
    await changed(tx, actor.circleId);
    return row!.id;
  });
  return (await peopleOf(db, actor, id))[0]!;
}

export async function changePerson(options: {
  db: Database;
  actor: CircleActor;
  id: string;
  input: PersonInput;
  at: Date;
}): Promise<MemoryPerson> {
  const { db, actor, id, input, at } = options;
  await db.transaction(async (tx) => {
    const row = await findPerson(tx, actor.circleId, id);
    assertMayChange(actor, row, NOT_YOURS_MESSAGE);
    const fields = (['name', 'relationship'] as const).filter((f) => row[f] !== input[f]);
    await tx
      .update(memoryPeople)
      .set({ ...input, updatedAt: at })
      .where(eq(memoryPeople.id, id));
    await memoryAudit.record(tx, {
      actor,
      action: 'memory.person_changed',
      subject: `memory_person:${id}`,
      detail: fields.length ? fields.join(', ') : 'nothing changed',
      at,
    });
    await changed(tx, actor.circleId);
  });
  return (await peopleOf(db, actor, id))[0]!;
}

export async function removePerson(options: {
  db: Database;
  actor: CircleActor;
  id: string;
  at: Date;
}): Promise<void> {
  const { db, actor, id, at } = options;
  await db.transaction(async (tx) => {
    const row = await findPerson(tx, actor.circleId, id);
    assertMayChange(actor, row, NOT_YOURS_MESSAGE);
    await tx.delete(memoryPeople).where(eq(memoryPeople.id, id));
    await memoryAudit.record(tx, {
      actor,
      action: 'memory.person_removed',
      subject: `memory_person:${id}`,
      at,
    });
    await changed(tx, actor.circleId);
  });
}

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
      deletesOn: row.removedAt
        ? new Date(row.removedAt.getTime() + PHOTO_UNDO_DAYS * DAY_MS).toISOString()
        : null,
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
  const rows = await db
    .select(photoSelection)
    .from(memoryPhotos)
    .leftJoin(users, eq(users.id, memoryPhotos.addedByUserId))
    .where(and(eq(memoryPhotos.circleId, actor.circleId), eq(memoryPhotos.id, id)))
    .limit(1);
  if (!rows.length) throw notFound(PHOTO_NOT_FOUND);
  return (await presentPhotos(db, actor, rows))[0]!;
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

/** SHA-256 (hex) of a photo's bytes as uploaded: re-encoding would give other bytes each time. */
export const hashOriginal = (upload: Buffer): string =>
  createHash('sha256').update(upload).digest('hex');

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
 * Adds a photo: its files are listed as pending and written to the store first, then the row in
 * one transaction that takes them off the list; if the row cannot be written the files are
 * deleted again, and if the process stops first the file-deletions job removes them an hour
 * later (decision 047), so nothing half-saved remains.
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
  for (const key of Object.values(keys)) await listPendingFile(db, key, at);
  try {
    await files.put(keys.display, display.bytes);
    await files.put(keys.thumbnail, thumbnail);
    if (full) await files.put(keys.full, full.bytes);
    await db.transaction(async (tx) => {
      // Again under the circle's lock: of two uploads racing for the last room (or with the same
      // photo), the second sees the first's row and is refused; its files go in the catch below.
      await lockCircleStorage(tx, actor.circleId);
      await assertNewPhoto(tx, actor, originalSha256);
      await assertRoomFor(tx, { ...room, kind: 'photo' });
      const tags = await assertOwnTags(tx, actor.circleId, details);
      for (const key of Object.values(keys)) await unlistFile(tx, key);
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
      await memoryAudit.record(tx, {
        actor,
        action: 'memory.photo_added',
        subject: `memory_photo:${id}`,
        at,
      });
      await changed(tx, actor.circleId);
    });
  } catch (error) {
    // Best effort: the pending entries remove them later if this fails too.
    await Promise.allSettled(
      Object.values(keys).map((key) => files.delete(key).then(() => unlistFile(db, key))),
    );
    throw error;
  }
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
    const row = await findPhoto(tx, actor.circleId, id);
    assertMayChange(actor, row, NOT_YOUR_PHOTO_MESSAGE);
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
    await memoryAudit.record(tx, {
      actor,
      action: 'memory.photo_changed',
      subject: `memory_photo:${id}`,
      detail: fields.length ? fields.join(', ') : 'nothing changed',
      at,
    });
    await changed(tx, actor.circleId);
  });
  return viewPhoto(db, actor, id);
}

/** Moves a photo to "Recently removed"; its files stay until the purge job. */
export async function removePhoto(options: {
  db: Database;
  actor: CircleActor;
  id: string;
  at: Date;
}): Promise<void> {
  const { db, actor, id, at } = options;
  await db.transaction(async (tx) => {
    const row = await findPhoto(tx, actor.circleId, id);
    assertMayChange(actor, row, NOT_YOUR_PHOTO_MESSAGE);
    if (row.removedAt) return;
    await tx
      .update(memoryPhotos)
      .set({ removedAt: at, removedByUserId: actor.user.id })
      .where(eq(memoryPhotos.id, id));
    await memoryAudit.record(tx, {
      actor,
      action: 'memory.photo_removed',
      subject: `memory_photo:${id}`,
      at,
    });
    await changed(tx, actor.circleId);
  });
}

export async function restorePhoto(options: {
  db: Database;
  actor: CircleActor;
  id: string;
  at: Date;
}): Promise<Photo> {
  const { db, actor, id, at } = options;
  await db.transaction(async (tx) => {
    const row = await findPhoto(tx, actor.circleId, id);
    assertMayChange(actor, row, NOT_YOUR_PHOTO_MESSAGE);
    if (!row.removedAt) return;
    await tx
      .update(memoryPhotos)
      .set({ removedAt: null, removedByUserId: null, updatedAt: at })
      .where(eq(memoryPhotos.id, id));
    await memoryAudit.record(tx, {
      actor,
      action: 'memory.photo_restored',
      subject: `memory_photo:${id}`,
      at,
    });
    await changed(tx, actor.circleId);
  });
  return viewPhoto(db, actor, id);
}

/**
 * Deletes a photo in "Recently removed" for good now, so a family out of room frees it at once
 * (decision 065): the same rights as bringing it back, and only once it is removed. The row goes
 * like the purge's (its trigger lists its files), then the files leave the store; if the store
 * fails, the listing stays and the file-deletions job removes them later.
 */
export async function deletePhotoForGood(options: {
  db: Database;
  files: FileStore;
  actor: CircleActor;
  id: string;
  at: Date;
}): Promise<void> {
  const { db, files, actor, id, at } = options;
  await db.transaction(async (tx) => {
    const row = await findPhoto(tx, actor.circleId, id);
    assertMayChange(actor, row, NOT_YOUR_PHOTO_MESSAGE);
    if (!row.removedAt) throw conflict(PHOTO_NOT_REMOVED_MESSAGE);
    // Only while still removed: a restore that committed meanwhile keeps it.
    const gone = await tx
      .delete(memoryPhotos)
      .where(and(eq(memoryPhotos.id, id), isNotNull(memoryPhotos.removedAt)))
      .returning({ id: memoryPhotos.id });
    if (!gone.length) throw conflict(PHOTO_NOT_REMOVED_MESSAGE);
    await memoryAudit.record(tx, {
      actor,
      action: 'memory.photo_deleted',
      subject: `memory_photo:${id}`,
      at,
    });
    await changed(tx, actor.circleId);
  });
  await forgetFilesNow({ db, files, keys: Object.values(photoFileKeys(actor.circleId, id)) });
}

/**
 * Deletes photos removed more than `PHOTO_UNDO_DAYS` days ago: files first, then the row, so a
 * crash in between leaves a row the next run finishes, never a file without a row.
 */
export async function purgeRemovedPhotos(options: { db: Database; clock: Clock }): Promise<number> {
  const { db, clock } = options;
  const now = clock.now();
  // Checked again as each row goes, so a photo restored (or removed anew) meanwhile stays.
  const expired = lt(memoryPhotos.removedAt, new Date(now.getTime() - PHOTO_UNDO_DAYS * DAY_MS));
  const due = await db
    .select({ id: memoryPhotos.id, circleId: memoryPhotos.circleId })
    .from(memoryPhotos)
    .where(expired)
    .limit(500);
  let purged = 0;
  for (const photo of due) {
    // Only the row: its trigger lists its files, and the platform's file-deletions job removes
    // them once no row names them (decision 047).
    await db.transaction(async (tx) => {
      const gone = await tx
        .delete(memoryPhotos)
        .where(and(eq(memoryPhotos.id, photo.id), expired))
        .returning({ id: memoryPhotos.id });
      if (!gone.length) return;
      purged += 1;
      await memoryAudit.record(tx, {
        circleId: photo.circleId,
        actorUserId: null,
        action: 'memory.photo_purged',
        subject: `memory_photo:${photo.id}`,
        at: now,
      });
      await changed(tx, photo.circleId);
    });
  }
  return purged;
}

/**
 * Tells the circle about new photos once per batch: a person's photos are announced together
 * when they have added none for `PHOTO_BATCH_QUIET_MINUTES` minutes ("Rosa added 3 photos").
 */
export async function announceNewPhotos(options: {
  db: Database;
  clock: Clock;
  notifier: Notifier;
}): Promise<number> {
  const { db, clock, notifier } = options;
  const now = clock.now();
  const quietSince = new Date(now.getTime() - PHOTO_BATCH_QUIET_MINUTES * 60_000);
  const batches = await db
    .select({
      circleId: memoryPhotos.circleId,
      userId: memoryPhotos.addedByUserId,
      latest: sql<Date>`max(${memoryPhotos.createdAt})`.mapWith((v) => new Date(v as string)),
    })
    .from(memoryPhotos)
    .where(and(isNull(memoryPhotos.announcedAt), isNotNull(memoryPhotos.addedByUserId)))
    .groupBy(memoryPhotos.circleId, memoryPhotos.addedByUserId);
  let sent = 0;
  for (const batch of batches) {
    if (!batch.userId || batch.latest > quietSince) continue;
    const userId = batch.userId;
    await db.transaction(async (tx) => {
      const claimed = await tx
        .update(memoryPhotos)
        .set({ announcedAt: now })
        .where(
          and(
            eq(memoryPhotos.circleId, batch.circleId),
            eq(memoryPhotos.addedByUserId, userId),
            isNull(memoryPhotos.announcedAt),
          ),
        )
        .returning({ id: memoryPhotos.id, removedAt: memoryPhotos.removedAt });
      const shown = claimed.filter((photo) => !photo.removedAt).length;
      if (!shown) return;
      const [adder] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId));
      const others = await tx
        .select({ userId: circleMembers.userId })
        .from(circleMembers)
        .where(and(eq(circleMembers.circleId, batch.circleId), ne(circleMembers.userId, userId)));
      if (!others.length) return;
      const name = adder?.name ?? 'Someone';
      await notifier.notify(tx, {
        circleId: batch.circleId,
        recipients: others.map((o) => o.userId),
        kind: 'memory.photos_added',
        title: `${name} added ${shown === 1 ? 'a photo' : `${shown} photos`}`,
        body: 'Open memory support to see them, and add the names of the people in them.',
        link: '/memory-support/photos',
        dedupeKey: `memory-photos:${batch.circleId}:${userId}:${now.toISOString()}`,
        at: now,
      });
      sent += 1;
    });
  }
  return sent;
}

// ---------------------------------------------------------------------------------------------
// Albums

export async function listAlbums(db: Database, actor: CircleActor, id?: string): Promise<Album[]> {
  const rows = await db
    .select({
      row: memoryAlbums,
      addedByName: users.name,
      photoCount: sql<number>`(select count(*) from ${memoryAlbumPhotos}
        join ${memoryPhotos} on ${memoryPhotos.id} = ${memoryAlbumPhotos.photoId}
        where ${memoryAlbumPhotos.albumId} = ${memoryAlbums.id}
        and ${memoryPhotos.removedAt} is null)`.mapWith(Number),
      coverId: sql<string | null>`(select ${memoryAlbumPhotos.photoId} from ${memoryAlbumPhotos}
        join ${memoryPhotos} on ${memoryPhotos.id} = ${memoryAlbumPhotos.photoId}
        where ${memoryAlbumPhotos.albumId} = ${memoryAlbums.id}
        and ${memoryPhotos.removedAt} is null
        order by ${memoryAlbumPhotos.addedAt} desc limit 1)`,
    })
    .from(memoryAlbums)
    .leftJoin(users, eq(users.id, memoryAlbums.addedByUserId))
    .where(and(eq(memoryAlbums.circleId, actor.circleId), id ? eq(memoryAlbums.id, id) : undefined))
    .orderBy(asc(sql`lower(${memoryAlbums.name})`), asc(memoryAlbums.id));
  return rows.map(({ row, addedByName, photoCount, coverId }) => ({
    id: row.id,
    name: row.name,
    photoCount,
    coverUrl: coverId ? photoFileUrl('thumbnail', { id: coverId }) : null,
    addedBy: memberRef(row.addedByUserId, addedByName),
    canChange: mayChange(actor, row),
  }));
}

async function findAlbum(db: Database, circleId: string, id: string) {
  const [row] = await db
    .select()
    .from(memoryAlbums)
    .where(and(eq(memoryAlbums.circleId, circleId), eq(memoryAlbums.id, id)))
    .limit(1);
  if (!row) throw notFound(ALBUM_NOT_FOUND);
  return row;
}

type AlbumInput = z.output<typeof albumInputSchema>;

export async function addAlbum(options: {
  db: Database;
  actor: CircleActor;
  input: AlbumInput;
  at: Date;
}): Promise<Album> {
  const { db, actor, input, at } = options;
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(memoryAlbums)
      .values({
        circleId: actor.circleId,
        name: input.name,
        addedByUserId: actor.user.id,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: memoryAlbums.id });
    await memoryAudit.record(tx, {
      actor,
      action: 'memory.album_added',
      subject: `memory_album:${row!.id}`,
      at,
    });
    await changed(tx, actor.circleId);
    return row!.id;
  });
  return (await listAlbums(db, actor, id))[0]!;
}

export async function changeAlbum(options: {
  db: Database;
  actor: CircleActor;
  id: string;
  input: AlbumInput;
  at: Date;
}): Promise<Album> {
  const { db, actor, id, input, at } = options;
  await db.transaction(async (tx) => {
    const row = await findAlbum(tx, actor.circleId, id);
    assertMayChange(actor, row, NOT_YOURS_MESSAGE);
    await tx
      .update(memoryAlbums)
      .set({ name: input.name, updatedAt: at })
      .where(eq(memoryAlbums.id, id));
    await memoryAudit.record(tx, {
      actor,
      action: 'memory.album_changed',
      subject: `memory_album:${id}`,
      at,
    });
    await changed(tx, actor.circleId);
  });
  return (await listAlbums(db, actor, id))[0]!;
}

export async function removeAlbum(options: {
  db: Database;
  actor: CircleActor;
  id: string;
  at: Date;
}): Promise<void> {
  const { db, actor, id, at } = options;
  await db.transaction(async (tx) => {
    const row = await findAlbum(tx, actor.circleId, id);
    assertMayChange(actor, row, NOT_YOURS_MESSAGE);
    await tx.delete(memoryAlbums).where(eq(memoryAlbums.id, id));
    await memoryAudit.record(tx, {
      actor,
      action: 'memory.album_removed',
      subject: `memory_album:${id}`,
      at,
    });
    await changed(tx, actor.circleId);
  });
}
