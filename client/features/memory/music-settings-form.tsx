import {
  ERA_FIRST_CHOICE,
  ERA_LAST_CHOICE,
  ERA_SPAN_YEARS,
  type Era,
  MUSIC_SERVICE_NAMES,
  MUSIC_SERVICES,
  type MusicService,
} from '../../../shared/music';
import { musicApi } from '../../../shared/music.contract';
import { Button } from '../../components/ui/button';
import { FormAlert, SelectField } from '../../components/ui/form-field';
import { toast } from '../../components/ui/use-toast';
import { useContractForm } from '../../lib/use-contract-form';
import type { MusicMutations } from './music.queries';

const ERA_CHOICES = Array.from(
  { length: (ERA_LAST_CHOICE - ERA_FIRST_CHOICE) / 5 + 1 },
  (_, i) => ERA_FIRST_CHOICE + i * 5,
);

export const describeEra = (era: Era, birthYear: number | null) => {
  if (era.kind === 'unknown') return null;
  const years = `${era.from} to ${era.to}`;
  return era.kind === 'birth-year'
    ? `Songs from ${years}, when they were 10 to 30 years old (born ${birthYear}). These are often the songs remembered best.`
    : `Songs from ${years}, the era your family chose.`;
};

/** The era and the music service: every member may change them for the circle. */
export function SettingsForm({
  service,
  eraFrom,
  birthYear,
  mutations,
}: {
  service: MusicService;
  eraFrom: number | null;
  birthYear: number | null;
  mutations: MusicMutations;
}) {
  const {
    register,
    submit,
    formState: { errors },
  } = useContractForm(musicApi.saveSettings, { defaultValues: { service, eraFrom } });
  const save = submit(async (input) => {
    await mutations.saveSettings.mutateAsync(input);
    toast({ title: 'Music settings saved.' });
  });
  return (
    <form onSubmit={save} className="grid gap-4">
      <SelectField
        label="Era of the playlist"
        error={errors.eraFrom?.message}
        {...register('eraFrom', {
          setValueAs: (value: string | number | null) =>
            value === '' || value === null ? null : Number(value),
        })}
      >
        <option value="">
          {birthYear ? `From their year of birth (${birthYear})` : 'Not chosen yet'}
        </option>
        {ERA_CHOICES.map((year) => (
          <option key={year} value={year}>
            {year} to {year + ERA_SPAN_YEARS}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Open songs in"
        hint="The music service your family uses. Songs open as a search there."
        error={errors.service?.message}
        {...register('service')}
      >
        {MUSIC_SERVICES.map((s) => (
          <option key={s} value={s}>
            {MUSIC_SERVICE_NAMES[s]}
          </option>
        ))}
      </SelectField>
      <FormAlert message={errors.root?.message} />
      <div>
        <Button type="submit" disabled={mutations.saveSettings.isPending}>
          Save music settings
        </Button>
      </div>
    </form>
  );
}
