import { integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { at } from '../../db/columns';
import { users } from '../../platform/auth/auth.schema';
import { circleIdColumn } from '../../platform/circles/circles.schema';

/**
 * "What changed since you last looked", per person and circle: changes are the circle's audit
 * entries after `sinceAuditId` by someone else. A visit after a break moves the marker.
 */
export const dashboardMarkers = pgTable(
  'dashboard_markers',
  {
    circleId: circleIdColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sinceAuditId: integer('since_audit_id').notNull(),
    sinceAt: at('since_at').notNull(),
    lastVisitAuditId: integer('last_visit_audit_id').notNull(),
    lastVisitAt: at('last_visit_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.circleId, t.userId] })],
);
