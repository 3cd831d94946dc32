import { defineAuditActions } from '../../platform/audit/audit-actions';

export const tasksAudit = defineAuditActions({
  'task.created': 'Added a task',
  'task.updated': 'Changed a task',
  'task.assigned': 'Gave a task to someone',
  'task.claimed': 'Said they will do a task',
  'task.status_changed': 'Changed a task’s status',
  'task.completed': 'Completed a task',
  'task.reopened': 'Undid completing a task',
  'task.deleted': 'Deleted a task',
  'task.commented': 'Commented on a task',
});
