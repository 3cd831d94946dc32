import { type FieldErrors, get, useWatch } from 'react-hook-form';
import {
  ALL_WEEKDAYS,
  FORM_LABELS,
  MAX_TIMES_PER_DAY,
  type Medication,
  MEDICATION_FORMS,
  type MedicationForm as Form,
  type MedicationInput,
  type Schedule,
  WEEKDAY_LABELS,
} from '../../../shared/medications';
import { medicationsApi } from '../../../shared/medications.contract';
import { Button } from '../../components/ui/button';
import { FormAlert, LabelledOptions, SelectField, TextField } from '../../components/ui/form-field';
import { useContractDraftForm } from '../../lib/use-contract-form';
import { useSaveMedication } from './medications.queries';

const todayLocal = () => new Date().toLocaleDateString('en-CA');
const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value));

interface Draft {
  name: string;
  strength: string;
  form: Form;
  doseAmount: string;
  doseUnit: string;
  instructions: string;
  purpose: string;
  prescriber: string;
  pharmacy: string;
  startDate: string;
  endDate: string;
  scheduleType: Schedule['type'];
  times: string[];
  weekdays: number[];
  everyDays: string;
  minIntervalHours: string;
  maxPerDay: string;
  pillsOnHand: string;
  stockPerDose: string;
  refillThreshold: string;
}

const draftOf = (medication?: Medication): Draft => {
  const schedule = medication?.schedule;
  return {
    name: medication?.name ?? '',
    strength: medication?.strength ?? '',
    form: medication?.form ?? 'tablet',
    doseAmount: String(medication?.doseAmount ?? 1),
    doseUnit: medication?.doseUnit ?? 'tablet',
    instructions: medication?.instructions ?? '',
    purpose: medication?.purpose ?? '',
    prescriber: medication?.prescriber ?? '',
    pharmacy: medication?.pharmacy ?? '',
    startDate: medication?.startDate ?? todayLocal(),
    endDate: medication?.endDate ?? '',
    scheduleType: schedule?.type ?? 'daily',
    times: schedule && schedule.type !== 'asNeeded' ? schedule.times : ['08:00'],
    weekdays: schedule?.type === 'daily' ? schedule.weekdays : [...ALL_WEEKDAYS],
    everyDays: String(schedule?.type === 'interval' ? schedule.everyDays : 2),
    minIntervalHours: String(schedule?.type === 'asNeeded' ? schedule.minIntervalMinutes / 60 : 4),
    maxPerDay: String(schedule?.type === 'asNeeded' ? schedule.maxPerDay : 4),
    pillsOnHand: medication?.pillsOnHand?.toString() ?? '',
    stockPerDose: medication?.stockPerDose?.toString() ?? '',
    refillThreshold: medication?.refillThreshold?.toString() ?? '',
  };
};

function toInput(draft: Draft): MedicationInput {
  const times = [...draft.times].sort();
  const schedule: Schedule =
    draft.scheduleType === 'daily'
      ? { type: 'daily', times, weekdays: [...draft.weekdays].sort() }
      : draft.scheduleType === 'interval'
        ? { type: 'interval', times, everyDays: Number(draft.everyDays) }
        : {
            type: 'asNeeded',
            minIntervalMinutes: Math.round(Number(draft.minIntervalHours) * 60),
            maxPerDay: Number(draft.maxPerDay),
          };
  return {
    name: draft.name,
    strength: draft.strength,
    form: draft.form,
    doseAmount: Number(draft.doseAmount),
    doseUnit: draft.doseUnit,
    instructions: draft.instructions,
    purpose: draft.purpose,
    prescriber: draft.prescriber,
    pharmacy: draft.pharmacy,
    startDate: draft.startDate,
    endDate: draft.endDate || null,
    schedule,
    pillsOnHand: numberOrNull(draft.pillsOnHand),
    stockPerDose: numberOrNull(draft.stockPerDose),
    refillThreshold: numberOrNull(draft.refillThreshold),
  };
}

/** The first message at a path of the medication input: a field's, or a list's (the times). */
function messageAt(errors: FieldErrors<Draft>, path: string): string | undefined {
  const first = (error: unknown): string | undefined => {
    if (!error || typeof error !== 'object') return undefined;
    const { message, root } = error as { message?: unknown; root?: unknown };
    if (typeof message === 'string') return message;
    return first(root) ?? (Array.isArray(error) ? error.map(first).find(Boolean) : undefined);
  };
  return first(get(errors, path));
}

