import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { MEMORY_PHOTO_EVENTS } from '../../../shared/memory-photos';
import { MEMORY_RECORDING_EVENTS } from '../../../shared/memory-recordings';
import type { memoryStorageApi } from '../../../shared/memory-storage.contract';
import { memoryStorageEndpoints } from '../../../shared/memory-storage.endpoints';
import { apiClient } from '../../lib/api-client';
import { useLiveRefresh } from '../../lib/live-refresh';
import { circleKey } from '../../lib/query-keys';

const storage = apiClient<typeof memoryStorageApi>(memoryStorageEndpoints);

export const storageKey = (circleId: string | null) => circleKey('memory', circleId, 'storage');

/** How much of its room the circle's photos and recordings take (decision 060). */
export const storageUsageQuery = (circleId: string | null) =>
  queryOptions({
    queryKey: storageKey(circleId),
    queryFn: () => storage.usage({ params: { circleId: circleId ?? '' } }),
    enabled: circleId !== null,
  });

/** Keeps the figure current as anyone adds, removes or brings back photos and recordings. */
export function useStorageLive(circleId: string | null) {
  useLiveRefresh({
    [MEMORY_PHOTO_EVENTS.changed]: [storageKey(circleId)],
    [MEMORY_RECORDING_EVENTS.changed]: [storageKey(circleId)],
  });
}

/** Reads the figure again (after an upload here, say). */
export function useRefreshStorage(circleId: string | null) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: storageKey(circleId) });
}
