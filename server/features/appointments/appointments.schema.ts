import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { APPOINTMENT_REMINDERS, APPOINTMENT_TYPES } from '../../../shared/appointments';
import { createdAt, at } from '../../db/columns';
import { users } from '../../platform/auth/auth.schema';
import { circleIdColumn } from '../../platform/circles/circles.schema';
import { images } from '../../platform/images/images.schema';

/**
 * An appointment of the care recipient. Times are instants; `timeZone` is the recipient's zone when
 * it was saved, in which its date and times were entered and are shown.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    circleId: circleIdColumn(),
    title: text('title').notNull(),
    type: text('type', { enum: APPOINTMENT_TYPES }).notNull(),
    provider: text('provider'),
    location: text('location'),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    timeZone: text('time_zone').notNull(),
    /** The member taking them. */
    assigneeUserId: uuid('assignee_user_id').references(() => users.id, { onDelete: 'set null' }),
    transportNotes: text('transport_notes'),
    questions: text('questions'),
    notesAfter: text('notes_after'),
    attachmentImageId: uuid('attachment_image_id').references(() => images.id, {
      onDelete: 'set null',
    }),
    cancelledAt: at('cancelled_at'),
    /**
     * The iCalendar SEQUENCE: raised in the transaction that moves the start or end, so calendars
     * that already hold the appointment take the new time (RFC 5545 section 3.8.7.4).
     */
    sequence: integer('sequence').notNull().default(0),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [index('appointments_circle_starts_idx').on(t.circleId, t.startsAt)],
);

/**
 * The reminders an appointment will send, planned when it is saved and claimed by the sweeper
 * with SKIP LOCKED when due. Rescheduling moves them and sends them again.
 */
export const appointmentReminders = pgTable(
  'appointment_reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    circleId: circleIdColumn(),
    kind: text('kind', { enum: APPOINTMENT_REMINDERS }).notNull(),
    dueAt: at('due_at').notNull(),
    sentAt: at('sent_at'),
  },
  (t) => [
    uniqueIndex('appointment_reminders_appointment_kind_idx').on(t.appointmentId, t.kind),
    index('appointment_reminders_due_idx')
      .on(t.dueAt)
      .where(sql`${t.sentAt} is null`),
  ],
);

/** A member's private calendar feed (ICS). Only the SHA-256 of its token is stored. */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    circleId: circleIdColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    lastUsedAt: at('last_used_at'),
    revokedAt: at('revoked_at'),
  },
  (t) => [
    uniqueIndex('calendar_feeds_token_hash_idx').on(t.tokenHash),
    index('calendar_feeds_circle_user_idx').on(t.circleId, t.userId),
  ],
);
