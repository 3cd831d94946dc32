import { RegisterForm } from '../../features/auth/register-form.part';
import { Page } from '../../components/ui/page';

export default function RegisterScreen() {
  return (
    <Page title="Create your Kinwell account" lead="When you're ready to find support, we're here">
      <p>Your first 30 days are free. No credit card is needed.</p>
      <RegisterForm />
    </Page>
  );
}
