import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointInput, EndpointShape } from '../../../shared/api-contract';
import type { CarePlanAnswer } from '../../../shared/care-plans';
import { CARE_PLAN_EVENTS } from '../../../shared/care-plans';
import type { carePlansApi } from '../../../shared/care-plans.contract';
import { carePlansEndpoints } from '../../../shared/care-plans.endpoints';
import { TASK_EVENTS } from '../../../shared/tasks';
import { apiClient } from '../../lib/api-client';
import { circleKey } from '../../lib/query-keys';
import { useLiveRefresh } from '../../lib/live-refresh';

const carePlans = apiClient<typeof carePlansApi>(carePlansEndpoints);

/** What an endpoint's call sends as its body. */
type Body<E extends EndpointShape> = EndpointInput<E> extends { body: infer B } ? B : never;

export const carePlanKeys = {
  all: (circleId: string | null) => circleKey('care-plans', circleId),
};

export const carePlanQuery = (circleId: string | null) =>
  queryOptions({
    queryKey: carePlanKeys.all(circleId),
    queryFn: () => carePlans.view(),
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
      mutationFn: (input: Body<typeof carePlansApi.applyTemplate>) =>
        carePlans.applyTemplate({ body: input }),
      onSuccess: refresh,
    }),
    addItem: useMutation({
      mutationFn: (input: Body<typeof carePlansApi.addItem>) => carePlans.addItem({ body: input }),
      onSuccess: refresh,
    }),
    archiveItem: useMutation({
      mutationFn: ({ id, archived }: { id: string; archived: boolean }) =>
        carePlans.archiveItem({ params: { id }, body: { archived } }),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: (input: Body<typeof carePlansApi.update>) => carePlans.update({ body: input }),
      onSuccess: refresh,
    }),
    review: useMutation({
      mutationFn: () => carePlans.review(),
      onSuccess: refresh,
    }),
  };
}
