import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type addPagesSchema,
  type Book,
  BOOK_FULL_MESSAGE,
  BOOK_NOT_FOUND,
  BOOK_PAGES_MAX,
  type bookInputSchema,
  type BookPage,
  type BookPhoto,
  type BookRecording,
  type BookSummary,
  NOT_YOUR_BOOK_MESSAGE,
  PAGE_NOT_FOUND,
  EMPTY_PAGE_MESSAGE,
  type pageChangeSchema,
  REMOVED_PHOTO_MESSAGE,
  REMOVED_RECORDING_MESSAGE,
  REORDER_MISMATCH_MESSAGE,
} from '../../../shared/memory-books';
import { PHOTO_NOT_FOUND } from '../../../shared/memory-photos';
import { RECORDING_NOT_FOUND } from '../../../shared/memory-recordings';
import type { Database } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { users } from '../../platform/auth/auth.schema';
import type { CircleActor } from '../../platform/circles/circles.policy';
import { memoryBookPages, memoryBooks } from './books.schema';
import { memoryAudit } from './memory.audit';
import { mayChange } from './memory.policy';
import { changedFields, defineMemoryItem } from './memory-items';
import { memberRef, photoFileUrl, recordingAudioUrl } from './memory.presenter';
import { memoryPhotos } from './memory.schema';
import { memoryRecordings } from './recordings.schema';

type PhotoRow = typeof memoryPhotos.$inferSelect;
type BookInput = z.output<typeof bookInputSchema>;
type RecordingRow = typeof memoryRecordings.$inferSelect;
type PageChange = z.output<typeof pageChangeSchema>;

/** The photo as a book shows it, or null while it waits in "Recently removed". */
const presentPhoto = (photo: PhotoRow | null): BookPhoto | null => {
  if (!photo || photo.removedAt) return null;
  return {
    id: photo.id,
    imageUrl: photoFileUrl('image', photo),
    thumbnailUrl: photoFileUrl('thumbnail', photo),
    width: photo.width,
    height: photo.height,
  };
};

/** The recording as a page plays it, or null while it waits in "Recently removed". */
const presentRecording = (recording: RecordingRow | null): BookRecording | null =>
  recording && !recording.removedAt
    ? {
        id: recording.id,
        title: recording.title,
        durationSeconds: recording.durationSeconds,
        audioUrl: recordingAudioUrl(recording.id),
      }
    : null;

const book = defineMemoryItem({
  table: memoryBooks,
  notFound: BOOK_NOT_FOUND,
  notYours: NOT_YOUR_BOOK_MESSAGE,
  audit: 'memory.book',
  subject: 'memory_book',
});

