import { boolean, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at } from '../../db/columns';
import { users } from '../../platform/auth/auth.schema';
import { careCircles, circleIdColumn } from '../../platform/circles/circles.schema';

/**
 * One self-check, the account's own (decision 036): no circle column, so it is in no circle's
 * export, and it goes when the account is deleted. Answers and the AMA score as worked out on
 * the day.
 */
export const wellnessSelfChecks = pgTable(
  'wellness_self_checks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    takenAt: at('taken_at').notNull(),
    /** Items 1–16, yes or no, as answered (not reversed). */
    answers: jsonb('answers').$type<boolean[]>().notNull(),
    stress: integer('stress').notNull(),
    health: integer('health').notNull(),
    yesCount: integer('yes_count').notNull(),
    isHighDistress: boolean('is_high_distress').notNull(),
  },
  (t) => [index('wellness_self_checks_user_taken_idx').on(t.userId, t.takenAt)],
);

/** A person's own wellness settings: the ZIP code for local help and the daily reminder. */
export const wellnessSettings = pgTable(
  'wellness_settings',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    zipCode: text('zip_code'),
    isReminderOn: boolean('is_reminder_on').notNull().default(false),
    /** Local wall-clock time (HH:MM) in the person's own time zone. */
    reminderTime: text('reminder_time').notNull().default('19:00'),
    /** The person's local date of the last reminder sent, so each day gets one at most. */
    lastRemindedOn: text('last_reminded_on'),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [index('wellness_settings_reminder_idx').on(t.isReminderOn)],
);

/** The circle's respite plan: what the person stepping in needs to know. */
export const respitePlans = pgTable('respite_plans', {
  circleId: uuid('circle_id')
    .primaryKey()
    .references(() => careCircles.id, { onDelete: 'cascade' }),
  notes: text('notes').notNull().default(''),
  updatedAt: at('updated_at').notNull(),
});

/** Someone who can step in: a member of the circle or anyone else the family trusts. */
export const respiteHelpers = pgTable(
  'respite_helpers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    circleId: circleIdColumn(),
    memberUserId: uuid('member_user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    phone: text('phone'),
    whenAndHowLong: text('when_and_how_long'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('respite_helpers_circle_idx').on(t.circleId, t.createdAt)],
);
