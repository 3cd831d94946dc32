import { useQuery } from '@tanstack/react-query';
import { CalendarDays, List } from 'lucide-react';
import { useSearchParams } from 'react-router';
import type { Appointment } from '../../../shared/appointments';
import { formatLocalDate, todayIn } from '../../../shared/local-dates';
import { can } from '../../../shared/permissions';
import { Notice } from '../../components/notice';
import { Section } from '../../components/section';
import { ButtonLink } from '../../components/ui/button';
import { Page } from '../../components/ui/page';
import { cn } from '../../lib/cn';
import { useUser } from '../auth/auth.queries';
import { useCurrentCircle } from '../circles/circles.queries';
import { NoCirclePage } from '../circles/join-circle.part';
import { useCoordinationEvents } from '../dashboard/dashboard.queries';
import { AppointmentItem } from './appointment-item.part';
import { appointmentsQuery } from './appointments.queries';
import { CalendarFeedPanel } from './calendar-feed-panel';
import { MonthCalendar, monthRange } from './month-calendar';

/** Upcoming appointments grouped by day. */
function Agenda({ appointments }: { appointments: Appointment[] }) {
  const days = [...new Set(appointments.map((a) => a.date))];
  if (days.length === 0) return <p>No appointments ahead.</p>;
  return (
    <div className="grid gap-6">
      {days.map((date) => (
        <section key={date} className="grid gap-2">
          <h3 className="text-xl font-bold">{formatLocalDate(date)}</h3>
          <ul className="grid gap-2">
            {appointments
              .filter((a) => a.date === date)
              .map((appointment) => (
                <AppointmentItem
                  key={appointment.id}
                  appointment={appointment}
                  showDate={false}
                  headingLevel={4}
                />
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

const tabClass = (isActive: boolean) =>
  cn(
    'inline-flex min-h-11 items-center gap-2 rounded-lg border-2 px-4 font-semibold no-underline',
    isActive ? 'border-accent bg-accent text-accent-fg' : 'border-border',
  );

/** The calendar: a list of what is ahead by default, or a month at a glance. */
export default function AppointmentsScreen() {
  const { user } = useUser();
  const { circleId, circle } = useCurrentCircle();
  useCoordinationEvents(circleId);
  const [params, setParams] = useSearchParams();
  const today = todayIn(circle?.timeZone ?? 'America/New_York');
  const view = params.get('view') === 'month' ? 'month' : 'list';
  const month = /^\d{4}-\d{2}$/.test(params.get('month') ?? '')
    ? (params.get('month') as string)
    : today.slice(0, 7);
  const range = view === 'month' ? monthRange(month) : { from: today, to: '' };
  const { data: appointments, isError } = useQuery(
    appointmentsQuery(circleId, range.from, range.to),
  );
  if (!circleId) return <NoCirclePage title="Appointments" />;
  const isCaregiver = can(user?.role, 'care.manage');
  return (
    <Page
      wide
      title="Appointments"
      lead="Doctor visits and everything else on the calendar, with who is taking them and what to ask."
    >
      <div className="flex flex-wrap items-center gap-3">
        {isCaregiver ? <ButtonLink to="/appointments/new">Add an appointment</ButtonLink> : null}
        <nav aria-label="Calendar view" className="flex gap-2">
          <a
            href="?view=list"
            aria-current={view === 'list' ? 'page' : undefined}
            className={tabClass(view === 'list')}
            onClick={(event) => {
              event.preventDefault();
              setParams({});
            }}
          >
            <List aria-hidden="true" className="h-5 w-5" />
            List
          </a>
          <a
            href={`?view=month&month=${month}`}
            aria-current={view === 'month' ? 'page' : undefined}
            className={tabClass(view === 'month')}
            onClick={(event) => {
              event.preventDefault();
              setParams({ view: 'month', month });
            }}
          >
            <CalendarDays aria-hidden="true" className="h-5 w-5" />
            Month
          </a>
        </nav>
      </div>
      {isError ? (
        <Notice title="The appointments could not be loaded" tone="danger">
          <p>Please check your connection and try again.</p>
        </Notice>
      ) : null}
      <Section title={view === 'month' ? 'Month' : 'Coming up'}>
        {appointments ? (
          view === 'month' ? (
            <MonthCalendar
              month={month}
              today={today}
              appointments={appointments}
              onMonthChange={(next) => setParams({ view: 'month', month: next })}
            />
          ) : (
            <Agenda appointments={appointments.filter((a) => a.status === 'scheduled')} />
          )
        ) : null}
      </Section>
      <Section title="On your phone’s calendar">
        <CalendarFeedPanel circleId={circleId} />
      </Section>
    </Page>
  );
}
