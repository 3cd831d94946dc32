import { and, asc, count, eq, inArray, lte, sql } from 'drizzle-orm';
import type { PushSubscriptionInput } from '../../../shared/notifications';
import {
  generateVapidKeys,
  PushEndpointRefusedError,
  PushRejectedError,
  type PushSender,
  type VapidKeys,
} from '../../adapters/push';
import type { Database } from '../../db/client';
import type { PlatformMetrics } from '../metrics/metrics';
import { serverSettings } from '../config/config.schema';
import { pushOutbox, pushSubscriptions } from './notifications.schema';
import type { Clock } from '../../lib/clock';

const VAPID_SETTING = 'vapid';
/** A claimed push is someone else's for this long; if its sender dies, another picks it up. */
const LEASE_MS = 60 * 1000;
const MAX_ATTEMPTS = 6;
const backoffMs = (attempt: number) => Math.min(10 * 60 * 1000, 5_000 * 2 ** (attempt - 1));

/**
 * The VAPID key pair, made on first start and kept in the database, so every instance signs
 * with the same keys and browsers' subscriptions survive restarts. Safe when instances race.
 */
export async function ensureVapidKeys(db: Database): Promise<VapidKeys> {
  const [existing] = await db
    .select()
    .from(serverSettings)
    .where(eq(serverSettings.name, VAPID_SETTING));
  if (existing) return existing.value as unknown as VapidKeys;
  const fresh = generateVapidKeys();
  await db
    .insert(serverSettings)
    .values({ name: VAPID_SETTING, value: { ...fresh } })
    .onConflictDoNothing({ target: serverSettings.name });
  const [kept] = await db
    .select()
    .from(serverSettings)
    .where(eq(serverSettings.name, VAPID_SETTING));
  if (!kept) throw new Error('The VAPID keys could not be stored');
  return kept.value as unknown as VapidKeys;
}

/** Saves (or moves to this person) a browser's subscription. */
export async function subscribePush(options: {
  db: Database;
  userId: string;
  input: PushSubscriptionInput;
  userAgent: string | null;
}): Promise<void> {
  const { db, userId, input, userAgent } = options;
  const values = {
    userId,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    userAgent: userAgent?.slice(0, 300) ?? null,
  };
  await db
    .insert(pushSubscriptions)
    .values({ endpoint: input.endpoint, ...values })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
}

export async function unsubscribePush(options: {
  db: Database;
  userId: string;
  endpoint: string;
}): Promise<void> {
  await options.db
    .delete(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.userId, options.userId),
        eq(pushSubscriptions.endpoint, options.endpoint),
      ),
    );
}

export async function countPushSubscriptions(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  return row?.value ?? 0;
}

/**
 * Claims due pushes (SKIP LOCKED, so several instances share the work) and sends them outside
 * any transaction. A push past its time to live is dropped; a subscription the push service no
 * longer knows (404, 410), or whose address turns out not to be public, is deleted with
 * everything queued for it. Returns how many were sent.
 */
/** Pushes this instance could not hand to a push service, by reason. */
export const pushDeliveryFailures = (metrics: PlatformMetrics) =>
  metrics.counter({
    name: 'kinwell_push_delivery_failures_total',
    help: 'Pushes this instance could not deliver (gone: the device is no longer subscribed).',
    labelNames: ['reason'],
  });

export async function deliverPendingPushes(options: {
  db: Database;
  clock: Clock;
  sender: PushSender;
  vapid: () => Promise<VapidKeys>;
  batchSize?: number;
  /** One attempt failed: `gone` (the device is forgotten) or `error` (retried, or given up). */
  onFailure?: (reason: 'gone' | 'error') => void;
}): Promise<number> {
  const { db, clock, sender, batchSize = 50 } = options;
  const now = clock.now();
  await db
    .update(pushOutbox)
    .set({ status: 'expired' })
    .where(and(eq(pushOutbox.status, 'pending'), lte(pushOutbox.expiresAt, now)));
  const claimed = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: pushOutbox.id })
      .from(pushOutbox)
      .where(and(eq(pushOutbox.status, 'pending'), lte(pushOutbox.nextAttemptAt, now)))
      .orderBy(asc(pushOutbox.nextAttemptAt))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    const ids = due.map((row) => row.id);
    await tx
      .update(pushOutbox)
      .set({
        attempts: sql`${pushOutbox.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + LEASE_MS),
      })
      .where(inArray(pushOutbox.id, ids));
    return tx
      .select({ push: pushOutbox, subscription: pushSubscriptions })
      .from(pushOutbox)
      .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushOutbox.subscriptionId))
      .where(inArray(pushOutbox.id, ids));
  });
  if (claimed.length === 0) return 0;

  const vapid = await options.vapid();
  let sent = 0;
  for (const { push, subscription } of claimed) {
    // What is left of its time to live, so a retried reminder is not shown late.
    const remaining = Math.floor((push.expiresAt.getTime() - clock.now().getTime()) / 1000);
    if (remaining <= 0) {
      await db.update(pushOutbox).set({ status: 'expired' }).where(eq(pushOutbox.id, push.id));
      continue;
    }
    try {
      await sender.send(
        {
          endpoint: subscription.endpoint,
          keys: { p256dh: subscription.p256dh, auth: subscription.auth },
          payload: JSON.stringify(push.payload),
          ttlSeconds: Math.min(push.ttlSeconds, remaining),
          urgency: push.isUrgent ? 'high' : 'normal',
        },
        vapid,
      );
      await db
        .update(pushOutbox)
        .set({ status: 'sent', sentAt: clock.now(), lastError: null })
        .where(eq(pushOutbox.id, push.id));
      sent += 1;
    } catch (error) {
      // Gone (404, 410), or its address turned out not to be public: forget the device.
      if (
        error instanceof PushEndpointRefusedError ||
        (error instanceof PushRejectedError &&
          (error.statusCode === 404 || error.statusCode === 410))
      ) {
        options.onFailure?.('gone');
        await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id));
        continue;
      }
      options.onFailure?.('error');
      const isFinal = push.attempts >= MAX_ATTEMPTS;
      await db
        .update(pushOutbox)
        .set({
          status: isFinal ? 'failed' : 'pending',
          lastError: error instanceof Error ? error.message.slice(0, 500) : String(error),
          nextAttemptAt: new Date(clock.now().getTime() + backoffMs(push.attempts)),
        })
        .where(eq(pushOutbox.id, push.id));
    }
  }
  return sent;
}
