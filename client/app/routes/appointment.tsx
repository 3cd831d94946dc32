import { useQuery } from '@tanstack/react-query';
import { CalendarPlus, MapPin, Undo2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useParams } from 'react-router';
import { APPOINTMENT_TYPE_LABELS, questionLines } from '../../../shared/appointments';
import { formatClockTime, formatLocalDate } from '../../../shared/local-dates';
import { can } from '../../../shared/permissions';
import { ExternalLink, StandaloneLink } from '../../components/links';
import { Notice } from '../../components/notice';
import { Section } from '../../components/section';
import { Button, ButtonLink } from '../../components/ui/button';
import { TextAreaField } from '../../components/ui/form-field';
import { Page } from '../../components/ui/page';
import { toast } from '../../components/ui/use-toast';
import {
  appointmentQuery,
  useAppointmentMutations,
} from '../../features/appointments/appointments.queries';
import { useUser } from '../../features/auth/auth.queries';
import { useCurrentCircle } from '../../features/circles/circles.queries';
import { useCoordinationEvents } from '../../features/dashboard/dashboard.queries';
import { describeError } from '../../lib/api';

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
  const { setCancelled, saveNotes } = useAppointmentMutations(circleId);
  const [notesError, setNotesError] = useState<string>();
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

  const handleNotes = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const photo = form.get('photo');
    if (photo instanceof File && photo.size === 0) form.delete('photo');
    try {
      await saveNotes.mutateAsync({ id, form });
      setNotesError(undefined);
      toast({ title: 'Notes saved' });
    } catch (error) {
      setNotesError(describeError(error) ?? 'Please try again.');
    }
  };

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
          href={`/api/circle/appointments/${id}/calendar.ics`}
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

      <Section title="Notes after the visit">
        {appointment.notesAfter ? (
          <p className="whitespace-pre-line">{appointment.notesAfter}</p>
        ) : (
          <p>No notes yet.</p>
        )}
        {appointment.attachmentUrl ? (
          <img
            src={appointment.attachmentUrl}
            alt="Picture attached after the visit (for example the visit summary)"
            className="border-border max-h-96 w-auto rounded-lg border"
          />
        ) : null}
        {isCaregiver ? (
          <form onSubmit={(event) => void handleNotes(event)} noValidate className="grid gap-4">
            <TextAreaField
              label="What the doctor said"
              name="notesAfter"
              defaultValue={appointment.notesAfter ?? ''}
              hint="Changes to medicines, tests ordered, when to come back."
            />
            <div className="grid gap-1">
              <label htmlFor="visit-photo" className="font-semibold">
                Picture of the visit summary (optional)
              </label>
              <input
                id="visit-photo"
                name="photo"
                type="file"
                accept="image/jpeg,image/png,image/webp"
                className="min-h-11"
              />
            </div>
            {appointment.attachmentUrl ? (
              <label className="flex min-h-11 items-center gap-3">
                <input type="checkbox" name="removeAttachment" value="true" className="h-6 w-6" />
                Remove the picture
              </label>
            ) : null}
            {notesError ? (
              <p role="alert" className="text-danger font-medium">
                {notesError}
              </p>
            ) : null}
            <div>
              <Button type="submit" disabled={saveNotes.isPending}>
                {saveNotes.isPending ? 'Saving...' : 'Save notes'}
              </Button>
            </div>
          </form>
        ) : null}
      </Section>
    </Page>
  );
}
