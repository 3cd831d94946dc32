import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ApplyTemplateInput,
  CarePlanAnswer,
  OwnPlanItemInput,
} from '../../../shared/care-plans';
import { CARE_PLAN_EVENTS } from '../../../shared/care-plans';
import { TASK_EVENTS } from '../../../shared/tasks';
import { getJson, sendJson } from '../../lib/api';
import { circleKey } from '../../lib/query-keys';
import { useLiveRefresh } from '../../lib/live-refresh';

export const carePlanKeys = {
  all: (circleId: string | null) => circleKey('care-plans', circleId),
};

export const carePlanQuery = (circleId: string | null) =>
  queryOptions({
    queryKey: carePlanKeys.all(circleId),
    queryFn: () => getJson<CarePlanAnswer>('/api/circle/care-plan'),
    enabled: circleId !== null,
  });

/** The plan shows its tasks' progress: a change to either refreshes it. */
export function useCarePlanEvents(circleId: string | null) {
  useLiveRefresh({
    [CARE_PLAN_EVENTS.changed]: [carePlanKeys.all(circleId)],
    [TASK_EVENTS.changed]: [carePlanKeys.all(circleId), circleKey('tasks', circleId)],
  });
}

export function useCarePlanMutations(circleId: string | null) {
  const queryClient = useQueryClient();
  const refresh = async (answer: CarePlanAnswer) => {
    queryClient.setQueryData(carePlanKeys.all(circleId), answer);
    await queryClient.invalidateQueries({ queryKey: circleKey('tasks', circleId) });
    await queryClient.invalidateQueries({ queryKey: circleKey('dashboard', circleId) });
  };
  return {
    applyTemplate: useMutation({
      mutationFn: (input: ApplyTemplateInput) =>
        sendJson<CarePlanAnswer>('POST', '/api/circle/care-plan/template', input),
      onSuccess: refresh,
    }),
    addItem: useMutation({
      mutationFn: (input: OwnPlanItemInput) =>
        sendJson<CarePlanAnswer>('POST', '/api/circle/care-plan/items', input),
      onSuccess: refresh,
    }),
    archiveItem: useMutation({
      mutationFn: ({ id, archived }: { id: string; archived: boolean }) =>
        sendJson<CarePlanAnswer>('PATCH', `/api/circle/care-plan/items/${id}`, { archived }),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: (input: { notes?: string; nextReviewDate?: string }) =>
        sendJson<CarePlanAnswer>('PATCH', '/api/circle/care-plan', input),
      onSuccess: refresh,
    }),
    review: useMutation({
      mutationFn: () => sendJson<CarePlanAnswer>('POST', '/api/circle/care-plan/review'),
      onSuccess: refresh,
    }),
  };
}
