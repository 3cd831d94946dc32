import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { todayIn } from '../../../shared/local-dates';
import { StandaloneLink } from '../../components/links';
import { Page } from '../../components/ui/page';
import { toast } from '../../components/ui/use-toast';
import { useCurrentCircle } from '../circles/circles.queries';
import { NoCirclePage } from '../circles/join-circle.part';
import { AppointmentForm } from './appointment-form';
import { appointmentQuery } from './appointments.queries';

/** Add an appointment (/appointments/new) or change one (/appointments/:id/edit). */
export default function AppointmentEditScreen() {
  const { id } = useParams();
  const navigate = useNavigate();
  const { circleId, circle } = useCurrentCircle();
  const existing = useQuery({
    ...appointmentQuery(circleId, id ?? ''),
    enabled: Boolean(id && circleId),
  });
  const title = id ? 'Change appointment' : 'Add an appointment';
  if (!circleId) return <NoCirclePage title={title} />;
  if (!circle || (id && !existing.data)) return <Page title={title} />;
  return (
    <Page title={title}>
      <StandaloneLink to={id ? `/appointments/${id}` : '/appointments'}>Back</StandaloneLink>
      <AppointmentForm
        circleId={circleId}
        timeZone={circle.timeZone}
        appointment={existing.data}
        defaultDate={todayIn(circle.timeZone)}
        onSaved={(saved) => {
          toast({
            title: id ? 'Appointment saved' : 'Appointment added',
            description: saved.assignee ? `${saved.assignee.name} will get reminders.` : undefined,
          });
          void navigate(`/appointments/${saved.id}`);
        }}
      />
    </Page>
  );
}
