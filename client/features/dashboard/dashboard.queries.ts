import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { APPOINTMENT_EVENTS } from '../../../shared/appointments-basics';
import type { Dashboard } from '../../../shared/dashboard';
import { SERVER_EVENT_TYPES } from '../../../shared/notifications-basics';
import { TASK_EVENTS } from '../../../shared/tasks-basics';
import { TRACKING_EVENTS } from '../../../shared/tracking-basics';
import { apiRequest, getJson } from '../../lib/api';
import { circleKey } from '../../lib/query-keys';
import { useLiveRefresh } from '../../lib/live-refresh';

export const dashboardKey = (circleId: string | null) => circleKey('dashboard', circleId);

export const dashboardQuery = (circleId: string | null) =>
  queryOptions({
    queryKey: dashboardKey(circleId),
    queryFn: () => getJson<Dashboard>('/api/circle/dashboard'),
    enabled: circleId !== null,
  });

export function useMarkChangesSeen(circleId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('POST', '/api/circle/dashboard/seen'),
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
