import { useEffect, useState } from 'react';
import type { DoseEvent } from '../../../shared/medications';
import { formatTimeOfDay } from '../../../shared/medications-basics';
import { formatTimeIn } from '../../../shared/relative-time';
import { Button } from '../../components/ui/button';
import { DoseLogForm } from './dose-log-form';
import { finishDoseTiming } from './dose-timing';
import { DoseStateBadge } from './dose-state';

/** A day's doses in order, each with its state in words and, while open, a way to log it. */
export function DoseList({
  doses,
  canLog,
  timeZone,
}: {
  doses: DoseEvent[];
  canLog: boolean;
  /** The care recipient's zone: when a dose was logged is told in it, like its planned time. */
  timeZone: string;
}) {
  const [logging, setLogging] = useState<{ id: string; status: 'taken' | 'skipped' } | null>(null);
  useEffect(() => finishDoseTiming(doses), [doses]);
  return (
    <ol className="grid gap-3" aria-label="Doses">
      {doses.map((dose) => {
        const label = `${dose.medicationName} at ${formatTimeOfDay(dose.localTime)}`;
        const isOpen = dose.status === 'pending' || dose.status === 'missed';
        return (
          <li key={dose.id} className="border-border bg-bg grid gap-2 rounded-xl border p-4">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 className="text-lg font-bold">
                <span className="mr-2">{formatTimeOfDay(dose.localTime)}</span>
                {dose.medicationName}
              </h3>
              <DoseStateBadge dose={dose} />
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
                <Button
                  aria-label={`Taken: ${label}`}
                  onClick={() => setLogging({ id: dose.id, status: 'taken' })}
                >
                  Taken
                </Button>
                <Button
                  variant="secondary"
                  aria-label={`Skipped: ${label}`}
                  onClick={() => setLogging({ id: dose.id, status: 'skipped' })}
                >
                  Skipped
                </Button>
              </div>
            ) : null}
            {logging?.id === dose.id ? (
              <DoseLogForm
                dose={dose}
                initialStatus={logging.status}
                onDone={() => setLogging(null)}
              />
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
