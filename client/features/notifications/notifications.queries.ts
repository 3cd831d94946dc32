import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  NotificationList,
  NotificationPreferences,
  PushStatus,
} from '../../../shared/notifications';
import { apiRequest, getJson, sendJson } from '../../lib/api';

/** Everything of this feature sits under one key prefix, invalidated together. */
export const NOTIFICATIONS_KEY = ['notifications'] as const;

export const notificationListQuery = queryOptions({
  queryKey: [...NOTIFICATIONS_KEY, 'list'],
  queryFn: () => getJson<NotificationList>('/api/notifications'),
});

export const unreadCountQuery = queryOptions({
  queryKey: [...NOTIFICATIONS_KEY, 'unread'],
  queryFn: () => getJson<{ unreadCount: number }>('/api/notifications/unread-count'),
});

export const preferencesQuery = queryOptions({
  queryKey: [...NOTIFICATIONS_KEY, 'preferences'],
  queryFn: () => getJson<NotificationPreferences>('/api/notifications/preferences'),
});

export const pushStatusQuery = queryOptions({
  queryKey: [...NOTIFICATIONS_KEY, 'push'],
  queryFn: () => getJson<PushStatus>('/api/notifications/push'),
});

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id?: string) =>
      apiRequest('POST', id ? `/api/notifications/${id}/read` : '/api/notifications/read-all'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}

export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NotificationPreferences) =>
      sendJson<NotificationPreferences>('PUT', '/api/notifications/preferences', input),
    onSuccess: (saved) => queryClient.setQueryData(preferencesQuery.queryKey, saved),
  });
}
