import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { careCircles, careRecipients, circleMembers } from '../../db/schema';
import { recordAudit } from '../audit/audit.service';

/**
 * A new circle for a caregiver, with an empty care-recipient profile the caregiver fills later.
 * Runs inside the caller's transaction.
 */
export async function createCircle(options: {
  tx: Database;
  caregiverId: string;
  at: Date;
  ip: string | null;
}): Promise<string> {
  const { tx, caregiverId, at, ip } = options;
  const [circle] = await tx.insert(careCircles).values({ createdAt: at }).returning();
  if (!circle) throw new Error('Creating a care circle returned no row');
  await tx.insert(careRecipients).values({ circleId: circle.id, updatedAt: at });
  await tx.insert(circleMembers).values({
    circleId: circle.id,
    userId: caregiverId,
    role: 'caregiver',
    joinedAt: at,
  });
  await recordAudit(tx, {
    circleId: circle.id,
    actorUserId: caregiverId,
    action: 'circle.created',
    subject: `care_circle:${circle.id}`,
    ip,
    at,
  });
  return circle.id;
}

/** The circle a user works in now: the first one they joined. */
export async function findCurrentCircleId(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ circleId: circleMembers.circleId })
    .from(circleMembers)
    .where(eq(circleMembers.userId, userId))
    .orderBy(circleMembers.joinedAt)
    .limit(1);
  return row?.circleId ?? null;
}
