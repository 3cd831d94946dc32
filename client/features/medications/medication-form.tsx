import { type FormEvent, useState } from 'react';
import {
  ALL_WEEKDAYS,
  FORM_LABELS,
  MAX_TIMES_PER_DAY,
  type Medication,
  MEDICATION_FORMS,
  type MedicationForm as Form,
  type MedicationInput,
  medicationInputSchema,
  type Schedule,
  WEEKDAY_LABELS,
} from '../../../shared/medications';
import { Button } from '../../components/ui/button';
import { SelectField, TextField } from '../../components/ui/form-field';
import { describeError } from '../../lib/api';
import { useSaveMedication } from './medications.queries';

type Errors = Partial<Record<string, string>>;

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

/** Adding or changing a medicine; the server checks the same schema. */
export function MedicationForm({
  medication,
  onSaved,
}: {
  medication?: Medication;
  onSaved: (saved: Medication) => void;
}) {
  const save = useSaveMedication(medication?.id);
  const [draft, setDraft] = useState(() => draftOf(medication));
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = toInput(draft);
    const parsed = medicationInputSchema.safeParse(input);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = String(
          issue.path[0] === 'schedule' ? (issue.path[1] ?? 'schedule') : issue.path[0],
        );
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setFormError(null);
    save.mutate(input, {
      onSuccess: onSaved,
      onError: (failure) => setFormError(describeError(failure) ?? 'Please try again.'),
    });
  };

  const isScheduled = draft.scheduleType !== 'asNeeded';
  return (
    <form className="grid gap-6" onSubmit={handleSubmit} noValidate>
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-xl font-bold">The medicine</legend>
        <TextField
          label="Name"
          value={draft.name}
          error={errors.name}
          onChange={(e) => set('name', e.target.value)}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Strength (optional)"
            hint="As on the label, such as 10 mg"
            value={draft.strength}
            onChange={(e) => set('strength', e.target.value)}
          />
          <SelectField
            label="Form"
            value={draft.form}
            onChange={(e) => set('form', e.target.value as Form)}
          >
            {MEDICATION_FORMS.map((form) => (
              <option key={form} value={form}>
                {FORM_LABELS[form]}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Amount each time"
            type="number"
            inputMode="decimal"
            min="0"
            step="any"
            value={draft.doseAmount}
            error={errors.doseAmount}
            onChange={(e) => set('doseAmount', e.target.value)}
          />
          <TextField
            label="Unit"
            hint="Such as tablet, capsule, mL or puff"
            value={draft.doseUnit}
            error={errors.doseUnit}
            onChange={(e) => set('doseUnit', e.target.value)}
          />
        </div>
        <TextField
          label="Instructions (optional)"
          hint="Such as: with food, or at bedtime"
          value={draft.instructions}
          onChange={(e) => set('instructions', e.target.value)}
        />
        <TextField
          label="What it is for (optional)"
          value={draft.purpose}
          onChange={(e) => set('purpose', e.target.value)}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Prescriber (optional)"
            value={draft.prescriber}
            onChange={(e) => set('prescriber', e.target.value)}
          />
          <TextField
            label="Pharmacy (optional)"
            value={draft.pharmacy}
            onChange={(e) => set('pharmacy', e.target.value)}
          />
        </div>
      </fieldset>

      <fieldset className="grid gap-4">
        <legend className="mb-2 text-xl font-bold">When it is taken</legend>
        <SelectField
          label="How often"
          value={draft.scheduleType}
          onChange={(e) => set('scheduleType', e.target.value as Schedule['type'])}
        >
          <option value="daily">On chosen days of the week</option>
          <option value="interval">Every few days</option>
          <option value="asNeeded">Only when needed</option>
        </SelectField>
        {isScheduled ? (
          <fieldset className="grid gap-2">
            <legend className="font-semibold">Times of day</legend>
            <p className="text-fg-muted text-sm">In the time zone of the person you care for.</p>
            {draft.times.map((time, index) => (
              <div key={index} className="flex items-end gap-2">
                <TextField
                  label={`Time ${index + 1}`}
                  type="time"
                  value={time}
                  onChange={(e) =>
                    set(
                      'times',
                      draft.times.map((t, i) => (i === index ? e.target.value : t)),
                    )
                  }
                />
                {draft.times.length > 1 ? (
                  <Button
                    variant="ghost"
                    aria-label={`Remove time ${index + 1}`}
                    onClick={() =>
                      set(
                        'times',
                        draft.times.filter((_, i) => i !== index),
                      )
                    }
                  >
                    Remove
                  </Button>
                ) : null}
              </div>
            ))}
            {errors.times ? (
              <p role="alert" className="text-danger font-medium">
                {errors.times}
              </p>
            ) : null}
            {draft.times.length < MAX_TIMES_PER_DAY ? (
              <div>
                <Button variant="secondary" onClick={() => set('times', [...draft.times, '20:00'])}>
                  Add a time
                </Button>
              </div>
            ) : null}
          </fieldset>
        ) : null}
        {draft.scheduleType === 'daily' ? (
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
                    checked={draft.weekdays.includes(index + 1)}
                    onChange={(e) =>
                      set(
                        'weekdays',
                        e.target.checked
                          ? [...draft.weekdays, index + 1]
                          : draft.weekdays.filter((d) => d !== index + 1),
                      )
                    }
                  />
                  {label}
                </label>
              ))}
            </div>
            {errors.weekdays ? (
              <p role="alert" className="text-danger font-medium">
                {errors.weekdays}
              </p>
            ) : null}
          </fieldset>
        ) : null}
        {draft.scheduleType === 'interval' ? (
          <TextField
            label="Every how many days"
            type="number"
            min="2"
            value={draft.everyDays}
            error={errors.everyDays}
            onChange={(e) => set('everyDays', e.target.value)}
          />
        ) : null}
        {draft.scheduleType === 'asNeeded' ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Hours between doses, at least"
              type="number"
              min="0"
              step="0.5"
              value={draft.minIntervalHours}
              error={errors.minIntervalMinutes}
              onChange={(e) => set('minIntervalHours', e.target.value)}
            />
            <TextField
              label="Most doses in a day"
              type="number"
              min="1"
              value={draft.maxPerDay}
              error={errors.maxPerDay}
              onChange={(e) => set('maxPerDay', e.target.value)}
            />
          </div>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Start date"
            type="date"
            value={draft.startDate}
            error={errors.startDate}
            onChange={(e) => set('startDate', e.target.value)}
          />
          <TextField
            label="End date (optional)"
            type="date"
            value={draft.endDate}
            error={errors.endDate}
            onChange={(e) => set('endDate', e.target.value)}
          />
        </div>
      </fieldset>

      <fieldset className="grid gap-4">
        <legend className="mb-2 text-xl font-bold">Stock (optional)</legend>
        <p className="text-fg-muted">
          Kinwell counts down with each dose and reminds caregivers before it runs out.
        </p>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            label="On hand now"
            type="number"
            min="0"
            value={draft.pillsOnHand}
            onChange={(e) => set('pillsOnHand', e.target.value)}
          />
          <TextField
            label="Used per dose"
            hint="Leave empty to use the amount"
            type="number"
            min="0"
            step="any"
            value={draft.stockPerDose}
            onChange={(e) => set('stockPerDose', e.target.value)}
          />
          <TextField
            label="Remind me at"
            hint="When this many are left"
            type="number"
            min="0"
            value={draft.refillThreshold}
            onChange={(e) => set('refillThreshold', e.target.value)}
          />
        </div>
      </fieldset>

      {formError ? (
        <p role="alert" className="text-danger font-medium">
          {formError}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : medication ? 'Save changes' : 'Add medicine'}
        </Button>
      </div>
    </form>
  );
}
