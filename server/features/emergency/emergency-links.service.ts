import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { EmergencyLink } from '../../../shared/emergency';
import type { Database } from '../../db/client';
import { emergencyLinks } from './emergency.schema';
import { users } from '../../platform/auth/auth.schema';
import { conflict, notFound } from '../../lib/errors';
import { emergencyAudit } from './emergency.audit';
import { hashToken } from '../../platform/auth/sessions.service';
import type { CircleActor } from '../../platform/circles/circles.policy';

type LinkRow = typeof emergencyLinks.$inferSelect;

export const emergencyLinkUrl = (publicUrl: string, token: string) => `${publicUrl}/e/${token}`;

const statusOf = (row: LinkRow, now: Date): EmergencyLink['status'] =>
  row.revokedAt ? 'revoked' : row.expiresAt.getTime() <= now.getTime() ? 'expired' : 'active';

export const presentLink = (
  row: LinkRow & { createdBy: string | null },
  now: Date,
): EmergencyLink => ({
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  lastOpenedAt: row.lastOpenedAt?.toISOString() ?? null,
  createdBy: row.createdBy,
  status: statusOf(row, now),
});

export async function listLinks(db: Database, circleId: string) {
  const rows = await db
    .select({ link: emergencyLinks, createdBy: users.name })
    .from(emergencyLinks)
    .leftJoin(users, eq(users.id, emergencyLinks.createdByUserId))
    .where(eq(emergencyLinks.circleId, circleId))
    .orderBy(desc(emergencyLinks.createdAt))
    .limit(50);
  return rows.map((row) => ({ ...row.link, createdBy: row.createdBy }));
}

/** A new unguessable link (256 random bits); the token is returned once, only its hash is kept. */
export async function createLink(options: {
  db: Database;
  actor: CircleActor;
  days: number;
  at: Date;
}): Promise<{ row: LinkRow; token: string }> {
  const { db, actor, days, at } = options;
  const token = randomBytes(32).toString('base64url');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(emergencyLinks)
      .values({
        circleId: actor.circleId,
        tokenHash: hashToken(token),
        createdByUserId: actor.user.id,
        createdAt: at,
        expiresAt: new Date(at.getTime() + days * 24 * 3600_000),
      })
      .returning();
    if (!row) throw new Error('Storing an emergency link returned no row');
    await emergencyAudit.record(tx, {
      actor,
      action: 'emergency_link.created',
      subject: `emergency_link:${row.id}`,
      detail: `valid ${days} days`,
      at,
    });
    return { row, token };
  });
}

export async function revokeLink(options: {
  db: Database;
  actor: CircleActor;
  id: string;
  at: Date;
}): Promise<void> {
  const { db, actor, id, at } = options;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(emergencyLinks)
      .set({ revokedAt: at })
      .where(
        and(
          eq(emergencyLinks.id, id),
          eq(emergencyLinks.circleId, actor.circleId),
          isNull(emergencyLinks.revokedAt),
        ),
      )
      .returning({ id: emergencyLinks.id });
    if (!row) {
      const [existing] = await tx
        .select({ id: emergencyLinks.id })
        .from(emergencyLinks)
        .where(and(eq(emergencyLinks.id, id), eq(emergencyLinks.circleId, actor.circleId)));
      if (!existing) throw notFound('We could not find that link.');
      throw conflict('This link was already turned off.');
    }
    await emergencyAudit.record(tx, {
      actor,
      action: 'emergency_link.revoked',
      subject: `emergency_link:${id}`,
      at,
    });
  });
}

/**
 * Opens a link for whoever holds it: the circle it belongs to, with the opening written to the
 * circle's audit log (from which address). Null for an unknown, revoked or expired token.
 */
export async function openLink(options: {
  db: Database;
  token: string;
  ip: string;
  at: Date;
}): Promise<{ circleId: string } | null> {
  const { db, token, ip, at } = options;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(emergencyLinks)
      .set({ lastOpenedAt: at })
      .where(
        and(
          eq(emergencyLinks.tokenHash, hashToken(token)),
          isNull(emergencyLinks.revokedAt),
          gt(emergencyLinks.expiresAt, at),
        ),
      )
      .returning();
    if (!row) return null;
    await emergencyAudit.record(tx, {
      circleId: row.circleId,
      actorUserId: null,
      action: 'emergency_link.opened',
      subject: `emergency_link:${row.id}`,
      ip,
      at,
    });
    return { circleId: row.circleId };
  });
}
