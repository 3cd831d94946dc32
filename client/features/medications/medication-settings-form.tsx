import { useQuery } from '@tanstack/react-query';
import type { MedicationSettings } from '../../../shared/medications';
import { medicationsApi } from '../../../shared/medications.contract';
import { Button } from '../../components/ui/button';
import { FormAlert, TextField } from '../../components/ui/form-field';
import { toast } from '../../components/ui/use-toast';
import { useContractDraftForm } from '../../lib/use-contract-form';
import {
  medicationSettingsQuery,
  useMedicationsCircle,
  useSaveMedicationSettings,
} from './medications.queries';

/** The circle's reminder settings: lead, grace period, and an optional repeat. */
export function MedicationSettingsForm() {
  const { data } = useQuery(medicationSettingsQuery(useMedicationsCircle()));
  if (!data) return <p role="status">Loading the reminder settings…</p>;
  return <SettingsForm initial={data} />;
}

/** The settings' minutes as typed; an empty repeat means none. */
type Draft = Record<keyof MedicationSettings, string>;

const toSettings = (draft: Draft): MedicationSettings => ({
  reminderLeadMinutes: Number(draft.reminderLeadMinutes),
  graceMinutes: Number(draft.graceMinutes),
  repeatEveryMinutes:
    draft.repeatEveryMinutes.trim() === '' ? null : Number(draft.repeatEveryMinutes),
});

function SettingsForm({ initial }: { initial: MedicationSettings }) {
  const save = useSaveMedicationSettings();
  const {
    field,
    submit,
    formState: { errors, isSubmitting },
  } = useContractDraftForm(medicationsApi.saveSettings, {
    defaultValues: {
      reminderLeadMinutes: String(initial.reminderLeadMinutes),
      graceMinutes: String(initial.graceMinutes),
      repeatEveryMinutes: initial.repeatEveryMinutes?.toString() ?? '',
    },
    toBody: toSettings,
  });
  const handleSubmit = submit(async (settings) => {
    await save.mutateAsync(settings);
    toast({ title: 'Reminder settings saved', variant: 'success' });
  });
  return (
    <form className="grid gap-4" onSubmit={handleSubmit} noValidate>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label="Remind before each dose (minutes)"
          type="number"
          min="0"
          max="60"
          {...field('reminderLeadMinutes')}
        />
        <TextField
          label="Missed after (minutes)"
          type="number"
          min="5"
          max="240"
          {...field('graceMinutes')}
        />
        <TextField
          label="Repeat until logged, every (minutes)"
          hint="Leave empty for no repeats"
          type="number"
          min="5"
          max="120"
          {...field('repeatEveryMinutes')}
        />
      </div>
      <FormAlert message={errors.root?.message} />
      <div>
        <Button type="submit" disabled={isSubmitting}>
          Save reminder settings
        </Button>
      </div>
    </form>
  );
}
