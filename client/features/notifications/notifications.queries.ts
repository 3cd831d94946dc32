import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferences } from '../../../shared/notifications';
import type { notificationsApi } from '../../../shared/notifications.contract';
import { notificationsEndpoints } from '../../../shared/notifications.endpoints';
import { apiClient } from '../../lib/api-client';

/** The bell on every signed-in page calls these: the contract comes in as a type only (017). */
export const notifications = apiClient<typeof notificationsApi>(notificationsEndpoints);

/** Everything of this feature sits under one key prefix, invalidated together. */
export const NOTIFICATIONS_KEY = ['notifications'] as const;

export const notificationListQuery = queryOptions({
  queryKey: [...NOTIFICATIONS_KEY, 'list'],
  queryFn: () => notifications.list(),
});

export const unreadCountQuery = queryOptions({
  queryKey: [...NOTIFICATIONS_KEY, 'unread'],
  queryFn: () => notifications.unreadCount(),
});

export const preferencesQuery = queryOptions({
  queryKey: [...NOTIFICATIONS_KEY, 'preferences'],
  queryFn: () => notifications.preferences(),
});

export const pushStatusQuery = queryOptions({
  queryKey: [...NOTIFICATIONS_KEY, 'push'],
  queryFn: () => notifications.pushStatus(),
});

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id?: string) =>
      id ? notifications.markRead({ params: { id } }) : notifications.markAllRead(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}

export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NotificationPreferences) => notifications.savePreferences({ body: input }),
    onSuccess: (saved) => queryClient.setQueryData(preferencesQuery.queryKey, saved),
  });
}
