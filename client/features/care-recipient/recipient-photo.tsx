import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { Recipient } from '../../../shared/care-recipient';
import { recipientDisplayName } from '../../../shared/care-recipient';
import { Button } from '../../components/ui/button';
import { FilePicker } from '../../components/ui/file-picker';
import { FormAlert } from '../../components/ui/form-field';
import { describeError } from '../../lib/api';
import { useRecipientPhoto } from './care-recipient.queries';

/** Their photo: shown large, chosen from the phone's pictures or camera, removable. */
export function RecipientPhoto({ recipient }: { recipient: Recipient }) {
  const photo = useRecipientPhoto(recipient.circleId);
  const [error, setError] = useState<string | null>(null);
  const name = recipientDisplayName(recipient.preferredName);

  const handleFile = async (file: File | null) => {
    setError(null);
    try {
      await photo.mutateAsync(file);
    } catch (caught) {
      setError(describeError(caught) ?? 'We could not save the photo. Please try again.');
    }
  };

  return (
    <div className="grid gap-3">
      <p className="font-semibold">Photo (optional)</p>
      {recipient.photoUrl ? (
        <img
          src={recipient.photoUrl}
          alt={`Photo of ${name}`}
          className="border-border h-40 w-40 rounded-xl border object-cover"
        />
      ) : (
        <p className="text-fg-muted">No photo yet.</p>
      )}
      <div className="flex flex-wrap gap-3">
        <FilePicker
          label={
            photo.isPending
              ? 'Saving photo...'
              : recipient.photoUrl
                ? 'Change photo'
                : 'Add a photo'
          }
          accept="image/*"
          disabled={photo.isPending}
          onFiles={([file]) => void handleFile(file ?? null)}
        />
        {recipient.photoUrl ? (
          <Button variant="ghost" disabled={photo.isPending} onClick={() => void handleFile(null)}>
            <Trash2 aria-hidden="true" className="h-5 w-5" />
            Remove photo
          </Button>
        ) : null}
      </div>
      <FormAlert message={error ?? undefined} />
    </div>
  );
}
