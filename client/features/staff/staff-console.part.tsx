import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate, NavLink } from 'react-router';
import { STAFF_ROLE_LABELS, type Staff, type StaffRight, staffMay } from '../../../shared/staff';
import { NotFoundPage } from '../../components/not-found-page';
import { Button, ButtonLink } from '../../components/ui/button';
import { Page } from '../../components/ui/page';
import { cn } from '../../lib/cn';
import { signOut } from '../auth/auth.queries';
import { staffMeQuery } from './staff.queries';

/**
 * The console's screens, in navigation order, each with the right it needs (STAFF_RIGHTS in
 * shared/staff.ts, which the server checks too). A staff member sees only what their role opens.
 */
export const CONSOLE_SCREENS: readonly { label: string; to: string; right: StaffRight }[] = [
  { label: 'Consultation desk', to: '/staff', right: 'desk.read' },
  { label: 'Moderation', to: '/staff/community', right: 'community.moderate' },
  { label: 'Community groups', to: '/staff/community/groups', right: 'community.moderate' },
  { label: 'Expert questions', to: '/staff/questions', right: 'community.questions' },
  { label: 'Families', to: '/staff/families', right: 'families.read' },
  { label: 'People', to: '/staff/people', right: 'people.support' },
  { label: 'Subscription figures', to: '/staff/figures', right: 'figures.read' },
  { label: 'Staff accounts', to: '/staff/accounts', right: 'staff.manage' },
  { label: 'System', to: '/admin-test', right: 'system.read' },
];

export const consoleScreensFor = (staff: Staff) =>
  CONSOLE_SCREENS.filter((screen) => staffMay(staff.role, screen.right));

/**
 * Where a staff member lands: the first console screen their role can act on (the desk for care
 * specialists and admins, moderation for moderators, the questions for experts).
 */
export const staffHomeOf = (staff: Staff) =>
  consoleScreensFor(staff)[0] ?? { label: 'Consultation desk', to: '/staff' };

/**
 * A family address opened in a browser with a staff session (an admin typing /admin): the
 * console's first screen for their role, instead of the family app's not-found page. Without a
 * staff session, `otherwise`.
 */
export function StaffHomeOr({ otherwise }: { otherwise: ReactNode }) {
  const { data: staff, isPending } = useQuery(staffMeQuery);
  if (isPending) return <p role="status">Loading…</p>;
  return staff ? <Navigate to={staffHomeOf(staff).to} replace /> : otherwise;
}

function ConsoleNav({ staff }: { staff: Staff }) {
  const screens = consoleScreensFor(staff);
  return (
    <nav aria-label="Staff console" className="border-border border-b-2 pb-4">
      <ul className="flex flex-wrap gap-2">
        {screens.map((screen) => (
          <li key={screen.to}>
            <NavLink
              to={screen.to}
              end
              className={({ isActive }) =>
                cn(
                  'inline-flex min-h-12 items-center rounded-lg border-2 px-4 text-lg font-semibold',
                  isActive
                    ? 'border-primary bg-primary text-primary-fg'
                    : 'border-border hover:bg-muted',
                )
              }
            >
              {screen.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * A staff console screen: checks the staff sign-in and the role's right, then shows the console's
 * navigation and the screen. `hiddenFromOthers` screens (/admin-test) show the app's not-found page
 * to anyone without a staff session, so the address tells a visitor nothing.
 */
export function StaffConsole({
  title,
  lead,
  right,
  hiddenFromOthers = false,
  signedOutLead = 'Please sign in with a staff account to see this.',
  children,
}: {
  title: string;
  lead?: ReactNode;
  right: StaffRight;
  hiddenFromOthers?: boolean;
  /** What a visitor without a staff session reads. */
  signedOutLead?: string;
  children: (staff: Staff) => ReactNode;
}) {
  const { data: staff, isPending } = useQuery(staffMeQuery);
  if (isPending) return <Page title={title} lead="Checking your staff sign-in…" />;
  if (!staff) {
    if (hiddenFromOthers) return <NotFoundPage />;
    return (
      <Page title={title} lead={signedOutLead}>
        <div>
          <ButtonLink to="/admin-login">Staff sign in</ButtonLink>
        </div>
      </Page>
    );
  }
  const isAllowed = staffMay(staff.role, right);
  const home = staffHomeOf(staff);
  return (
    <Page
      wide
      title={title}
      lead={
        <>
          Signed in as {staff.name}, {STAFF_ROLE_LABELS[staff.role]}.{lead ? <> {lead}</> : null}
        </>
      }
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <ConsoleNav staff={staff} />
        <Button variant="secondary" onClick={() => void signOut()}>
          Sign out
        </Button>
      </div>
      {isAllowed ? (
        children(staff)
      ) : (
        <div className="grid justify-items-start gap-3">
          <p role="alert" className="text-lg">
            This screen is for {right.startsWith('desk.') ? 'care specialists and ' : ''}
            {right.startsWith('community.') ? 'moderators and ' : ''}
            administrators. Your role, {STAFF_ROLE_LABELS[staff.role]}, does not include it.
          </p>
          <ButtonLink to={home.to}>Go to {home.label}</ButtonLink>
        </div>
      )}
    </Page>
  );
}
