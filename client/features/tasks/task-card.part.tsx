import { MessageSquare, Repeat, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { formatShortDate } from '../../../shared/local-dates';
import type { Task } from '../../../shared/tasks';
import { TASK_RECURRENCE_LABELS } from '../../../shared/tasks-basics';
import { StatusBadge } from './status-badge.part';
import { TaskActions } from './task-actions';

/** Who and when, in words: "Sam Lopez · due Tue, Mar 10 (overdue)". */
export function TaskMeta({ task, today }: { task: Task; today: string }) {
  const isOverdue = task.status !== 'completed' && task.dueDate !== null && task.dueDate < today;
  return (
    <p className="text-fg-muted flex flex-wrap items-center gap-x-3 gap-y-1">
      <span className="inline-flex items-center gap-1">
        <UserRound aria-hidden="true" className="h-4 w-4" />
        {task.assignee ? (task.isMine ? 'You' : task.assignee.name) : 'Nobody yet'}
      </span>
      {task.dueDate ? (
        <span className={isOverdue ? 'text-danger font-semibold' : undefined}>
          Due {formatShortDate(task.dueDate)}
          {isOverdue ? ' (overdue)' : ''}
        </span>
      ) : null}
      {task.recurrence !== 'none' ? (
        <span className="inline-flex items-center gap-1">
          <Repeat aria-hidden="true" className="h-4 w-4" />
          {TASK_RECURRENCE_LABELS[task.recurrence]}
        </span>
      ) : null}
      {task.commentCount > 0 ? (
        <span className="inline-flex items-center gap-1">
          <MessageSquare aria-hidden="true" className="h-4 w-4" />
          {task.commentCount === 1 ? '1 comment' : `${task.commentCount} comments`}
        </span>
      ) : null}
      {task.status === 'completed' && task.completedBy ? (
        <span>Done by {task.completedBy}</span>
      ) : null}
    </p>
  );
}

/** One task in a list: its title links to the task, with its status and what to do next. */
export function TaskCard({
  circleId,
  task,
  today,
  headingLevel = 3,
}: {
  circleId: string;
  task: Task;
  today: string;
  headingLevel?: 3 | 4;
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <li className="border-border bg-bg grid gap-2 rounded-xl border p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Heading className="text-lg font-bold">
          <Link
            to={`/tasks/${task.id}`}
            className="inline-flex min-h-11 items-center underline underline-offset-4"
          >
            {task.title}
          </Link>
        </Heading>
        <StatusBadge status={task.status} />
      </div>
      <TaskMeta task={task} today={today} />
      <TaskActions circleId={circleId} task={task} />
    </li>
  );
}
