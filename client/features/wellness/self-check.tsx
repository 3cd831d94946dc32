import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import {
  HEALTH_QUESTION,
  SELF_CHECK_STATEMENTS,
  SELF_CHECK_STEM,
  type SelfCheckDto,
  STRESS_QUESTION,
} from '../../../shared/wellness';
import { wellnessApi } from '../../../shared/wellness.contract';
import { SelectField } from '../../components/ui/form-field';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { useContractDraftForm } from '../../lib/use-contract-form';
import { CrisisLine } from './crisis-line';
import { Suggestions } from './suggestions';
import { selfChecksQuery, useWellnessMutations } from './wellness.queries';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const RATINGS = Array.from({ length: 10 }, (_, index) => index + 1);

/** The answers as the form holds them: "Yes", "No" or nothing yet, and ratings as text. */
interface SelfCheckDraft {
  answers: string[];
  stress: string;
  health: string;
}
const EMPTY: SelfCheckDraft = {
  answers: SELF_CHECK_STATEMENTS.map(() => ''),
  stress: '',
  health: '',
};
/** A statement not answered yet is sent as nothing, which the schema refuses in its own words. */
const UNANSWERED = null as unknown as boolean;
const rating = (value: string) => (value === '' ? Number.NaN : Number(value));
const toBody = ({ answers, stress, health }: SelfCheckDraft) => ({
  answers: answers.map((answer) =>
    answer === 'Yes' ? true : answer === 'No' ? false : UNANSWERED,
  ),
  stress: rating(stress),
  health: rating(health),
});

