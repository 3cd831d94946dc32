import { useQuery } from '@tanstack/react-query';
import { TASK_RECURRENCE_LABELS, TASK_RECURRENCES, type Task } from '../../../shared/tasks';
import { tasksApi } from '../../../shared/tasks.contract';
import { Button } from '../../components/ui/button';
import {
  FormAlert,
  LabelledOptions,
  SelectField,
  TextAreaField,
  TextField,
} from '../../components/ui/form-field';
import { toast } from '../../components/ui/use-toast';
import { useContractForm } from '../../lib/use-contract-form';
import { membersQuery } from '../circles/circles.queries';
import { useTaskMutations } from './tasks.queries';
import { AssigneeOptions } from './assignee-options.part';

/** Add a task (or change one): what, for whom, by when, how often. */
export function TaskForm({
  circleId,
  task,
  onDone,
}: {
  circleId: string;
  task?: Task;
  onDone?: () => void;
}) {
  const { data: members = [] } = useQuery(membersQuery(circleId));
  const { save } = useTaskMutations(circleId);
  const {
    field,
    submit,
    reset,
    formState: { errors, isSubmitting },
  } = useContractForm(task ? tasksApi.update : tasksApi.create, {
    defaultValues: {
      title: task?.title ?? '',
      notes: task?.notes ?? '',
      assigneeUserId: task?.assignee?.userId ?? null,
      dueDate: task?.dueDate ?? '',
      recurrence: task?.recurrence ?? 'none',
      status: 'pending',
    },
  });
  const handleSave = submit(async (input) => {
    const saved = await save.mutateAsync({ id: task?.id, input });
    toast({
      title: task
        ? 'Task saved'
        : saved.assignee
          ? `Added. We let ${saved.assignee.name} know.`
          : 'Task added',
    });
    if (!task) reset();
    onDone?.();
  });
  return (
    <form onSubmit={handleSave} noValidate className="grid gap-4">
      <TextField label="What needs doing" autoComplete="off" {...field('title')} />
      <SelectField
        label="Who will do it"
        {...field('assigneeUserId', { setValueAs: (value: string) => value || null })}
      >
        <AssigneeOptions members={members} />
      </SelectField>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Due date (optional)" type="date" {...field('dueDate')} />
        <SelectField label="Repeats" {...field('recurrence')}>
          <LabelledOptions values={TASK_RECURRENCES} labels={TASK_RECURRENCE_LABELS} />
        </SelectField>
      </div>
      <TextAreaField
        label="Notes (optional)"
        hint="Where, which pharmacy, phone numbers: whatever helps."
        {...field('notes')}
      />
      <FormAlert message={errors.root?.message} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : task ? 'Save task' : 'Add task'}
        </Button>
        {onDone && task ? (
          <Button variant="secondary" onClick={onDone}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
