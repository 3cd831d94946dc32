import { useQuery } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { Link } from 'react-router';
import type { NotificationCreatedEvent } from '../../../shared/notifications';
import { SERVER_EVENT_TYPES } from '../../../shared/notifications-basics';
import { toast } from '../../components/ui/use-toast';
import { useLiveRefresh } from '../../lib/live-refresh';
import { useServerEvent } from '../../lib/server-events';
import { NOTIFICATIONS_KEY, unreadCountQuery } from './notifications.queries';

/**
 * The header's way into the notification centre, with the unread count. It stays current over
 * Server-Sent Events, and a new notification also shows as a toast.
 */
export function NotificationBell() {
  const { data } = useQuery(unreadCountQuery);
  const unread = data?.unreadCount ?? 0;

  useLiveRefresh({
    [SERVER_EVENT_TYPES.notificationCreated]: [NOTIFICATIONS_KEY],
    [SERVER_EVENT_TYPES.notificationsRead]: [NOTIFICATIONS_KEY],
  });
  useServerEvent(SERVER_EVENT_TYPES.notificationCreated, (payload) => {
    const event = payload as Partial<NotificationCreatedEvent>;
    if (event.title) {
      toast({ title: event.title, variant: event.isUrgent ? 'destructive' : 'default' });
    }
  });

  const label = unread === 0 ? 'Notifications' : `Notifications, ${unread} unread`;
  return (
    <Link
      to="/notifications"
      aria-label={label}
      className="hover:bg-muted relative inline-flex min-h-11 min-w-11 items-center max-[380px]:min-w-10 justify-center rounded-md"
    >
      <Bell aria-hidden="true" className="h-6 w-6" />
      {unread > 0 ? (
        <span
          aria-hidden="true"
          className="bg-danger text-danger-fg absolute top-0.5 right-0.5 min-w-5 rounded-full px-1 text-center text-xs leading-5 font-bold"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </Link>
  );
}
