import { and, asc, eq, gt, isNotNull, isNull, lte, or } from 'drizzle-orm';
import { LOCATION_EVENT, type LocationShare, type Position } from '../../../shared/emergency';
import type { Database } from '../../db/client';
import { locationShares } from './emergency.schema';
import { users } from '../../platform/auth/auth.schema';
import { conflict } from '../../lib/errors';
import { publishEvent } from '../../platform/notifications/event-bus';
import { emergencyAudit } from './emergency.audit';
import type { CircleActor } from '../../platform/circles/circles.policy';
import { presentShare } from './emergency.presenter';

const HOUR_MS = 60 * 60 * 1000;
export const NOT_SHARING_MESSAGE = 'You are not sharing your location. Start sharing first.';

export async function startSharing(options: {
  db: Database;
  actor: CircleActor;
  duration: 'hour' | 'until_off';
  at: Date;
}): Promise<void> {
  const { db, actor, duration, at } = options;
  const endsAt = duration === 'hour' ? new Date(at.getTime() + HOUR_MS) : null;
  await db.transaction(async (tx) => {
    // Starting again replaces the old window, and forgets the old position.
    await tx
      .insert(locationShares)
      .values({ circleId: actor.circleId, userId: actor.user.id, startedAt: at, endsAt })
      .onConflictDoUpdate({
        target: [locationShares.circleId, locationShares.userId],
        set: {
          startedAt: at,
          endsAt,
          latitude: null,
          longitude: null,
          accuracyMeters: null,
          positionAt: null,
        },
      });
    await emergencyAudit.record(tx, {
      actor,
      action: 'location.sharing_started',
      subject: `user:${actor.user.id}`,
      detail: duration === 'hour' ? 'for 1 hour' : 'until turned off',
      at,
    });
    await publishEvent(tx, { type: LOCATION_EVENT, circleId: actor.circleId });
  });
}

/** The latest position replaces the previous one; nothing older is kept. */
export async function updatePosition(options: {
  db: Database;
  actor: CircleActor;
  position: Position;
  at: Date;
}): Promise<void> {
  const { db, actor, position, at } = options;
  const [row] = await db
    .update(locationShares)
    .set({ ...position, positionAt: at })
    .where(
      and(eq(locationShares.circleId, actor.circleId), eq(locationShares.userId, actor.user.id)),
    )
    .returning();
  if (!row || (row.endsAt && row.endsAt.getTime() <= at.getTime())) {
    throw conflict(NOT_SHARING_MESSAGE);
  }
  await publishEvent(db, { type: LOCATION_EVENT, circleId: actor.circleId });
}

export async function stopSharing(options: { db: Database; actor: CircleActor; at: Date }) {
  const { db, actor, at } = options;
  await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(locationShares)
      .where(
        and(eq(locationShares.circleId, actor.circleId), eq(locationShares.userId, actor.user.id)),
      )
      .returning({ userId: locationShares.userId });
    if (deleted.length === 0) return;
    await emergencyAudit.record(tx, {
      actor,
      action: 'location.sharing_stopped',
      subject: `user:${actor.user.id}`,
      at,
    });
    await publishEvent(tx, { type: LOCATION_EVENT, circleId: actor.circleId });
  });
}

/** Ended windows are deleted with their position (the maintenance job, every few minutes). */
export async function deleteEndedShares(db: Database, at: Date): Promise<number> {
  const deleted = await db
    .delete(locationShares)
    .where(and(isNotNull(locationShares.endsAt), lte(locationShares.endsAt, at)))
    .returning({ userId: locationShares.userId });
  return deleted.length;
}

/** Who is sharing now in the circle, with the last known position and when it was taken. */
export async function listShares(
  db: Database,
  actor: CircleActor,
  at: Date,
): Promise<LocationShare[]> {
  const rows = await db
    .select({ share: locationShares, name: users.name })
    .from(locationShares)
    .innerJoin(users, eq(users.id, locationShares.userId))
    .where(
      and(
        eq(locationShares.circleId, actor.circleId),
        or(isNull(locationShares.endsAt), gt(locationShares.endsAt, at)),
      ),
    )
    .orderBy(asc(locationShares.startedAt));
  return rows.map(({ share, name }) => presentShare(share, name, actor));
}
