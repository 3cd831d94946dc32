import { can } from '../../../shared/permissions';
import { forbidden } from '../../lib/errors';
import type { CircleActor } from '../../platform/circles/circles.policy';

type TaskLike = { assigneeUserId: string | null; status: string };

export const NOT_YOUR_TASK_MESSAGE =
  'This task is someone else’s. Ask a caregiver to give it to you if you would like to do it.';

/** Caregivers run the hub; a family member works on the tasks that are theirs. */
export const mayWork = (actor: CircleActor, task: TaskLike): boolean =>
  can(actor.role, 'care.manage') || task.assigneeUserId === actor.user.id;

/** "I'll do it": anyone may take a task nobody has, or their own; caregivers any open task. */
export const mayClaim = (actor: CircleActor, task: TaskLike): boolean =>
  task.status !== 'completed' &&
  (can(actor.role, 'care.manage') ||
    task.assigneeUserId === null ||
    task.assigneeUserId === actor.user.id);

export function assertMayWork(actor: CircleActor, task: TaskLike): void {
  if (!mayWork(actor, task)) throw forbidden(NOT_YOUR_TASK_MESSAGE);
}

export function assertMayClaim(actor: CircleActor, task: TaskLike): void {
  if (!mayClaim(actor, task)) throw forbidden(NOT_YOUR_TASK_MESSAGE);
}
