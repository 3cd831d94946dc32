/**
 * What screens need of family tasks without the schemas in `tasks.ts`, which re-exports all of it:
 * a screen a visit starts on must not load zod (client/app/first-screen-code.test.ts).
 */

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

/** The ways a task can repeat; a care plan's rhythms are the same ones (decision 035). */
export const TASK_REPEATS = ['daily', 'weekly', 'monthly', 'every_3_months', 'yearly'] as const;
export type TaskRepeat = (typeof TASK_REPEATS)[number];
export const TASK_REPEAT_LABELS: Record<TaskRepeat, string> = {
  daily: 'Every day',
  weekly: 'Every week',
  monthly: 'Every month',
  every_3_months: 'Every 3 months',
  yearly: 'Every year',
};

/** How a task repeats; each completion makes the next one, stepping in the recipient's dates. */
export const TASK_RECURRENCES = ['none', ...TASK_REPEATS] as const;

export type TaskRecurrence = (typeof TASK_RECURRENCES)[number];

export const TASK_RECURRENCE_LABELS: Record<TaskRecurrence, string> = {
  none: 'Does not repeat',
  ...TASK_REPEAT_LABELS,
};

export const TASK_EVENTS = { changed: 'tasks.changed' } as const;
