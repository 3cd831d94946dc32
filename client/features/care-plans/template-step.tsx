import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
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
import { shiftDate } from '../../../shared/local-dates';
import { Button } from '../../components/ui/button';
import { FormAlert, LabelledOptions, SelectField, TextField } from '../../components/ui/form-field';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { membersQuery } from '../circles/circles.queries';
import { useCarePlanMutations } from './care-plans.queries';
import { SourceLink } from './template-items';
import { AssigneeOptions } from '../tasks/assignee-options.part';

interface Choice {
  keep: boolean;
  assigneeUserId: string;
  dueDate: string;
  rhythm: PlanRhythm;
}

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
  choice,
  members,
  onChange,
}: {
  item: TemplateItem;
  choice: Choice;
  members: { userId: string; name: string; isYou: boolean }[];
  onChange: (next: Partial<Choice>) => void;
}) {
  return (
    <li className="border-border grid gap-3 rounded-xl border p-4">
      <fieldset className="grid gap-3">
        <legend className="text-lg font-bold">{item.title}</legend>
        <p>{item.why}</p>
        <SourceLink source={item.source} />
        <label className="flex min-h-11 items-center gap-3 font-semibold">
          <input
            type="checkbox"
            className="h-6 w-6"
            checked={choice.keep}
            onChange={(event) => onChange({ keep: event.target.checked })}
          />
          Keep this item
        </label>
        {choice.keep ? (
          <div className="grid gap-3 sm:grid-cols-3">
            <SelectField
              label="Who will do it"
              value={choice.assigneeUserId}
              onChange={(event) => onChange({ assigneeUserId: event.target.value })}
            >
              <AssigneeOptions members={members} />
            </SelectField>
            <SelectField
              label="How often"
              value={choice.rhythm}
              onChange={(event) => onChange({ rhythm: event.target.value as PlanRhythm })}
            >
              <LabelledOptions values={PLAN_RHYTHM_VALUES} labels={PLAN_RHYTHM_LABELS} />
            </SelectField>
            <TextField
              label={choice.rhythm === 'once' ? 'Due date' : 'First date'}
              type="date"
              value={choice.dueDate}
              onChange={(event) => onChange({ dueDate: event.target.value })}
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
  const [error, setError] = useState<string | null>(null);
  const sections = template.sections
    .map((part) => ({ ...part, items: part.items.filter((item) => !existingKeys.has(item.key)) }))
    .filter((part) => part.items.length > 0);
  const [choices, setChoices] = useState<Record<string, Choice>>(() =>
    Object.fromEntries(
      sections.flatMap((part) =>
        part.items.map((item) => [
          item.key,
          {
            keep: item.suggested === true,
            assigneeUserId: item.owner === 'caregiver' ? me : '',
            dueDate: shiftDate(today, DAYS_AHEAD[item.rhythm]),
            rhythm: item.rhythm,
          },
        ]),
      ),
    ),
  );
  const choiceOf = (item: TemplateItem): Choice =>
    choices[item.key] ?? { keep: false, assigneeUserId: '', dueDate: '', rhythm: item.rhythm };
  const change = (key: string, next: Partial<Choice>) =>
    setChoices((all) => ({ ...all, [key]: { ...(all[key] as Choice), ...next } }));
  const kept = sections.flatMap((part) => part.items).filter((item) => choiceOf(item).keep);
  const yours = kept.filter((item) => me !== '' && choiceOf(item).assigneeUserId === me).length;

  const handleSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await applyTemplate.mutateAsync({
        stage,
        items: kept.map((item) => {
          const choice = choiceOf(item);
          return {
            key: item.key,
            assigneeUserId: choice.assigneeUserId || null,
            dueDate: choice.dueDate,
            rhythm: choice.rhythm,
          };
        }),
      });
      toast({ title: `Your plan is ready: ${kept.length} items, each a task in the family hub.` });
      await navigate('/care-plans');
    } catch (caught) {
      setError(describeError(caught) ?? 'Please try again.');
    }
  };

  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate className="grid gap-6">
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
                choice={choiceOf(item)}
                members={members}
                onChange={(next) => change(item.key, next)}
              />
            ))}
          </ul>
        </section>
      ))}
      <FormAlert message={error ?? undefined} />
      <p aria-live="polite" className="text-lg font-semibold">
        {tasksToMake(kept.length, yours)}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={applyTemplate.isPending || kept.length === 0}>
          {applyTemplate.isPending
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
