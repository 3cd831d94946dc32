import { useEffect, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import {
  DEMENTIA_STAGES,
  type Recipient,
  type RecipientUpdate,
  SETUP_STEPS,
  STAGE_LABELS,
} from '../../../shared/care-recipient';
import { careRecipientApi } from '../../../shared/care-recipient.contract';
import { Button } from '../../components/ui/button';
import { FormAlert, SelectField, TextAreaField, TextField } from '../../components/ui/form-field';
import { useContractDraftForm } from '../../lib/use-contract-form';

export type SetupStep = (typeof SETUP_STEPS)[number];

/** Each step of the guided setup, also used as a section of the profile page. */
export const STEP_DETAILS: Record<SetupStep, { title: string; intro: string }> = {
  name: {
    title: 'Their name and photo',
    intro: 'The name they like to be called, and a recent photo so everyone knows who we mean.',
  },
  about: {
    title: 'About them',
    intro: 'Their date of birth and the stage of dementia, if you know it. "Not sure yet" is fine.',
  },
  home: {
    title: 'Home',
    intro:
      'Their time zone sets the time of every reminder. Their language helps helpers talk with them.',
  },
  health: {
    title: 'Health',
    intro: 'Conditions and allergies, as you would tell a new doctor or a paramedic.',
  },
  comfort: {
    title: 'Daily life',
    intro:
      'Their routines, and what calms them when they are upset. This helps everyone who visits.',
  },
};

const STAGE_HINTS: Record<(typeof DEMENTIA_STAGES)[number], string> = {
  early: 'Mostly independent; forgets recent things; may need help with money or appointments.',
  middle: 'Needs help with daily tasks; may get confused about time and place.',
  late: 'Needs help with most care; may speak little.',
  unsure: 'No diagnosis yet, or you are not sure. You can change this later.',
};

const STEP_FIELDS = {
  name: ['preferredName'],
  about: ['dateOfBirth', 'stage'],
  home: ['timeZone', 'primaryLanguage'],
  health: ['conditions', 'allergies'],
  comfort: ['routines', 'whatCalms'],
} as const satisfies Record<SetupStep, readonly (keyof RecipientUpdate)[]>;

/** The step's fields as typed (a draft of the profile's changes). */
type Values = Record<string, string>;

/** Empty optional answers are sent as "nothing to say" (null). */
const NULLABLE = new Set([
  'dateOfBirth',
  'stage',
  'primaryLanguage',
  'conditions',
  'allergies',
  'routines',
  'whatCalms',
]);
// Every field of the step is in the draft, so the endpoint's schema checks each of them.
const blankToNull = (values: Values): RecipientUpdate =>
  Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      NULLABLE.has(key) && value.trim() === '' ? null : value,
    ]),
  );

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

function timeZoneOptions(current: string): string[] {
  const all =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([current, browserTimeZone(), ...all])].filter(Boolean);
}

const draftKey = (circleId: string, step: SetupStep) =>
  `kinwell.recipientDraft.${circleId}.${step}`;

function readDraft(circleId: string, step: SetupStep): Values | null {
  try {
    const raw = window.localStorage.getItem(draftKey(circleId, step));
    return raw ? (JSON.parse(raw) as Values) : null;
  } catch {
    return null;
  }
}

function saveDraft(circleId: string, step: SetupStep, values: Values | null) {
  try {
    if (values) window.localStorage.setItem(draftKey(circleId, step), JSON.stringify(values));
    else window.localStorage.removeItem(draftKey(circleId, step));
  } catch {
    // Drafts are a convenience; without storage the form still saves on submit.
  }
}

function initialValues(recipient: Recipient, step: SetupStep, isSetup: boolean): Values {
  const values: Values = {};
  for (const field of STEP_FIELDS[step]) {
    const saved = recipient[field as keyof Recipient];
    values[field] = typeof saved === 'string' ? saved : '';
  }
  // A new profile suggests the browser's own time zone.
  if (step === 'home' && isSetup && recipient.setupStep < SETUP_STEPS.indexOf('home') + 1) {
    values.timeZone = browserTimeZone();
  }
  return values;
}

/**
 * The fields of one step. While a person types, a draft is kept on this device, so an
 * interruption (a phone call, a closed tab) loses nothing; saving sends the step to the server.
 */
