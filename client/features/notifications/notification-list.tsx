import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, BellOff, Check } from 'lucide-react';
import { Link } from 'react-router';
import { formatRelativeTime } from '../../../shared/relative-time';
import { Notice } from '../../components/notice';
import { Button } from '../../components/ui/button';
import { describeError } from '../../lib/api';
import { notificationListQuery, useMarkRead } from './notifications.queries';

/** The notification centre: newest first, unread ones marked in words, each can be marked read. */
export function NotificationList() {
  const { data, error, isPending } = useQuery(notificationListQuery);
  const markRead = useMarkRead();
  if (isPending) return <p role="status">Loading your notifications…</p>;
  if (error) return <p role="alert">{describeError(error) ?? 'We could not load them.'}</p>;
  if (data.notifications.length === 0) {
    return (
      <Notice title="No notifications yet" icon={BellOff}>
        <p>When something needs your attention, it will show here.</p>
      </Notice>
    );
  }
  const now = new Date();
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p aria-live="polite">
          {data.unreadCount === 0 ? 'All read.' : `${data.unreadCount} unread.`}
        </p>
        {data.unreadCount > 0 ? (
          <Button
            variant="secondary"
            disabled={markRead.isPending}
            onClick={() => markRead.mutate(undefined)}
          >
            <Check aria-hidden="true" className="h-5 w-5" />
            Mark all as read
          </Button>
        ) : null}
      </div>
      <ul className="grid gap-3" aria-label="Notifications">
        {data.notifications.map((item) => {
          const isUnread = item.readAt === null;
          return (
            <li
              key={item.id}
              className={
                isUnread
                  ? 'border-accent bg-bg grid gap-2 rounded-xl border-2 p-4'
                  : 'border-border bg-bg grid gap-2 rounded-xl border p-4'
              }
            >
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h3 className="text-lg font-bold">
                  {item.isUrgent ? (
                    <AlertTriangle
                      aria-hidden="true"
                      className="text-danger mr-1 inline h-5 w-5 align-[-3px]"
                    />
                  ) : null}
                  {item.isUrgent ? <span className="sr-only">Urgent: </span> : null}
                  {item.title}
                </h3>
                <span className="text-fg-muted text-sm">
                  {isUnread ? <strong className="text-fg mr-2">Unread</strong> : null}
                  <time dateTime={item.createdAt}>
                    {formatRelativeTime(new Date(item.createdAt), now)}
                  </time>
                </span>
              </div>
              <p>{item.body}</p>
              <div className="flex flex-wrap gap-3">
                {item.link ? (
                  <Link
                    to={item.link}
                    className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
                    aria-label={`Open: ${item.title}`}
                    onClick={() => (isUnread ? markRead.mutate(item.id) : undefined)}
                  >
                    Open
                  </Link>
                ) : null}
                {isUnread ? (
                  <Button
                    variant="ghost"
                    disabled={markRead.isPending}
                    aria-label={`Mark as read: ${item.title}`}
                    onClick={() => markRead.mutate(item.id)}
                  >
                    Mark as read
                  </Button>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
