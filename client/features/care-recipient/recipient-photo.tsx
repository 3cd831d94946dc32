import { Camera, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import type { Recipient } from '../../../shared/care-recipient';
import { recipientDisplayName } from '../../../shared/care-recipient';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-field';
import { describeError } from '../../lib/api';
import { useRecipientPhoto } from './care-recipient.queries';

/** Their photo: shown large, chosen from the phone's pictures or camera, removable. */
export function RecipientPhoto({ recipient }: { recipient: Recipient }) {
  const inputId = useId();
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
        <label
          htmlFor={inputId}
          className="border-accent bg-bg hover:bg-muted inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border-2 px-5 py-2 font-semibold has-[:focus-visible]:outline-3"
        >
          <Camera aria-hidden="true" className="h-5 w-5" />
          {photo.isPending
            ? 'Saving photo...'
            : recipient.photoUrl
              ? 'Change photo'
              : 'Add a photo'}
          <input
            id={inputId}
            type="file"
            accept="image/*"
            className="sr-only"
            disabled={photo.isPending}
            onChange={(event) => {
              const file = event.target.files?.[0] ?? null;
              event.target.value = '';
              if (file) void handleFile(file);
            }}
          />
        </label>
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