export function RecipientStepForm({
  step,
  recipient,
  onSave,
  submitLabel,
  isSetup = false,
  extra,
}: {
  step: SetupStep;
  recipient: Recipient;
  onSave: (update: RecipientUpdate) => Promise<unknown>;
  submitLabel: string;
  isSetup?: boolean;
  extra?: React.ReactNode;
}) {
  const defaults = useMemo(
    () => ({
      ...initialValues(recipient, step, isSetup),
      ...(readDraft(recipient.circleId, step) ?? {}),
    }),
    // Only when the step changes: later saves must not reset what is being typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [recipient.circleId, step],
  );
  const {
    register,
    submit,
    control,
    reset,
    formState: { errors, isSubmitting },
  } = useContractDraftForm(careRecipientApi.update, {
    defaultValues: defaults,
    toBody: blankToNull,
  });
  useEffect(() => reset(defaults), [defaults, reset]);

  const watched = useWatch({ control });
  useEffect(() => {
    if (isSetup && Object.keys(watched).length > 0)
      saveDraft(recipient.circleId, step, watched as Values);
  }, [watched, isSetup, recipient.circleId, step]);

  const handleSave = submit(async (update) => {
    await onSave(update);
    saveDraft(recipient.circleId, step, null);
  });

  const fieldError = (name: string) => errors[name]?.message;
  const zones = timeZoneOptions(recipient.timeZone);

  return (
    <form onSubmit={handleSave} noValidate className="grid gap-5">
      {step === 'name' ? (
        <TextField
          label="The name they like to be called"
          hint="For example Mum, Grandpa Joe or Rosa."
          autoComplete="off"
          error={fieldError('preferredName')}
          {...register('preferredName')}
        />
      ) : null}
      {step === 'about' ? (
        <>
          <TextField
            label="Date of birth (optional)"
            type="date"
            error={fieldError('dateOfBirth')}
            {...register('dateOfBirth')}
          />
          <fieldset
            className="grid gap-2"
            aria-describedby={errors.stage ? 'stage-error' : undefined}
          >
            <legend className="mb-1 font-semibold">Stage of dementia (optional)</legend>
            {DEMENTIA_STAGES.map((stage) => (
              <label
                key={stage}
                className="border-border has-[:checked]:border-accent flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border-2 p-3"
              >
                <input
                  type="radio"
                  value={stage}
                  className="accent-accent mt-1 h-6 w-6 shrink-0"
                  {...register('stage')}
                />
                <span>
                  <span className="block font-semibold">{STAGE_LABELS[stage]}</span>
                  <span className="text-fg-muted block">{STAGE_HINTS[stage]}</span>
                </span>
              </label>
            ))}
            {errors.stage ? (
              <p id="stage-error" role="alert" className="text-danger font-medium">
                {errors.stage.message}
              </p>
            ) : null}
          </fieldset>
        </>
      ) : null}
      {step === 'home' ? (
        <>
          <SelectField
            label="Their time zone"
            hint="Medicine reminders follow the clock where they live."
            error={fieldError('timeZone')}
            {...register('timeZone')}
          >
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone.replace(/_/g, ' ')}
              </option>
            ))}
          </SelectField>
          <TextField
            label="The language they speak most easily (optional)"
            autoComplete="off"
            error={fieldError('primaryLanguage')}
            {...register('primaryLanguage')}
          />
        </>
      ) : null}
      {step === 'health' ? (
        <>
          <TextAreaField
            label="Conditions (optional)"
            hint="For example: Alzheimer’s disease, diabetes, high blood pressure."
            error={fieldError('conditions')}
            {...register('conditions')}
          />
          <TextAreaField
            label="Allergies (optional)"
            hint="Medicines, foods or anything else. Write “none known” if there are none."
            error={fieldError('allergies')}
            {...register('allergies')}
          />
        </>
      ) : null}
      {step === 'comfort' ? (
        <>
          <TextAreaField
            label="Routines (optional)"
            hint="When they wake, eat, nap and go to bed; what a good day looks like."
            error={fieldError('routines')}
            {...register('routines')}
          />
          <TextAreaField
            label="What calms them (optional)"
            hint="Music, a walk, a favourite blanket, a person’s voice. And what upsets them."
            error={fieldError('whatCalms')}
            {...register('whatCalms')}
          />
        </>
      ) : null}
      <FormAlert message={errors.root?.message} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : submitLabel}
        </Button>
        {extra}
      </div>
    </form>
  );
}
