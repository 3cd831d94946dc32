import { z } from 'zod';
import { enteredDate } from './entered-dates';
import { personRefSchema } from './appointments';
import { TASK_STATUSES, OPEN_TASK_STATUSES, TASK_RECURRENCES } from './tasks-basics';

// The words and helpers screens use without the schemas (client/app/first-screen-code.test.ts).
export * from './tasks-basics';

export const TASK_TITLE_MAX = 120;
export const TASK_NOTES_MAX = 2000;
export const TASK_COMMENT_MAX = 2000;

export const taskInputSchema = z
  .object({
    title: z
      .string({ error: 'Please say what needs doing' })
      .trim()
      .min(1, 'Please say what needs doing')
      .max(TASK_TITLE_MAX, `The task must be at most ${TASK_TITLE_MAX} characters`),
    notes: z
      .string()
      .trim()
      .max(TASK_NOTES_MAX, `Notes must be at most ${TASK_NOTES_MAX} characters`)
      .transform((value) => value || null)
      .nullable()
      .optional(),
    assigneeUserId: z.uuid({ error: 'Please choose someone from the list' }).nullable().optional(),
    dueDate: z
      .union([z.literal(''), enteredDate('Please enter a due date like 2026-03-01')])
      .transform((value) => value || null)
      .nullable()
      .optional(),
    recurrence: z.enum(TASK_RECURRENCES, { error: 'Please choose how often' }).default('none'),
    status: z
      .enum(['pending', 'scheduled'], { error: 'Please choose a status' })
      .default('pending'),
  })
  .refine((value) => value.recurrence === 'none' || Boolean(value.dueDate), {
    error: 'A repeating task needs a first due date',
    path: ['dueDate'],
  });
export type TaskInput = z.input<typeof taskInputSchema>;

export const taskStatusChangeSchema = z.object({
  status: z.enum(OPEN_TASK_STATUSES, { error: 'Please choose a status' }),
});

export const taskAssignSchema = z.object({
  assigneeUserId: z.uuid({ error: 'Please choose someone from the list' }).nullable(),
});

export const taskCommentInputSchema = z.object({
  body: z
    .string({ error: 'Please write a comment' })
    .trim()
    .min(1, 'Please write a comment')
    .max(TASK_COMMENT_MAX, `A comment must be at most ${TASK_COMMENT_MAX} characters`),
});

export const taskListQuerySchema = z.object({
  view: z.enum(['open', 'completed']).default('open'),
});

export const taskSchema = z.object({
  id: z.string(),
  title: z.string(),
  notes: z.string().nullable(),
  assignee: personRefSchema.nullable(),
  dueDate: z.string().nullable(),
  recurrence: z.enum(TASK_RECURRENCES),
  status: z.enum(TASK_STATUSES),
  completedAt: z.string().nullable(),
  completedBy: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  commentCount: z.number(),
  isMine: z.boolean(),
  /** What the signed-in person may do with it (the server checks again). */
  canTake: z.boolean(),
  canEdit: z.boolean(),
});
export type Task = z.infer<typeof taskSchema>;

export const taskCommentSchema = z.object({
  id: z.string(),
  author: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
});
export type TaskComment = z.infer<typeof taskCommentSchema>;

export const taskDetailSchema = taskSchema.extend({ comments: z.array(taskCommentSchema) });
export type TaskDetail = z.infer<typeof taskDetailSchema>;
