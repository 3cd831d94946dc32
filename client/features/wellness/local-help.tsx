import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { WellnessSettingsDto } from '../../../shared/wellness';
import { wellnessApi } from '../../../shared/wellness.contract';
import { HelplineList } from '../../components/helpline-list';
import { ExternalLink, TextLink } from '../../components/links';
import { Button } from '../../components/ui/button';
import { FormAlert, TextField } from '../../components/ui/form-field';
import { useContractDraftForm, useContractForm } from '../../lib/use-contract-form';
import { ALZ_HELPLINE, ELDERCARE_LOCATOR } from '../../../shared/helplines';
import { useWellnessMutations, wellnessSettingsQuery } from './wellness.queries';

/** The Eldercare Locator and the Alzheimer's Association helpline, with the person's own ZIP code. */
export function LocalHelp() {
  const { data: settings } = useQuery(wellnessSettingsQuery());
  return settings ? <LocalHelpForm settings={settings} /> : <p>Loading your settings…</p>;
}

function LocalHelpForm({ settings }: { settings: WellnessSettingsDto }) {
  const { saveSettings } = useWellnessMutations();
  const [saved, setSaved] = useState(false);
  const {
    field,
    submit,
    formState: { errors, isSubmitting },
  } = useContractDraftForm(wellnessApi.saveSettings, {
    defaultValues: { zipCode: settings.zipCode ?? '' },
    // An empty ZIP code is none; the schema checks the rest.
    toBody: ({ zipCode }: { zipCode: string }) => ({
      zipCode: zipCode.trim() || null,
      reminder: settings.reminder,
    }),
  });

  const handleSubmit = submit(async (body) => {
    await saveSettings.mutateAsync(body);
    setSaved(true);
  });
  const remembered = settings.zipCode;
  return (
    <div className="grid gap-4">
      <form onSubmit={handleSubmit} className="grid gap-3" noValidate>
        <TextField
          label="Your ZIP code (optional)"
          hint="Kept in your own settings so you do not have to type it again. Nobody else sees it."
          inputMode="numeric"
          autoComplete="postal-code"
          {...field('zipCode', { onChange: () => setSaved(false) })}
        />
        <FormAlert message={errors.root?.message} />
        <div>
          <Button type="submit" variant="secondary" disabled={isSubmitting}>
            Remember my ZIP code
          </Button>
        </div>
        {saved ? <p role="status">Saved.</p> : null}
      </form>
      {remembered ? (
        <p>
          When you call, have your ZIP code <strong>{remembered}</strong> ready: they use it to find
          services near you.
        </p>
      ) : null}
      <p>
        <ExternalLink href="https://eldercare.acl.gov/" standalone>
          Search the Eldercare Locator online
        </ExternalLink>
      </p>
      <HelplineList helplines={[ELDERCARE_LOCATOR, ALZ_HELPLINE]} />
    </div>
  );
}

/** The daily reminder: opt in, pick a time; quiet hours come from the notification settings. */
export function SelfCareReminder() {
  const { data: settings } = useQuery(wellnessSettingsQuery());
  return settings ? <SelfCareReminderForm settings={settings} /> : <p>Loading your settings…</p>;
}

function SelfCareReminderForm({ settings }: { settings: WellnessSettingsDto }) {
  const { saveSettings } = useWellnessMutations();
  const [message, setMessage] = useState<string | undefined>();
  const {
    register,
    field,
    submit,
    formState: { errors, isSubmitting },
  } = useContractForm(wellnessApi.saveSettings, {
    defaultValues: { zipCode: settings.zipCode, reminder: settings.reminder },
  });

  const handleSubmit = submit(async (body) => {
    await saveSettings.mutateAsync(body);
    const { isOn, time } = body.reminder;
    setMessage(isOn ? `We will remind you each day at ${time}.` : 'Reminders are off.');
  });
  return (
    <form onSubmit={handleSubmit} className="grid gap-3" noValidate>
      <label className="flex min-h-11 items-center gap-3 font-semibold">
        <input type="checkbox" className="h-6 w-6" {...register('reminder.isOn')} />
        Send me a gentle reminder each day
      </label>
      <TextField
        label="At what time?"
        type="time"
        hint={`Your time zone: ${settings.timeZone}.${
          settings.quietHours
            ? ` Nothing comes in your quiet hours (${settings.quietHours.start}–${settings.quietHours.end}); it waits until they end.`
            : ''
        }`}
        {...field('reminder.time')}
      />
      <p>
        Change your quiet hours and how reminders reach you in{' '}
        <TextLink to="/notifications">your notification settings</TextLink>.
      </p>
      <FormAlert message={errors.root?.message} />
      <div>
        <Button type="submit" disabled={isSubmitting}>
          Save reminder
        </Button>
      </div>
      {message ? <p role="status">{message}</p> : null}
    </form>
  );
}
