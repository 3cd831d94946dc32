import { useState } from 'react';
import { isTakenEarly } from '../../../shared/dose-window';
import { todayIn } from '../../../shared/local-dates';
import type { DoseEvent } from '../../../shared/medications';
import { formatTimeOfDay } from '../../../shared/medications-basics';
import { formatTimeIn } from '../../../shared/relative-time';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { useNow } from '../../lib/use-now';
import { cancelDoseTiming, startDoseTiming } from './dose-timing';
import { useLogDose } from './medications.queries';

/** Often enough that a dose becomes one-tap close to the minute its window opens. */
const TICK_MS = 30_000;

/**
 * The server's time, kept current while a dose screen is open: "early" is judged by it, so the
 * screen offers what the server accepts even when the phone's clock is wrong (decision 068).
 * `serverNow` is the day's `now`; `receivedAt` is when it arrived here (the query's
 * `dataUpdatedAt`), both on their own clocks, so their difference is the phone's error.
 */
export function useDoseClock(serverNow: string | undefined, receivedAt: number): Date {
  const local = useNow(TICK_MS);
  const offset = serverNow && receivedAt > 0 ? Date.parse(serverNow) - receivedAt : 0;
  return new Date(local.getTime() + offset);
}

/**
 * "Later today" (or "Not due yet" on another day) for a dose still open more than the one-tap
 * window ahead (decision 068), else null: such a dose is not offered as taken with one tap.
 */
export function laterLabel(
  dose: Pick<DoseEvent, 'status' | 'isAsNeeded' | 'scheduledAt' | 'localDate'>,
  now: Date,
  timeZone: string,
): string | null {
  if (dose.status !== 'pending' || dose.isAsNeeded || !isTakenEarly(dose.scheduledAt, now)) {
    return null;
  }
  return dose.localDate === todayIn(timeZone, now) ? 'Later today' : 'Not due yet';
}

/** "in 18 hours", "in 75 minutes": how far off the dose is, in round words. */
function howFarAhead(scheduledAt: string, now: Date): string {
  const minutes = Math.round((new Date(scheduledAt).getTime() - now.getTime()) / 60_000);
  if (minutes < 120) return `in ${minutes} minutes`;
  return `in about ${Math.round(minutes / 60)} hours`;
}

/**
 * Logs a dose as taken early, once confirmed. Called by the dose's list item, which stays on the
 * page when the dose turns "taken" (the button does not: callbacks of a component gone by then
 * would never run, and the toast would not show).
 */
export function useLogEarly(dose: DoseEvent, onLogged?: () => void) {
  const logDose = useLogDose();
  const [error, setError] = useState<string | null>(null);
  const confirm = () => {
    setError(null);
    startDoseTiming(dose.id);
    // Awaited rather than mutate's callbacks, which do not run once the live update of the log
    // has replaced this dose's controls: the person is still told it was logged.
    logDose.mutateAsync({ id: dose.id, status: 'taken', confirmEarly: true }).then(
      () => {
        toast({
          title: `Logged: ${dose.medicationName} at ${formatTimeOfDay(dose.localTime)} taken early`,
          variant: 'success',
        });
        onLogged?.();
      },
      (failure: unknown) => {
        cancelDoseTiming();
        setError(describeError(failure) ?? 'Please try again.');
      },
    );
  };
  return { confirm, isPending: logDose.isPending, error };
}

/**
 * Logging a dose as taken well before its time: a dialog says plainly that its reminder and
 * missed-dose alert will not come and that it is recorded at the time it is logged, and only
 * "Log it as taken now" logs it (PRODUCT.md, "Missed doses").
 */
export function LogEarlyButton({
  dose,
  timeZone,
  now,
  isPending,
  onConfirm,
}: {
  dose: DoseEvent;
  timeZone: string;
  now: Date;
  isPending: boolean;
  onConfirm: () => void;
}) {
  const label = `${dose.medicationName} at ${formatTimeOfDay(dose.localTime)}`;
  return (
    <ConfirmDialog
      tone="primary"
      trigger={
        <Button
          variant="secondary"
          aria-label={`Log as taken early: ${label}`}
          disabled={isPending}
        >
          Log as taken early
        </Button>
      }
      title={`Log ${dose.medicationName} as taken now?`}
      description={
        <>
          <p>
            It is planned for {formatTimeOfDay(dose.localTime)},{' '}
            {howFarAhead(dose.scheduledAt, now)}.
          </p>
          <p className="font-semibold">
            Its reminder will not come, and there will be no missed-dose alert for it.
          </p>
          <p>It will be recorded as taken at {formatTimeIn(now, timeZone)}, now.</p>
        </>
      }
      confirmLabel="Log it as taken now"
      onConfirm={onConfirm}
    />
  );
}
