import { useSyncExternalStore } from 'react';
import type { CrisisAlert, SendCrisisAlert } from '../../../shared/crisis';
import { describeError } from '../../lib/api';
import { readPendingAlert, savePendingAlert, sendUntilReceived } from './crisis.queries';
import { recordTiming } from '../../lib/vitals';

/** One alert being sent at a time, shared by the emergency dialog and the status bar. */
export type SendingState =
  | { status: 'idle' }
  | { status: 'sending'; attempt: number }
  | { status: 'sent'; alert: CrisisAlert }
  | { status: 'failed'; message: string };

let state: SendingState = { status: 'idle' };
const listeners = new Set<() => void>();
const update = (next: SendingState) => {
  state = next;
  listeners.forEach((listener) => listener());
};

/** Keeps the alert on this device first, then sends it until the server has it. */
/**
 * `tappedAt` (performance.now() at the tap on "Send the alert now") times the wait until the
 * server's acknowledgement, for the speed figures (decision 044).
 */
export function sendCrisisAlert(alert: SendCrisisAlert, tappedAt?: number): void {
  if (state.status === 'sending') return;
  savePendingAlert(alert);
  update({ status: 'sending', attempt: 1 });
  sendUntilReceived(alert, (attempt) => update({ status: 'sending', attempt: attempt + 1 })).then(
    (sent) => {
      if (tappedAt !== undefined) recordTiming('alert-acknowledged', tappedAt);
      update({ status: 'sent', alert: sent });
    },
    (error: unknown) =>
      update({
        status: 'failed',
        message: describeError(error) ?? 'The alert could not be sent. Call for help directly.',
      }),
  );
}

/** An alert that was waiting when the page closed is sent now. */
export function resumePendingAlert(): void {
  const pending = readPendingAlert();
  if (pending) sendCrisisAlert(pending);
}

export const clearSendingState = () => update({ status: 'idle' });

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const useSendingState = (): SendingState =>
  useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
