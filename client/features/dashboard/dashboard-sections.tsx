import { useQuery } from '@tanstack/react-query';
import { Bell, CalendarDays, History, ListChecks, NotebookPen } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Dashboard } from '../../../shared/dashboard';
import { formatRelativeTime } from '../../../shared/relative-time';
import { TRACKING_MEASURES } from '../../../shared/tracking-basics';
import { StandaloneLink } from '../../components/links';
import { Notice } from '../../components/notice';
import { Button } from '../../components/ui/button';
import { AppointmentItem } from '../appointments/appointment-item.part';
import { TaskCard } from '../tasks/task-card.part';
import { dashboardQuery, useCoordinationEvents, useMarkChangesSeen } from './dashboard.queries';

type Level = 2 | 3;

function Card({
  title,
  icon: Icon,
  level,
  link,
  children,
  id,
}: {
  title: string;
  icon: typeof Bell;
  level: Level;
  link: { to: string; label: string };
  children: ReactNode;
  id: string;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section
      aria-labelledby={id}
      className="border-border bg-bg grid content-start gap-3 rounded-xl border p-4 shadow-sm sm:p-5"
    >
      <Heading id={id} className="flex items-center gap-2 text-xl font-bold">
        <Icon aria-hidden="true" className="text-accent h-6 w-6 shrink-0" />
        {title}
      </Heading>
      {children}
      <StandaloneLink to={link.to}>{link.label}</StandaloneLink>
    </section>
  );
}

/** "since Tuesday", "since 9:15 AM", "since March 3": how long ago the person last looked. */
function sinceWords(since: string, now: Date): string {
  const date = new Date(since);
  const hours = (now.getTime() - date.getTime()) / 3_600_000;
  if (hours < 20 && date.getDate() === now.getDate()) {
    return `since ${date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })}`;
  }
  if (hours < 6 * 24) return `since ${date.toLocaleDateString('en-US', { weekday: 'long' })}`;
  return `since ${date.toLocaleDateString('en-US', { month: 'long', day: 'numeric' })}`;
}

function Changes({
  circleId,
  changes,
  now,
}: {
  circleId: string;
  changes: Dashboard['changes'];
  now: Date;
}) {
  const markSeen = useMarkChangesSeen(circleId);
  if (!changes.since) return <p>Welcome! What others in your circle do will show here.</p>;
  if (changes.count === 0) return <p>Nothing new {sinceWords(changes.since, now)}.</p>;
  const more = changes.count - changes.items.length;
  return (
    <>
      <p className="text-lg font-semibold">
        {changes.count === 1 ? '1 update' : `${changes.count} updates`}{' '}
        {sinceWords(changes.since, now)}
      </p>
      <ul className="grid gap-1" aria-label="What changed">
        {changes.items.map((change) => (
          <li key={change.id}>
            <span className="font-semibold">{change.actorName ?? 'Someone'}</span>:{' '}
            {change.description.charAt(0).toLowerCase() + change.description.slice(1)}{' '}
            <span className="text-fg-muted">({formatRelativeTime(new Date(change.at), now)})</span>
          </li>
        ))}
      </ul>
      {more > 0 ? <p className="text-fg-muted">and {more} more.</p> : null}
      <div>
        <Button variant="secondary" disabled={markSeen.isPending} onClick={() => markSeen.mutate()}>
          I’ve seen these
        </Button>
      </div>
    </>
  );
}

/**
 * Today at a glance: one card per section the server sent (each feature's own "today"), every
 * card leading to its feature. It refreshes live as members change things.
 */
