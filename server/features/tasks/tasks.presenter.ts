import { can } from '../../../shared/permissions';
import type { Task, TaskDetail } from '../../../shared/tasks';
import type { CircleActor } from '../../platform/circles/circles.policy';
import type { taskComments, tasks } from './tasks.schema';
import { mayClaim } from './tasks.policy';

export type TaskWithNames = typeof tasks.$inferSelect & {
  assigneeName: string | null;
  completedByName: string | null;
  createdByName: string | null;
  commentCount: number;
};

export const presentTask = (row: TaskWithNames, actor: CircleActor): Task => ({
  id: row.id,
  title: row.title,
  notes: row.notes,
  assignee:
    row.assigneeUserId && row.assigneeName
      ? { userId: row.assigneeUserId, name: row.assigneeName }
      : null,
  dueDate: row.dueDate,
  recurrence: row.recurrence,
  status: row.status,
  completedAt: row.completedAt?.toISOString() ?? null,
  completedBy: row.completedByName,
  createdBy: row.createdByName,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  commentCount: row.commentCount,
  isMine: row.assigneeUserId === actor.user.id,
  // "I'll do it" is offered on what is not already the person's own.
  canTake: mayClaim(actor, row) && row.assigneeUserId !== actor.user.id,
  canEdit: can(actor.role, 'care.manage'),
});

export const presentTaskDetail = (
  task: TaskWithNames,
  comments: { comment: typeof taskComments.$inferSelect; author: string | null }[],
  actor: CircleActor,
): TaskDetail => ({
  ...presentTask(task, actor),
  comments: comments.map(({ comment, author }) => ({
    id: comment.id,
    author,
    body: comment.body,
    createdAt: comment.createdAt.toISOString(),
  })),
});
