import { Page } from '../../components/ui/page';
import { ForgotPasswordForm } from '../../features/auth/forgot-password-form';

export default function ForgotPasswordScreen() {
  return (
    <Page
      title="Reset your password"
      lead="Enter the email address you sign in with. We will email you a link to choose a new password."
    >
      <ForgotPasswordForm />
    </Page>
  );
}
