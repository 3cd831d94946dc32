import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  TASK_RECURRENCE_LABELS,
  TASK_RECURRENCES,
  type Task,
  taskInputSchema,
} from '../../../shared/tasks';
import { Button } from '../../components/ui/button';
import { SelectField, TextAreaField, TextField } from '../../components/ui/form-field';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { membersQuery } from '../circles/circles.queries';
import { useTaskMutations } from './tasks.queries';

type Input = z.input<typeof taskInputSchema>;
type Output = z.output<typeof taskInputSchema>;

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
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Output>({
    resolver: zodResolver(taskInputSchema),
    defaultValues: {
      title: task?.title ?? '',
      notes: task?.notes ?? '',
      assigneeUserId: task?.assignee?.userId ?? null,
      dueDate: task?.dueDate ?? '',
      recurrence: task?.recurrence ?? 'none',
      status: 'pending',
    },
  });
  const handleSave = handleSubmit(async (input) => {
    try {
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
    } catch (error) {
      setError('root', { message: describeError(error) ?? 'Please try again.' });
    }
  });
  return (
    <form onSubmit={handleSave} noValidate className="grid gap-4">
      <TextField
        label="What needs doing"
        autoComplete="off"
        error={errors.title?.message}
        {...register('title')}
      />
      <SelectField
        label="Who will do it"
        error={errors.assigneeUserId?.message}
        {...register('assigneeUserId', { setValueAs: (value: string) => value || null })}
      >
        <option value="">Anyone (they can say “I’ll do it”)</option>
        {members.map((member) => (
          <option key={member.userId} value={member.userId}>
            {member.isYou ? `${member.name} (you)` : member.name}
          </option>
        ))}
      </SelectField>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Due date (optional)"
          type="date"
          error={errors.dueDate?.message}
          {...register('dueDate')}
        />
        <SelectField label="Repeats" error={errors.recurrence?.message} {...register('recurrence')}>
          {TASK_RECURRENCES.map((value) => (
            <option key={value} value={value}>
              {TASK_RECURRENCE_LABELS[value]}
            </option>
          ))}
        </SelectField>
      </div>
      <TextAreaField
        label="Notes (optional)"
        hint="Where, which pharmacy, phone numbers: whatever helps."
        error={errors.notes?.message}
        {...register('notes')}
      />
      {errors.root ? (
        <p role="alert" className="text-danger font-medium">
          {errors.root.message}
        </p>
      ) : null}
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
