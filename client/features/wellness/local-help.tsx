import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { WellnessSettingsDto } from '../../../shared/wellness';
import { HelplineList } from '../../components/helpline-list';
import { ExternalLink, TextLink } from '../../components/links';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/form-field';
import { describeError } from '../../lib/api';
import { ALZ_HELPLINE, ELDERCARE_LOCATOR } from '../../../shared/helplines';
import { useWellnessMutations, wellnessSettingsQuery } from './wellness.queries';

/** The Eldercare Locator and the Alzheimer's Association helpline, with the person's own ZIP code. */
export function LocalHelp() {
  const { data: settings } = useQuery(wellnessSettingsQuery());
  return settings ? <LocalHelpForm settings={settings} /> : <p>Loading your settings…</p>;
}

function LocalHelpForm({ settings }: { settings: WellnessSettingsDto }) {
  const { saveSettings } = useWellnessMutations();
  const [zip, setZip] = useState(settings.zipCode ?? '');
  const [error, setError] = useState<string | undefined>();
  const [saved, setSaved] = useState(false);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    saveSettings.mutate(
      { zipCode: zip.trim() === '' ? null : zip.trim(), reminder: settings.reminder },
      {
        onSuccess: () => {
          setError(undefined);
          setSaved(true);
        },
        onError: (failure) => setError(describeError(failure)),
      },
    );
  };
  const remembered = settings.zipCode;
  return (
    <div className="grid gap-4">
      <form onSubmit={handleSubmit} className="grid gap-3" noValidate>
        <TextField
          label="Your ZIP code (optional)"
          hint="Kept in your own settings so you do not have to type it again. Nobody else sees it."
          inputMode="numeric"
          autoComplete="postal-code"
          value={zip}
          error={error}
          onChange={(event) => {
            setZip(event.target.value);
            setSaved(false);
          }}
        />
        <div>
          <Button type="submit" variant="secondary" disabled={saveSettings.isPending}>
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
  const [isOn, setIsOn] = useState(settings.reminder.isOn);
  const [time, setTime] = useState(settings.reminder.time);
  const [message, setMessage] = useState<string | undefined>();
  const [error, setError] = useState<string | undefined>();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    saveSettings.mutate(
      { zipCode: settings.zipCode, reminder: { isOn, time } },
      {
        onSuccess: () => {
          setError(undefined);
          setMessage(isOn ? `We will remind you each day at ${time}.` : 'Reminders are off.');
        },
        onError: (failure) => setError(describeError(failure)),
      },
    );
  };
  return (
    <form onSubmit={handleSubmit} className="grid gap-3" noValidate>
      <label className="flex min-h-11 items-center gap-3 font-semibold">
        <input
          type="checkbox"
          className="h-6 w-6"
          checked={isOn}
          onChange={(event) => setIsOn(event.target.checked)}
        />
        Send me a gentle reminder each day
      </label>
      <TextField
        label="At what time?"
        type="time"
        value={time}
        error={error}
        hint={`Your time zone: ${settings.timeZone}.${
          settings.quietHours
            ? ` Nothing comes in your quiet hours (${settings.quietHours.start}–${settings.quietHours.end}); it waits until they end.`
            : ''
        }`}
        onChange={(event) => setTime(event.target.value)}
      />
      <p>
        Change your quiet hours and how reminders reach you in{' '}
        <TextLink to="/notifications">your notification settings</TextLink>.
      </p>
      <div>
        <Button type="submit" disabled={saveSettings.isPending}>
          Save reminder
        </Button>
      </div>
      {message ? <p role="status">{message}</p> : null}
    </form>
  );
}
