import type { Medication } from '../../../shared/medications';
import { FilePicker } from '../../components/ui/file-picker';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { useMedicationPhoto } from './medications.queries';

/** A photo of the pill or the box, so whoever helps today gives the right one. */
export function MedicationPhoto({ medication }: { medication: Medication }) {
  const upload = useMedicationPhoto();
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
      <FilePicker
        label={medication.photoUrl ? 'Choose a new photo' : 'Add a photo'}
        accept="image/jpeg,image/png,image/webp"
        capture="environment"
        disabled={upload.isPending}
        onFiles={([photo]) => {
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