function YesNo({ index, field }: { index: number; field: UseFormRegisterReturn }) {
  return (
    <fieldset className="border-border grid gap-2 border-b pb-3">
      <legend className="mb-2 font-semibold">
        {index + 1}. {SELF_CHECK_STATEMENTS[index]}
      </legend>
      <div className="flex flex-wrap gap-3">
        {['Yes', 'No'].map((label) => (
          <label
            key={label}
            className="border-border has-[:checked]:border-accent flex min-h-11 min-w-24 cursor-pointer items-center gap-2 rounded-lg border-2 px-4"
          >
            <input type="radio" value={label} className="h-5 w-5" {...field} />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A result in plain words, with what to do next and the crisis line. */
export function SelfCheckResult({ result }: { result: SelfCheckDto }) {
  return (
    <section aria-labelledby="self-check-result" className="grid gap-4">
      <h3 id="self-check-result" className="text-xl font-bold" tabIndex={-1}>
        Your result
      </h3>
      {result.isHighDistress ? (
        <p>
          <strong>Your answers suggest you are under a lot of strain right now.</strong> That is
          common for caregivers, and it is a sign to get some support for yourself, not a sign you
          are doing anything wrong.
        </p>
      ) : (
        <p>
          <strong>Your answers do not point to a high level of distress right now.</strong> Keep an
          eye on yourself: things can change quickly. Take this check again in a few weeks.
        </p>
      )}
      <p className="text-fg-muted">
        You answered “yes” to {result.yesCount} of 16 (counting “no” to feeling useful and to
        feeling supported). Stress: {result.stress} of 10. Health compared to last year:{' '}
        {result.health} of 10.
      </p>
      <h4 className="text-lg font-bold">What might help</h4>
      <Suggestions ids={result.suggestions} />
      <CrisisLine />
    </section>
  );
}

/** The AMA Caregiver Self-Assessment Questionnaire, answered and scored privately. */
export function SelfCheck() {
  const [result, setResult] = useState<SelfCheckDto | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const { take } = useWellnessMutations();
  const errorId = useId();
  const {
    register,
    submit,
    reset,
    formState: { errors, isSubmitting },
  } = useContractDraftForm(wellnessApi.takeSelfCheck, { defaultValues: EMPTY, toBody });
  // One message at a time, the first thing still missing, in the form's one alert.
  const error =
    errors.answers?.message ??
    errors.answers?.find?.((answer) => answer?.message)?.message ??
    errors.stress?.message ??
    errors.health?.message ??
    errors.root?.message;

  const handleSubmit = submit(async (body) => {
    setResult(await take.mutateAsync(body));
    setIsOpen(false);
    reset(EMPTY);
    requestAnimationFrame(() => document.getElementById('self-check-result')?.focus());
  });

  if (!isOpen) {
    return (
      <div className="grid gap-4">
        <div>{result ? <SelfCheckResult result={result} /> : null}</div>
        <div>
          <Button onClick={() => setIsOpen(true)}>
            {result ? 'Take the self-check again' : 'Start the self-check'}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form
      onSubmit={handleSubmit}
      className="grid gap-4"
      noValidate
      aria-describedby={error ? errorId : undefined}
    >
      <p>
        18 short questions, about 3 minutes. Only you will see your answers. Nobody in your care
        circle, and nobody at Kinwell, can see them.
      </p>
      <p className="font-semibold">{SELF_CHECK_STEM}</p>
      {SELF_CHECK_STATEMENTS.map((_, index) => (
        <YesNo key={index} index={index} field={register(`answers.${index}`)} />
      ))}
      <SelectField label={`17. ${STRESS_QUESTION}`} {...register('stress')}>
        <option value="">Choose a number</option>
        {RATINGS.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </SelectField>
      <SelectField label={`18. ${HEALTH_QUESTION}`} {...register('health')}>
        <option value="">Choose a number</option>
        {RATINGS.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </SelectField>
      {error ? (
        <p id={errorId} role="alert" className="text-danger font-medium">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={isSubmitting}>
          See my result
        </Button>
        <Button variant="secondary" onClick={() => setIsOpen(false)}>
          Not now
        </Button>
      </div>
      <p className="text-fg-muted text-sm">
        Caregiver Self-Assessment Questionnaire © American Medical Association. A guide, not a
        diagnosis.
      </p>
    </form>
  );
}

/** The person's earlier checks: a trend in words and numbers, each one removable. */
export function SelfCheckHistory() {
  const { data } = useQuery(selfChecksQuery());
  const { remove, removeAll } = useWellnessMutations();
  const checks = data?.selfChecks ?? [];
  if (checks.length === 0) {
    return (
      <p className="text-fg-muted">
        No self-checks yet. Your results will be kept here, for you alone.
      </p>
    );
  }
  const [latest, previous] = checks;
  const trend =
    latest && previous
      ? latest.stress < previous.stress
        ? `Your stress is lower than last time (${previous.stress} → ${latest.stress}).`
        : latest.stress > previous.stress
          ? `Your stress is higher than last time (${previous.stress} → ${latest.stress}).`
          : `Your stress is the same as last time (${latest.stress}).`
      : null;
  return (
    <div className="grid gap-3">
      {trend ? <p className="font-semibold">{trend}</p> : null}
      <ul className="grid gap-2">
        {checks.map((check) => (
          <li key={check.id}>
            <Card className="flex flex-wrap items-center justify-between gap-3">
              <span>
                <strong>{dateFormat.format(new Date(check.takenAt))}</strong>: stress {check.stress}{' '}
                of 10, {check.yesCount} “yes” of 16 —{' '}
                {check.isHighDistress ? 'a lot of strain' : 'no high distress'}
              </span>
              <Button
                variant="ghost"
                onClick={() => remove.mutate(check.id)}
                aria-label={`Delete the self-check of ${dateFormat.format(new Date(check.takenAt))}`}
              >
                Delete
              </Button>
            </Card>
          </li>
        ))}
      </ul>
      <div>
        <ConfirmDialog
          trigger={<Button variant="secondary">Delete all my results</Button>}
          title="Delete all your self-check results?"
          description={
            <p>Your answers and results will be gone for good. This cannot be undone.</p>
          }
          confirmLabel="Delete them all"
          onConfirm={() => removeAll.mutate()}
        />
      </div>
    </div>
  );
}
