import { and, desc, eq, sql } from 'drizzle-orm';
import {
  FAMILY_SEQUENCE_MIN_STEPS,
  FAMILY_SEQUENCES_MAX,
  type FamilySequence,
  type familySequenceInputSchema,
  GAME_PHOTOS_MAX,
  type GamePictureSet,
} from '../../../shared/activities-family';
import { ACTIVITY_EVENTS } from '../../../shared/activities-log';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { deleteCircleRow } from '../../platform/circles/circle-rows';
import { users } from '../../platform/auth/auth.schema';
import type { CircleActor } from '../../platform/circles/circles.policy';
import { publishEvent } from '../../platform/notifications/event-bus';
import {
  gamePhotoUrls,
  livePhotosAmong,
  peopleForGames,
  photosForGames,
} from '../memory/photos-for-games.service';
import { activitiesAudit } from './activities.audit';
import { activityFamilySequences } from './family-pictures.schema';

/**
 * The family's own pictures for the games (decision 056): the circle's photos and memory people,
 * read from memory support (never a removed photo), and the sequences the family made of them.
 */

export const SEQUENCE_NOT_FOUND = 'We could not find that sequence.';
export const PHOTO_NOT_AVAILABLE =
  'One of the chosen photos is no longer among the circle’s photos. Please choose another.';
export const TOO_MANY_SEQUENCES = `A circle can keep up to ${FAMILY_SEQUENCES_MAX} sequences. Please remove one first.`;

type FamilySequenceInput = z.output<typeof familySequenceInputSchema>;
async function presentSequences(
  db: Database,
  circleId: string,
  rows: { row: typeof activityFamilySequences.$inferSelect; createdByName: string | null }[],
): Promise<FamilySequence[]> {
  const photos = await livePhotosAmong(db, circleId, [
    ...new Set(rows.flatMap(({ row }) => row.steps.map((s) => s.photoId))),
  ]);
  const byId = new Map(photos.map((photo) => [photo.id, photo]));
  return rows.map(({ row, createdByName }) => {
    const steps = row.steps.flatMap((step) => {
      const photo = byId.get(step.photoId);
      return photo
        ? [
            {
              photoId: step.photoId,
              label: step.label,
              caption: photo.caption,
              ...gamePhotoUrls(photo),
            },
          ]
        : [];
    });
    return {
      id: row.id,
      title: row.title,
      steps,
      playable: steps.length >= FAMILY_SEQUENCE_MIN_STEPS,
      createdBy: row.createdByUserId
        ? { id: row.createdByUserId, name: createdByName ?? 'A former member' }
        : null,
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

const selectSequences = (db: Database) =>
  db
    .select({ row: activityFamilySequences, createdByName: users.name })
    .from(activityFamilySequences)
    .leftJoin(users, eq(users.id, activityFamilySequences.createdByUserId));

export async function listSequences(db: Database, circleId: string): Promise<FamilySequence[]> {
  const rows = await selectSequences(db)
    .where(eq(activityFamilySequences.circleId, circleId))
    .orderBy(desc(activityFamilySequences.updatedAt), desc(activityFamilySequences.id));
  return presentSequences(db, circleId, rows);
}

async function findSequence(db: Database, circleId: string, id: string): Promise<FamilySequence> {
  const rows = await selectSequences(db)
    .where(and(eq(activityFamilySequences.circleId, circleId), eq(activityFamilySequences.id, id)))
    .limit(1);
  const [found] = await presentSequences(db, circleId, rows);
  if (!found) throw notFound(SEQUENCE_NOT_FOUND);
  return found;
}

/** Everything a game may deal of the family's: the newest photos, the people, the sequences. */
export async function gamePictureSet(db: Database, circleId: string): Promise<GamePictureSet> {
  const people = await peopleForGames(db, circleId);
  const photos = await photosForGames(db, circleId, people, GAME_PHOTOS_MAX);
  return { photos, people, sequences: await listSequences(db, circleId) };
}

/** Every step's photo must be one of the circle's, not removed; another circle's is not found. */
async function assertPhotosAvailable(db: Database, circleId: string, input: FamilySequenceInput) {
  const ids = input.steps.map((step) => step.photoId);
  const found = await livePhotosAmong(db, circleId, ids);
  if (found.length !== new Set(ids).size) throw badRequest(PHOTO_NOT_AVAILABLE);
}

const changed = (db: Database, circleId: string) =>
  publishEvent(db, { type: ACTIVITY_EVENTS.changed, circleId });

export async function addSequence(options: {
  db: Database;
  actor: CircleActor;
  input: FamilySequenceInput;
  at: Date;
}): Promise<FamilySequence> {
  const { db, actor, input, at } = options;
  const id = await db.transaction(async (tx) => {
    await assertPhotosAvailable(tx, actor.circleId, input);
    const [{ n } = { n: 0 }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(activityFamilySequences)
      .where(eq(activityFamilySequences.circleId, actor.circleId));
    if (n >= FAMILY_SEQUENCES_MAX) throw badRequest(TOO_MANY_SEQUENCES);
    const [row] = await tx
      .insert(activityFamilySequences)
      .values({
        circleId: actor.circleId,
        title: input.title,
        steps: input.steps.map(({ photoId, label }) => ({ photoId, label })),
        createdByUserId: actor.user.id,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: activityFamilySequences.id });
    await activitiesAudit.record(tx, {
      actor,
      action: 'activity.sequence_added',
      subject: `activity_family_sequence:${row!.id}`,
      detail: `${input.steps.length} steps`,
      at,
    });
    await changed(tx, actor.circleId);
    return row!.id;
  });
  return findSequence(db, actor.circleId, id);
}

export async function changeSequence(options: {
  db: Database;
  actor: CircleActor;
  id: string;
  input: FamilySequenceInput;
  at: Date;
}): Promise<FamilySequence> {
  const { db, actor, id, input, at } = options;
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(activityFamilySequences)
      .set({
        title: input.title,
        steps: input.steps.map(({ photoId, label }) => ({ photoId, label })),
        updatedAt: at,
      })
      .where(
        and(
          eq(activityFamilySequences.circleId, actor.circleId),
          eq(activityFamilySequences.id, id),
        ),
      )
      .returning({ id: activityFamilySequences.id });
    if (!updated.length) throw notFound(SEQUENCE_NOT_FOUND);
    await assertPhotosAvailable(tx, actor.circleId, input);
    await activitiesAudit.record(tx, {
      actor,
      action: 'activity.sequence_changed',
      subject: `activity_family_sequence:${id}`,
      detail: `${input.steps.length} steps`,
      at,
    });
    await changed(tx, actor.circleId);
  });
  return findSequence(db, actor.circleId, id);
}

export async function removeSequence(options: {
  db: Database;
  actor: CircleActor;
  id: string;
  at: Date;
}): Promise<void> {
  const { db, actor, id, at } = options;
  await db.transaction(async (tx) => {
    await deleteCircleRow(
      tx,
      activityFamilySequences,
      { circleId: actor.circleId, id },
      SEQUENCE_NOT_FOUND,
    );
    await activitiesAudit.record(tx, {
      actor,
      action: 'activity.sequence_removed',
      subject: `activity_family_sequence:${id}`,
      at,
    });
    await changed(tx, actor.circleId);
  });
}
