import { useQuery } from '@tanstack/react-query';
import type { UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { CARE_PLAN_TEMPLATES } from '../../../shared/care-plan-templates';
import {
  type DementiaStage,
  PLAN_RHYTHM_LABELS,
  PLAN_RHYTHM_VALUES,
  PLAN_SECTION_LABELS,
  type PlanRhythm,
  type TemplateItem,
} from '../../../shared/care-plans';
import { carePlansApi } from '../../../shared/care-plans.contract';
import { shiftDate } from '../../../shared/local-dates';
import { Button } from '../../components/ui/button';
import { FormAlert, LabelledOptions, SelectField, TextField } from '../../components/ui/form-field';
import { toast } from '../../components/ui/use-toast';
import { useContractDraftForm } from '../../lib/use-contract-form';
import { membersQuery } from '../circles/circles.queries';
import { useCarePlanMutations } from './care-plans.queries';
import { SourceLink } from './template-items';
import { AssigneeOptions } from '../tasks/assignee-options.part';

/** One item of the template as the caregiver leaves it: kept or not, whose, and when. */
interface Choice {
  key: string;
  keep: boolean;
  assigneeUserId: string;
  dueDate: string;
  rhythm: PlanRhythm;
}

interface Draft {
  choices: Choice[];
}

type ChoicesForm = UseFormReturn<Draft>;

const tasks = (count: number) => `${count} ${count === 1 ? 'task' : 'tasks'}`;

/** Said before anything is added: how many tasks the plan makes, and how many are the caregiver's. */
export const tasksToMake = (count: number, yours: number): string =>
  count === 0
    ? 'Tick at least one item to make a plan.'
    : `This makes ${tasks(count)} in the family hub${yours > 0 ? `, ${yours} of them yours` : ''}.`;

/** A first date a little ahead, so a new plan does not start with everything due at once. */
const DAYS_AHEAD: Record<PlanRhythm, number> = {
  once: 14,
  daily: 1,
  weekly: 7,
  monthly: 30,
  every_3_months: 30,
  yearly: 60,
};

function ItemChoice({
  item,
  index,
  form,
  members,
}: {
  item: TemplateItem;
  index: number;
  form: ChoicesForm;
  members: { userId: string; name: string; isYou: boolean }[];
}) {
  const { register, watch } = form;
  const choice = watch(`choices.${index}`);
  const errors = form.formState.errors.choices?.[index];
  return (
    <li className="border-border grid gap-3 rounded-xl border p-4">
      <fieldset className="grid gap-3">
        <legend className="text-lg font-bold">{item.title}</legend>
        <p>{item.why}</p>
        <SourceLink source={item.source} />
        <label className="flex min-h-11 items-center gap-3 font-semibold">
          <input type="checkbox" className="h-6 w-6" {...register(`choices.${index}.keep`)} />
          Keep this item
        </label>
        {choice?.keep ? (
          <div className="grid gap-3 sm:grid-cols-3">
            <SelectField
              label="Who will do it"
              error={errors?.assigneeUserId?.message}
              {...register(`choices.${index}.assigneeUserId`)}
            >
              <AssigneeOptions members={members} />
            </SelectField>
            <SelectField
              label="How often"
              error={errors?.rhythm?.message}
              {...register(`choices.${index}.rhythm`, {
                // Whether the date may be left empty depends on this: check it again too.
                deps: [`choices.${index}.dueDate`],
              })}
            >
              <LabelledOptions values={PLAN_RHYTHM_VALUES} labels={PLAN_RHYTHM_LABELS} />
            </SelectField>
            <TextField
              label={choice.rhythm === 'once' ? 'Due date' : 'First date'}
              type="date"
              error={errors?.dueDate?.message}
              {...register(`choices.${index}.dueDate`)}
            />
          </div>
        ) : null}
      </fieldset>
    </li>
  );
}

/**
 * "Use this template": the caregiver keeps or drops each item and says who does it and when.
 * Items the plan already has are left out, so the next stage's template only adds.
 */
export function TemplateStep(props: {
  circleId: string;
  stage: DementiaStage;
  today: string;
  existingKeys: ReadonlySet<string>;
}) {
  const members = useQuery(membersQuery(props.circleId));
  if (members.isError) {
    return <p role="alert">The circle’s members could not be loaded. Please try again.</p>;
  }
  // The choices start from the members (the caregiver's own items are theirs), so wait for them.
  return members.data ? <TemplateChoices {...props} members={members.data} /> : <p>Loading…</p>;
}

function TemplateChoices({
  circleId,
  stage,
  today,
  existingKeys,
  members,
}: {
  circleId: string;
  stage: DementiaStage;
  today: string;
  existingKeys: ReadonlySet<string>;
  members: { userId: string; name: string; isYou: boolean }[];
}) {
  const template = CARE_PLAN_TEMPLATES[stage];
  const navigate = useNavigate();
  const me = members.find((member) => member.isYou)?.userId ?? '';
  const { applyTemplate } = useCarePlanMutations(circleId);
  const sections = template.sections
    .map((part) => ({ ...part, items: part.items.filter((item) => !existingKeys.has(item.key)) }))
    .filter((part) => part.items.length > 0);
  // Every item of the template in the order shown; the body lists only those kept.
  const items = sections.flatMap((part) => part.items);
  const keptOf = (draft: Draft) => draft.choices.filter((choice) => choice.keep);
  const form = useContractDraftForm(carePlansApi.applyTemplate, {
    defaultValues: {
      choices: items.map((item) => ({
        key: item.key,
        keep: item.suggested === true,
        assigneeUserId: item.owner === 'caregiver' ? me : '',
        dueDate: shiftDate(today, DAYS_AHEAD[item.rhythm]),
        rhythm: item.rhythm,
      })),
    },
    toBody: (draft) => ({
      stage,
      items: keptOf(draft).map((choice) => ({
        key: choice.key,
        assigneeUserId: choice.assigneeUserId || null,
        dueDate: choice.dueDate,
        rhythm: choice.rhythm,
      })),
    }),
    // A kept item's mistake goes beside its field; one about the whole list, to the form's alert.
    draftPathOf: ([list, index, ...field], draft) => {
      const key = typeof index === 'number' ? keptOf(draft)[index]?.key : undefined;
      const at = draft.choices.findIndex((choice) => choice.key === key);
      return list === 'items' && at >= 0 ? ['choices', at, ...field] : [];
    },
  });
  const choices = form.watch('choices');
  const kept = choices.filter((choice) => choice.keep);
  const yours = kept.filter((choice) => me !== '' && choice.assigneeUserId === me).length;
  const indexOf = new Map(items.map((item, at) => [item.key, at]));

  const onSubmit = form.submit(async (body) => {
    await applyTemplate.mutateAsync(body);
    toast({
      title: `Your plan is ready: ${body.items.length} items, each a task in the family hub.`,
    });
    await navigate('/care-plans');
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-6">
      <p>
        About 5 minutes. A few items to start with are ticked; tick more when you are ready, or come
        back for them later. Each item you keep becomes a task in the family hub, and the person you
        choose is told.
      </p>
      {sections.length === 0 ? <p>Your plan already has every item of this template.</p> : null}
      {sections.map((part) => (
        <section key={part.section} className="grid gap-3">
          <h2 className="text-2xl font-bold">{PLAN_SECTION_LABELS[part.section]}</h2>
          <ul className="grid gap-3">
            {part.items.map((item) => (
              <ItemChoice
                key={item.key}
                item={item}
                index={indexOf.get(item.key) ?? 0}
                form={form}
                members={members}
              />
            ))}
          </ul>
        </section>
      ))}
      <FormAlert message={form.formState.errors.root?.message} />
      <p aria-live="polite" className="text-lg font-semibold">
        {tasksToMake(kept.length, yours)}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={form.formState.isSubmitting || kept.length === 0}>
          {form.formState.isSubmitting
            ? 'Saving...'
            : `Add ${kept.length} ${kept.length === 1 ? 'item' : 'items'} to our plan`}
        </Button>
        <Button variant="secondary" onClick={() => void navigate('/care-plans')}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
