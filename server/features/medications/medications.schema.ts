import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  DOSE_STATUSES,
  MEDICATION_FORMS,
  MEDICATION_STATUSES,
  type Schedule,
} from '../../../shared/medications';
import { createdAt, at } from '../../db/columns';
import { users } from '../../platform/auth/auth.schema';
import { careCircles, circleIdColumn } from '../../platform/circles/circles.schema';
import { images } from '../../platform/images/images.schema';

/** A medicine the care recipient takes, with its schedule in their local time. */
export const medications = pgTable(
  'medications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    circleId: circleIdColumn(),
    name: text('name').notNull(),
    strength: text('strength').notNull().default(''),
    form: text('form', { enum: MEDICATION_FORMS }).notNull(),
    doseAmount: doublePrecision('dose_amount').notNull(),
    doseUnit: text('dose_unit').notNull(),
    instructions: text('instructions').notNull().default(''),
    prescriber: text('prescriber').notNull().default(''),
    pharmacy: text('pharmacy').notNull().default(''),
    purpose: text('purpose').notNull().default(''),
    photoId: uuid('photo_id').references(() => images.id, { onDelete: 'set null' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    schedule: jsonb('schedule').$type<Schedule>().notNull(),
    status: text('status', { enum: MEDICATION_STATUSES }).notNull().default('active'),
    pillsOnHand: doublePrecision('pills_on_hand'),
    stockPerDose: doublePrecision('stock_per_dose'),
    refillThreshold: doublePrecision('refill_threshold'),
    /** Set when the low-stock reminder went out; cleared by a restock. */
    refillNotifiedAt: at('refill_notified_at'),
    /** Doses before this moment are never planned (the schedule took effect then). */
    planFrom: timestamp('plan_from', { withTimezone: true }).notNull(),
    /** Dose events exist up to this moment; the planner extends it. */
    plannedUntil: timestamp('planned_until', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('medications_circle_idx').on(t.circleId),
    index('medications_status_planned_idx').on(t.status, t.plannedUntil),
  ],
);

/**
 * One dose: planned ahead from a schedule (unique on medication, local date and local time, so
 * planning twice never doubles a dose), or logged on demand for an as-needed medicine. What it
 * was (name, amount) is copied in, so editing the medicine never rewrites the past.
 */
export const doseEvents = pgTable(
  'dose_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    circleId: circleIdColumn(),
    medicationId: uuid('medication_id')
      .notNull()
      .references(() => medications.id, { onDelete: 'cascade' }),
    medicationName: text('medication_name').notNull(),
    doseAmount: doublePrecision('dose_amount').notNull(),
    doseUnit: text('dose_unit').notNull(),
    instructions: text('instructions').notNull().default(''),
    isAsNeeded: boolean('is_as_needed').notNull().default(false),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    localTime: text('local_time').notNull(),
    timeZone: text('time_zone').notNull(),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    /** When the pre-dose reminder is due (the dose itself when the lead is 0). */
    remindAt: timestamp('remind_at', { withTimezone: true }).notNull(),
    /** When an unlogged dose becomes missed. */
    missAt: timestamp('miss_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: DOSE_STATUSES }).notNull().default('pending'),
    isLate: boolean('is_late').notNull().default(false),
    reminderSentAt: at('reminder_sent_at'),
    dueSentAt: at('due_sent_at'),
    repeatsSent: integer('repeats_sent').notNull().default(0),
    lastAlertAt: at('last_alert_at'),
    missedAt: at('missed_at'),
    takenAt: at('taken_at'),
    loggedByUserId: uuid('logged_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    loggedAt: at('logged_at'),
    skipReason: text('skip_reason'),
    notes: text('notes'),
    photoId: uuid('photo_id').references(() => images.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('dose_events_schedule_key_idx')
      .on(t.medicationId, t.localDate, t.localTime)
      .where(sql`not ${t.isAsNeeded}`),
    index('dose_events_circle_date_idx').on(t.circleId, t.localDate),
    index('dose_events_pending_remind_idx')
      .on(t.remindAt)
      .where(sql`${t.status} = 'pending' and ${t.reminderSentAt} is null`),
    index('dose_events_pending_due_idx')
      .on(t.scheduledAt)
      .where(sql`${t.status} = 'pending' and ${t.dueSentAt} is null`),
    index('dose_events_pending_miss_idx')
      .on(t.missAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** A circle's reminder settings. */
export const medicationSettings = pgTable('medication_settings', {
  circleId: uuid('circle_id')
    .primaryKey()
    .references(() => careCircles.id, { onDelete: 'cascade' }),
  reminderLeadMinutes: integer('reminder_lead_minutes').notNull().default(15),
  graceMinutes: integer('grace_minutes').notNull().default(30),
  repeatEveryMinutes: integer('repeat_every_minutes'),
  /** The local date whose evening summary went out last. */
  lastSummaryDate: date('last_summary_date', { mode: 'string' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
