import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
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
import type { Clock } from '../../lib/clock';
import { conflict, notFound } from '../../lib/errors';
import { users } from '../../platform/auth/auth.schema';
import type { CircleActor } from '../../platform/circles/circles.policy';
import { circleMembers } from '../../platform/circles/circles.schema';
import type { FileStore } from '../../platform/files/file-store';
import { forgetFilesNow, listPendingFile, unlistFile } from '../../platform/files/file-deletions';
import { publishEvent } from '../../platform/notifications/event-bus';
import type { Notifier } from '../../platform/notifications/notifications.service';
import { memoryAudit } from './memory.audit';
import { assertMayChange, mayChange } from './memory.policy';
import { FORMER_MEMBER, recordingAudioUrl } from './memory.presenter';
import { memoryPhotos, musicSongs } from './memory.schema';
import type { CheckedAudio } from './recordings.audio';
import type { ReceivedFile } from '../../lib/multipart';
import { memoryRecordings } from './recordings.schema';
import { assertRoomFor, lockCircleStorage } from './storage.service';

type RecordingDetails = z.output<typeof recordingDetailsSchema>;
type RecordingRow = typeof memoryRecordings.$inferSelect;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Where a recording's file lives; keyed by circle, so one circle's keys never name another's. */
export const recordingFileKey = (circleId: string, recordingId: string) =>
  `circles/${circleId}/recordings/${recordingId}`;

const RECORDING_KEY = /^circles\/([0-9a-f-]{36})\/recordings\/([0-9a-f-]{36})$/;

/** Whether a recording row, removed but restorable ones included, still names this file. */
export async function isRecordingFileUsed(db: Database, key: string): Promise<boolean> {
  const match = RECORDING_KEY.exec(key);
  if (!match) return false;
  const [, circleId, id] = match;
  const [row] = await db
    .select({ id: memoryRecordings.id })
    .from(memoryRecordings)
    .where(and(eq(memoryRecordings.id, id!), eq(memoryRecordings.circleId, circleId!)))
    .limit(1);
  return row !== undefined;
}

const changed = (tx: Database, circleId: string) =>
  publishEvent(tx, { type: MEMORY_RECORDING_EVENTS.changed, circleId });

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
  addedBy: { id: row.addedByUserId ?? '', name: addedByName ?? FORMER_MEMBER },
  addedAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  removedAt: row.removedAt?.toISOString() ?? null,
  deletesOn: row.removedAt
    ? new Date(row.removedAt.getTime() + RECORDING_UNDO_DAYS * DAY_MS).toISOString()
    : null,
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
 * Adds a recording like a photo (decision 048): the key is listed as pending and the file put
 * first, then the row in one transaction that takes it off the list; if the row fails the file
 * is deleted again, and if the process stops first the file-deletions job removes it later.
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
  await listPendingFile(db, key, at);
  try {
    await files.putFile(key, file.path);
    await db.transaction(async (tx) => {
      // Again under the circle's lock, so two uploads cannot both take the last room.
      await lockCircleStorage(tx, actor.circleId);
      await assertRoomFor(tx, room);
      await assertOwnLinks(tx, actor.circleId, details);
      await unlistFile(tx, key);
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
      await memoryAudit.record(tx, {
        actor,
        action: 'memory.recording_added',
        subject: `memory_recording:${id}`,
        at,
      });
      await changed(tx, actor.circleId);
    });
  } catch (error) {
    await Promise.allSettled([files.delete(key).then(() => unlistFile(db, key))]);
    throw error;
  }
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
    const row = await findRecording(tx, actor.circleId, id);
    assertMayChange(actor, row, NOT_YOUR_RECORDING_MESSAGE);
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
    await memoryAudit.record(tx, {
      actor,
      action: 'memory.recording_changed',
      subject: `memory_recording:${id}`,
      detail: fields.length ? fields.join(', ') : 'nothing changed',
      at,
    });
    await changed(tx, actor.circleId);
  });
  return viewRecording(db, actor, id);
}

/** Moves a recording to "Recently removed"; its file stays until the purge job. */
export async function removeRecording(options: {
  db: Database;
  actor: CircleActor;
  id: string;
  at: Date;
}): Promise<void> {
  const { db, actor, id, at } = options;
  await db.transaction(async (tx) => {
    const row = await findRecording(tx, actor.circleId, id);
    assertMayChange(actor, row, NOT_YOUR_RECORDING_MESSAGE);
    if (row.removedAt) return;
    await tx
      .update(memoryRecordings)
      .set({ removedAt: at, removedByUserId: actor.user.id })
      .where(eq(memoryRecordings.id, id));
    await memoryAudit.record(tx, {
      actor,
      action: 'memory.recording_removed',
      subject: `memory_recording:${id}`,
      at,
    });
    await changed(tx, actor.circleId);
  });
}

export async function restoreRecording(options: {
  db: Database;
  actor: CircleActor;
  id: string;
  at: Date;
}): Promise<Recording> {
  const { db, actor, id, at } = options;
  await db.transaction(async (tx) => {
    const row = await findRecording(tx, actor.circleId, id);
    assertMayChange(actor, row, NOT_YOUR_RECORDING_MESSAGE);
    if (!row.removedAt) return;
    await tx
      .update(memoryRecordings)
      .set({ removedAt: null, removedByUserId: null, updatedAt: at })
      .where(eq(memoryRecordings.id, id));
    await memoryAudit.record(tx, {
      actor,
      action: 'memory.recording_restored',
      subject: `memory_recording:${id}`,
      at,
    });
    await changed(tx, actor.circleId);
  });
  return viewRecording(db, actor, id);
}