/** Every photo named must be the circle's own and not removed. */
async function assertPhotosUsable(db: Database, circleId: string, ids: (string | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (!wanted.length) return;
  const rows = await db
    .select({ id: memoryPhotos.id, removedAt: memoryPhotos.removedAt })
    .from(memoryPhotos)
    .where(and(eq(memoryPhotos.circleId, circleId), inArray(memoryPhotos.id, wanted)));
  if (rows.length !== wanted.length) throw badRequest(PHOTO_NOT_FOUND);
  if (rows.some((row) => row.removedAt)) throw badRequest(REMOVED_PHOTO_MESSAGE);
}

/**
 * Every recording named must be the circle's own (another circle's answers 404, as when a
 * recording names a photo) and not removed.
 */
async function assertRecordingsUsable(db: Database, circleId: string, ids: (string | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (!wanted.length) return;
  const rows = await db
    .select({ id: memoryRecordings.id, removedAt: memoryRecordings.removedAt })
    .from(memoryRecordings)
    .where(and(eq(memoryRecordings.circleId, circleId), inArray(memoryRecordings.id, wanted)));
  if (rows.length !== wanted.length) throw notFound(RECORDING_NOT_FOUND);
  if (rows.some((row) => row.removedAt)) throw badRequest(REMOVED_RECORDING_MESSAGE);
}

async function summaries(db: Database, actor: CircleActor, id?: string): Promise<BookSummary[]> {
  const rows = await db
    .select({
      book: memoryBooks,
      cover: memoryPhotos,
      addedByName: users.name,
      pageCount: sql<number>`(select count(*) from ${memoryBookPages}
        where ${memoryBookPages.bookId} = ${memoryBooks.id})`.mapWith(Number),
    })
    .from(memoryBooks)
    .leftJoin(memoryPhotos, eq(memoryPhotos.id, memoryBooks.coverPhotoId))
    .leftJoin(users, eq(users.id, memoryBooks.addedByUserId))
    .where(and(eq(memoryBooks.circleId, actor.circleId), id ? eq(memoryBooks.id, id) : undefined))
    .orderBy(desc(memoryBooks.updatedAt), asc(memoryBooks.id));
  return rows.map(({ book, cover, addedByName, pageCount }) => ({
    id: book.id,
    title: book.title,
    dedication: book.dedication,
    cover: presentPhoto(cover),
    pageCount,
    addedBy: memberRef(book.addedByUserId, addedByName),
    updatedAt: book.updatedAt.toISOString(),
    canChange: mayChange(actor, book),
  }));
}

export const listBooks = (db: Database, actor: CircleActor) => summaries(db, actor);

async function pagesOf(db: Database, bookId: string): Promise<BookPage[]> {
  const rows = await db
    .select({ page: memoryBookPages, photo: memoryPhotos, recording: memoryRecordings })
    .from(memoryBookPages)
    .leftJoin(memoryPhotos, eq(memoryPhotos.id, memoryBookPages.photoId))
    .leftJoin(memoryRecordings, eq(memoryRecordings.id, memoryBookPages.recordingId))
    .where(eq(memoryBookPages.bookId, bookId))
    .orderBy(asc(memoryBookPages.position), asc(memoryBookPages.createdAt));
  return rows.map(({ page, photo, recording }) => ({
    id: page.id,
    caption: page.caption,
    photo: presentPhoto(photo),
    isPhotoRemoved: photo?.removedAt != null,
    recording: presentRecording(recording),
    isRecordingRemoved: recording?.removedAt != null,
  }));
}

/** One book of the caller's circle with its pages in order; another circle's id answers 404. */
export async function viewBook(db: Database, actor: CircleActor, id: string): Promise<Book> {
  const [summary] = await summaries(db, actor, id);
  if (!summary) throw notFound(BOOK_NOT_FOUND);
  return { ...summary, pages: await pagesOf(db, id) };
}

const touch = (tx: Database, id: string, at: Date) =>
  tx.update(memoryBooks).set({ updatedAt: at }).where(eq(memoryBooks.id, id));

export async function addBook(options: {
  db: Database;
  actor: CircleActor;
  input: BookInput;
  at: Date;
}): Promise<Book> {
  const { db, actor, input, at } = options;
  const id = await db.transaction(async (tx) => {
    await assertPhotosUsable(tx, actor.circleId, [input.coverPhotoId]);
    return book.insert(tx, {
      actor,
      values: {
        title: input.title,
        dedication: input.dedication,
        coverPhotoId: input.coverPhotoId,
      },
      at,
    });
  });
  return viewBook(db, actor, id);
}

export async function changeBook(options: {
  db: Database;
  actor: CircleActor;
  id: string;
  input: BookInput;
  at: Date;
}): Promise<Book> {
  const { db, actor, id, input, at } = options;
  await db.transaction(async (tx) => {
    const row = await book.findChangeable(tx, actor, id);
    // Keeping a cover that was removed meanwhile is not choosing it again.
    if (input.coverPhotoId !== row.coverPhotoId) {
      await assertPhotosUsable(tx, actor.circleId, [input.coverPhotoId]);
    }
    await tx
      .update(memoryBooks)
      .set({
        title: input.title,
        dedication: input.dedication,
        coverPhotoId: input.coverPhotoId,
        updatedAt: at,
      })
      .where(eq(memoryBooks.id, id));
    const fields = (['title', 'dedication', 'coverPhotoId'] as const).filter(
      (field) => input[field] !== row[field],
    );
    await book.recorded(tx, { actor, step: 'changed', id, at, detail: changedFields(fields) });
  });
  return viewBook(db, actor, id);
}

export const removeBook = book.remove;

/** Adds pages at the end of the book, in the order given. */
export async function addPages(options: {
  db: Database;
  actor: CircleActor;
  id: string;
  input: z.output<typeof addPagesSchema>;
  at: Date;
}): Promise<Book> {
  const { db, actor, id, input, at } = options;
  await db.transaction(async (tx) => {
    await book.findChangeable(tx, actor, id);
    // Two people adding at once must not both pass the limit: one waits for the other.
    await tx.execute(sql`select 1 from ${memoryBooks} where ${memoryBooks.id} = ${id} for update`);
    const [{ pages, last } = { pages: 0, last: -1 }] = await tx
      .select({
        pages: count(),
        last: sql<number>`coalesce(max(${memoryBookPages.position}), -1)`.mapWith(Number),
      })
      .from(memoryBookPages)
      .where(eq(memoryBookPages.bookId, id));
    if (pages + input.pages.length > BOOK_PAGES_MAX) throw badRequest(BOOK_FULL_MESSAGE);
    await assertPhotosUsable(
      tx,
      actor.circleId,
      input.pages.map((page) => page.photoId),
    );
    await assertRecordingsUsable(
      tx,
      actor.circleId,
      input.pages.map((page) => page.recordingId),
    );
    const added = await tx
      .insert(memoryBookPages)
      .values(
        input.pages.map((page, index) => ({
          circleId: actor.circleId,
          bookId: id,
          position: last + 1 + index,
          photoId: page.photoId,
          caption: page.caption,
          recordingId: page.recordingId,
          createdAt: at,
          updatedAt: at,
        })),
      )
      .returning({ id: memoryBookPages.id });
    await touch(tx, id, at);
    await memoryAudit.record(tx, {
      actor,
      action: 'memory.book_pages_added',
      subject: `memory_book:${id}`,
      detail: `${added.length} page${added.length === 1 ? '' : 's'}`,
      at,
    });
  });
  return viewBook(db, actor, id);
}

async function findPage(tx: Database, bookId: string, pageId: string) {
  const [page] = await tx
    .select()
    .from(memoryBookPages)
    .where(and(eq(memoryBookPages.bookId, bookId), eq(memoryBookPages.id, pageId)))
    .limit(1);
  if (!page) throw notFound(PAGE_NOT_FOUND);
  return page;
}

export async function changePage(options: {
  db: Database;
  actor: CircleActor;
  id: string;
  pageId: string;
  input: PageChange;
  at: Date;
}): Promise<Book> {
  const { db, actor, id, pageId, input, at } = options;
  await db.transaction(async (tx) => {
    await book.findChangeable(tx, actor, id);
    const page = await findPage(tx, id, pageId);
    // A page whose photo was deleted for good is only its words.
    if (page.photoId === null && input.caption === null) throw badRequest(EMPTY_PAGE_MESSAGE);
    // Left out: the recording stays. Keeping one that was removed meanwhile is not choosing it.
    const recordingId = input.recordingId === undefined ? page.recordingId : input.recordingId;
    if (recordingId !== page.recordingId) {
      await assertRecordingsUsable(tx, actor.circleId, [recordingId]);
    }
    await tx
      .update(memoryBookPages)
      .set({ caption: input.caption, recordingId, updatedAt: at })
      .where(eq(memoryBookPages.id, pageId));
    await touch(tx, id, at);
    const fields = [
      input.caption === page.caption ? null : 'caption',
      recordingId === page.recordingId
        ? null
        : recordingId === null
          ? 'recording taken off'
          : 'recording',
    ].filter((field): field is string => field !== null);
    await memoryAudit.record(tx, {
      actor,
      action: 'memory.book_page_changed',
      subject: `memory_book:${id}`,
      detail: `page ${pageId}: ${changedFields(fields)}`,
      at,
    });
  });
  return viewBook(db, actor, id);
}

/** Rewrites positions 0, 1, 2, … in the given order. */
async function writeOrder(tx: Database, pageIds: readonly string[], at: Date) {
  for (const [position, pageId] of pageIds.entries()) {
    await tx
      .update(memoryBookPages)
      .set({ position, updatedAt: at })
      .where(eq(memoryBookPages.id, pageId));
  }
}

const pageIdsOf = async (tx: Database, bookId: string) =>
  (
    await tx
      .select({ id: memoryBookPages.id })
      .from(memoryBookPages)
      .where(eq(memoryBookPages.bookId, bookId))
      .orderBy(asc(memoryBookPages.position), asc(memoryBookPages.createdAt))
  ).map((page) => page.id);

export async function removePage(options: {
  db: Database;
  actor: CircleActor;
  id: string;
  pageId: string;
  at: Date;
}): Promise<Book> {
  const { db, actor, id, pageId, at } = options;
  await db.transaction(async (tx) => {
    await book.findChangeable(tx, actor, id);
    await findPage(tx, id, pageId);
    await tx.delete(memoryBookPages).where(eq(memoryBookPages.id, pageId));
    await writeOrder(tx, await pageIdsOf(tx, id), at);
    await touch(tx, id, at);
    await memoryAudit.record(tx, {
      actor,
      action: 'memory.book_page_removed',
      subject: `memory_book:${id}`,
      detail: `page ${pageId}`,
      at,
    });
  });
  return viewBook(db, actor, id);
}

/**
 * Puts the pages in the order given. The list must name every page of the book exactly once:
 * a page added or removed by someone else meanwhile makes it a different book, and the person
 * is asked to look again rather than have pages silently land somewhere.
 */
export async function reorderPages(options: {
  db: Database;
  actor: CircleActor;
  id: string;
  pageIds: readonly string[];
  at: Date;
}): Promise<Book> {
  const { db, actor, id, pageIds, at } = options;
  await db.transaction(async (tx) => {
    await book.findChangeable(tx, actor, id);
    const current = await pageIdsOf(tx, id);
    const given = new Set(pageIds);
    if (
      given.size !== pageIds.length ||
      pageIds.length !== current.length ||
      current.some((pageId) => !given.has(pageId))
    ) {
      throw badRequest(REORDER_MISMATCH_MESSAGE);
    }
    await writeOrder(tx, pageIds, at);
    await touch(tx, id, at);
    await memoryAudit.record(tx, {
      actor,
      action: 'memory.book_pages_reordered',
      subject: `memory_book:${id}`,
      at,
    });
  });
  return viewBook(db, actor, id);
}
