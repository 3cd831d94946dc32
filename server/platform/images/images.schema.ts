import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, bytea } from '../../db/columns';
import { users } from '../auth/auth.schema';
import { careCircles } from '../circles/circles.schema';

/**
 * Images people upload (the care recipient's photo, dose photos). Always re-encoded before they
 * are stored; served only to members of the circle.
 */
export const images = pgTable(
  'images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    circleId: uuid('circle_id')
      .notNull()
      .references(() => careCircles.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: bytea('bytes').notNull(),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [index('images_circle_idx').on(t.circleId)],
);
