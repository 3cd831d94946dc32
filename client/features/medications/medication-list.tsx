import { Pill } from 'lucide-react';
import { useState } from 'react';
import {
  dosesPerDay,
  FORM_LABELS,
  formatDose,
  formatTimeOfDay,
  type Medication,
  WEEKDAY_LABELS,
} from '../../../shared/medications';
import { medicationsApi } from '../../../shared/medications.contract';
import { Notice } from '../../components/notice';
import { Button, ButtonLink } from '../../components/ui/button';
import { FormAlert, TextField } from '../../components/ui/form-field';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { useContractDraftForm } from '../../lib/use-contract-form';
import { useMedicationAction, useRestock } from './medications.queries';

/** "8:00 AM and 8:00 PM, every day", in plain words. */
export function describeSchedule(medication: Medication): string {
  const { schedule } = medication;
  switch (schedule.type) {
    case 'asNeeded':
      return `When needed: at least ${schedule.minIntervalMinutes / 60} hours apart, at most ${schedule.maxPerDay} a day`;
    case 'interval':
      return `${schedule.times.map(formatTimeOfDay).join(' and ')}, every ${schedule.everyDays} days`;
    case 'daily': {
      const days =
        schedule.weekdays.length === 7
          ? 'every day'
          : `on ${schedule.weekdays.map((d) => WEEKDAY_LABELS[d - 1]).join(', ')}`;
      return `${schedule.times.map(formatTimeOfDay).join(' and ')}, ${days}`;
    }
  }
}

const STATUS_WORDS = { active: 'Active', paused: 'Paused', stopped: 'Stopped' } as const;

/** After a refill: how many are on hand now. */
function RestockForm({ medication, onDone }: { medication: Medication; onDone: () => void }) {
  const restock = useRestock();
  const {
    field,
    submit,
    formState: { errors, isSubmitting },
  } = useContractDraftForm(medicationsApi.restock, {
    defaultValues: { pillsOnHand: '' },
    toBody: ({ pillsOnHand }: { pillsOnHand: string }) => ({
      // Nothing typed is not zero: the schema asks for the number.
      pillsOnHand: pillsOnHand.trim() === '' ? Number.NaN : Number(pillsOnHand),
    }),
  });
  const handleSubmit = submit(async ({ pillsOnHand }) => {
    await restock.mutateAsync({ id: medication.id, pillsOnHand });
    onDone();
  });
  return (
    <form className="grid gap-2" onSubmit={handleSubmit} noValidate>
      <div className="flex flex-wrap items-end gap-2">
        <TextField
          label={`How many ${medication.name} are on hand now?`}
          type="number"
          min="0"
          {...field('pillsOnHand')}
        />
        <Button type="submit" disabled={isSubmitting}>
          Save
        </Button>
      </div>
      <FormAlert message={errors.root?.message} />
    </form>
  );
}

function StockLine({ medication, canManage }: { medication: Medication; canManage: boolean }) {
  const [isRestocking, setIsRestocking] = useState(false);
  if (medication.pillsOnHand === null) return null;
  return (
    <div className="grid gap-2">
      <p className={medication.needsRefill ? 'text-danger font-semibold' : undefined}>
        {medication.needsRefill ? 'Refill soon: ' : ''}
        {medication.pillsOnHand} on hand
        {medication.runsOutOn && dosesPerDay(medication.schedule) > 0
          ? `, runs out about ${new Date(`${medication.runsOutOn}T12:00:00`).toLocaleDateString('en-US', { month: 'long', day: 'numeric' })}`
          : ''}
        .
      </p>
      {canManage && !isRestocking ? (
        <div>
          <Button variant="ghost" onClick={() => setIsRestocking(true)}>
            Update stock<span className="sr-only"> of {medication.name}</span>
          </Button>
        </div>
      ) : null}
      {isRestocking ? (
        <RestockForm medication={medication} onDone={() => setIsRestocking(false)} />
      ) : null}
    </div>
  );
}

/** Every medicine, with its schedule in words; caregivers can change, pause or stop each. */
export function MedicationList({
  medications,
  canManage,
}: {
  medications: Medication[];
  canManage: boolean;
}) {
  const action = useMedicationAction();
  if (medications.length === 0) {
    return (
      <Notice title="No medicines yet" icon={Pill}>
        <p>
          {canManage
            ? 'Add each medicine with its dose and times. Have the bottles or the pharmacy list nearby; each one takes about a minute.'
            : 'A caregiver in your circle adds medicines here.'}
        </p>
      </Notice>
    );
  }
  const run = (id: string, verb: 'pause' | 'resume' | 'stop', name: string) =>
    action.mutate(
      { id, action: verb },
      {
        onSuccess: () =>
          toast({
            title: `${name} ${verb === 'pause' ? 'paused' : verb === 'resume' ? 'resumed' : 'stopped'}`,
            variant: 'success',
          }),
        onError: (e) =>
          toast({ title: describeError(e) ?? 'Please try again.', variant: 'destructive' }),
      },
    );
  return (
    <ul className="grid gap-4" aria-label="Medicines">
      {medications.map((medication) => (
        <li key={medication.id} className="border-border bg-bg grid gap-2 rounded-xl border p-4">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="flex items-start gap-3">
              {medication.photoUrl ? (
                <img
                  src={medication.photoUrl}
                  alt={`${medication.name} pill or box`}
                  className="border-border h-16 w-16 rounded-lg border object-cover"
                />
              ) : null}
              <div>
                <h3 className="text-xl font-bold">
                  {medication.name} {medication.strength}
                </h3>
                <p>
                  {formatDose(medication.doseAmount, medication.doseUnit)} ·{' '}
                  {FORM_LABELS[medication.form]}
                </p>
              </div>
            </div>
            <span className="border-border rounded-full border-2 px-2 py-0.5 text-sm font-bold">
              {STATUS_WORDS[medication.status]}
            </span>
          </div>
          <p>{describeSchedule(medication)}</p>
          {medication.instructions ? <p>{medication.instructions}</p> : null}
          {medication.purpose ? <p className="text-fg-muted">For: {medication.purpose}</p> : null}
          {medication.prescriber || medication.pharmacy ? (
            <p className="text-fg-muted">
              {[
                medication.prescriber && `Prescribed by ${medication.prescriber}`,
                medication.pharmacy && `Pharmacy: ${medication.pharmacy}`,
              ]
                .filter(Boolean)
                .join('. ')}
            </p>
          ) : null}
          <StockLine medication={medication} canManage={canManage} />
          {canManage && medication.status !== 'stopped' ? (
            <div className="flex flex-wrap gap-2">
              <ButtonLink variant="secondary" to={`/medications/${medication.id}/edit`}>
                Change<span className="sr-only"> {medication.name}</span>
              </ButtonLink>
              {medication.status === 'active' ? (
                <Button
                  variant="ghost"
                  onClick={() => run(medication.id, 'pause', medication.name)}
                >
                  Pause<span className="sr-only"> {medication.name}</span>
                </Button>
              ) : (
                <Button
                  variant="ghost"
                  onClick={() => run(medication.id, 'resume', medication.name)}
                >
                  Resume<span className="sr-only"> {medication.name}</span>
                </Button>
              )}
              <Button variant="ghost" onClick={() => run(medication.id, 'stop', medication.name)}>
                Stop<span className="sr-only"> {medication.name}</span>
              </Button>
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
