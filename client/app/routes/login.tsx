import { LoginForm } from '../../features/auth/login-form';
import { Page } from '../../components/ui/page';

export default function LoginScreen() {
  return (
    <Page
      title="Sign in to your care account"
      lead="Welcome back. Your family's care plan is right where you left it."
    >
      <LoginForm />
    </Page>
  );
}
