import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  SelfCheckDto,
  SelfCheckInput,
  SelfCheckList,
  WellnessSettings,
  WellnessSettingsDto,
} from '../../../shared/wellness';
import { apiRequest, getJson, sendJson } from '../../lib/api';

/** The person's own data: keyed by nothing of the circle, since it is not the circle's. */
export const wellnessKeys = {
  all: ['wellness'] as const,
  selfChecks: ['wellness', 'self-checks'] as const,
  settings: ['wellness', 'settings'] as const,
};

export const selfChecksQuery = () =>
  queryOptions({
    queryKey: wellnessKeys.selfChecks,
    queryFn: () => getJson<SelfCheckList>('/api/wellness/self-checks'),
  });

export const wellnessSettingsQuery = () =>
  queryOptions({
    queryKey: wellnessKeys.settings,
    queryFn: () => getJson<WellnessSettingsDto>('/api/wellness/settings'),
  });

export function useWellnessMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: wellnessKeys.all });
  return {
    take: useMutation({
      mutationFn: (input: SelfCheckInput) =>
        sendJson<SelfCheckDto>('POST', '/api/wellness/self-checks', input),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) =>
        apiRequest('DELETE', `/api/wellness/self-checks/${encodeURIComponent(id)}`),
      onSuccess: refresh,
    }),
    removeAll: useMutation({
      mutationFn: () => apiRequest('DELETE', '/api/wellness/self-checks'),
      onSuccess: refresh,
    }),
    saveSettings: useMutation({
      mutationFn: (input: WellnessSettings) =>
        sendJson<WellnessSettingsDto>('PUT', '/api/wellness/settings', input),
      onSuccess: refresh,
    }),
  };
}
