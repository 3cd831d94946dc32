import { Compass } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { startTour } from './tour-store';

/** Opens the onboarding tour again at step 1, for the account settings page. */
export function TakeTourAgainButton() {
  return (
    <Button variant="secondary" onClick={startTour}>
      <Compass aria-hidden="true" className="h-5 w-5" />
      Take the tour again
    </Button>
  );
}
