import type { CreatedEmergencyLink } from '../../../shared/emergency';
import type { Database } from '../../db/client';
import { emergencyLinks } from './emergency.schema';
import { emergencyAudit } from './emergency.audit';
import { presentLink } from './emergency.presenter';
import type { CircleActor } from '../../platform/circles/circles.policy';
import {
  expiryAfterDays,
  insertToken,
  isActiveToken,
  listTokens,
  revokeToken,
} from '../../platform/tokens/tokens.service';

export const emergencyLinkUrl = (publicUrl: string, token: string) => `${publicUrl}/e/${token}`;

export async function listLinks(db: Database, actor: CircleActor, now: Date) {
  const rows = await listTokens({
    db,
    table: emergencyLinks,
    createdByUserId: emergencyLinks.createdByUserId,
    circleId: actor.circleId,
    limit: 50,
  });
  return rows.map((row) => presentLink(row, now));
}

/** A new unguessable link; its address is in this answer only, only its hash is kept. */
export async function createLink(options: {
  db: Database;
  actor: CircleActor;
  days: number;
  at: Date;
  publicUrl: string;
}): Promise<CreatedEmergencyLink> {
  const { db, actor, days, at, publicUrl } = options;
  const { row, secret } = await db.transaction((tx) =>
    insertToken({
      tx,
      actor,
      table: emergencyLinks,
      values: {
        circleId: actor.circleId,
        createdByUserId: actor.user.id,
        createdAt: at,
        expiresAt: expiryAfterDays(at, days),
      },
      at,
      kind: 'emergency_link',
      audit: emergencyAudit,
      detail: `valid ${days} days`,
    }),
  );
  return {
    ...presentLink({ ...row, createdBy: actor.user.name }, at),
    url: emergencyLinkUrl(publicUrl, secret),
  };
}

export const revokeLink = (options: { db: Database; actor: CircleActor; id: string; at: Date }) =>
  revokeToken({
    ...options,
    table: emergencyLinks,
    notFoundMessage: 'We could not find that link.',
    conflictMessage: 'This link was already turned off.',
    kind: 'emergency_link',
    audit: emergencyAudit,
  });

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
      .where(isActiveToken(emergencyLinks, token, at))
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
