import { Lock } from 'lucide-react';
import { StandaloneLink } from '../../components/links';
import { Notice } from '../../components/notice';
import { ButtonLink } from '../../components/ui/button';
import { Page } from '../../components/ui/page';
import { StaffSignInForm } from './staff-sign-in-form';

/** /admin-login: the staff entrance. Family accounts are sent to their own sign-in. */
export default function StaffSignInScreen() {
  return (
    <Page title="Staff sign in" lead="This entrance is for Kinwell staff only.">
      <StaffSignInForm />
      <Notice title="Are you a caregiver or family member?" icon={Lock}>
        <p>
          Family accounts sign in on the main sign-in page. Staff accounts are separate: they are
          created by a Kinwell operator, and they cannot be registered here.
        </p>
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
          <ButtonLink to="/login">Go to sign in</ButtonLink>
          <StandaloneLink to="/register">Create a family account</StandaloneLink>
        </div>
      </Notice>
      <p>
        <StandaloneLink to="/support">Get support</StandaloneLink>
      </p>
    </Page>
  );
}
