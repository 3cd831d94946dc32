import { MapPin, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import type { Appointment } from '../../../shared/appointments';
import { APPOINTMENT_TYPE_LABELS } from '../../../shared/appointments-basics';
import { formatClockTime, formatLocalDate } from '../../../shared/local-dates';

/** One appointment in a list: when, what (linked), where and who takes them. */
export function AppointmentItem({
  appointment,
  showDate = true,
  headingLevel = 3,
}: {
  appointment: Appointment;
  showDate?: boolean;
  headingLevel?: 3 | 4 | 5;
}) {
  const Heading = (['h3', 'h4', 'h5'] as const)[headingLevel - 3] ?? 'h3';
  const isCancelled = appointment.status === 'cancelled';
  return (
    <li className="border-border bg-bg grid gap-1 rounded-xl border p-4">
      <p className="text-fg-muted font-semibold">
        {showDate ? `${formatLocalDate(appointment.date)}, ` : ''}
        {formatClockTime(appointment.startTime)} to {formatClockTime(appointment.endTime)}
      </p>
      <Heading className="text-lg font-bold">
        <Link
          to={`/appointments/${appointment.id}`}
          className="inline-flex min-h-11 items-center underline underline-offset-4"
        >
          {isCancelled ? <s>{appointment.title}</s> : appointment.title}
        </Link>
        {isCancelled ? <span className="ml-2 font-semibold">(cancelled)</span> : null}
      </Heading>
      <p className="text-fg-muted flex flex-wrap gap-x-4 gap-y-1">
        <span>
          {APPOINTMENT_TYPE_LABELS[appointment.type]}
          {appointment.provider ? `, ${appointment.provider}` : ''}
        </span>
        {appointment.location ? (
          <span className="inline-flex items-center gap-1">
            <MapPin aria-hidden="true" className="h-4 w-4" />
            {appointment.location}
          </span>
        ) : null}
        <span className="inline-flex items-center gap-1">
          <UserRound aria-hidden="true" className="h-4 w-4" />
          {appointment.assignee
            ? `${appointment.assignee.name} is taking them`
            : 'Nobody is down to go yet'}
        </span>
      </p>
    </li>
  );
}
