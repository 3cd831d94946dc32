import { boolean, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt } from '../../db/columns';
import { careCircles, circleIdColumn } from '../../platform/circles/circles.schema';

/**
 * A circle's Stripe customer and subscription, as Stripe last told us (decision 037). No row: the
 * circle never started paying, and its plan follows from its creation (the trial).
 */
export const circleSubscriptions = pgTable('circle_subscriptions', {
  circleId: uuid('circle_id')
    .primaryKey()
    .references(() => careCircles.id, { onDelete: 'cascade' }),
  stripeCustomerId: text('stripe_customer_id').notNull().unique(),
  stripeSubscriptionId: text('stripe_subscription_id'),
  /** Stripe's status: active, past_due, canceled, … ; null before the first subscription. */
  status: text('status'),
  currentPeriodEnd: at('current_period_end'),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  /** The first time the family paid (a conversion, for the staff's figures). */
  paidSince: at('paid_since'),
  /** When the family cancelled (at the end of a period or at once). */
  cancelledAt: at('cancelled_at'),
  createdAt: createdAt(),
  updatedAt: at('updated_at').notNull(),
});

/**
 * Every Stripe event handled, by its id: a delivery that comes again is answered and ignored.
 * It names no circle (what an event changed is in the audit log).
 */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: at('received_at').notNull(),
});

/** The trial's reminder emails sent to a circle, once each (7 days and 1 day before the end). */
export const trialReminders = pgTable(
  'trial_reminders',
  {
    circleId: circleIdColumn(),
    daysBefore: integer('days_before').notNull(),
    sentAt: at('sent_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.circleId, table.daysBefore] })],
);
