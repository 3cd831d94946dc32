import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { todayIn } from '../../../shared/local-dates';
import { OPEN_TASK_STATUSES, TASK_STATUS_LABELS } from '../../../shared/tasks';
import { StandaloneLink } from '../../components/links';
import { Notice } from '../../components/notice';
import { Section } from '../../components/section';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { LabelledOptions, SelectField } from '../../components/ui/form-field';
import { Page } from '../../components/ui/page';
import { toast } from '../../components/ui/use-toast';
import { membersQuery, useCurrentCircle } from '../circles/circles.queries';
import { useCoordinationEvents } from '../dashboard/dashboard.queries';
import { StatusBadge } from './status-badge.part';
import { TaskActions } from './task-actions';
import { TaskComments } from './task-comments';
import { TaskMeta } from './task-card.part';
import { TaskForm } from './task-form';
import { taskQuery, useTaskMutations } from './tasks.queries';
import { describeError } from '../../lib/api';

const failed = (error: unknown) =>
  toast({
    variant: 'destructive',
    title: 'That did not work',
    description: describeError(error) ?? 'Please try again.',
  });

/** One task: what it is, who does it, its comments, and (for caregivers) changing it. */
export default function TaskScreen() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { circleId, circle } = useCurrentCircle();
  useCoordinationEvents(circleId);
  const { data: task, isError } = useQuery(taskQuery(circleId, id));
  const { data: members = [] } = useQuery(membersQuery(circleId));
  const { assign, setStatus, remove } = useTaskMutations(circleId);
  const [isEditing, setIsEditing] = useState(false);

  if (isError || !circleId) {
    return (
      <Page title="Task">
        <Notice title="We could not find that task" tone="danger">
          <p>It may have been deleted.</p>
          <StandaloneLink to="/tasks">Back to family tasks</StandaloneLink>
        </Notice>
      </Page>
    );
  }
  if (!task) return <Page title="Task" />;
  const today = todayIn(circle?.timeZone ?? 'America/New_York');
  const mayWork = task.canEdit || task.isMine;
  return (
    <Page title={task.title}>
      <StandaloneLink to="/tasks">Back to family tasks</StandaloneLink>
      <div className="flex flex-wrap items-center gap-3">
        <StatusBadge status={task.status} />
        <TaskMeta task={task} today={today} />
      </div>
      {task.notes ? <p className="whitespace-pre-line">{task.notes}</p> : null}
      <TaskActions circleId={circleId} task={task} />
      {mayWork && task.status !== 'completed' ? (
        <SelectField
          label="Status"
          value={task.status}
          onChange={(event) =>
            setStatus
              .mutateAsync({
                id,
                status: event.target.value as (typeof OPEN_TASK_STATUSES)[number],
              })
              .catch(failed)
          }
        >
          <LabelledOptions values={OPEN_TASK_STATUSES} labels={TASK_STATUS_LABELS} />
        </SelectField>
      ) : null}
      {task.canEdit && task.status !== 'completed' ? (
        <SelectField
          label="Give it to"
          value={task.assignee?.userId ?? ''}
          onChange={(event) =>
            assign
              .mutateAsync({ id, assigneeUserId: event.target.value || null })
              .then((saved) =>
                toast({
                  title: saved.assignee
                    ? `Given to ${saved.assignee.name}`
                    : 'Anyone can take it now',
                }),
              )
              .catch(failed)
          }
        >
          <option value="">Anyone</option>
          {members.map((member) => (
            <option key={member.userId} value={member.userId}>
              {member.isYou ? `${member.name} (you)` : member.name}
            </option>
          ))}
        </SelectField>
      ) : null}

      <TaskComments circleId={circleId} task={task} />

      {task.canEdit ? (
        <Section title="Change this task">
          {isEditing ? (
            <TaskForm circleId={circleId} task={task} onDone={() => setIsEditing(false)} />
          ) : (
            <div className="flex flex-wrap gap-3">
              <Button variant="secondary" onClick={() => setIsEditing(true)}>
                Edit task
              </Button>
              <ConfirmDialog
                trigger={<Button variant="danger">Delete task</Button>}
                title="Delete this task?"
                description={<p>“{task.title}” and its comments will be gone for everyone.</p>}
                confirmLabel="Delete"
                onConfirm={() =>
                  remove.mutateAsync(id).then(() => {
                    toast({ title: 'Task deleted' });
                    void navigate('/tasks');
                  }, failed)
                }
              />
            </div>
          )}
        </Section>
      ) : null}
    </Page>
  );
}
