import { X } from 'lucide-react';
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
  const [isPutAway, setPutAway] = useState(isBannerPutAway);
  const { pathname } = useLocation();
  if (!account || account.emailConfirmed) return null;
  // The account page says it in its email section instead.
  if (variant === 'banner' && (pathname === '/account' || isPutAway)) return null;

  const sendAgain = (
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
  );

  if (variant === 'inline')
    return (
      <div className="border-border bg-muted grid gap-2 rounded-xl border-2 p-4">
        <p className="font-semibold">{EMAIL_UNCONFIRMED_MESSAGE}.</p>
        <p>Open the link we emailed you. Alerts still reach you in Kinwell until then.</p>
        <div>{sendAgain}</div>
        <p aria-live="polite">{answer}</p>
      </div>
    );
  // On every screen, so it stays small, and the person may put it away until their next visit.
  return (
    <section aria-label="Confirm your email address" className="bg-muted border-border border-b-2">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2">
        <p className="min-w-0 flex-1 basis-56 font-semibold">{EMAIL_UNCONFIRMED_MESSAGE}.</p>
        <div className="flex flex-wrap gap-2">
          {sendAgain}
          <Button
            type="button"
            variant="ghost"
            aria-label="Not now"
            title="Not now"
            className="px-0"
            onClick={() => {
              putBannerAway();
              setPutAway(true);
            }}
          >
            <X aria-hidden="true" className="h-6 w-6" />
          </Button>
        </div>
        <p aria-live="polite" className="basis-full empty:hidden">
          {answer}
        </p>
      </div>
    </section>
  );
}

/** Put away for this visit (the browser tab's session); it comes back on the next one. */
const PUT_AWAY_KEY = 'kinwell-email-banner-put-away';

function isBannerPutAway(): boolean {
  try {
    return typeof sessionStorage !== 'undefined' && sessionStorage.getItem(PUT_AWAY_KEY) === '1';
  } catch {
    return false;
  }
}

function putBannerAway() {
  try {
    sessionStorage.setItem(PUT_AWAY_KEY, '1');
  } catch {
    // Storage refused (a private window): it is put away until the page is reloaded.
  }
}
