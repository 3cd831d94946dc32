import { useSearchParams } from 'react-router';
import { LoginForm } from '../../features/auth/login-form';
import { Page } from '../../components/ui/page';

export default function LoginScreen() {
  const [searchParams] = useSearchParams();
  // Set by the query client when a signed-in screen found the session gone (decision 021). That
  // browser still sends its old cookie, so it gets the app shell, not the pre-rendered page.
  const signedOutAfterIdle = searchParams.get('reason') === 'idle';
  return (
    <Page
      title="Sign in to your care account"
      lead="Welcome back. Your family's care plan is right where you left it."
    >
      {signedOutAfterIdle ? (
        <p role="status" className="border-border bg-muted rounded-xl border-2 p-5 text-lg">
          You were signed out after a while without activity. Please sign in again.
        </p>
      ) : null}
      <LoginForm />
    </Page>
  );
}
