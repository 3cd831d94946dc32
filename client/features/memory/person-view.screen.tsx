import { Navigate } from 'react-router';
import { useUser } from '../auth/auth.queries';
import { PersonView } from './person-view';

/**
 * /memory-support/view: the full-screen view for the person living with dementia (decision 057).
 * Without a circle there is nothing to show: memory support explains how to start one.
 */
export default function PersonViewScreen() {
  const { user } = useUser();
  if (!user) return null;
  if (!user.circleId) return <Navigate to="/memory-support" replace />;
  return <PersonView circleId={user.circleId} />;
}
