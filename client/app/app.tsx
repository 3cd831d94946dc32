import { lazy, Suspense } from 'react';
import { useUser } from '../features/auth/auth.queries';
import { SignedOutRoutes } from './public-routes';
import { Splash } from './shell/splash';

// The signed-in app is its own chunk: public pages never load it (decision 016).
const SignedInRoutes = lazy(() => import('./app-routes'));

/** The current user is requested once at start; a splash shows until it is known (spec §4). */
export function App() {
  const { user, isPending } = useUser();
  if (isPending) return <Splash />;
  if (!user) return <SignedOutRoutes />;
  return (
    <Suspense fallback={<Splash />}>
      <SignedInRoutes user={user} />
    </Suspense>
  );
}
