import { z } from 'zod';
import { enteredDate } from './entered-dates';
import { personRefSchema } from './appointments';

/** Spec §3's task statuses, in the order the hub shows them. */
export const TASK_STATUSES = ['pending', 'in_progress', 'scheduled', 'completed'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
export const OPEN_TASK_STATUSES = ['pending', 'in_progress', 'scheduled'] as const;

export const TASK_STATUS_LABELS: Record<TaskStatus, string> = {
  pending: 'Pending',
  in_progress: 'In progress',
  scheduled: 'Scheduled',
  completed: 'Completed',
};

/** Spec §4: completed green, in_progress blue, pending orange, scheduled and anything else gray. */
export type StatusTone = 'green' | 'blue' | 'orange' | 'gray';
export function statusTone(status: string): StatusTone {
  switch (status) {
    case 'completed':
      return 'green';
    case 'in_progress':
      return 'blue';
    case 'pending':
      return 'orange';
    default:
      return 'gray';
  }
}

/** The words that always go with the colour; an unknown status is shown as it is. */
export const statusLabel = (status: string): string =>
  (TASK_STATUS_LABELS as Record<string, string>)[status] ?? status.replace(/_/g, ' ');

/** How a task repeats; each completion makes the next one, stepping in the recipient's dates. */
export const TASK_RECURRENCES = [
  'none',
  'daily',
  'weekly',
  'monthly',
  'every_3_months',
  'yearly',
] as const;
export type TaskRecurrence = (typeof TASK_RECURRENCES)[number];
export const TASK_RECURRENCE_LABELS: Record<TaskRecurrence, string> = {
  none: 'Does not repeat',
  daily: 'Every day',
  weekly: 'Every week',
  monthly: 'Every month',
  every_3_months: 'Every 3 months',
  yearly: 'Every year',
};

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

export const TASK_EVENTS = { changed: 'tasks.changed' } as const;