export function DashboardSections({
  circleId,
  level = 2,
  canAddAppointment = false,
}: {
  circleId: string;
  level?: Level;
  canAddAppointment?: boolean;
}) {
  useCoordinationEvents(circleId);
  const { data, isError } = useQuery(dashboardQuery(circleId));
  if (isError) {
    return (
      <Notice title="Today’s summary could not be loaded" tone="danger" level={level}>
        <p>Please check your connection and try again.</p>
      </Notice>
    );
  }
  // A screen's height while loading: what follows stays below the fold instead of jumping down.
  if (!data) {
    return (
      <p role="status" className="min-h-dvh">
        Loading today’s summary…
      </p>
    );
  }
  const now = new Date(data.generatedAt);
  const sub = level === 2 ? 3 : 4;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {data.tasks ? (
        <Card
          id="dashboard-tasks"
          title="Tasks"
          icon={ListChecks}
          level={level}
          link={{ to: '/tasks', label: 'All family tasks' }}
        >
          <p>
            {data.tasks.openCount === 0
              ? 'No open tasks.'
              : `${data.tasks.openCount} open${data.tasks.mineCount ? `, ${data.tasks.mineCount} yours` : ''}${data.tasks.overdueCount ? `, ${data.tasks.overdueCount} overdue` : ''}.`}
          </p>
          {data.tasks.open.length > 0 ? (
            <ul className="grid gap-2" aria-label="Open tasks">
              {data.tasks.open.map((task) => (
                <TaskCard
                  key={task.id}
                  circleId={circleId}
                  task={task}
                  today={data.today}
                  headingLevel={sub}
                />
              ))}
            </ul>
          ) : null}
        </Card>
      ) : null}
      {data.appointments ? (
        <Card
          id="dashboard-appointments"
          title="Next appointments"
          icon={CalendarDays}
          level={level}
          link={{ to: '/appointments', label: 'All appointments' }}
        >
          <p>
            {data.appointments.todayCount === 0
              ? 'Nothing today.'
              : data.appointments.todayCount === 1
                ? '1 appointment today.'
                : `${data.appointments.todayCount} appointments today.`}
          </p>
          {data.appointments.upcoming.length > 0 ? (
            <ul className="grid gap-2" aria-label="Next appointments">
              {data.appointments.upcoming.map((appointment) => (
                <AppointmentItem
                  key={appointment.id}
                  appointment={appointment}
                  headingLevel={sub}
                />
              ))}
            </ul>
          ) : (
            <p>No appointments ahead.</p>
          )}
          {canAddAppointment ? (
            <StandaloneLink to="/appointments/new">Add an appointment</StandaloneLink>
          ) : null}
        </Card>
      ) : null}
      <Card
        id="dashboard-changes"
        title="What changed since you last looked"
        icon={History}
        level={level}
        link={{ to: '/notifications', label: 'Your notifications' }}
      >
        <Changes circleId={circleId} changes={data.changes} now={now} />
      </Card>
      <Card
        id="dashboard-alerts"
        title="Recent alerts"
        icon={Bell}
        level={level}
        link={{ to: '/notifications', label: 'All notifications' }}
      >
        {data.alerts.items.length === 0 ? (
          <p>No alerts.</p>
        ) : (
          <ul className="grid gap-2" aria-label="Recent alerts">
            {data.alerts.items.map((alert) => (
              <li key={alert.id}>
                <p className="font-semibold">
                  {alert.isUrgent ? 'Urgent: ' : ''}
                  {alert.title}
                  {alert.isRead ? '' : <span className="text-fg-muted font-normal"> (new)</span>}
                </p>
                <p className="text-fg-muted">
                  {formatRelativeTime(new Date(alert.createdAt), now)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </Card>
      {data.tracking ? (
        <Card
          id="dashboard-tracking"
          title="Latest tracking"
          icon={NotebookPen}
          level={level}
          link={{ to: '/tracking', label: 'Tracking and charts' }}
        >
          {data.tracking.latest.length === 0 ? (
            <p>Nothing logged yet. One tap on Tracking is enough to start.</p>
          ) : (
            <ul className="grid gap-1" aria-label="Latest tracking entries">
              {data.tracking.latest.map((entry) => (
                <li key={entry.id}>
                  <span className="font-semibold">{TRACKING_MEASURES[entry.kind].label}</span>
                  {entry.description ? `: ${entry.description}` : ''}{' '}
                  <span className="text-fg-muted">
                    ({formatRelativeTime(new Date(entry.recordedAt), now)}
                    {entry.loggedBy ? `, ${entry.loggedBy}` : ''})
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Card>
      ) : null}
    </div>
  );
}
