import { useState } from 'react';
import { recipientDisplayName } from '../../../shared/care-recipient-basics';
import { isTakenEarly } from '../../../shared/dose-window';
import type { DoseEvent } from '../../../shared/medications';
import { formatTimeOfDay } from '../../../shared/medications-basics';
import { Button } from '../../components/ui/button';
import { LazyDoseLogForm } from './lazy-dose-log-form';
import { laterLabel } from './early-dose';

/**
 * The dose to ask about: the earliest still open (missed first), else the next one due, but only
 * once it is near its time: one tap never logs a dose hours ahead (decision 068).
 */
export function doseToAsk(doses: DoseEvent[], now: Date): DoseEvent | undefined {
  const open = doses.filter((d) => !d.isAsNeeded);
  return (
    open.find((d) => d.status === 'missed') ??
    open.find((d) => d.status === 'pending' && !isTakenEarly(d.scheduledAt, now))
  );
}

/**
 * "Did Rosa take her 8:00 AM pills?" — one question, two big buttons, near the bottom of the
 * screen so a thumb reaches them on a phone held in one hand.
 */
export function DidTheyTakeIt({
  doses,
  recipientName,
  timeZone,
  now,
}: {
  doses: DoseEvent[];
  recipientName: string | null;
  /** The care recipient's zone, in which "later today" is told. */
  timeZone: string;
  /** The server's time (`useDoseClock`). */
  now: Date;
}) {
  const [answer, setAnswer] = useState<'taken' | 'skipped' | null>(null);
  const dose = doseToAsk(doses, now);
  if (!dose) return <NextDose doses={doses} now={now} timeZone={timeZone} />;
  const sameTime = doses.filter(
    (d) => d.localTime === dose.localTime && (d.status === 'pending' || d.status === 'missed'),
  );
  const what =
    sameTime.length > 1 ? `${sameTime.length} medicines` : `${dose.medicationName} (${dose.dose})`;
  const question = `Did ${recipientDisplayName(recipientName)} take the ${formatTimeOfDay(dose.localTime)} ${what}?`;
  return (
    <section
      aria-labelledby="did-they-take-it"
      className="border-accent bg-bg grid gap-4 rounded-2xl border-4 p-5"
    >
      <h2 id="did-they-take-it" className="text-2xl leading-snug font-bold sm:text-3xl">
        {question}
      </h2>
      {dose.status === 'missed' ? (
        <p className="text-danger font-semibold">
          This dose was marked missed. If it was taken, log it now.
        </p>
      ) : null}
      {answer ? (
        <LazyDoseLogForm dose={dose} initialStatus={answer} onDone={() => setAnswer(null)} />
      ) : (
        <div className="grid grid-cols-2 gap-3">
          <Button className="min-h-16 text-xl" onClick={() => setAnswer('taken')}>
            Yes, taken
          </Button>
          <Button
            variant="secondary"
            className="min-h-16 text-xl"
            onClick={() => setAnswer('skipped')}
          >
            Not taken
          </Button>
        </div>
      )}
      {sameTime.length > 1 ? (
        <p className="text-fg-muted">
          This logs {dose.medicationName}; the others are listed below.
        </p>
      ) : null}
    </section>
  );
}

/** Nothing to ask yet: the next dose and when, with no way to log it by one tap. */
function NextDose({ doses, now, timeZone }: { doses: DoseEvent[]; now: Date; timeZone: string }) {
  const next = doses.find((d) => laterLabel(d, now, timeZone) !== null);
  if (!next) return null;
  const when = laterLabel(next, now, timeZone) === 'Later today' ? ', later today' : '';
  return (
    <section
      aria-labelledby="did-they-take-it"
      className="border-border bg-bg grid gap-2 rounded-2xl border-2 p-5"
    >
      <h2 id="did-they-take-it" className="text-2xl leading-snug font-bold">
        Nothing to log right now
      </h2>
      <p className="text-lg">
        Next: {next.medicationName} ({next.dose}) at {formatTimeOfDay(next.localTime)}
        {when}. From an hour before, it can be logged here with one tap.
      </p>
    </section>
  );
}
