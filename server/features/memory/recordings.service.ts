import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import {
  MEMORY_RECORDING_EVENTS,
  NOT_YOUR_RECORDING_MESSAGE,
  type Recording,
  RECORDING_BATCH_QUIET_MINUTES,
  RECORDING_NOT_FOUND,
  RECORDING_NOT_REMOVED_MESSAGE,
  RECORDING_UNDO_DAYS,
  type recordingDetailsSchema,
  type RecordingListQuery,
  SONG_NOT_FOUND,
} from '../../../shared/memory-recordings';
import { PHOTO_NOT_FOUND } from '../../../shared/memory-photos';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import { users } from '../../platform/auth/auth.schema';
import type { CircleActor } from '../../platform/circles/circles.policy';
import type { FileStore } from '../../platform/files/file-store';
import { mayChange } from './memory.policy';
import { changedFields } from './memory-items';
import { defineMemoryMedia } from './memory-media';
import { memberRef, recordingAudioUrl } from './memory.presenter';
import { memoryPhotos, musicSongs } from './memory.schema';
import type { CheckedAudio } from './recordings.audio';
import type { ReceivedFile } from '../../lib/multipart';
import { memoryRecordings } from './recordings.schema';
import { addWithFiles, assertRoomFor } from './storage.service';

type RecordingDetails = z.output<typeof recordingDetailsSchema>;
type RecordingRow = typeof memoryRecordings.$inferSelect;

/** Where a recording's file lives; keyed by circle, so one circle's keys never name another's. */
export const recordingFileKey = (circleId: string, recordingId: string) =>
  `circles/${circleId}/recordings/${recordingId}`;

/** Matches `recordingFileKey`, capturing the circle and the recording. */
const RECORDING_KEY = /^circles\/([0-9a-f-]{36})\/recordings\/([0-9a-f-]{36})$/;

/**
 * "Recently removed", bringing back, deleting for good, the purge after `RECORDING_UNDO_DAYS`
 * days, the batched "Joe added 2 recordings" notice (a kind people can turn off) and the file-use
 * check: the circle-media lifecycle, like photos.
 */
export const recordingMedia = defineMemoryMedia({
  noun: 'recording',
  table: memoryRecordings,
  find: findRecording,
  messages: { notYours: NOT_YOUR_RECORDING_MESSAGE, notRemoved: RECORDING_NOT_REMOVED_MESSAGE },
  undoDays: RECORDING_UNDO_DAYS,
  changedEvent: MEMORY_RECORDING_EVENTS.changed,
  fileKeys: (circleId, id) => [recordingFileKey(circleId, id)],
  fileKeyPattern: RECORDING_KEY,
  quietMinutes: RECORDING_BATCH_QUIET_MINUTES,
  body: 'Open memory support to listen to their voice and stories.',
});

const present = (
  actor: CircleActor,
  { row, addedByName }: { row: RecordingRow; addedByName: string | null },
): Recording => ({
  id: row.id,
  title: row.title,
  photoId: row.photoId,
  songId: row.songId,
  transcript: row.transcript,
  durationSeconds: row.durationSeconds,
  mimeType: row.mimeType,
  bytes: row.bytes,
  addedBy: memberRef(row.addedByUserId, addedByName),
  addedAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  removedAt: row.removedAt?.toISOString() ?? null,
  deletesOn: recordingMedia.deletesOn(row.removedAt),
  audioUrl: recordingAudioUrl(row.id),
  canChange: mayChange(actor, row),
});

const selection = { row: memoryRecordings, addedByName: users.name };

/** One recording of the circle, removed or not; another circle's id answers 404. */
export async function findRecording(
  db: Database,
  circleId: string,
  id: string,
): Promise<RecordingRow> {
  const [row] = await db
    .select()
    .from(memoryRecordings)
    .where(and(eq(memoryRecordings.circleId, circleId), eq(memoryRecordings.id, id)))
    .limit(1);
  if (!row) throw notFound(RECORDING_NOT_FOUND);
  return row;
}

export async function viewRecording(
  db: Database,
  actor: CircleActor,
  id: string,
): Promise<Recording> {
  const [found] = await db
    .select(selection)
    .from(memoryRecordings)
    .leftJoin(users, eq(users.id, memoryRecordings.addedByUserId))
    .where(and(eq(memoryRecordings.circleId, actor.circleId), eq(memoryRecordings.id, id)))
    .limit(1);
  if (!found) throw notFound(RECORDING_NOT_FOUND);
  return present(actor, found);
}

