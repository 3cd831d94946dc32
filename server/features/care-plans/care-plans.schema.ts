import { date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { PLAN_RHYTHM_VALUES, PLAN_SECTIONS } from '../../../shared/care-plans';
import { DEMENTIA_STAGES } from '../../../shared/care-recipient';
import { at, createdAt } from '../../db/columns';
import { users } from '../../platform/auth/auth.schema';
import { circleIdColumn } from '../../platform/circles/circles.schema';
import { tasks } from '../tasks/tasks.schema';

/** A circle's one care plan, made from a stage template or item by item. */
export const carePlans = pgTable(
  'care_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    circleId: circleIdColumn(),
    /** The template it was last made or extended from; null for a plan of the family's own. */
    stage: text('stage', { enum: DEMENTIA_STAGES }),
    notes: text('notes').notNull().default(''),
    reviewEveryMonths: integer('review_every_months').notNull().default(3),
    /** A local date in the care recipient's time zone. */
    nextReviewDate: date('next_review_date', { mode: 'string' }).notNull(),
    /** The review date the caregivers were last reminded of, so each is reminded once. */
    remindedForDate: date('reminded_for_date', { mode: 'string' }),
    lastReviewedAt: at('last_reviewed_at'),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('care_plans_circle_idx').on(t.circleId),
    index('care_plans_review_idx').on(t.nextReviewDate),
  ],
);

/** One item of the plan; the work itself is a task in the family hub (`taskId`). */
export const carePlanItems = pgTable(
  'care_plan_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    circleId: circleIdColumn(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => carePlans.id, { onDelete: 'cascade' }),
    section: text('section', { enum: PLAN_SECTIONS }).notNull(),
    /** The template item it came from; null for the family's own. */
    templateKey: text('template_key'),
    title: text('title').notNull(),
    why: text('why'),
    sourceName: text('source_name'),
    sourceUrl: text('source_url'),
    rhythm: text('rhythm', { enum: PLAN_RHYTHM_VALUES }).notNull(),
    taskId: uuid('task_id').references(() => tasks.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
    archivedAt: at('archived_at'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    index('care_plan_items_plan_idx').on(t.planId, t.section, t.position),
    uniqueIndex('care_plan_items_template_key_idx').on(t.planId, t.templateKey),
  ],
);
