import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  ownPlanItemSchema,
  PLAN_RHYTHM_LABELS,
  PLAN_RHYTHM_VALUES,
  PLAN_SECTION_LABELS,
  PLAN_SECTIONS,
} from '../../../shared/care-plans';
import { Button } from '../../components/ui/button';
import { SelectField, TextAreaField, TextField } from '../../components/ui/form-field';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { membersQuery } from '../circles/circles.queries';
import { useCarePlanMutations } from './care-plans.queries';

type Input = z.input<typeof ownPlanItemSchema>;
type Output = z.output<typeof ownPlanItemSchema>;

/** An item of the family's own: it becomes a task in the hub like the template's items. */
export function OwnItemForm({ circleId }: { circleId: string }) {
  const { data: members = [] } = useQuery(membersQuery(circleId));
  const { addItem } = useCarePlanMutations(circleId);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Output>({
    resolver: zodResolver(ownPlanItemSchema),
    defaultValues: {
      section: 'goals',
      title: '',
      why: '',
      assigneeUserId: null,
      dueDate: '',
      rhythm: 'once',
    },
  });
  const handleSave = handleSubmit(async (input) => {
    try {
      await addItem.mutateAsync(input);
      toast({ title: 'Added to the plan and to the family hub' });
      reset();
    } catch (error) {
      setError('root', { message: describeError(error) ?? 'Please try again.' });
    }
  });
  return (
    <form onSubmit={handleSave} noValidate className="grid gap-4">
      <SelectField label="Section" error={errors.section?.message} {...register('section')}>
        {PLAN_SECTIONS.map((section) => (
          <option key={section} value={section}>
            {PLAN_SECTION_LABELS[section]}
          </option>
        ))}
      </SelectField>
      <TextField
        label="What needs doing"
        autoComplete="off"
        error={errors.title?.message}
        {...register('title')}
      />
      <TextAreaField
        label="Why it matters (optional)"
        error={errors.why?.message}
        {...register('why')}
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
      <SelectField label="How often" error={errors.rhythm?.message} {...register('rhythm')}>
        {PLAN_RHYTHM_VALUES.map((rhythm) => (
          <option key={rhythm} value={rhythm}>
            {PLAN_RHYTHM_LABELS[rhythm]}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Due or first date"
        hint="Needed when it repeats every day, week or month."
        type="date"
        error={errors.dueDate?.message}
        {...register('dueDate')}
      />
      {errors.root ? (
        <p role="alert" className="text-danger font-medium">
          {errors.root.message}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Add to the plan'}
        </Button>
      </div>
    </form>
  );
}
