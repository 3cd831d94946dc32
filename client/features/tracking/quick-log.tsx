import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
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
import { trackingApi } from '../../../shared/tracking.contract';
import { Button } from '../../components/ui/button';
import { Notice } from '../../components/notice';
import {
  FormAlert,
  LabelledOptions,
  SelectField,
  TextAreaField,
  TextField,
} from '../../components/ui/form-field';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { useContractDraftForm } from '../../lib/use-contract-form';
import { useTrackingMutations } from './tracking.queries';

type LogEntry = (input: TrackingEntryInput) => Promise<void>;

/** What a fall's form holds: the choices stay text until they are sent. */
interface FallDraft {
  fall: { place: string; injury: FallDetails['injury'] | ''; outcome: FallDetails['outcome'] | '' };
  note: string;
}

/**
 * A fall, in what the doctor will ask (NIA, CDC STEADI): where, any injury, what happened next.
 * Every field may stay empty: logging that it happened is what matters most.
 */
function FallEntry({ onLog }: { onLog: LogEntry }) {
  const {
    field,
    submit,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useContractDraftForm(trackingApi.log, {
    defaultValues: { fall: { place: '', injury: '', outcome: '' }, note: '' },
    toBody: ({ fall, note }: FallDraft): TrackingEntryInput => ({
      kind: 'falls',
      fall: { place: fall.place, injury: fall.injury || null, outcome: fall.outcome || null },
      note,
    }),
  });
  const injury = useWatch({ control, name: 'fall.injury' });
  const handleSubmit = submit(async (body) => {
    await onLog(body);
    reset();
  });
  return (
    <form onSubmit={handleSubmit} noValidate className="grid gap-3">
      <TextField
        label="Where (optional)"
        hint="For example: bathroom, stairs, garden."
        autoComplete="off"
        {...field('fall.place')}
      />
      <SelectField label="Any injury" {...field('fall.injury')}>
        <option value="">Not recorded</option>
        <LabelledOptions values={FALL_INJURIES} labels={FALL_INJURY_LABELS} />
      </SelectField>
      {injury === 'hit_head' ? (
        <Notice title="After a blow to the head" level={3} tone="danger">
          <p>
            Call their doctor today. Call 911 if they become drowsy, vomit, are more confused than
            usual, have a bad headache, or are bleeding, especially if they take a blood thinner.
          </p>
        </Notice>
      ) : null}
      <SelectField label="What happened next" {...field('fall.outcome')}>
        <option value="">Not recorded</option>
        <LabelledOptions values={FALL_OUTCOMES} labels={FALL_OUTCOME_LABELS} />
      </SelectField>
      <TextAreaField label="Anything else (optional)" {...field('note')} />
      <FormAlert message={errors.root?.message} />
      <div>
        <Button type="submit" disabled={isSubmitting}>
          Log the fall
        </Button>
      </div>
    </form>
  );
}

/** A reading or a note as typed: numbers stay text until they are sent. */
interface TypedDraft {
  value: string;
  value2: string;
  note: string;
}

function TypedEntry({ kind, onLog }: { kind: TrackingKind; onLog: LogEntry }) {
  const measure = TRACKING_MEASURES[kind];
  const {
    field,
    submit,
    reset,
    formState: { errors, isSubmitting },
  } = useContractDraftForm(trackingApi.log, {
    defaultValues: { value: '', value2: '', note: '' },
    toBody: ({ value, value2, note }: TypedDraft): TrackingEntryInput =>
      measure.input === 'note'
        ? { kind, note }
        : measure.input === 'pressure'
          ? { kind, value: Number(value) || null, value2: Number(value2) || null }
          : { kind, value: Number(value) || null },
  });
  const handleSubmit = submit(async (body) => {
    await onLog(body);
    reset();
  });
  return (
    <form onSubmit={handleSubmit} noValidate className="grid gap-3">
      {measure.input === 'note' ? (
        <TextAreaField label="Note" {...field('note')} />
      ) : measure.input === 'pressure' ? (
        <div className="grid grid-cols-2 gap-3">
          <TextField label="Top number" inputMode="numeric" {...field('value')} />
          <TextField label="Bottom number" inputMode="numeric" {...field('value2')} />
        </div>
      ) : (
        <TextField
          label={`${measure.label} (${measure.unit})`}
          inputMode="decimal"
          {...field('value')}
        />
      )}
      <FormAlert message={errors.root?.message} />
      <div>
        <Button type="submit" disabled={isSubmitting}>
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
  /** Logs and says so; a refusal is the caller's to show (a form's alert, or a toast). */
  const logEntry: LogEntry = async (input) => {
    const entry = await log.mutateAsync(input);
    setLast(entry);
    const label = TRACKING_MEASURES[entry.kind].label;
    toast({
      title: `Logged: ${label}${entry.description ? `, ${entry.description}` : ''}`,
      description: 'A mistake? Use Undo at the top of the list.',
    });
  };
  /** A one-tap button has no form to hold an alert, so its refusal is a toast. */
  const handleLog = async (input: TrackingEntryInput) => {
    try {
      await logEntry(input);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'That was not logged',
        description: describeError(error) ?? 'Please try again.',
      });
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
                <FallEntry onLog={logEntry} />
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
                <TypedEntry kind={kind} onLog={logEntry} />
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
