import { useRoutes } from 'react-router';
import type { Role, User } from '../../shared/auth';
import { AppLayout } from './shell/app-layout';
import { routeTreeFor } from './signed-in-routes';

// Built once per role from the route manifest (signed-in-routes.tsx, shared/route-manifest.ts).
const TREES: Record<Role, ReturnType<typeof routeTreeFor>> = {
  caregiver: routeTreeFor('caregiver'),
  family: routeTreeFor('family'),
};

function RoleRoutes({ role }: { role: Role }) {
  return useRoutes(TREES[role]);
}

/** The signed-in app: its own chunk, loaded only once someone has signed in (decision 016). */
export default function SignedInRoutes({ user }: { user: User }) {
  // Keyed by role: a role change starts the frame afresh, as switching trees always has.
  return (
    <AppLayout key={user.role} user={user}>
      <RoleRoutes role={user.role} />
    </AppLayout>
  );
}
