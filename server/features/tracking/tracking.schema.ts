import { doublePrecision, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { type FallDetails, TRACKING_KINDS } from '../../../shared/tracking';
import { at } from '../../db/columns';
import { users } from '../../platform/auth/auth.schema';
import { circleIdColumn } from '../../platform/circles/circles.schema';

/** What the doctor will ask about: one observation, when it happened and who logged it. */
export const trackingEntries = pgTable(
  'tracking_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    circleId: circleIdColumn(),
    kind: text('kind', { enum: TRACKING_KINDS }).notNull(),
    value: doublePrecision('value'),
    /** The second number of a reading (diastolic blood pressure). */
    value2: doublePrecision('value2'),
    /** Only for a fall: where, any injury, what happened next. */
    fall: jsonb('fall').$type<Required<FallDetails>>(),
    note: text('note'),
    recordedAt: at('recorded_at').notNull(),
    loggedByUserId: uuid('logged_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('tracking_entries_circle_recorded_idx').on(t.circleId, t.recordedAt)],
);
