import { BellRing } from 'lucide-react';
import { useId, useState } from 'react';
import {
  CRISIS_NOTE_MAX,
  CRISIS_TYPE_LABELS,
  CRISIS_TYPES,
  type CrisisType,
} from '../../../shared/crisis-basics';
import type { Position } from '../../../shared/emergency';
import { Button } from '../../components/ui/button';
import { TextAreaField } from '../../components/ui/form-field';
import { sendCrisisAlert } from './crisis-sender';

/** The phone's position if it can be found within a few seconds; an alert never waits longer. */
function currentPosition(timeoutMs = 4000): Promise<Position | null> {
  if (!('geolocation' in navigator)) return Promise.resolve(null);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), timeoutMs + 500);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        clearTimeout(timer);
        resolve({
          latitude: position.coords.latitude,
          longitude: position.coords.longitude,
          accuracyMeters: Math.round(position.coords.accuracy),
        });
      },
      () => {
        clearTimeout(timer);
        resolve(null);
      },
      { enableHighAccuracy: true, timeout: timeoutMs, maximumAge: 60_000 },
    );
  });
}

/**
 * "Alert my family now": everything is optional, so one tap on Send is enough. The location is
 * asked for only if the box stays ticked.
 */
export function CrisisAlertForm({ onSent }: { onSent: () => void }) {
  const typeName = useId();
  const [type, setType] = useState<CrisisType | null>(null);
  const [note, setNote] = useState('');
  const [withLocation, setWithLocation] = useState(true);
  const [isLocating, setIsLocating] = useState(false);

  const handleSend = async () => {
    const tappedAt = performance.now();
    setIsLocating(withLocation);
    const position = withLocation ? await currentPosition() : null;
    setIsLocating(false);
    sendCrisisAlert(
      {
        clientRequestId: crypto.randomUUID(),
        type,
        note: note.trim() || null,
        position,
      },
      tappedAt,
    );
    onSent();
  };

  return (
    <div className="grid gap-4">
      <fieldset className="grid gap-1">
        <legend className="mb-1 font-semibold">What happened? (optional)</legend>
        <div className="grid grid-cols-2 gap-1">
          {CRISIS_TYPES.map((value) => (
            <label key={value} className="inline-flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name={typeName}
                value={value}
                checked={type === value}
                onChange={() => setType(value)}
                className="accent-accent h-6 w-6 shrink-0"
              />
              {CRISIS_TYPE_LABELS[value]}
            </label>
          ))}
        </div>
      </fieldset>
      <TextAreaField
        label="A short note (optional)"
        rows={2}
        maxLength={CRISIS_NOTE_MAX}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      <label className="inline-flex min-h-11 items-center gap-3">
        <input
          type="checkbox"
          checked={withLocation}
          onChange={(event) => setWithLocation(event.target.checked)}
          className="accent-accent h-6 w-6 shrink-0"
        />
        Include where I am now
      </label>
      <Button
        variant="danger"
        className="w-full text-xl"
        disabled={isLocating}
        onClick={() => void handleSend()}
      >
        <BellRing aria-hidden="true" className="h-6 w-6" />
        {isLocating ? 'Finding your location…' : 'Send the alert now'}
      </Button>
    </div>
  );
}
