import { LogOut } from 'lucide-react';
import { LargeTextSetting } from '../../components/large-text-setting';
import { StandaloneLink } from '../../components/links';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Page } from '../../components/ui/page';
import { signOut, useUser } from '../../features/auth/auth.queries';
import { TakeTourAgainButton } from '../../features/onboarding/take-tour-again-button';
import { ROLE_LABELS } from '../../../shared/auth';

/** The signed-in person's details, the display setting, and sign out. */
export default function AccountScreen() {
  const { user } = useUser();
  const details = user
    ? [
        { term: 'Name', value: user.name },
        { term: 'Email', value: user.email },
        { term: 'Phone', value: user.phoneNumber || 'Not given' },
        { term: 'Role', value: ROLE_LABELS[user.role] },
      ]
    : [];

  return (
    <Page title="Account Settings" lead="Your details, how Kinwell looks, and signing out.">
      <Card className="grid gap-4">
        <h2 className="text-2xl font-bold">Your details</h2>
        <dl className="grid gap-3">
          {details.map((item) => (
            <div key={item.term} className="grid gap-0.5 sm:grid-cols-[8rem_1fr] sm:gap-4">
              <dt className="text-fg-muted font-semibold">{item.term}</dt>
              <dd className="wrap-anywhere">{item.value}</dd>
            </div>
          ))}
        </dl>
        <p className="text-fg-muted">
          To change your name, email or phone number, write to us from the Support page.
        </p>
        <p>
          <StandaloneLink to="/support">Go to Support</StandaloneLink>
        </p>
      </Card>

      <Card className="grid gap-4">
        <h2 className="text-2xl font-bold">Display</h2>
        <LargeTextSetting />
      </Card>

      <Card className="grid gap-4">
        <h2 className="text-2xl font-bold">Guided tour</h2>
        <p>A short walk through Kinwell's main screens, one step at a time.</p>
        <div>
          <TakeTourAgainButton />
        </div>
      </Card>

      <Card className="grid gap-4">
        <h2 className="text-2xl font-bold">Sign out</h2>
        <p>
          Signing out ends your session on this device. Your family&rsquo;s information stays safe
          in Kinwell.
        </p>
        <div>
          <Button variant="secondary" onClick={() => void signOut()}>
            <LogOut aria-hidden="true" className="h-5 w-5" />
            Sign out
          </Button>
        </div>
      </Card>
    </Page>
  );
}
