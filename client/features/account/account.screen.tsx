import { LogOut } from 'lucide-react';
import { StandaloneLink } from '../../components/links';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Page } from '../../components/ui/page';
import { DeleteAccountSection } from './delete-account';
import { EmailForm, PasswordForm, ProfileForm } from './details-forms';
import { DisplaySettings } from './display-settings';
import { SessionsSection } from './sessions-section';
import { isCaregiver } from '../../../shared/auth';
import { signOut, useUser } from '../auth/auth.queries';
import { MyCircles } from '../circles/my-circles.part';
import { TakeTourAgainButton } from '../onboarding/take-tour-again-button.part';

function Part({ title, id, children }: { title: string; id: string; children: React.ReactNode }) {
  return (
    <Card className="grid gap-4" aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-bold">
        {title}
      </h2>
      {children}
    </Card>
  );
}

/** Account settings (/account): details, sign-in, devices, display, circles, tour, deletion. */
export default function AccountScreen() {
  const { user } = useUser();
  if (!user) return null;
  return (
    <Page title="Account Settings" lead="Your details, how Kinwell looks, and your care circles.">
      <Part title="Your details" id="account-details">
        <ProfileForm user={user} />
      </Part>
      <Part title="Display" id="account-display">
        <DisplaySettings userId={user.id} />
      </Part>
      <Part title="Notifications" id="account-notifications">
        <p>Choose what reaches you by email or as an alert on this device, and set quiet hours.</p>
        <p>
          <StandaloneLink to="/notifications">Notification settings</StandaloneLink>
        </p>
      </Part>
      <Part title="Your care circles" id="account-circles">
        <MyCircles userId={user.id} />
        {isCaregiver(user) ? (
          <p>
            <StandaloneLink to="/admin">
              Family administration: members, invitations, history and export
            </StandaloneLink>
          </p>
        ) : null}
      </Part>
      <Part title="Email" id="account-email">
        <EmailForm user={user} />
      </Part>
      <Part title="Password" id="account-password">
        <PasswordForm user={user} />
      </Part>
      <Part title="Devices signed in" id="account-devices">
        <SessionsSection userId={user.id} />
      </Part>
      <Part title="Guided tour" id="account-tour">
        <p>A short walk through Kinwell's main screens, one step at a time.</p>
        <div>
          <TakeTourAgainButton />
        </div>
      </Part>
      <Part title="Sign out" id="account-sign-out">
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
      </Part>
      <Part title="Delete your account" id="account-delete">
        <DeleteAccountSection userId={user.id} />
      </Part>
    </Page>
  );
}
