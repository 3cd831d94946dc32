import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { NotificationChannelChoices } from '../../../shared/notifications';
import { createdAt, at } from '../../db/columns';
import { users } from '../auth/auth.schema';
import { circleIdColumn } from '../circles/circles.schema';

/**
 * One row per person told something (the in-app notification centre). Unique on the cause's key
 * and the person, so a repeated cause is seen once.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    circleId: circleIdColumn(),
    recipientUserId: uuid('recipient_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** A path inside Kinwell, such as /medications/today. */
    link: text('link'),
    dedupeKey: text('dedupe_key').notNull(),
    isUrgent: boolean('is_urgent').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: at('read_at'),
  },
  (t) => [
    uniqueIndex('notifications_dedupe_recipient_idx').on(t.dedupeKey, t.recipientUserId),
    index('notifications_recipient_created_idx').on(t.recipientUserId, t.createdAt),
    index('notifications_circle_idx').on(t.circleId),
  ],
);

/** Per person: which kinds reach them on which channel, and their quiet hours. */
export const notificationSettings = pgTable('notification_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Only the choices a person changed; the defaults in shared/notifications.ts fill the rest. */
  channels: jsonb('channels').$type<NotificationChannelChoices>().notNull().default({}),
  /** Local wall-clock times (HH:MM); both null means no quiet hours. */
  quietHoursStart: text('quiet_hours_start'),
  quietHoursEnd: text('quiet_hours_end'),
  /** The person's own IANA zone, which their quiet hours are in. */
  timeZone: text('time_zone').notNull().default('America/New_York'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** A browser that agreed to receive web push for a person. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/**
 * Web push waiting to go out, written in the transaction of the notification that causes it;
 * unique on (cause, subscription), claimed with SKIP LOCKED like the email outbox.
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    dedupeKey: text('dedupe_key').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** Seconds the push service may hold it; dose reminders are pointless once late. */
    ttlSeconds: integer('ttl_seconds').notNull(),
    isUrgent: boolean('is_urgent').notNull().default(false),
    status: text('status', { enum: ['pending', 'sent', 'failed', 'expired'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: at('sent_at'),
  },
  (t) => [
    uniqueIndex('push_outbox_dedupe_subscription_idx').on(t.dedupeKey, t.subscriptionId),
    index('push_outbox_status_next_idx').on(t.status, t.nextAttemptAt),
  ],
);

/**
 * One-click unsubscribe links (RFC 8058): each notification email a person can turn off carries
 * its own secret, bound to the person and the kind. Only the secret's SHA-256 is kept (tokens
 * service), so a copy of the database unsubscribes no one. A link works for a year; expired rows
 * are swept daily (decision 028).
 */
export const emailUnsubscribeTokens = pgTable(
  'email_unsubscribe_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A notification kind (shared/notifications.ts). */
    kind: text('kind').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('email_unsubscribe_tokens_hash_idx').on(t.tokenHash),
    index('email_unsubscribe_tokens_user_idx').on(t.userId),
    index('email_unsubscribe_tokens_expires_idx').on(t.expiresAt),
  ],
);
