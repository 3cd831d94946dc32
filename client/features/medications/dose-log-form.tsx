import { useState } from 'react';
import type { DoseEvent } from '../../../shared/medications';
import { formatTimeOfDay } from '../../../shared/medications-basics';
import { medicationsApi } from '../../../shared/medications.contract';
import { Button } from '../../components/ui/button';
import { FilePicker } from '../../components/ui/file-picker';
import { FormAlert, TextField } from '../../components/ui/form-field';
import { toast } from '../../components/ui/use-toast';
import { useContractForm } from '../../lib/use-contract-form';
import { cancelDoseTiming, startDoseTiming } from './dose-timing';
import { useLogDose } from './medications.queries';

/**
 * Logging one dose: taken (optionally with a photo taken there and then, and a note) or skipped
 * with a reason, checked with the server's own rules (a skipped dose needs its reason). The photo
 * is re-encoded on the server, without location or camera details. A dose too far ahead for one
 * tap (`isEarly`) is only skipped here: taking it early goes through its own confirmation
 * (early-dose.tsx, decision 068). The screens load this form when someone answers
 * (lazy-dose-log-form.tsx).
 */
export function DoseLogForm({
  dose,
  initialStatus,
  isEarly = false,
  onDone,
}: {
  dose: DoseEvent;
  initialStatus: 'taken' | 'skipped';
  isEarly?: boolean;
  onDone: () => void;
}) {
  const logDose = useLogDose();
  const [photo, setPhoto] = useState<File | null>(null);
  const {
    register,
    field,
    submit,
    watch,
    formState: { errors, isSubmitting },
  } = useContractForm(medicationsApi.logDose, {
    defaultValues: { status: isEarly ? 'skipped' : initialStatus, skipReason: '', notes: '' },
  });
  const status = watch('status');
  const label = `${dose.medicationName} at ${formatTimeOfDay(dose.localTime)}`;

  const handleSubmit = submit(async ({ status, skipReason, notes }) => {
    if (status === 'taken') startDoseTiming(dose.id);
    // Awaited rather than mutate's callbacks: the live update of the log may replace this form
    // before the answer arrives, and the person is still told it was logged.
    try {
      await logDose.mutateAsync({ id: dose.id, status, skipReason, notes, photo });
    } catch (failure) {
      cancelDoseTiming();
      throw failure;
    }
    toast({
      title: status === 'taken' ? `Logged: ${label} taken` : `Logged: ${label} skipped`,
      variant: 'success',
    });
    onDone();
  });

  return (
    <form className="grid gap-3" onSubmit={handleSubmit} noValidate aria-label={`Log ${label}`}>
      {isEarly ? (
        <p>
          Skipping it before its time: its reminder will not come, and there will be no missed-dose
          alert for it.
        </p>
      ) : (
        <fieldset className="flex flex-wrap gap-x-6">
          <legend className="font-semibold">Was it taken?</legend>
          {(['taken', 'skipped'] as const).map((value) => (
            <label key={value} className="inline-flex min-h-11 cursor-pointer items-center gap-2">
              <input type="radio" className="h-5 w-5" value={value} {...register('status')} />
              {value === 'taken' ? 'Taken' : 'Skipped'}
            </label>
          ))}
        </fieldset>
      )}
      {status === 'skipped' ? (
        <TextField label="Why was it skipped?" {...field('skipReason')} />
      ) : (
        <FilePicker
          label="Photo of the pills (optional)"
          accept="image/jpeg,image/png,image/webp"
          capture="environment"
          chosen={photo}
          onFiles={([file]) => setPhoto(file ?? null)}
        />
      )}
      <TextField label="Notes (optional)" {...field('notes')} />
      <FormAlert message={errors.root?.message} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : 'Save'}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