/** The circle's recordings, newest first; those of one photo or song when asked. */
export async function listRecordings(
  db: Database,
  actor: CircleActor,
  query: RecordingListQuery,
): Promise<Recording[]> {
  const rows = await db
    .select(selection)
    .from(memoryRecordings)
    .leftJoin(users, eq(users.id, memoryRecordings.addedByUserId))
    .where(
      and(
        eq(memoryRecordings.circleId, actor.circleId),
        isNull(memoryRecordings.removedAt),
        query.photoId ? eq(memoryRecordings.photoId, query.photoId) : undefined,
        query.songId ? eq(memoryRecordings.songId, query.songId) : undefined,
      ),
    )
    .orderBy(desc(memoryRecordings.createdAt), desc(memoryRecordings.id))
    .limit(500);
  return rows.map((row) => present(actor, row));
}

export async function listRemovedRecordings(
  db: Database,
  actor: CircleActor,
): Promise<Recording[]> {
  const rows = await db
    .select(selection)
    .from(memoryRecordings)
    .leftJoin(users, eq(users.id, memoryRecordings.addedByUserId))
    .where(
      and(eq(memoryRecordings.circleId, actor.circleId), isNotNull(memoryRecordings.removedAt)),
    )
    .orderBy(desc(memoryRecordings.removedAt), desc(memoryRecordings.id));
  return rows.map((row) => present(actor, row));
}

/** Refuses a photo or song that is not the circle's own. */
async function assertOwnLinks(db: Database, circleId: string, details: RecordingDetails) {
  if (details.photoId) {
    const [photo] = await db
      .select({ id: memoryPhotos.id })
      .from(memoryPhotos)
      .where(and(eq(memoryPhotos.circleId, circleId), eq(memoryPhotos.id, details.photoId)))
      .limit(1);
    if (!photo) throw notFound(PHOTO_NOT_FOUND);
  }
  if (details.songId) {
    const [song] = await db
      .select({ id: musicSongs.id })
      .from(musicSongs)
      .where(and(eq(musicSongs.circleId, circleId), eq(musicSongs.id, details.songId)))
      .limit(1);
    if (!song) throw notFound(SONG_NOT_FOUND);
  }
}

/**
 * Adds a recording like a photo (decision 048): its file first, streamed from this machine's
 * disk, then its row (`addWithFiles`), so nothing half-saved remains.
 */
export async function addRecording(options: {
  db: Database;
  files: FileStore;
  actor: CircleActor;
  details: RecordingDetails;
  audio: CheckedAudio;
  /** The audio as received, on this machine's disk; it goes to the store as a stream. */
  file: ReceivedFile;
  /** The circle's room for photos and recordings, in bytes (decision 060). */
  quotaBytes: number;
  at: Date;
}): Promise<Recording> {
  const { db, files, actor, details, audio, file, at } = options;
  const id = randomUUID();
  const key = recordingFileKey(actor.circleId, id);
  const room = {
    circleId: actor.circleId,
    bytes: file.bytes,
    quotaBytes: options.quotaBytes,
    kind: 'recording',
  } as const;
  await assertOwnLinks(db, actor.circleId, details);
  await assertRoomFor(db, room);
  await addWithFiles({
    db,
    files,
    circleId: actor.circleId,
    keys: [key],
    at,
    put: () => files.putFile(key, file.path),
    save: async (tx) => {
      // Again under the circle's lock, so two uploads cannot both take the last room.
      await assertRoomFor(tx, room);
      await assertOwnLinks(tx, actor.circleId, details);
      await tx.insert(memoryRecordings).values({
        id,
        circleId: actor.circleId,
        title: details.title,
        photoId: details.photoId,
        songId: details.songId,
        transcript: details.transcript,
        durationSeconds: audio.durationSeconds,
        mimeType: audio.type,
        bytes: file.bytes,
        addedByUserId: actor.user.id,
        createdAt: at,
        updatedAt: at,
      });
      await recordingMedia.recorded(tx, { actor, step: 'added', id, at });
    },
  });
  return viewRecording(db, actor, id);
}

export async function changeRecording(options: {
  db: Database;
  actor: CircleActor;
  id: string;
  details: RecordingDetails;
  at: Date;
}): Promise<Recording> {
  const { db, actor, id, details, at } = options;
  await db.transaction(async (tx) => {
    const row = await recordingMedia.findChangeable(tx, actor, id);
    await assertOwnLinks(tx, actor.circleId, details);
    const fields = (['title', 'photoId', 'songId', 'transcript'] as const).filter(
      (field) => row[field] !== details[field],
    );
    await tx
      .update(memoryRecordings)
      .set({
        title: details.title,
        photoId: details.photoId,
        songId: details.songId,
        transcript: details.transcript,
        updatedAt: at,
      })
      .where(eq(memoryRecordings.id, id));
    await recordingMedia.recorded(tx, {
      actor,
      step: 'changed',
      id,
      at,
      detail: changedFields(fields),
    });
  });
  return viewRecording(db, actor, id);
}
