import { doublePrecision, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CRISIS_ANSWERS, CRISIS_TYPES } from '../../../shared/crisis';
import { at } from '../../db/columns';
import { emergencyContacts } from '../emergency/emergency.schema';
import { users } from '../../platform/auth/auth.schema';
import { circleIdColumn } from '../../platform/circles/circles.schema';

/**
 * A crisis alert ("Alert my family now"). The phone that sends it picks `client_request_id`, so a
 * retry on a bad connection finds the alert already sent instead of sending it twice.
 */
export const crisisAlerts = pgTable(
  'crisis_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    circleId: circleIdColumn(),
    senderUserId: uuid('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
    clientRequestId: uuid('client_request_id').notNull(),
    type: text('type', { enum: CRISIS_TYPES }),
    note: text('note'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    accuracyMeters: doublePrecision('accuracy_meters'),
    createdAt: at('created_at').notNull(),
    resolvedAt: at('resolved_at'),
    resolvedByUserId: uuid('resolved_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    resolutionNote: text('resolution_note'),
  },
  (t) => [
    uniqueIndex('crisis_alerts_request_idx').on(t.circleId, t.clientRequestId),
    index('crisis_alerts_circle_created_idx').on(t.circleId, t.createdAt),
  ],
);

/**
 * Everyone an alert went to: members of the circle, and emergency contacts with an email (who
 * answer through a link of their own, stored as a hash), with their answer.
 */
export const crisisAlertRecipients = pgTable(
  'crisis_alert_recipients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    alertId: uuid('alert_id')
      .notNull()
      .references(() => crisisAlerts.id, { onDelete: 'cascade' }),
    circleId: circleIdColumn(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    contactId: uuid('contact_id').references(() => emergencyContacts.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email'),
    /** The email's outbox key, to show whether it has gone out. */
    emailDedupeKey: text('email_dedupe_key'),
    answerTokenHash: text('answer_token_hash'),
    answer: text('answer', { enum: CRISIS_ANSWERS }),
    answeredAt: at('answered_at'),
  },
  (t) => [
    index('crisis_alert_recipients_alert_idx').on(t.alertId),
    uniqueIndex('crisis_alert_recipients_token_idx').on(t.answerTokenHash),
  ],
);
