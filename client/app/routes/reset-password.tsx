import { useLocation } from 'react-router';
import { Page } from '../../components/ui/page';
import { ResetPasswordForm } from '../../features/auth/reset-password-form';

/** The emailed link carries its secret after the #, so the server never logs it (decision 026). */
export default function ResetPasswordScreen() {
  const { hash } = useLocation();
  return (
    <Page
      title="Choose a new password"
      lead="Setting a new password signs you out on every other device."
    >
      <ResetPasswordForm token={decodeURIComponent(hash.replace(/^#/, ''))} />
    </Page>
  );
}
