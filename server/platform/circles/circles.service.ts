import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { CircleSummary, Member } from '../../../shared/circles';
import type { CircleRole } from '../../../shared/permissions';
import type { Database } from '../../db/client';
import { users } from '../auth/auth.schema';
import { careCircles, careRecipients, circleMembers } from './circles.schema';
import { conflict, notFound } from '../../lib/errors';
import { circlesAudit } from './circles.audit';
import { publishMembershipEnded } from './membership';
import type { CircleActor } from './circles.policy';
import { presentMember } from './circles.presenter';

export const LAST_CAREGIVER_MESSAGE =
  'A care circle needs at least one caregiver. Make someone else a caregiver first.';
export const MEMBER_NOT_FOUND_MESSAGE = 'We could not find that member in your care circle.';

/**
 * A new circle with `caregiverId` as its caregiver and an empty care-recipient profile to fill
 * later. Runs inside the caller's transaction.
 */
export async function createCircle(options: {
  tx: Database;
  caregiverId: string;
  at: Date;
  ip: string | null;
  timeZone?: string;
}): Promise<string> {
  const { tx, caregiverId, at, ip } = options;
  const [circle] = await tx.insert(careCircles).values({ createdAt: at }).returning();
  if (!circle) throw new Error('Creating a care circle returned no row');
  await tx.insert(careRecipients).values({
    circleId: circle.id,
    updatedAt: at,
    ...(options.timeZone ? { timeZone: options.timeZone } : {}),
  });
  await tx.insert(circleMembers).values({
    circleId: circle.id,
    userId: caregiverId,
    role: 'caregiver',
    joinedAt: at,
  });
  await circlesAudit.record(tx, {
    circleId: circle.id,
    actorUserId: caregiverId,
    action: 'circle.created',
    subject: `care_circle:${circle.id}`,
    ip,
    at,
  });
  return circle.id;
}

/** Every circle the user belongs to, in the order they joined. */
export async function listCircles(
  db: Database,
  userId: string,
  currentCircleId: string | null,
): Promise<CircleSummary[]> {
  const rows = await db
    .select({
      id: circleMembers.circleId,
      role: circleMembers.role,
      recipientName: careRecipients.preferredName,
    })
    .from(circleMembers)
    .innerJoin(careRecipients, eq(careRecipients.circleId, circleMembers.circleId))
    .where(eq(circleMembers.userId, userId))
    .orderBy(asc(circleMembers.joinedAt), asc(circleMembers.circleId));
  return rows.map((row) => ({ ...row, isCurrent: row.id === currentCircleId }));
}

/** The user's role in a circle, or null when they are not in it. */
export async function findMemberRole(
  db: Database,
  circleId: string,
  userId: string,
): Promise<CircleRole | null> {
  const [row] = await db
    .select({ role: circleMembers.role })
    .from(circleMembers)
    .where(and(eq(circleMembers.circleId, circleId), eq(circleMembers.userId, userId)))
    .limit(1);
  return row?.role ?? null;
}

export async function listMembers(db: Database, actor: CircleActor): Promise<Member[]> {
  const rows = await db
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      phoneNumber: users.phoneNumber,
      role: circleMembers.role,
      joinedAt: circleMembers.joinedAt,
    })
    .from(circleMembers)
    .innerJoin(users, eq(users.id, circleMembers.userId))
    .where(eq(circleMembers.circleId, actor.circleId))
    .orderBy(asc(circleMembers.joinedAt), asc(users.id));
  return rows.map((row) => presentMember(row, actor));
}

/** How many caregivers the circle would have without `userId`. Runs in the caller's transaction. */
async function otherCaregivers(tx: Database, circleId: string, userId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(circleMembers)
    .where(
      and(
        eq(circleMembers.circleId, circleId),
        eq(circleMembers.role, 'caregiver'),
        ne(circleMembers.userId, userId),
      ),
    );
  return row?.n ?? 0;
}

/** Locks the circle row so two caregivers changing roles at once cannot leave it with none. */
const lockCircle = (tx: Database, circleId: string) =>
  tx
    .select({ id: careCircles.id })
    .from(careCircles)
    .where(eq(careCircles.id, circleId))
    .for('update');

export async function changeMemberRole(options: {
  db: Database;
  actor: CircleActor;
  userId: string;
  role: CircleRole;
  at: Date;
}): Promise<void> {
  const { db, actor, userId, role, at } = options;
  await db.transaction(async (tx) => {
    await lockCircle(tx, actor.circleId);
    const current = await findMemberRole(tx, actor.circleId, userId);
    if (!current) throw notFound(MEMBER_NOT_FOUND_MESSAGE);
    if (current === role) return;
    if (current === 'caregiver' && (await otherCaregivers(tx, actor.circleId, userId)) === 0) {
      throw conflict(LAST_CAREGIVER_MESSAGE);
    }
    await tx
      .update(circleMembers)
      .set({ role })
      .where(and(eq(circleMembers.circleId, actor.circleId), eq(circleMembers.userId, userId)));
    await circlesAudit.record(tx, {
      actor,
      action: 'member.role_changed',
      subject: `user:${userId}`,
      detail: `${current} → ${role}`,
      at,
    });
  });
}

/** Removes a member (or, with the actor's own id, leaves). Their next request no longer sees the circle. */
export async function removeMember(options: {
  db: Database;
  actor: Pick<CircleActor, 'circleId' | 'user' | 'ip'>;
  userId: string;
  at: Date;
}): Promise<void> {
  const { db, actor, userId, at } = options;
  await db.transaction(async (tx) => {
    await lockCircle(tx, actor.circleId);
    const current = await findMemberRole(tx, actor.circleId, userId);
    if (!current) throw notFound(MEMBER_NOT_FOUND_MESSAGE);
    if (current === 'caregiver' && (await otherCaregivers(tx, actor.circleId, userId)) === 0) {
      throw conflict(
        userId === actor.user.id
          ? 'You are the only caregiver of this care circle. Make someone else a caregiver before you leave.'
          : LAST_CAREGIVER_MESSAGE,
      );
    }
    await tx
      .delete(circleMembers)
      .where(and(eq(circleMembers.circleId, actor.circleId), eq(circleMembers.userId, userId)));
    await publishMembershipEnded(tx, { circleId: actor.circleId, userId });
    await circlesAudit.record(tx, {
      actor,
      action: userId === actor.user.id ? 'member.left' : 'member.removed',
      subject: `user:${userId}`,
      at,
    });
  });
}
