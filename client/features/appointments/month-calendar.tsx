import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { Appointment } from '../../../shared/appointments';
import { formatLocalDate } from '../../../shared/local-dates';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { AppointmentItem } from './appointment-item.part';

const WEEKDAYS = [
  ['Sun', 'Sunday'],
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
] as const;

/** "2026-03" → the first and last dates of that month. */
export function monthRange(month: string): { from: string; to: string } {
  const [year = 2026, monthNumber = 1] = month.split('-').map(Number);
  const last = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

export function shiftMonth(month: string, by: number): string {
  const [year = 2026, monthNumber = 1] = month.split('-').map(Number);
  const date = new Date(Date.UTC(year, monthNumber - 1 + by, 1));
  return date.toISOString().slice(0, 7);
}

const monthName = (month: string) =>
  new Date(`${month}-15T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * A month at a glance: a plain table of weeks (read cell by cell by screen readers), where a day
 * with appointments links to that day in the list below. Everything is reachable with Tab.
 */
export function MonthCalendar({
  month,
  today,
  appointments,
  onMonthChange,
}: {
  month: string;
  today: string;
  appointments: Appointment[];
  onMonthChange: (month: string) => void;
}) {
  const { from, to } = monthRange(month);
  const firstWeekday = new Date(`${from}T12:00:00Z`).getUTCDay();
  const lastDay = Number(to.slice(8));
  const byDate = new Map<string, Appointment[]>();
  for (const appointment of appointments) {
    byDate.set(appointment.date, [...(byDate.get(appointment.date) ?? []), appointment]);
  }
  const cells: (string | null)[] = [
    ...Array<null>(firstWeekday).fill(null),
    ...Array.from({ length: lastDay }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
  const days = [...byDate.keys()].sort();

  return (
    <div className="grid gap-4">
      <div className="flex items-center justify-between gap-2">
        <Button variant="secondary" onClick={() => onMonthChange(shiftMonth(month, -1))}>
          <ChevronLeft aria-hidden="true" className="h-5 w-5" />
          <span className="sr-only sm:not-sr-only">Previous month</span>
        </Button>
        <h3 className="text-xl font-bold" aria-live="polite">
          {monthName(month)}
        </h3>
        <Button variant="secondary" onClick={() => onMonthChange(shiftMonth(month, 1))}>
          <span className="sr-only sm:not-sr-only">Next month</span>
          <ChevronRight aria-hidden="true" className="h-5 w-5" />
        </Button>
      </div>
      <table className="w-full table-fixed border-collapse text-center">
        <caption className="sr-only">Appointments in {monthName(month)}</caption>
        <thead>
          <tr>
            {WEEKDAYS.map(([short, long]) => (
              <th key={long} scope="col" className="p-1 text-sm font-semibold">
                <abbr title={long} className="no-underline">
                  {short}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, index) => (
            <tr key={index}>
              {week.map((date, day) => {
                const count = date ? (byDate.get(date)?.length ?? 0) : 0;
                return (
                  <td
                    key={date ?? `empty-${index}-${day}`}
                    className={cn(
                      'border-border h-16 border p-1 align-top',
                      date === today && 'bg-muted',
                    )}
                  >
                    {date ? (
                      <div className="grid justify-items-center gap-1">
                        <span className={cn(date === today && 'font-bold underline')}>
                          {Number(date.slice(8))}
                          {date === today ? <span className="sr-only"> (today)</span> : null}
                        </span>
                        {count > 0 ? (
                          <a
                            href={`#day-${date}`}
                            className="bg-accent text-accent-fg inline-flex min-h-6 min-w-6 items-center justify-center rounded-full px-1.5 text-sm font-bold"
                            aria-label={`${formatLocalDate(date)}: ${count === 1 ? '1 appointment' : `${count} appointments`}`}
                          >
                            {count}
                          </a>
                        ) : null}
                      </div>
                    ) : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {days.length === 0 ? (
        <p>No appointments in {monthName(month)}.</p>
      ) : (
        <div className="grid gap-4">
          {days.map((date) => (
            <section key={date} id={`day-${date}`} className="grid scroll-mt-24 gap-2">
              <h4 className="text-lg font-bold">{formatLocalDate(date)}</h4>
              <ul className="grid gap-2">
                {(byDate.get(date) ?? []).map((appointment) => (
                  <AppointmentItem
                    key={appointment.id}
                    appointment={appointment}
                    showDate={false}
                    headingLevel={5}
                  />
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
