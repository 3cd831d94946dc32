import { date, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { TASK_RECURRENCES, TASK_STATUSES } from '../../../shared/tasks';
import { createdAt, at } from '../../db/columns';
import { users } from '../../platform/auth/auth.schema';
import { circleIdColumn } from '../../platform/circles/circles.schema';

/** The family task hub. A repeating task makes its next one when it is completed. */
export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    circleId: circleIdColumn(),
    title: text('title').notNull(),
    notes: text('notes'),
    assigneeUserId: uuid('assignee_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** A local date in the care recipient's time zone. */
    dueDate: date('due_date', { mode: 'string' }),
    recurrence: text('recurrence', { enum: TASK_RECURRENCES }).notNull().default('none'),
    status: text('status', { enum: TASK_STATUSES }).notNull().default('pending'),
    /** What completing replaced, so that undo puts it back. */
    statusBeforeCompletion: text('status_before_completion', { enum: TASK_STATUSES }),
    completedAt: at('completed_at'),
    completedByUserId: uuid('completed_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    /** The next occurrence this completion made (a repeating task); undo removes it. */
    nextTaskId: uuid('next_task_id'),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    index('tasks_circle_status_due_idx').on(t.circleId, t.status, t.dueDate),
    index('tasks_circle_completed_idx').on(t.circleId, t.completedAt),
  ],
);

export const taskComments = pgTable(
  'task_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    circleId: circleIdColumn(),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('task_comments_task_idx').on(t.taskId, t.createdAt)],
);
