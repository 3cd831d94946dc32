import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at } from '../../db/columns';
import { users } from '../../platform/auth/auth.schema';
import { circleIdColumn } from '../../platform/circles/circles.schema';

/**
 * A routine the family made from its own photos for sequence memory (decision 056): a title
 * ("Making Sunday pancakes") and three to six steps, each one of the circle's photos with a short
 * label, in order. The steps name photos by id: a removed photo's step is left out when the
 * sequence is read (and comes back if the photo is restored).
 */
export const activityFamilySequences = pgTable(
  'activity_family_sequences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    circleId: circleIdColumn(),
    title: text('title').notNull(),
    steps: jsonb('steps').$type<{ photoId: string; label: string }[]>().notNull(),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [index('activity_family_sequences_circle_idx').on(t.circleId, t.updatedAt)],
);