/**
 * Deletes a recording in "Recently removed" for good now, like a photo (decision 065): the row
 * goes (its trigger lists the file), then the file leaves the store; if the store fails, the
 * file-deletions job removes it later.
 */
export async function deleteRecordingForGood(options: {
  db: Database;
  files: FileStore;
  actor: CircleActor;
  id: string;
  at: Date;
}): Promise<void> {
  const { db, files, actor, id, at } = options;
  await db.transaction(async (tx) => {
    const row = await findRecording(tx, actor.circleId, id);
    assertMayChange(actor, row, NOT_YOUR_RECORDING_MESSAGE);
    if (!row.removedAt) throw conflict(RECORDING_NOT_REMOVED_MESSAGE);
    // Only while still removed: a restore that committed meanwhile keeps it.
    const gone = await tx
      .delete(memoryRecordings)
      .where(and(eq(memoryRecordings.id, id), isNotNull(memoryRecordings.removedAt)))
      .returning({ id: memoryRecordings.id });
    if (!gone.length) throw conflict(RECORDING_NOT_REMOVED_MESSAGE);
    await memoryAudit.record(tx, {
      actor,
      action: 'memory.recording_deleted',
      subject: `memory_recording:${id}`,
      at,
    });
    await changed(tx, actor.circleId);
  });
  await forgetFilesNow({ db, files, keys: [recordingFileKey(actor.circleId, id)] });
}

/**
 * Deletes the rows of recordings removed more than `RECORDING_UNDO_DAYS` days ago, checking the
 * days again as each goes; the row's trigger lists the file for the file-deletions job.
 */
export async function purgeRemovedRecordings(options: {
  db: Database;
  clock: Clock;
}): Promise<number> {
  const { db, clock } = options;
  const now = clock.now();
  const expired = lt(
    memoryRecordings.removedAt,
    new Date(now.getTime() - RECORDING_UNDO_DAYS * DAY_MS),
  );
  const due = await db
    .select({ id: memoryRecordings.id, circleId: memoryRecordings.circleId })
    .from(memoryRecordings)
    .where(expired)
    .limit(500);
  let purged = 0;
  for (const recording of due) {
    await db.transaction(async (tx) => {
      const gone = await tx
        .delete(memoryRecordings)
        .where(and(eq(memoryRecordings.id, recording.id), expired))
        .returning({ id: memoryRecordings.id });
      if (!gone.length) return;
      purged += 1;
      await memoryAudit.record(tx, {
        circleId: recording.circleId,
        actorUserId: null,
        action: 'memory.recording_purged',
        subject: `memory_recording:${recording.id}`,
        at: now,
      });
      await changed(tx, recording.circleId);
    });
  }
  return purged;
}

/**
 * Tells the circle about new recordings once per batch, like photos: a person's recordings are
 * announced together when they have added none for `RECORDING_BATCH_QUIET_MINUTES` minutes
 * ("Joe added 2 recordings"), with the kind `memory.recordings_added` people can turn off.
 */
export async function announceNewRecordings(options: {
  db: Database;
  clock: Clock;
  notifier: Notifier;
}): Promise<number> {
  const { db, clock, notifier } = options;
  const now = clock.now();
  const quietSince = new Date(now.getTime() - RECORDING_BATCH_QUIET_MINUTES * 60_000);
  const batches = await db
    .select({
      circleId: memoryRecordings.circleId,
      userId: memoryRecordings.addedByUserId,
      latest: sql<Date>`max(${memoryRecordings.createdAt})`.mapWith((v) => new Date(v as string)),
    })
    .from(memoryRecordings)
    .where(and(isNull(memoryRecordings.announcedAt), isNotNull(memoryRecordings.addedByUserId)))
    .groupBy(memoryRecordings.circleId, memoryRecordings.addedByUserId);
  let sent = 0;
  for (const batch of batches) {
    if (!batch.userId || batch.latest > quietSince) continue;
    const userId = batch.userId;
    await db.transaction(async (tx) => {
      const claimed = await tx
        .update(memoryRecordings)
        .set({ announcedAt: now })
        .where(
          and(
            eq(memoryRecordings.circleId, batch.circleId),
            eq(memoryRecordings.addedByUserId, userId),
            isNull(memoryRecordings.announcedAt),
          ),
        )
        .returning({ id: memoryRecordings.id, removedAt: memoryRecordings.removedAt });
      const shown = claimed.filter((recording) => !recording.removedAt).length;
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
        kind: 'memory.recordings_added',
        title: `${name} added ${shown === 1 ? 'a recording' : `${shown} recordings`}`,
        body: 'Open memory support to listen to their voice and stories.',
        link: '/memory-support/recordings',
        dedupeKey: `memory-recordings:${batch.circleId}:${userId}:${now.toISOString()}`,
        at: now,
      });
      sent += 1;
    });
  }
  return sent;
}
