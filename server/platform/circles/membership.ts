import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { circleMembers } from './circles.schema';
import { badRequest } from '../../lib/errors';
import type { Membership } from '../auth/sessions.service';
import { publishEvent } from '../notifications/event-bus';

/**
 * Internal bus event: someone is no longer a member of a circle (removed, left, or the circle was
 * deleted, when it names no user). Their open live-event streams end, and the browser reconnects
 * to its next circle. It never reaches a browser: the circle is in `data`, not in `circleId`.
 */
export const MEMBERSHIP_ENDED_EVENT = 'membership.ended';

/** Publish in the transaction that ends the membership (no `userId`: every member's). */
export const publishMembershipEnded = (
  tx: Database,
  ended: { circleId: string; userId?: string },
): Promise<void> => publishEvent(tx, { type: MEMBERSHIP_ENDED_EVENT, data: ended });

/** Did this `MEMBERSHIP_ENDED_EVENT` end this person's membership of the circle? */
export const endsMembership = (
  data: Record<string, unknown> | undefined,
  person: { userId: string; circleId: string | null },
): boolean =>
  person.circleId !== null &&
  data?.circleId === person.circleId &&
  (data.userId === undefined || data.userId === person.userId);

/** The circle a user joined first, used when their session has none (or lost the one it had). */
export async function findFirstMembership(
  db: Database,
  userId: string,
): Promise<Membership | null> {
  const [row] = await db
    .select({ circleId: circleMembers.circleId, role: circleMembers.role })
    .from(circleMembers)
    .where(eq(circleMembers.userId, userId))
    .orderBy(circleMembers.joinedAt, circleMembers.circleId)
    .limit(1);
  return row ?? null;
}

/** Someone picked from a list of members (an assignee) must be in this circle; none is fine. */
export async function assertCircleMember(
  db: Database,
  circleId: string,
  userId: string | null | undefined,
): Promise<void> {
  if (!userId) return;
  const [row] = await db
    .select({ userId: circleMembers.userId })
    .from(circleMembers)
    .where(and(eq(circleMembers.circleId, circleId), eq(circleMembers.userId, userId)));
  if (!row) throw badRequest('That person is not a member of your care circle.');
}
