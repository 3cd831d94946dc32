import { useState } from 'react';
import { useLocation } from 'react-router';
import { EMAIL_UNCONFIRMED_MESSAGE } from '../../../shared/account-basics';
import { Button } from '../../components/ui/button';
import { describeError } from '../../lib/api';
import { useAccount, useResendEmailConfirmation } from './account.queries';

/**
 * While the person's address is not confirmed: what it means, and "Send the link again"
 * (decision 026). Nothing when it is confirmed.
 */
export function EmailConfirmationNotice({ variant }: { variant: 'banner' | 'inline' }) {
  const account = useAccount();
  const resend = useResendEmailConfirmation();
  const [answer, setAnswer] = useState<string | null>(null);
  const { pathname } = useLocation();
  if (!account || account.emailConfirmed) return null;
  // The account page says it in its email section instead.
  if (variant === 'banner' && pathname === '/account') return null;

  const body = (
    <>
      <p className="font-semibold">{EMAIL_UNCONFIRMED_MESSAGE}.</p>
      <p>Open the link we emailed you. Alerts still reach you in Kinwell until then.</p>
      <div>
        <Button
          type="button"
          variant="secondary"
          disabled={resend.isPending}
          onClick={() => {
            resend.mutate(undefined, {
              onSuccess: ({ message }) => setAnswer(message),
              onError: (error) =>
                setAnswer(describeError(error) ?? 'That did not work. Please try again.'),
            });
          }}
        >
          {resend.isPending ? 'Sending...' : 'Send the link again'}
        </Button>
      </div>
      <p aria-live="polite">{answer}</p>
    </>
  );

  if (variant === 'inline')
    return <div className="border-border bg-muted grid gap-2 rounded-xl border-2 p-4">{body}</div>;
  return (
    <section aria-label="Confirm your email address" className="bg-muted border-border border-b-2">
      <div className="mx-auto grid max-w-6xl gap-2 px-4 py-3">{body}</div>
    </section>
  );
}
