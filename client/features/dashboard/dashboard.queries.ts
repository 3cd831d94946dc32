import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { APPOINTMENT_EVENTS } from '../../../shared/appointments-basics';
import type { dashboardApi } from '../../../shared/dashboard.contract';
import { dashboardEndpoints } from '../../../shared/dashboard.endpoints';
import { SERVER_EVENT_TYPES } from '../../../shared/notifications-basics';
import { TASK_EVENTS } from '../../../shared/tasks-basics';
import { TRACKING_EVENTS } from '../../../shared/tracking-basics';
import { apiClient } from '../../lib/api-client';
import { circleKey } from '../../lib/query-keys';
import { useLiveRefresh } from '../../lib/live-refresh';

const dashboard = apiClient<typeof dashboardApi>(dashboardEndpoints);

export const dashboardKey = (circleId: string | null) => circleKey('dashboard', circleId);

export const dashboardQuery = (circleId: string | null) =>
  queryOptions({
    queryKey: dashboardKey(circleId),
    queryFn: () => dashboard.view(),
    enabled: circleId !== null,
  });

export function useMarkChangesSeen(circleId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => dashboard.markSeen(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardKey(circleId) }),
  });
}

/**
 * Keeps coordination screens current: each change a member makes arrives as a server event, and
 * the screens showing it, and the dashboard, refetch.
 */
export function useCoordinationEvents(circleId: string | null) {
  const dashboard = dashboardKey(circleId);
  useLiveRefresh({
    [APPOINTMENT_EVENTS.changed]: [circleKey('appointments', circleId), dashboard],
    [TASK_EVENTS.changed]: [circleKey('tasks', circleId), dashboard],
    [TRACKING_EVENTS.changed]: [circleKey('tracking', circleId), dashboard],
    [SERVER_EVENT_TYPES.notificationCreated]: [dashboard],
  });
}
