import { useState } from 'react';
import { recipientDisplayName } from '../../../shared/care-recipient-basics';
import type { DoseEvent } from '../../../shared/medications';
import { formatTimeOfDay } from '../../../shared/medications-basics';
import { Button } from '../../components/ui/button';
import { DoseLogForm } from './dose-log-form';

/** The dose to ask about: the earliest still open (missed first), else the next one due. */
export function doseToAsk(doses: DoseEvent[]): DoseEvent | undefined {
  const open = doses.filter((d) => !d.isAsNeeded);
  return open.find((d) => d.status === 'missed') ?? open.find((d) => d.status === 'pending');
}

/**
 * "Did Rosa take her 8:00 AM pills?" — one question, two big buttons, near the bottom of the
 * screen so a thumb reaches them on a phone held in one hand.
 */
export function DidTheyTakeIt({
  doses,
  recipientName,
}: {
  doses: DoseEvent[];
  recipientName: string | null;
}) {
  const [answer, setAnswer] = useState<'taken' | 'skipped' | null>(null);
  const dose = doseToAsk(doses);
  if (!dose) return null;
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
        <DoseLogForm dose={dose} initialStatus={answer} onDone={() => setAnswer(null)} />
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
