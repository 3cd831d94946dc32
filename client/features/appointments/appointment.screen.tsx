import { useQuery } from '@tanstack/react-query';
import { CalendarPlus, MapPin, Undo2 } from 'lucide-react';
import { useParams } from 'react-router';
import { APPOINTMENT_TYPE_LABELS, questionLines } from '../../../shared/appointments';
import { formatClockTime, formatLocalDate } from '../../../shared/local-dates';
import { can } from '../../../shared/permissions';
import { ExternalLink, StandaloneLink } from '../../components/links';
import { Notice } from '../../components/notice';
import { Section } from '../../components/section';
import { Button, ButtonLink } from '../../components/ui/button';
import { Page } from '../../components/ui/page';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { useUser } from '../auth/auth.queries';
import { useCurrentCircle } from '../circles/circles.queries';
import { useCoordinationEvents } from '../dashboard/dashboard.queries';
import { AppointmentNotes } from './appointment-notes';
import {
  appointmentCalendarFileUrl,
  appointmentQuery,
  useAppointmentMutations,
} from './appointments.queries';

const failed = (error: unknown) =>
  toast({
    variant: 'destructive',
    title: 'That did not work',
    description: describeError(error) ?? 'Please try again.',
  });

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="font-semibold">{label}</dt>
      <dd className="whitespace-pre-line">{children}</dd>
    </div>
  );
}

/** One appointment: everything about it, add to a calendar, cancel (with undo), notes after. */
export default function AppointmentScreen() {
  const { id = '' } = useParams();
  const { user } = useUser();
  const { circleId } = useCurrentCircle();
  useCoordinationEvents(circleId);
  const { data: appointment, isError } = useQuery(appointmentQuery(circleId, id));
  const { setCancelled } = useAppointmentMutations(circleId);
  const isCaregiver = can(user?.role, 'care.manage');

  if (isError) {
    return (
      <Page title="Appointment">
        <Notice title="We could not find that appointment" tone="danger">
          <StandaloneLink to="/appointments">Back to appointments</StandaloneLink>
        </Notice>
      </Page>
    );
  }
  if (!appointment) return <Page title="Appointment" />;
  const isCancelled = appointment.status === 'cancelled';
  const questions = questionLines(appointment.questions);

  const handleCancel = (isCancelledNow: boolean) =>
    setCancelled.mutateAsync({ id, isCancelled: isCancelledNow }).then(
      () =>
        toast({
          title: isCancelledNow ? 'Appointment cancelled' : 'Appointment is back on',
          description: isCancelledNow
            ? 'Reminders stopped. “Undo cancel” is on the page.'
            : undefined,
        }),
      failed,
    );

  return (
    <Page title={appointment.title}>
      <StandaloneLink to="/appointments">Back to appointments</StandaloneLink>
      {isCancelled ? (
        <Notice title="This appointment is cancelled" tone="danger">
          <p>Nobody gets reminders for it.</p>
          {isCaregiver ? (
            <div>
              <Button variant="secondary" onClick={() => void handleCancel(false)}>
                <Undo2 aria-hidden="true" className="h-5 w-5" />
                Undo cancel
              </Button>
            </div>
          ) : null}
        </Notice>
      ) : null}
      <dl className="grid gap-3 text-lg">
        <Detail label="When">
          {formatLocalDate(appointment.date)}, {formatClockTime(appointment.startTime)} to{' '}
          {formatClockTime(appointment.endTime)}{' '}
          <span className="text-fg-muted text-base">({appointment.timeZone})</span>
        </Detail>
        <Detail label="Kind">
          {APPOINTMENT_TYPE_LABELS[appointment.type]}
          {appointment.provider ? `, with ${appointment.provider}` : ''}
        </Detail>
        {appointment.location ? (
          <Detail label="Where">
            {appointment.location}
            <br />
            {appointment.mapUrl ? (
              <ExternalLink href={appointment.mapUrl} standalone>
                <MapPin aria-hidden="true" className="h-5 w-5" />
                Open in maps
              </ExternalLink>
            ) : null}
          </Detail>
        ) : null}
        <Detail label="Taking them">
          {appointment.assignee?.name ?? 'Nobody is down to go yet'}
        </Detail>
        {appointment.transportNotes ? (
          <Detail label="Getting there">{appointment.transportNotes}</Detail>
        ) : null}
      </dl>
      <div className="flex flex-wrap gap-3">
        <a
          href={appointmentCalendarFileUrl(id)}
          download="appointment.ics"
          className="border-accent inline-flex min-h-11 items-center gap-2 rounded-lg border-2 px-5 py-2 font-semibold no-underline"
        >
          <CalendarPlus aria-hidden="true" className="h-5 w-5" />
          Add to my calendar
        </a>
        {isCaregiver ? (
          <ButtonLink variant="secondary" to={`/appointments/${id}/edit`}>
            Change
          </ButtonLink>
        ) : null}
        {isCaregiver && !isCancelled ? (
          <Button variant="ghost" onClick={() => void handleCancel(true)}>
            Cancel appointment
          </Button>
        ) : null}
      </div>

      <Section title="Questions to ask">
        {questions.length > 0 ? (
          <ol className="grid list-decimal gap-1 pl-6">
            {questions.map((question) => (
              <li key={question}>{question}</li>
            ))}
          </ol>
        ) : (
          <p>None written down yet.</p>
        )}
      </Section>

      <AppointmentNotes circleId={circleId} appointment={appointment} canWrite={isCaregiver} />
    </Page>
  );
}
