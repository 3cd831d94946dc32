import type { DoseEvent } from '../../../shared/medications';
import { recordTiming } from '../../lib/vitals';

/**
 * The "dose-logged" timing (decision 044): from the tap that saves a dose as taken to the list
 * showing it as logged (the server's answer and the refreshed list included).
 */
let pending: { id: string; startedAt: number } | null = null;

export const startDoseTiming = (id: string) => {
  pending = { id, startedAt: performance.now() };
};

export const cancelDoseTiming = () => {
  pending = null;
};

/** Called with the doses the list shows; records the timing once the dose shows as logged. */
export function finishDoseTiming(doses: readonly DoseEvent[]): void {
  if (!pending) return;
  const { id, startedAt } = pending;
  const dose = doses.find((candidate) => candidate.id === id);
  if (dose?.status !== 'taken') return;
  pending = null;
  recordTiming('dose-logged', startedAt);
}
