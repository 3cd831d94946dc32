import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Append-only: the application inserts rows and never updates or deletes them. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    circleId: uuid('circle_id'),
    actorUserId: uuid('actor_user_id'),
    action: text('action').notNull(),
    subject: text('subject'),
    /** A few plain words for the log, e.g. which fields changed; never the health data itself. */
    detail: text('detail'),
    ip: text('ip'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('audit_events_circle_id_idx').on(t.circleId, t.id),
    // "Viewed within the hour?" (views are logged at most hourly per person).
    index('audit_events_circle_actor_action_idx').on(t.circleId, t.actorUserId, t.action, t.at),
  ],
);
