import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';

/**
 * Every email Kinwell sends is first a row here, written in the same transaction as the change
 * that causes it; unique on its key so a retried change never sends twice. Without SMTP the rows
 * stay here for staff to read.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dedupeKey: text('dedupe_key').notNull(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    /** The plain-text part. */
    text: text('text').notNull(),
    /** The HTML part; null on rows queued before emails had one (they go as text alone). */
    html: text('html'),
    /** A notification a person can turn off: its one-click address (List-Unsubscribe). */
    unsubscribeUrl: text('unsubscribe_url'),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('email_outbox_dedupe_key_idx').on(t.dedupeKey),
    index('email_outbox_status_next_idx').on(t.status, t.nextAttemptAt),
  ],
);
