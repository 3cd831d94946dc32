import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import {
  CHANNEL_LABELS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KIND_NAMES,
  NOTIFICATION_KINDS,
  type NotificationKindInfo,
  type NotificationPreferences,
} from '../../../shared/notifications';
import { Button } from '../../components/ui/button';
import { FormAlert, SelectField, TextField } from '../../components/ui/form-field';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { preferencesQuery, useSavePreferences } from './notifications.queries';
import { PushOptIn } from './push-opt-in.part';

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const timeZones = (current: string): string[] => {
  const all =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return all.includes(current) ? all : [current, ...all];
};

/** Which kinds reach this person on which channel, and their quiet hours. */
export function NotificationSettings() {
  const { data } = useQuery(preferencesQuery);
  if (!data) return <p role="status">Loading your settings…</p>;
  return <SettingsForm initial={data} />;
}

function SettingsForm({ initial }: { initial: NotificationPreferences }) {
  const save = useSavePreferences();
  const quietId = useId();
  const [draft, setDraft] = useState(initial);
  const [hasQuietHours, setHasQuietHours] = useState(initial.quietHoursStart !== null);
  const [error, setError] = useState<string | null>(null);

  const setChannel = (
    kind: (typeof NOTIFICATION_KIND_NAMES)[number],
    channel: string,
    on: boolean,
  ) =>
    setDraft((current) => {
      const choices = current.kinds[kind] ?? NOTIFICATION_KINDS[kind].defaults;
      return { ...current, kinds: { ...current.kinds, [kind]: { ...choices, [channel]: on } } };
    });

  const submit = (next: NotificationPreferences) => {
    setError(null);
    save.mutate(next, {
      onSuccess: () => toast({ title: 'Notification settings saved', variant: 'success' }),
      onError: (failure) => setError(describeError(failure) ?? 'Please try again.'),
    });
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit({
      ...draft,
      quietHoursStart: hasQuietHours ? (draft.quietHoursStart ?? '21:00') : null,
      quietHoursEnd: hasQuietHours ? (draft.quietHoursEnd ?? '07:00') : null,
    });
  };

  /** When the browser blocks alerts: every kind that would buzz this device emails instead. */
  const handleUseEmail = () => {
    const kinds = Object.fromEntries(
      NOTIFICATION_KIND_NAMES.map((kind) => {
        const choices = draft.kinds[kind] ?? NOTIFICATION_KINDS[kind].defaults;
        return [kind, { ...choices, email: choices.email || choices.push }];
      }),
    );
    const next = { ...draft, kinds };
    setDraft(next);
    submit(next);
  };

  return (
    <form className="grid gap-6" onSubmit={handleSubmit} aria-label="Notification settings">
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-xl font-bold">What reaches you, and how</legend>
        {NOTIFICATION_KIND_NAMES.map((kind) => {
          const info: NotificationKindInfo = NOTIFICATION_KINDS[kind];
          const choices = info.isAlwaysOn ? info.defaults : (draft.kinds[kind] ?? info.defaults);
          return (
            <fieldset key={kind} className="border-border grid gap-2 rounded-lg border p-4">
              <legend className="px-1 font-bold">{info.label}</legend>
              <p className="text-fg-muted">
                {info.description}
                {info.isAlwaysOn
                  ? ' Always on: it reaches you everywhere, at any hour.'
                  : info.isUrgent
                    ? ' Urgent: it reaches you even in quiet hours.'
                    : ''}
              </p>
              <div className="flex flex-wrap gap-x-6">
                {NOTIFICATION_CHANNELS.map((channel) => (
                  <label
                    key={channel}
                    className="inline-flex min-h-11 cursor-pointer items-center gap-2"
                  >
                    <input
                      type="checkbox"
                      className="h-5 w-5"
                      checked={choices[channel]}
                      disabled={info.isAlwaysOn}
                      onChange={(event) => setChannel(kind, channel, event.target.checked)}
                    />
                    {CHANNEL_LABELS[channel]}
                    <span className="sr-only">: {info.label}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          );
        })}
      </fieldset>

      <fieldset className="grid gap-3">
        <legend className="mb-2 text-xl font-bold">Quiet hours</legend>
        <p>
          In quiet hours, Kinwell does not email you or buzz your devices; everything still waits in
          your notifications. Missed doses and other urgent alerts always get through.
        </p>
        <label htmlFor={quietId} className="inline-flex min-h-11 cursor-pointer items-center gap-2">
          <input
            id={quietId}
            type="checkbox"
            className="h-5 w-5"
            checked={hasQuietHours}
            onChange={(event) => setHasQuietHours(event.target.checked)}
          />
          Use quiet hours
        </label>
        {hasQuietHours ? (
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              label="From"
              type="time"
              value={draft.quietHoursStart ?? '21:00'}
              onChange={(event) => setDraft({ ...draft, quietHoursStart: event.target.value })}
            />
            <TextField
              label="Until"
              type="time"
              value={draft.quietHoursEnd ?? '07:00'}
              onChange={(event) => setDraft({ ...draft, quietHoursEnd: event.target.value })}
            />
          </div>
        ) : null}
        <SelectField
          label="Your time zone"
          hint="Quiet hours follow your own clock."
          value={draft.timeZone}
          onChange={(event) => setDraft({ ...draft, timeZone: event.target.value })}
        >
          {timeZones(draft.timeZone).map((zone) => (
            <option key={zone} value={zone}>
              {zone.replace(/_/g, ' ')}
              {zone === browserTimeZone() ? ' (this device)' : ''}
            </option>
          ))}
        </SelectField>
      </fieldset>

      <FormAlert message={error ?? undefined} />
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save notification settings'}
        </Button>
      </div>

      <PushOptIn onUseEmail={handleUseEmail} />
    </form>
  );
}
