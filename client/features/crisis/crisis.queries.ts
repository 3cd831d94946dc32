import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CrisisAlert, SendCrisisAlert } from '../../../shared/crisis';
import { CRISIS_EVENT, type CrisisAnswer } from '../../../shared/crisis-basics';
import type { crisisApi } from '../../../shared/crisis.contract';
import { crisisEndpoints } from '../../../shared/crisis.endpoints';
import { ApiError } from '../../lib/api';
import { apiClient } from '../../lib/api-client';
import { circleKey } from '../../lib/query-keys';
import { useLiveRefresh } from '../../lib/live-refresh';

/** The emergency button is on every signed-in page: the contract comes in as a type only (017). */
const crisis = apiClient<typeof crisisApi>(crisisEndpoints);

export const crisisKeys = {
  all: (circleId: string | null) => circleKey('crisis', circleId),
  list: (circleId: string | null) => circleKey('crisis', circleId, 'list'),
  detail: (circleId: string | null, id: string) => circleKey('crisis', circleId, 'detail', id),
};

export const crisisListQuery = (circleId: string | null) =>
  queryOptions({
    queryKey: crisisKeys.list(circleId),
    queryFn: () => crisis.list(),
    enabled: circleId !== null,
  });

export const crisisAlertQuery = (circleId: string | null, id: string) =>
  queryOptions({
    queryKey: crisisKeys.detail(circleId, id),
    queryFn: () => crisis.view({ params: { id } }),
    enabled: circleId !== null,
  });

/** Alerts change live: sent, answered, closed (on any member's screen). */
export function useCrisisLive(circleId: string | null) {
  useLiveRefresh({ [CRISIS_EVENT]: [crisisKeys.all(circleId)] });
}

export function useAnswerCrisis(circleId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: string; answer: CrisisAnswer }) =>
      crisis.answer({ params: { id }, body: { answer } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: crisisKeys.all(circleId) }),
  });
}

export function useResolveCrisis(circleId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, note }: { id: string; note: string }) =>
      crisis.resolve({ params: { id }, body: { note } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: crisisKeys.all(circleId) }),
  });
}

/** The alert waiting to be sent survives a reload or a closed tab, until the server has it. */
const PENDING_KEY = 'kinwell.pendingCrisisAlert';

export function savePendingAlert(alert: SendCrisisAlert | null): void {
  try {
    if (alert) window.localStorage.setItem(PENDING_KEY, JSON.stringify(alert));
    else window.localStorage.removeItem(PENDING_KEY);
  } catch {
    // Without storage the alert is still retried while this page stays open.
  }
}

export function readPendingAlert(): SendCrisisAlert | null {
  try {
    const raw = window.localStorage.getItem(PENDING_KEY);
    return raw ? (JSON.parse(raw) as SendCrisisAlert) : null;
  } catch {
    return null;
  }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends until the server says it has the alert: every failure waits a little longer (1 s, 2 s,
 * 4 s … up to 15 s) and tries again. The same request id makes every try the same alert.
 * Stops only on an answer that retrying cannot change (the form is wrong, or signed out).
 */
export async function sendUntilReceived(
  alert: SendCrisisAlert,
  onRetry: (attempt: number) => void,
): Promise<CrisisAlert> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const sent = await crisis.send({ body: alert });
      savePendingAlert(null);
      return sent;
    } catch (error) {
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
        savePendingAlert(null);
        throw error;
      }
      onRetry(attempt);
      await wait(Math.min(15_000, 1000 * 2 ** (attempt - 1)));
    }
  }
}
