import { Undo2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import {
  FALL_INJURIES,
  FALL_INJURY_LABELS,
  FALL_OUTCOME_LABELS,
  FALL_OUTCOMES,
  type FallDetails,
  TRACKING_KINDS,
  TRACKING_MEASURES,
  type TrackingEntry,
  type TrackingEntryInput,
  type TrackingKind,
} from '../../../shared/tracking';
import { Button } from '../../components/ui/button';
import { Notice } from '../../components/notice';
import { SelectField, TextAreaField, TextField } from '../../components/ui/form-field';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { useTrackingMutations } from './tracking.queries';

/**
 * A fall, in what the doctor will ask (NIA, CDC STEADI): where, any injury, what happened next.
 * Every field may stay empty: logging that it happened is what matters most.
 */
function FallEntry({
  onLog,
  isBusy,
}: {
  onLog: (input: TrackingEntryInput) => Promise<boolean>;
  isBusy: boolean;
}) {
  const [place, setPlace] = useState('');
  const [injury, setInjury] = useState<FallDetails['injury'] | ''>('');
  const [outcome, setOutcome] = useState<FallDetails['outcome'] | ''>('');
  const [note, setNote] = useState('');
  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const logged = await onLog({
      kind: 'falls',
      fall: { place, injury: injury || null, outcome: outcome || null },
      note,
    });
    if (logged) {
      setPlace('');
      setInjury('');
      setOutcome('');
      setNote('');
    }
  };
  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate className="grid gap-3">
      <TextField
        label="Where (optional)"
        hint="For example: bathroom, stairs, garden."
        autoComplete="off"
        value={place}
        onChange={(event) => setPlace(event.target.value)}
      />
      <SelectField
        label="Any injury"
        value={injury ?? ''}
        onChange={(event) => setInjury(event.target.value as FallDetails['injury'] | '')}
      >
        <option value="">Not recorded</option>
        {FALL_INJURIES.map((value) => (
          <option key={value} value={value}>
            {FALL_INJURY_LABELS[value]}
          </option>
        ))}
      </SelectField>
      {injury === 'hit_head' ? (
        <Notice title="After a blow to the head" level={3} tone="danger">
          <p>
            Call their doctor today. Call 911 if they become drowsy, vomit, are more confused than
            usual, have a bad headache, or are bleeding, especially if they take a blood thinner.
          </p>
        </Notice>
      ) : null}
      <SelectField
        label="What happened next"
        value={outcome ?? ''}
        onChange={(event) => setOutcome(event.target.value as FallDetails['outcome'] | '')}
      >
        <option value="">Not recorded</option>
        {FALL_OUTCOMES.map((value) => (
          <option key={value} value={value}>
            {FALL_OUTCOME_LABELS[value]}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label="Anything else (optional)"
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      <div>
        <Button type="submit" disabled={isBusy}>
          Log the fall
        </Button>
      </div>
    </form>
  );
}

function TypedEntry({
  kind,
  onLog,
  isBusy,
}: {
  kind: TrackingKind;
  onLog: (input: TrackingEntryInput) => Promise<boolean>;
  isBusy: boolean;
}) {
  const measure = TRACKING_MEASURES[kind];
  const [value, setValue] = useState('');
  const [value2, setValue2] = useState('');
  const [note, setNote] = useState('');
  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const input: TrackingEntryInput =
      measure.input === 'note'
        ? { kind, note }
        : measure.input === 'pressure'
          ? { kind, value: Number(value) || null, value2: Number(value2) || null }
          : { kind, value: Number(value) || null };
    if (await onLog(input)) {
      setValue('');
      setValue2('');
      setNote('');
    }
  };
  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate className="grid gap-3">
      {measure.input === 'note' ? (
        <TextAreaField label="Note" value={note} onChange={(e) => setNote(e.target.value)} />
      ) : measure.input === 'pressure' ? (
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label="Top number"
            inputMode="numeric"
            value={value}
            onChange={(e) => setValue(e.target.value)}
          />
          <TextField
            label="Bottom number"
            inputMode="numeric"
            value={value2}
            onChange={(e) => setValue2(e.target.value)}
          />
        </div>
      ) : (
        <TextField
          label={`${measure.label} (${measure.unit})`}
          inputMode="decimal"
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
      )}
      <div>
        <Button type="submit" disabled={isBusy}>
          Save {measure.label.toLowerCase()}
        </Button>
      </div>
    </form>
  );
}

/**
 * One tap per observation on a phone: a button per choice (mood, sleep …), one for each event
 * (a fall), and short forms for readings and notes. The last entry can be undone on the page.
 */
export function QuickLog({ circleId }: { circleId: string }) {
  const { log, remove } = useTrackingMutations(circleId);
  const [last, setLast] = useState<TrackingEntry | null>(null);
  const handleLog = async (input: TrackingEntryInput): Promise<boolean> => {
    try {
      const entry = await log.mutateAsync(input);
      setLast(entry);
      const label = TRACKING_MEASURES[entry.kind].label;
      toast({
        title: `Logged: ${label}${entry.description ? `, ${entry.description}` : ''}`,
        description: 'A mistake? Use Undo at the top of the list.',
      });
      return true;
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'That was not logged',
        description: describeError(error) ?? 'Please try again.',
      });
      return false;
    }
  };
  const handleUndo = async () => {
    if (!last) return;
    try {
      await remove.mutateAsync(last.id);
      toast({ title: 'Taken back' });
      setLast(null);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'That did not work',
        description: describeError(error),
      });
    }
  };
  return (
    <div className="grid gap-4">
      <div role="status" className="min-h-11">
        {last ? (
          <p className="flex flex-wrap items-center gap-3">
            <span>
              Just logged: {TRACKING_MEASURES[last.kind].label}
              {last.description ? `, ${last.description}` : ''}.
            </span>
            <Button
              variant="secondary"
              onClick={() => void handleUndo()}
              disabled={remove.isPending}
            >
              <Undo2 aria-hidden="true" className="h-5 w-5" />
              Undo
            </Button>
          </p>
        ) : null}
      </div>
      <ul className="grid gap-4 md:grid-cols-2" aria-label="What to log">
        {TRACKING_KINDS.map((kind) => {
          const measure = TRACKING_MEASURES[kind];
          const headingId = `log-${kind}`;
          return (
            <li key={kind} className="border-border grid content-start gap-2 rounded-xl border p-4">
              <h3 id={headingId} className="text-lg font-bold">
                {measure.label}
              </h3>
              <p className="text-fg-muted text-base">{measure.hint}</p>
              {measure.input === 'choice' ? (
                <div role="group" aria-labelledby={headingId} className="flex flex-wrap gap-2">
                  {measure.choices?.map((choice) => (
                    <Button
                      key={choice.value}
                      variant="secondary"
                      className="px-3"
                      disabled={log.isPending}
                      aria-label={`${measure.label}: ${measure.unit === 'hours' ? `${choice.value} hours` : choice.label}`}
                      onClick={() => void handleLog({ kind, value: choice.value })}
                    >
                      {choice.label}
                    </Button>
                  ))}
                </div>
              ) : kind === 'falls' ? (
                <FallEntry onLog={handleLog} isBusy={log.isPending} />
              ) : measure.input === 'event' ? (
                <div>
                  <Button
                    variant="secondary"
                    disabled={log.isPending}
                    onClick={() => void handleLog({ kind })}
                  >
                    {measure.action}
                  </Button>
                </div>
              ) : (
                <TypedEntry kind={kind} onLog={handleLog} isBusy={log.isPending} />
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