/** Adding or changing a medicine; the server checks the same schema. */
export function MedicationForm({
  medication,
  onSaved,
}: {
  medication?: Medication;
  onSaved: (saved: Medication) => void;
}) {
  const save = useSaveMedication(medication?.id);
  // The fields are what a person types (text, and every kind of schedule side by side); they
  // become a medication input (`toInput`) checked by the schema the server uses.
  const {
    register,
    submit,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = useContractDraftForm(medication ? medicationsApi.update : medicationsApi.create, {
    defaultValues: draftOf(medication),
    toBody: toInput,
    // Messages change only when the form is sent, and focus stays on the button that sent it.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const error = (path: string) => messageAt(errors, path);
  const [scheduleType, times, weekdays] = useWatch({
    control,
    name: ['scheduleType', 'times', 'weekdays'],
  });

  const handleSave = submit(async (input) => onSaved(await save.mutateAsync(input)));

  const isScheduled = scheduleType !== 'asNeeded';
  return (
    <form className="grid gap-6" onSubmit={handleSave} noValidate>
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-xl font-bold">The medicine</legend>
        <TextField label="Name" error={error('name')} {...register('name')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Strength (optional)"
            hint="As on the label, such as 10 mg"
            {...register('strength')}
          />
          <SelectField label="Form" {...register('form')}>
            <LabelledOptions values={MEDICATION_FORMS} labels={FORM_LABELS} />
          </SelectField>
          <TextField
            label="Amount each time"
            type="number"
            inputMode="decimal"
            min="0"
            step="any"
            error={error('doseAmount')}
            {...register('doseAmount')}
          />
          <TextField
            label="Unit"
            hint="Such as tablet, capsule, mL or puff"
            error={error('doseUnit')}
            {...register('doseUnit')}
          />
        </div>
        <TextField
          label="Instructions (optional)"
          hint="Such as: with food, or at bedtime"
          {...register('instructions')}
        />
        <TextField label="What it is for (optional)" {...register('purpose')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Prescriber (optional)" {...register('prescriber')} />
          <TextField label="Pharmacy (optional)" {...register('pharmacy')} />
        </div>
      </fieldset>

      <fieldset className="grid gap-4">
        <legend className="mb-2 text-xl font-bold">When it is taken</legend>
        <SelectField label="How often" {...register('scheduleType')}>
          <option value="daily">On chosen days of the week</option>
          <option value="interval">Every few days</option>
          <option value="asNeeded">Only when needed</option>
        </SelectField>
        {isScheduled ? (
          <fieldset className="grid gap-2">
            <legend className="font-semibold">Times of day</legend>
            <p className="text-fg-muted text-sm">In the time zone of the person you care for.</p>
            {times.map((time, index) => (
              <div key={index} className="flex items-end gap-2">
                <TextField
                  label={`Time ${index + 1}`}
                  type="time"
                  value={time}
                  onChange={(e) =>
                    setValue(
                      'times',
                      times.map((t, i) => (i === index ? e.target.value : t)),
                    )
                  }
                />
                {times.length > 1 ? (
                  <Button
                    variant="ghost"
                    aria-label={`Remove time ${index + 1}`}
                    onClick={() =>
                      setValue(
                        'times',
                        times.filter((_, i) => i !== index),
                      )
                    }
                  >
                    Remove
                  </Button>
                ) : null}
              </div>
            ))}
            {error('schedule.times') ? (
              <p role="alert" className="text-danger font-medium">
                {error('schedule.times')}
              </p>
            ) : null}
            {times.length < MAX_TIMES_PER_DAY ? (
              <div>
                <Button variant="secondary" onClick={() => setValue('times', [...times, '20:00'])}>
                  Add a time
                </Button>
              </div>
            ) : null}
          </fieldset>
        ) : null}
        {scheduleType === 'daily' ? (
          <fieldset className="grid gap-1">
            <legend className="font-semibold">Days of the week</legend>
            <div className="flex flex-wrap gap-x-4">
              {WEEKDAY_LABELS.map((label, index) => (
                <label
                  key={label}
                  className="inline-flex min-h-11 cursor-pointer items-center gap-2"
                >
                  <input
                    type="checkbox"
                    className="h-5 w-5"
                    checked={weekdays.includes(index + 1)}
                    onChange={(e) =>
                      setValue(
                        'weekdays',
                        e.target.checked
                          ? [...weekdays, index + 1]
                          : weekdays.filter((d) => d !== index + 1),
                      )
                    }
                  />
                  {label}
                </label>
              ))}
            </div>
            {error('schedule.weekdays') ? (
              <p role="alert" className="text-danger font-medium">
                {error('schedule.weekdays')}
              </p>
            ) : null}
          </fieldset>
        ) : null}
        {scheduleType === 'interval' ? (
          <TextField
            label="Every how many days"
            type="number"
            min="2"
            error={error('schedule.everyDays')}
            {...register('everyDays')}
          />
        ) : null}
        {scheduleType === 'asNeeded' ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Hours between doses, at least"
              type="number"
              min="0"
              step="0.5"
              error={error('schedule.minIntervalMinutes')}
              {...register('minIntervalHours')}
            />
            <TextField
              label="Most doses in a day"
              type="number"
              min="1"
              error={error('schedule.maxPerDay')}
              {...register('maxPerDay')}
            />
          </div>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Start date"
            type="date"
            error={error('startDate')}
            {...register('startDate')}
          />
          <TextField
            label="End date (optional)"
            type="date"
            error={error('endDate')}
            {...register('endDate')}
          />
        </div>
      </fieldset>

      <fieldset className="grid gap-4">
        <legend className="mb-2 text-xl font-bold">Stock (optional)</legend>
        <p className="text-fg-muted">
          Kinwell counts down with each dose and reminds caregivers before it runs out.
        </p>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField label="On hand now" type="number" min="0" {...register('pillsOnHand')} />
          <TextField
            label="Used per dose"
            hint="Leave empty to use the amount"
            type="number"
            min="0"
            step="any"
            {...register('stockPerDose')}
          />
          <TextField
            label="Remind me at"
            hint="When this many are left"
            type="number"
            min="0"
            {...register('refillThreshold')}
          />
        </div>
      </fieldset>

      <FormAlert message={errors.root?.message} />
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : medication ? 'Save changes' : 'Add medicine'}
        </Button>
      </div>
    </form>
  );
}
