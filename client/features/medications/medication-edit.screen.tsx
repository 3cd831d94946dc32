import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { Card } from '../../components/ui/card';
import { Page } from '../../components/ui/page';
import { toast } from '../../components/ui/use-toast';
import { MedicationForm } from './medication-form';
import { MedicationPhoto } from './medication-photo';
import { medicationQuery, useMedicationsCircle } from './medications.queries';
import { describeError } from '../../lib/api';

/** /medications/new and /medications/:id/edit (caregivers). */
export default function MedicationEditScreen() {
  const { id } = useParams();
  const navigate = useNavigate();
  const circleId = useMedicationsCircle();
  const existing = useQuery({
    ...medicationQuery(circleId, id ?? ''),
    enabled: Boolean(id) && circleId !== null,
  });
  if (id && existing.isPending) return <Page title="Change a medicine">Loading…</Page>;
  if (id && existing.error) {
    return (
      <Page title="Change a medicine">
        <p role="alert">{describeError(existing.error) ?? 'We could not load it.'}</p>
      </Page>
    );
  }
  const medication = existing.data;
  return (
    <Page
      title={medication ? `Change ${medication.name}` : 'Add a medicine'}
      lead={
        medication
          ? 'Past doses stay exactly as they were; future doses follow the new schedule.'
          : 'About a minute per medicine. Have the bottle or the pharmacy label nearby.'
      }
    >
      {medication ? (
        <Card className="grid gap-3">
          <MedicationPhoto medication={medication} />
        </Card>
      ) : null}
      <MedicationForm
        {...(medication ? { medication } : {})}
        onSaved={(saved) => {
          toast({ title: `${saved.name} saved`, variant: 'success' });
          const firstTime =
            saved.schedule.type === 'asNeeded' ? undefined : saved.schedule.times[0];
          void navigate('/medications', {
            state: medication ? null : { added: { name: saved.name, firstTime } },
          });
        }}
      />
    </Page>
  );
}
