import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { APPOINTMENT_EVENTS } from '../../../shared/appointments';
import type { Dashboard } from '../../../shared/dashboard';
import { SERVER_EVENT_TYPES } from '../../../shared/notifications';
import { TASK_EVENTS } from '../../../shared/tasks';
import { TRACKING_EVENTS } from '../../../shared/tracking';
import { apiRequest, getJson } from '../../lib/api';
import { useServerEvent, useServerEventsReconnect } from '../../lib/server-events';

export const dashboardKey = (circleId: string | null) => ['circle', circleId, 'dashboard'] as const;

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
 * Keeps coordination screens current without reloading (spec §7: no polling): each change a
 * member makes arrives as a server event, and the screens showing it refetch. After the stream
 * reconnects, everything of the circle is refetched, since events may have been missed.
 */
export function useCoordinationEvents(circleId: string | null) {
  const queryClient = useQueryClient();
  const refresh = (part: string) => {
    void queryClient.invalidateQueries({ queryKey: ['circle', circleId, part] });
    void queryClient.invalidateQueries({ queryKey: dashboardKey(circleId) });
  };
  useServerEvent(APPOINTMENT_EVENTS.changed, () => refresh('appointments'));
  useServerEvent(TASK_EVENTS.changed, () => refresh('tasks'));
  useServerEvent(TRACKING_EVENTS.changed, () => refresh('tracking'));
  useServerEvent(SERVER_EVENT_TYPES.notificationCreated, () => {
    void queryClient.invalidateQueries({ queryKey: dashboardKey(circleId) });
  });
  useServerEventsReconnect(() => {
    void queryClient.invalidateQueries({ queryKey: ['circle', circleId] });
  });
}
