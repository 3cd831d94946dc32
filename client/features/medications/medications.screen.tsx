import { useQuery } from '@tanstack/react-query';
import { CalendarClock, Plus } from 'lucide-react';
import { useLocation } from 'react-router';
import { can } from '../../../shared/permissions';
import { formatTimeOfDay } from '../../../shared/medications';
import { Card } from '../../components/ui/card';
import { ButtonLink } from '../../components/ui/button';
import { Page } from '../../components/ui/page';
import { useLiveDoses } from './dose-state';
import { MedicationList } from './medication-list';
import { MedicationSettingsForm } from './medication-settings-form';
import { medicationListQuery } from './medications.queries';
import { PushOptIn } from '../notifications/push-opt-in.part';
import { useUser } from '../auth/auth.queries';
import { describeError } from '../../lib/api';

/** /medications: every medicine, and for caregivers, adding and changing them. */
export default function MedicationsScreen() {
  const { user } = useUser();
  const canManage = can(user?.role ?? null, 'care.manage');
  const { data, error, isPending } = useQuery(medicationListQuery(user?.circleId ?? null));
  const location = useLocation();
  const justAdded = (location.state as { added?: { name: string; firstTime?: string } } | null)
    ?.added;
  useLiveDoses();
  return (
    <Page
      title="Medications"
      lead="Every medicine, its dose and its times. Kinwell reminds before each dose and tells the family when one is missed."
    >
      <div className="flex flex-wrap gap-3">
        <ButtonLink to="/medications/today">
          <CalendarClock aria-hidden="true" className="h-5 w-5" />
          Today’s doses
        </ButtonLink>
        {canManage ? (
          <ButtonLink variant="secondary" to="/medications/new">
            <Plus aria-hidden="true" className="h-5 w-5" />
            Add a medicine
          </ButtonLink>
        ) : null}
      </div>
      {justAdded ? (
        <Card>
          <PushOptIn
            reason={`${justAdded.name} is added. Remind you${
              justAdded.firstTime ? ` at ${formatTimeOfDay(justAdded.firstTime)}` : ''
            } on this device too?`}
          />
        </Card>
      ) : null}
      <section aria-labelledby="medicine-list" className="grid gap-4">
        <h2 id="medicine-list" className="text-2xl font-bold">
          Medicines
        </h2>
        {isPending ? <p role="status">Loading the medicines…</p> : null}
        {error ? <p role="alert">{describeError(error) ?? 'We could not load them.'}</p> : null}
        {data ? <MedicationList medications={data} canManage={canManage} /> : null}
      </section>
      {canManage ? (
        <Card className="grid gap-4">
          <h2 className="text-2xl font-bold">Reminder settings</h2>
          <p>For everyone in your care circle. Each person chooses how alerts reach them.</p>
          <MedicationSettingsForm />
        </Card>
      ) : null}
    </Page>
  );
}
