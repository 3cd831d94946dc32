import { useQuery } from '@tanstack/react-query';
import { Info } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { TextLink } from '../../components/links';
import { Button } from '../../components/ui/button';
import { subscriptionQuery } from './subscription.queries';

/** Screens someone opens in an emergency: nothing about payment ever shows on them. */
const EMERGENCY_SCREENS = /^\/(emergency-profile|alerts)(\/|$)/;

const dismissedKey = (circleId: string) => `kinwell.trial-banner.${circleId}`;

/** The days left when the banner was put away; it comes back once, on the last day. */
function readDismissed(circleId: string): number | null {
  try {
    const value = window.localStorage.getItem(dismissedKey(circleId));
    return value === null ? null : Number(value);
  } catch {
    return null;
  }
}

/**
 * The plan, calmly, above every screen but the emergency ones: the trial's last days
 * (dismissible), a payment that did not go through, or a circle that is read-only for now.
 */
export function PlanBanner({ circleId }: { circleId: string | null }) {
  const { pathname } = useLocation();
  const { data } = useQuery(subscriptionQuery(circleId));
  const [dismissedAt, setDismissedAt] = useState(() =>
    circleId === null ? null : readDismissed(circleId),
  );
  if (!data || circleId === null || EMERGENCY_SCREENS.test(pathname)) return null;
  const onPlanScreen = pathname === '/subscription';
  const link = onPlanScreen ? null : (
    <TextLink to="/subscription">{data.canManage ? 'See the plan' : 'About the plan'}</TextLink>
  );

  if (data.isReadOnly) {
    return (
      <Bar>
        <p>
          <strong>Your family’s free trial has ended.</strong> Kinwell is read-only for now.
          Medication reminders, missed-dose alerts and emergency features keep working.{' '}
          {data.canManage
            ? 'Choose the plan to open everything again.'
            : 'A caregiver can choose the plan.'}{' '}
          {link}
        </p>
      </Bar>
    );
  }
  if (data.state === 'past_due') {
    return (
      <Bar>
        <p>
          <strong>The last payment did not go through.</strong> Everything stays open while it is
          tried again. {data.canManage ? 'You can update the card in the billing settings.' : ''}{' '}
          {link}
        </p>
      </Bar>
    );
  }
  const days = data.trialDaysLeft;
  const isDismissed = dismissedAt !== null && (days === null || days > 1 || dismissedAt <= 1);
  if (!data.showsTrialBanner || days === null || isDismissed) return null;
  const handleDismiss = () => {
    try {
      window.localStorage.setItem(dismissedKey(circleId), String(days));
    } catch {
      // Private browsing: it stays away for this visit only.
    }
    setDismissedAt(days);
  };
  return (
    <Bar>
      <p>
        <strong>
          {days === 1 ? 'Your free trial ends tomorrow.' : `${days} days left in your free trial.`}
        </strong>{' '}
        {data.canManage
          ? 'No card was needed so far; choose the plan whenever you are ready.'
          : 'A caregiver can choose the plan.'}{' '}
        {link}
      </p>
      <Button variant="ghost" onClick={handleDismiss} className="shrink-0">
        Hide this
      </Button>
    </Bar>
  );
}

function Bar({ children }: { children: React.ReactNode }) {
  return (
    <section aria-label="Your plan" className="border-border bg-muted border-b-2">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-3 px-4 py-3 text-lg">
        <Info aria-hidden="true" className="h-6 w-6 shrink-0" />
        <div className="min-w-0 flex-1">{children}</div>
      </div>
    </section>
  );
}
