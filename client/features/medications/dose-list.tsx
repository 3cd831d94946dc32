import { useEffect, useRef, useState } from 'react';
import { isTakenEarly } from '../../../shared/dose-window';
import type { DoseEvent } from '../../../shared/medications';
import { formatTimeOfDay } from '../../../shared/medications-basics';
import { formatTimeIn } from '../../../shared/relative-time';
import { Button } from '../../components/ui/button';
import { LazyDoseLogForm } from './lazy-dose-log-form';
import { finishDoseTiming } from './dose-timing';
import { DoseStateBadge } from './dose-state';
import { laterLabel, LogEarlyButton, useLogEarly } from './early-dose';

type Logging = { id: string; status: 'taken' | 'skipped' } | null;

/** A day's doses in order, each with its state in words and, while open, a way to log it. */
export function DoseList({
  doses,
  canLog,
  timeZone,
  now,
}: {
  doses: DoseEvent[];
  canLog: boolean;
  /** The care recipient's zone: when a dose was logged is told in it, like its planned time. */
  timeZone: string;
  /** The server's time (`useDoseClock`): a dose further ahead than an hour is "later". */
  now: Date;
}) {
  const [logging, setLogging] = useState<Logging>(null);
  useEffect(() => finishDoseTiming(doses), [doses]);
  return (
    <ol className="grid gap-3" aria-label="Doses">
      {doses.map((dose) => (
        <DoseItem
          key={dose.id}
          dose={dose}
          canLog={canLog}
          timeZone={timeZone}
          now={now}
          logging={logging}
          onLogging={setLogging}
        />
      ))}
    </ol>
  );
}

function DoseItem({
  dose,
  canLog,
  timeZone,
  now,
  logging,
  onLogging,
}: {
  dose: DoseEvent;
  canLog: boolean;
  timeZone: string;
  now: Date;
  logging: Logging;
  onLogging: (logging: Logging) => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Focus moves to the dose once its button is gone (decision 068).
  const logEarly = useLogEarly(dose, () => heading.current?.focus());
  const label = `${dose.medicationName} at ${formatTimeOfDay(dose.localTime)}`;
  const isOpen = dose.status === 'pending' || dose.status === 'missed';
  // Too far ahead for one tap: "Later today", and taken only through a confirmation.
  const later = laterLabel(dose, now, timeZone);
  const wasTakenEarly =
    dose.takenAt !== null && isTakenEarly(dose.scheduledAt, new Date(dose.takenAt));
  return (
    <li className="border-border bg-bg grid gap-2 rounded-xl border p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 ref={heading} tabIndex={-1} className="text-lg font-bold">
          <span className="mr-2">{formatTimeOfDay(dose.localTime)}</span>
          {dose.medicationName}
        </h3>
        <DoseStateBadge dose={dose} later={later} />
      </div>
      <p>
        {dose.dose}
        {dose.instructions ? `. ${dose.instructions}` : ''}
        {dose.isAsNeeded ? ' (as needed)' : ''}
      </p>
      {dose.loggedBy ? (
        <p className="text-fg-muted">
          Logged by {dose.loggedBy}
          {dose.takenAt ? ` at ${formatTimeIn(new Date(dose.takenAt), timeZone)}` : ''}
          {wasTakenEarly ? ', taken early' : ''}
          {dose.skipReason ? `. Reason: ${dose.skipReason}` : ''}
          {dose.notes ? `. ${dose.notes}` : ''}
        </p>
      ) : null}
      {dose.photoUrl ? (
        <img
          src={dose.photoUrl}
          alt={`Photo logged with ${label}`}
          className="border-border max-h-40 w-auto rounded-lg border"
        />
      ) : null}
      {canLog && isOpen && logging?.id !== dose.id ? (
        <div className="flex flex-wrap gap-3">
          {later ? (
            <LogEarlyButton
              dose={dose}
              timeZone={timeZone}
              now={now}
              isPending={logEarly.isPending}
              onConfirm={logEarly.confirm}
            />
          ) : (
            <Button
              aria-label={`Taken: ${label}`}
              onClick={() => onLogging({ id: dose.id, status: 'taken' })}
            >
              Taken
            </Button>
          )}
          <Button
            variant="secondary"
            aria-label={`Skipped: ${label}`}
            onClick={() => onLogging({ id: dose.id, status: 'skipped' })}
          >
            Skipped
          </Button>
        </div>
      ) : null}
      {logEarly.error ? (
        <p role="alert" className="text-danger font-medium">
          {logEarly.error}
        </p>
      ) : null}
      {logging?.id === dose.id ? (
        <LazyDoseLogForm
          dose={dose}
          initialStatus={logging.status}
          isEarly={later !== null}
          onDone={() => onLogging(null)}
        />
      ) : null}
    </li>
  );
}
