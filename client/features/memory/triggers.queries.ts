import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TriggerInput, TriggerListQuery } from '../../../shared/memory-triggers';
import { MEMORY_TRIGGER_EVENTS } from '../../../shared/memory-triggers-basics';
import type { memoryTriggersApi } from '../../../shared/memory-triggers.contract';
import { memoryTriggersEndpoints } from '../../../shared/memory-triggers.endpoints';
import { MEMORY_PHOTO_EVENTS } from '../../../shared/memory-photos-basics';
import { apiClient } from '../../lib/api-client';
import { useLiveRefresh } from '../../lib/live-refresh';
import { circleKey } from '../../lib/query-keys';

const triggers = apiClient<typeof memoryTriggersApi>(memoryTriggersEndpoints);

export const triggerKeys = {
  all: (circleId: string | null) => circleKey('memory', circleId, 'triggers'),
  recent: (circleId: string | null) => circleKey('memory', circleId, 'recent'),
};

/** The narrowing asked for, without the empty choices ("all kinds"). */
const narrowing = (query: TriggerListQuery): TriggerListQuery =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== ''));

/** The circle's memory triggers, newest first, narrowed to a kind of tie, a photo or a person. */
export const triggerListQuery = (circleId: string | null, query: TriggerListQuery = {}) =>
  queryOptions({
    queryKey: [...triggerKeys.all(circleId), query],
    queryFn: () => triggers.list({ query: narrowing(query) }),
    enabled: circleId !== null,
  });

/** What others in the circle added lately ("Rosa added 3 photos"). */
export const recentAdditionsQuery = (circleId: string | null) =>
  queryOptions({
    queryKey: triggerKeys.recent(circleId),
    queryFn: () => triggers.recentAdditions(),
    enabled: circleId !== null,
  });

/** Keeps triggers and recent additions current as others write and add. */
export function useTriggersLive(circleId: string | null) {
  useLiveRefresh({
    [MEMORY_TRIGGER_EVENTS.changed]: [triggerKeys.all(circleId)],
    [MEMORY_PHOTO_EVENTS.changed]: [triggerKeys.all(circleId), triggerKeys.recent(circleId)],
  });
}

export type TriggerMutations = ReturnType<typeof useTriggerMutations>;

export function useTriggerMutations(circleId: string | null) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: triggerKeys.all(circleId) });
  return {
    addTrigger: useMutation({
      mutationFn: (input: TriggerInput) => triggers.add({ body: input }),
      onSuccess,
    }),
    changeTrigger: useMutation({
      mutationFn: ({ id, input }: { id: string; input: TriggerInput }) =>
        triggers.change({ params: { id }, body: input }),
      onSuccess,
    }),
    removeTrigger: useMutation({
      mutationFn: (id: string) => triggers.remove({ params: { id } }),
      onSuccess,
    }),
  };
}
