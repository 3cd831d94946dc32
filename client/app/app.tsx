import { lazy, Suspense } from 'react';
import { useUser } from '../features/auth/auth.queries';
import { SignedOutRoutes } from './public-routes';
import { Splash } from './shell/splash';

// The signed-in app is its own chunk: public pages never load it (decision 016).
const loadSignedInRoutes = () => import('./app-routes');
const SignedInRoutes = lazy(loadSignedInRoutes);

/**
 * Starts fetching the signed-in app's code while the server is still asked who is signed in, for
 * a page that is most likely a signed-in screen (main.tsx); the screen then waits for one round
 * trip fewer on a slow phone connection. A failure here is left to the lazy route to report.
 */
export function preloadSignedInRoutes(): void {
  loadSignedInRoutes().catch(() => undefined);
}

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
