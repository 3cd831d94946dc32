import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import {
  CHANNEL_LABELS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KIND_NAMES,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationKindInfo,
  type NotificationPreferences,
} from '../../../shared/notifications';
import { notificationsApi } from '../../../shared/notifications.contract';
import { Button } from '../../components/ui/button';
import { FormAlert, SelectField, TextField } from '../../components/ui/form-field';
import { toast } from '../../components/ui/use-toast';
import { useContractDraftForm } from '../../lib/use-contract-form';
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

/** The settings as the form holds them: every kind's choices, and quiet hours kept while off. */
interface SettingsDraft {
  /** In the order of `NOTIFICATION_KIND_NAMES`: a kind's name has dots, which a field path cannot. */
  kinds: Record<NotificationChannel, boolean>[];
  hasQuietHours: boolean;
  quietHoursStart: string;
  quietHoursEnd: string;
  timeZone: string;
}

const draftOf = (saved: NotificationPreferences): SettingsDraft => ({
  kinds: NOTIFICATION_KIND_NAMES.map(
    (kind) => saved.kinds[kind] ?? NOTIFICATION_KINDS[kind].defaults,
  ),
  hasQuietHours: saved.quietHoursStart !== null,
  quietHoursStart: saved.quietHoursStart ?? '21:00',
  quietHoursEnd: saved.quietHoursEnd ?? '07:00',
  timeZone: saved.timeZone,
});

const toBody = ({ hasQuietHours, kinds, ...draft }: SettingsDraft): NotificationPreferences => ({
  ...draft,
  kinds: Object.fromEntries(
    kinds.map((choices, index): [string, typeof choices] => [
      NOTIFICATION_KIND_NAMES[index] ?? '',
      choices,
    ]),
  ),
  quietHoursStart: hasQuietHours ? draft.quietHoursStart : null,
  quietHoursEnd: hasQuietHours ? draft.quietHoursEnd : null,
});

function SettingsForm({ initial }: { initial: NotificationPreferences }) {
  const save = useSavePreferences();
  const {
    register,
    field,
    submit,
    control,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = useContractDraftForm(notificationsApi.savePreferences, {
    defaultValues: draftOf(initial),
    toBody,
  });
  const [hasQuietHours, timeZone] = useWatch({ control, name: ['hasQuietHours', 'timeZone'] });

  const handleSubmit = submit(async (body) => {
    await save.mutateAsync(body);
    toast({ title: 'Notification settings saved', variant: 'success' });
  });

  /** When the browser blocks alerts: every kind that would buzz this device emails instead. */
  const handleUseEmail = () => {
    const kinds = getValues('kinds').map((choices) => ({
      ...choices,
      email: choices.email || choices.push,
    }));
    setValue('kinds', kinds);
    void handleSubmit();
  };

  return (
    <form className="grid gap-6" onSubmit={handleSubmit} aria-label="Notification settings">
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-xl font-bold">What reaches you, and how</legend>
        {NOTIFICATION_KIND_NAMES.map((kind, index) => {
          const info: NotificationKindInfo = NOTIFICATION_KINDS[kind];
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
                    {info.isAlwaysOn ? (
                      <input
                        type="checkbox"
                        className="h-5 w-5"
                        checked={info.defaults[channel]}
                        disabled
                        readOnly
                      />
                    ) : (
                      <input
                        type="checkbox"
                        className="h-5 w-5"
                        {...register(`kinds.${index}.${channel}`)}
                      />
                    )}
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
        <label className="inline-flex min-h-11 cursor-pointer items-center gap-2">
          <input type="checkbox" className="h-5 w-5" {...register('hasQuietHours')} />
          Use quiet hours
        </label>
        {hasQuietHours ? (
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField label="From" type="time" {...field('quietHoursStart')} />
            <TextField label="Until" type="time" {...field('quietHoursEnd')} />
          </div>
        ) : null}
        <SelectField
          label="Your time zone"
          hint="Quiet hours follow your own clock."
          {...field('timeZone')}
        >
          {timeZones(timeZone).map((zone) => (
            <option key={zone} value={zone}>
              {zone.replace(/_/g, ' ')}
              {zone === browserTimeZone() ? ' (this device)' : ''}
            </option>
          ))}
        </SelectField>
      </fieldset>

      <FormAlert message={errors.root?.message} />
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : 'Save notification settings'}
        </Button>
      </div>

      <PushOptIn onUseEmail={handleUseEmail} />
    </form>
  );
}
