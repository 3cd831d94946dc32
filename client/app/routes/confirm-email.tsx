import { Link, useLocation } from 'react-router';
import { Button, ButtonLink } from '../../components/ui/button';
import { Page } from '../../components/ui/page';
import { useUser } from '../../features/auth/auth.queries';
import { useConfirmEmail } from '../../features/auth/recovery.queries';
import { describeError } from '../../lib/api';

/**
 * Where an emailed confirmation link lands (its secret after the #, decision 026). The person
 * taps a button, so a mail scanner opening the link confirms nothing.
 */
export default function ConfirmEmailScreen() {
  const { hash } = useLocation();
  const token = decodeURIComponent(hash.replace(/^#/, ''));
  const confirm = useConfirmEmail();
  const { user } = useUser();

  if (confirm.isSuccess)
    return (
      <Page title="Your email address is confirmed">
        <p role="status" className="border-border bg-muted rounded-xl border-2 p-5 text-lg">
          Kinwell uses <strong className="wrap-anywhere">{confirm.data.email}</strong> from now on.
        </p>
        <div>
          <ButtonLink to={user ? '/' : '/login'}>{user ? 'Go to Kinwell' : 'Sign in'}</ButtonLink>
        </div>
      </Page>
    );

  return (
    <Page title="Confirm your email address">
      {confirm.isError ? (
        <p role="alert" className="border-border bg-muted rounded-xl border-2 p-5 text-lg">
          {describeError(confirm.error) ?? 'That did not work. Please try again.'}
        </p>
      ) : (
        <p className="text-lg">Tap the button to confirm this address for your Kinwell account.</p>
      )}
      <div>
        <Button
          type="button"
          disabled={!token || confirm.isPending}
          onClick={() => confirm.mutate(token)}
        >
          {confirm.isPending ? 'Confirming...' : 'Confirm my email address'}
        </Button>
      </div>
      <Link to={user ? '/account' : '/login'} className="text-accent font-semibold underline">
        {user ? 'Back to Account Settings' : 'Back to sign in'}
      </Link>
    </Page>
  );
}
