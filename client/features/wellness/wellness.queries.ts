import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  RespiteHelperInput,
  SelfCheckInput,
  WellnessSettings,
} from '../../../shared/wellness';
import type { wellnessApi } from '../../../shared/wellness.contract';
import { wellnessEndpoints } from '../../../shared/wellness.endpoints';
import { apiClient } from '../../lib/api-client';
import { circleKey } from '../../lib/query-keys';

const wellness = apiClient<typeof wellnessApi>(wellnessEndpoints);

/** The person's own data: keyed by nothing of the circle, since it is not the circle's. */
export const wellnessKeys = {
  all: ['wellness'] as const,
  selfChecks: ['wellness', 'self-checks'] as const,
  settings: ['wellness', 'settings'] as const,
};

export const selfChecksQuery = () =>
  queryOptions({
    queryKey: wellnessKeys.selfChecks,
    queryFn: () => wellness.listSelfChecks(),
  });

export const wellnessSettingsQuery = () =>
  queryOptions({
    queryKey: wellnessKeys.settings,
    queryFn: () => wellness.settings(),
  });

export function useWellnessMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: wellnessKeys.all });
  return {
    take: useMutation({
      mutationFn: (input: SelfCheckInput) => wellness.takeSelfCheck({ body: input }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) => wellness.removeSelfCheck({ params: { id } }),
      onSuccess: refresh,
    }),
    removeAll: useMutation({
      mutationFn: () => wellness.removeAllSelfChecks(),
      onSuccess: refresh,
    }),
    saveSettings: useMutation({
      mutationFn: (input: WellnessSettings) => wellness.saveSettings({ body: input }),
      onSuccess: refresh,
    }),
  };
}

/** The circle's respite plan: the circle's, unlike the rest of the wellness centre. */
export const respitePlanQuery = (circleId: string | null) =>
  queryOptions({
    queryKey: circleKey('circle', circleId, 'respite-plan'),
    queryFn: () => wellness.respitePlan(),
    enabled: circleId !== null,
  });

export function useRespiteMutations(circleId: string | null) {
  const queryClient = useQueryClient();
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: respitePlanQuery(circleId).queryKey });
  return {
    add: useMutation({
      mutationFn: (input: RespiteHelperInput) => wellness.addRespiteHelper({ body: input }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) => wellness.removeRespiteHelper({ params: { id } }),
      onSuccess: refresh,
    }),
    saveNotes: useMutation({
      mutationFn: (notes: string) => wellness.saveRespiteNotes({ body: { notes } }),
      onSuccess: refresh,
    }),
  };
}
