import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  RecentAddition,
  Trigger,
  TriggerInput,
  TriggerListQuery,
} from '../../../shared/memory-triggers';
import { MEMORY_TRIGGER_EVENTS } from '../../../shared/memory-triggers-basics';
import { MEMORY_PHOTO_EVENTS } from '../../../shared/memory-photos-basics';
import { apiRequest, getJson, sendJson } from '../../lib/api';
import { useLiveRefresh } from '../../lib/live-refresh';
import { circleKey } from '../../lib/query-keys';

export const triggerKeys = {
  all: (circleId: string | null) => circleKey('memory', circleId, 'triggers'),
  recent: (circleId: string | null) => circleKey('memory', circleId, 'recent'),
};

const search = (query: TriggerListQuery) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query) as [string, string | number | undefined][])
    if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
};

/** The circle's memory triggers, newest first, narrowed to a kind of tie, a photo or a person. */
export const triggerListQuery = (circleId: string | null, query: TriggerListQuery = {}) =>
  queryOptions({
    queryKey: [...triggerKeys.all(circleId), query],
    queryFn: () => getJson<{ triggers: Trigger[] }>(`/api/circle/memory-triggers${search(query)}`),
    enabled: circleId !== null,
  });

/** What others in the circle added lately ("Rosa added 3 photos"). */
export const recentAdditionsQuery = (circleId: string | null) =>
  queryOptions({
    queryKey: triggerKeys.recent(circleId),
    queryFn: () => getJson<{ additions: RecentAddition[] }>('/api/circle/memory-home/recent'),
    enabled: circleId !== null,
  });

/** Keeps triggers and recent additions current as others write and add. */
export function useTriggersLive(circleId: string | null) {
  useLiveRefresh({
    [MEMORY_TRIGGER_EVENTS.changed]: [triggerKeys.all(circleId)],
    [MEMORY_PHOTO_EVENTS.changed]: [triggerKeys.all(circleId), triggerKeys.recent(circleId)],
  });
}

export function useTriggerMutations(circleId: string | null) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: triggerKeys.all(circleId) });
  return {
    addTrigger: useMutation({
      mutationFn: (input: TriggerInput) =>
        sendJson<{ trigger: Trigger }>('POST', '/api/circle/memory-triggers', input),
      onSuccess,
    }),
    changeTrigger: useMutation({
      mutationFn: ({ id, input }: { id: string; input: TriggerInput }) =>
        sendJson<{ trigger: Trigger }>('PUT', `/api/circle/memory-triggers/${id}`, input),
      onSuccess,
    }),
    removeTrigger: useMutation({
      mutationFn: async (id: string) => {
        await apiRequest('DELETE', `/api/circle/memory-triggers/${id}`);
      },
      onSuccess,
    }),
  };
}
