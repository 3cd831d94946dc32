import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { circleMembers } from './circles.schema';
import { badRequest } from '../../lib/errors';
import type { Membership } from '../auth/sessions.service';

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
