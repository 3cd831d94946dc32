import { useQuery } from '@tanstack/react-query';
import {
  PLAN_RHYTHM_LABELS,
  PLAN_RHYTHM_VALUES,
  PLAN_SECTION_LABELS,
  PLAN_SECTIONS,
} from '../../../shared/care-plans';
import { carePlansApi } from '../../../shared/care-plans.contract';
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
import { useCarePlanMutations } from './care-plans.queries';
import { AssigneeOptions } from '../tasks/assignee-options.part';

/** An item of the family's own: it becomes a task in the hub like the template's items. */
export function OwnItemForm({ circleId }: { circleId: string }) {
  const { data: members = [] } = useQuery(membersQuery(circleId));
  const { addItem } = useCarePlanMutations(circleId);
  const {
    field,
    submit,
    reset,
    formState: { errors, isSubmitting },
  } = useContractForm(carePlansApi.addItem, {
    defaultValues: {
      section: 'goals',
      title: '',
      why: '',
      assigneeUserId: null,
      dueDate: '',
      rhythm: 'once',
    },
  });
  const handleSave = submit(async (input) => {
    await addItem.mutateAsync(input);
    toast({ title: 'Added to the plan and to the family hub' });
    reset();
  });
  return (
    <form onSubmit={handleSave} noValidate className="grid gap-4">
      <SelectField label="Section" {...field('section')}>
        <LabelledOptions values={PLAN_SECTIONS} labels={PLAN_SECTION_LABELS} />
      </SelectField>
      <TextField label="What needs doing" autoComplete="off" {...field('title')} />
      <TextAreaField label="Why it matters (optional)" {...field('why')} />
      <SelectField
        label="Who will do it"
        {...field('assigneeUserId', { setValueAs: (value: string) => value || null })}
      >
        <AssigneeOptions members={members} />
      </SelectField>
      <SelectField label="How often" {...field('rhythm')}>
        <LabelledOptions values={PLAN_RHYTHM_VALUES} labels={PLAN_RHYTHM_LABELS} />
      </SelectField>
      <TextField
        label="Due or first date"
        hint="Needed when it repeats every day, week or month."
        type="date"
        {...field('dueDate')}
      />
      <FormAlert message={errors.root?.message} />
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Add to the plan'}
        </Button>
      </div>
    </form>
  );
}
