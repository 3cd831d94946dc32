import { useUser } from '../features/auth/auth.queries';
import { AppRoutes } from './app-routes';
import { Splash } from './shell/splash';

/** The current user is requested once at start; a splash shows until it is known (spec §4). */
export function App() {
  const { user, isPending } = useUser();
  if (isPending) return <Splash />;
  return <AppRoutes user={user} />;
}
