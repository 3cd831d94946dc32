import { useQuery } from '@tanstack/react-query';
import { formatDate } from '../../../shared/relative-time';
import { PLAN_STATE_LABELS } from '../../../shared/subscription';
import { describeError } from '../../lib/api';
import { familiesQuery } from './console.queries';
import { StaffConsole } from './staff-console.part';

function FamiliesList() {
  const { data, error } = useQuery(familiesQuery);
  if (error) return <p role="alert">{describeError(error)}</p>;
  if (!data) return <p role="status">Loading the families…</p>;
  if (data.total === 0) return <p className="text-lg">No family has started a care circle yet.</p>;
  return (
    <section aria-labelledby="families-heading" className="grid gap-4">
      <h2 id="families-heading" className="text-2xl font-bold">
        {data.total === 1 ? '1 care circle' : `${data.total} care circles`}
        {data.families.length < data.total ? `, the newest ${data.families.length}` : ''}
      </h2>
      <ul className="grid gap-3">
        {data.families.map((family) => (
          <li key={family.id} className="border-border grid gap-1 rounded-xl border-2 p-4">
            <p className="text-xl font-semibold">
              {family.firstCaregiver
                ? `${family.firstCaregiver}’s circle`
                : 'A circle without a caregiver'}
            </p>
            <p className="text-lg">
              Started {formatDate(new Date(family.createdAt))} ·{' '}
              {family.memberCount === 1 ? '1 member' : `${family.memberCount} members`} ·{' '}
              {PLAN_STATE_LABELS[family.planState]}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /staff/families: admins see the care circles, never their care records. */
export default function StaffFamiliesScreen() {
  return (
    <StaffConsole
      title="Families"
      lead="Care circles by their first caregiver. Care records are never shown here."
      right="families.read"
    >
      {() => <FamiliesList />}
    </StaffConsole>
  );
}
