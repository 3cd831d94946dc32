import { useId } from 'react';
import type { Medication } from '../../../shared/medications';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { useMedicationPhoto } from './medications.queries';

/** A photo of the pill or the box, so whoever helps today gives the right one. */
export function MedicationPhoto({ medication }: { medication: Medication }) {
  const upload = useMedicationPhoto();
  const inputId = useId();
  return (
    <div className="grid gap-2">
      <h2 className="text-xl font-bold">Photo of the pill or box</h2>
      {medication.photoUrl ? (
        <img
          src={medication.photoUrl}
          alt={`${medication.name} pill or box`}
          className="border-border max-h-48 w-auto rounded-lg border"
        />
      ) : (
        <p className="text-fg-muted">No photo yet.</p>
      )}
      <label htmlFor={inputId} className="font-semibold">
        {medication.photoUrl ? 'Choose a new photo' : 'Add a photo'}
      </label>
      <input
        id={inputId}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        capture="environment"
        className="min-h-11"
        disabled={upload.isPending}
        onChange={(event) => {
          const photo = event.target.files?.[0];
          if (!photo) return;
          upload.mutate(
            { id: medication.id, photo },
            {
              onSuccess: () => toast({ title: 'Photo saved', variant: 'success' }),
              onError: (e) =>
                toast({ title: describeError(e) ?? 'Please try again.', variant: 'destructive' }),
            },
          );
        }}
      />
    </div>
  );
}
