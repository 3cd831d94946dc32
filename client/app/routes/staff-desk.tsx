import { useQuery } from '@tanstack/react-query';
import { STAFF_ROLE_LABELS } from '../../../shared/staff';
import { Button, ButtonLink } from '../../components/ui/button';
import { Page } from '../../components/ui/page';
import { signOut } from '../../features/auth/auth.queries';
import { StaffDesk } from '../../features/staff/staff-desk';
import { staffMeQuery } from '../../features/staff/staff.queries';

/** /staff: the care specialists' desk. Only staff sessions get data from its API. */
export default function StaffDeskScreen() {
  const { data: staff, isPending } = useQuery(staffMeQuery);
  if (isPending) return <Page title="Staff desk" lead="Checking your staff sign-in…" />;
  if (!staff) {
    return (
      <Page title="Staff desk" lead="Please sign in with a staff account to see the desk.">
        <div>
          <ButtonLink to="/admin-login">Staff sign in</ButtonLink>
        </div>
      </Page>
    );
  }
  const canUseDesk = staff.role === 'specialist' || staff.role === 'admin';
  return (
    <Page
      wide
      title="Staff desk"
      lead={`Signed in as ${staff.name}, ${STAFF_ROLE_LABELS[staff.role]}.`}
    >
      <div>
        <Button variant="secondary" onClick={() => void signOut()}>
          Sign out
        </Button>
      </div>
      {canUseDesk ? (
        <StaffDesk />
      ) : (
        <p>The consultation desk is for care specialists and administrators.</p>
      )}
    </Page>
  );
}
