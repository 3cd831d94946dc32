import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { MedicationSettings } from '../../../shared/medications';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/form-field';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
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

function SettingsForm({ initial }: { initial: MedicationSettings }) {
  const save = useSaveMedicationSettings();
  const [lead, setLead] = useState(String(initial.reminderLeadMinutes));
  const [grace, setGrace] = useState(String(initial.graceMinutes));
  const [repeat, setRepeat] = useState(initial.repeatEveryMinutes?.toString() ?? '');
  const [error, setError] = useState<string | null>(null);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    save.mutate(
      {
        reminderLeadMinutes: Number(lead),
        graceMinutes: Number(grace),
        repeatEveryMinutes: repeat.trim() === '' ? null : Number(repeat),
      },
      {
        onSuccess: () => toast({ title: 'Reminder settings saved', variant: 'success' }),
        onError: (e) => setError(describeError(e) ?? 'Please try again.'),
      },
    );
  };
  return (
    <form className="grid gap-4" onSubmit={handleSubmit}>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label="Remind before each dose (minutes)"
          type="number"
          min="0"
          max="60"
          value={lead}
          onChange={(e) => setLead(e.target.value)}
        />
        <TextField
          label="Missed after (minutes)"
          type="number"
          min="5"
          max="240"
          value={grace}
          onChange={(e) => setGrace(e.target.value)}
        />
        <TextField
          label="Repeat until logged, every (minutes)"
          hint="Leave empty for no repeats"
          type="number"
          min="5"
          max="120"
          value={repeat}
          onChange={(e) => setRepeat(e.target.value)}
        />
      </div>
      {error ? (
        <p role="alert" className="text-danger font-medium">
          {error}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={save.isPending}>
          Save reminder settings
        </Button>
      </div>
    </form>
  );
}
