import { and, eq, gt, lte } from 'drizzle-orm';
import { endpointUrl } from '../../../shared/api-contract';
import { notificationFileRoutes } from '../../../shared/notifications.endpoints';
import {
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationKindInfo,
  isNotificationKind,
} from '../../../shared/notifications';
import type { Database } from '../../db/client';
import { expiryAfterDays, makeToken, matchesToken } from '../tokens/tokens.service';
import { emailUnsubscribeTokens, notificationSettings } from './notifications.schema';
import { notificationsAudit } from './notifications.audit';

/**
 * One-click unsubscribe (RFC 8058, decision 028). Every notification email a person could turn
 * off in their settings carries a link of its own; POSTing to it turns that kind's email channel
 * off for that person, exactly as the settings screen would. Opening it (GET) only shows a page
 * with a button, since mail scanners open links.
 */

/** Long enough for an email read months later; expired links are swept by a daily job. */
export const UNSUBSCRIBE_LINK_DAYS = 365;

export const UNSUBSCRIBE_LINK_INVALID_MESSAGE =
  'This unsubscribe link does not work: it may be mistyped or too old. Sign in to Kinwell and choose which emails you get under Notifications.';

/** Kinds the settings screen lets a person turn off; crisis alerts reach everyone, always. */
export const canTurnOffByEmail = (kind: NotificationKind): boolean =>
  !(NOTIFICATION_KINDS[kind] as NotificationKindInfo).isAlwaysOn;

export const unsubscribeUrl = (publicUrl: string, secret: string) =>
  `${publicUrl}${endpointUrl(notificationFileRoutes.unsubscribe, { token: secret })}`;

/** A secret made by `makeToken`: 256 bits in base64url. */
export const isUnsubscribeToken = (value: string) => /^[A-Za-z0-9_-]{43}$/.test(value);

/**
 * New links for these emails, in the caller's transaction (the one that queues them); answers
 * each secret in the same order.
 */
export async function issueUnsubscribeLinks(
  tx: Database,
  wanted: readonly { userId: string; kind: NotificationKind; at: Date }[],
): Promise<string[]> {
  const made = wanted.map((item) => ({ ...item, ...makeToken() }));
  for (let start = 0; start < made.length; start += 500) {
    await tx.insert(emailUnsubscribeTokens).values(
      made.slice(start, start + 500).map((item) => ({
        userId: item.userId,
        kind: item.kind,
        tokenHash: item.tokenHash,
        createdAt: item.at,
        expiresAt: expiryAfterDays(item.at, UNSUBSCRIBE_LINK_DAYS),
      })),
    );
  }
  return made.map((item) => item.secret);
}

export interface UnsubscribeLink {
  userId: string;
  kind: NotificationKind;
  label: string;
  /** Whether the kind still reaches the person by email. */
  isEmailOn: boolean;
}

/** The person and kind a secret stands for while it works, or null. */
export async function findUnsubscribeLink(
  db: Database,
  secret: string,
  at: Date,
): Promise<UnsubscribeLink | null> {
  if (!isUnsubscribeToken(secret)) return null;
  const [row] = await db
    .select({ link: emailUnsubscribeTokens, settings: notificationSettings })
    .from(emailUnsubscribeTokens)
    .leftJoin(notificationSettings, eq(notificationSettings.userId, emailUnsubscribeTokens.userId))
    .where(
      and(
        matchesToken(emailUnsubscribeTokens.tokenHash, secret),
        gt(emailUnsubscribeTokens.expiresAt, at),
      ),
    );
  if (!row || !isNotificationKind(row.link.kind) || !canTurnOffByEmail(row.link.kind)) return null;
  const { kind } = row.link;
  const info: NotificationKindInfo = NOTIFICATION_KINDS[kind];
  return {
    userId: row.link.userId,
    kind,
    label: info.label,
    isEmailOn: row.settings?.channels[kind]?.email ?? info.defaults.email,
  };
}

/**
 * Turns the link's kind off on the email channel for its person (other channels and kinds stay
 * as they are), audited when it changes anything. Answers the link as it was, or null when the
 * link does not work.
 */
export async function unsubscribeByLink(options: {
  db: Database;
  secret: string;
  at: Date;
  ip: string;
}): Promise<UnsubscribeLink | null> {
  const { db, secret, at, ip } = options;
  return db.transaction(async (tx) => {
    const link = await findUnsubscribeLink(tx, secret, at);
    if (!link) return null;
    if (!link.isEmailOn) return link;
    // Locks the row (if any) so a settings save at the same moment is not lost.
    const [current] = await tx
      .select()
      .from(notificationSettings)
      .where(eq(notificationSettings.userId, link.userId))
      .for('update');
    const channels = {
      ...current?.channels,
      [link.kind]: { ...current?.channels[link.kind], email: false },
    };
    await tx
      .insert(notificationSettings)
      .values({ userId: link.userId, channels, updatedAt: at })
      .onConflictDoUpdate({
        target: notificationSettings.userId,
        set: { channels, updatedAt: at },
      });
    await notificationsAudit.record(tx, {
      circleId: null,
      actorUserId: link.userId,
      action: 'notification.email_unsubscribed',
      subject: `user:${link.userId}`,
      detail: link.label,
      ip,
      at,
    });
    return link;
  });
}

/** Removes links past their year; answers how many. */
export async function sweepExpiredUnsubscribeLinks(db: Database, at: Date): Promise<number> {
  const removed = await db
    .delete(emailUnsubscribeTokens)
    .where(lte(emailUnsubscribeTokens.expiresAt, at))
    .returning({ id: emailUnsubscribeTokens.id });
  return removed.length;
}
