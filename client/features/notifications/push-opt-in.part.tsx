import { useQuery, useQueryClient } from '@tanstack/react-query';
import { BellRing } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { describeError } from '../../lib/api';
import { NOTIFICATIONS_KEY, pushStatusQuery } from './notifications.queries';
import { type PushState, readPushState, turnOffPush, turnOnPush } from './push';

/**
 * Alerts on this phone or computer. The browser is asked only when the person presses the
 * button (ACCESSIBILITY.md), with what happens explained first; when alerts are blocked, email is
 * offered instead.
 */
export function PushOptIn({
  reason,
  onUseEmail,
}: {
  /** Why now, in the words of the action that led here ("Remind me at 8:00 on this phone?"). */
  reason?: string;
  /** Turns email on for the same alerts, when the browser blocks them. */
  onUseEmail?: () => void;
}) {
  const queryClient = useQueryClient();
  const { data: status } = useQuery(pushStatusQuery);
  const [state, setState] = useState<PushState | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let isCurrent = true;
    readPushState().then(
      (value) => isCurrent && setState(value),
      () => isCurrent && setState('unsupported'),
    );
    return () => {
      isCurrent = false;
    };
  }, []);

  const run = async (action: () => Promise<PushState>) => {
    setIsBusy(true);
    setError(null);
    try {
      setState(await action());
      await queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
    } catch (failure) {
      setError(describeError(failure) ?? 'Alerts could not be turned on in this browser.');
    } finally {
      setIsBusy(false);
    }
  };

  if (state === null) return null;
  return (
    <div className="grid gap-3" role="group" aria-labelledby="push-opt-in-title">
      <h3 id="push-opt-in-title" className="flex items-center gap-2 text-xl font-bold">
        <BellRing aria-hidden="true" className="h-6 w-6" />
        Alerts on this device
      </h3>
      {reason ? <p className="font-semibold">{reason}</p> : null}
      {state === 'on' ? (
        <>
          <p>This device shows Kinwell alerts, even when Kinwell is closed.</p>
          <div>
            <Button variant="secondary" disabled={isBusy} onClick={() => void run(turnOffPush)}>
              Stop alerts on this device
            </Button>
          </div>
        </>
      ) : null}
      {state === 'off' ? (
        <>
          <p>
            Your browser will ask whether Kinwell may show alerts. Say “Allow” to get dose reminders
            and urgent alerts on this device, even when Kinwell is closed. You can stop them here at
            any time.
          </p>
          <div>
            <Button
              disabled={isBusy || !status}
              onClick={() => status && void run(() => turnOnPush(status))}
            >
              Turn on alerts on this device
            </Button>
          </div>
        </>
      ) : null}
      {state === 'blocked' || state === 'unsupported' ? (
        <>
          <p>
            {state === 'blocked' ? (
              'Alerts are blocked for Kinwell in this browser. You can allow them in the browser’s site settings.'
            ) : (
              <>
                This browser cannot show alerts. On an iPhone,{' '}
                <Link to="/home-screen" className="underline">
                  add Kinwell to your home screen
                </Link>{' '}
                first.
              </>
            )}{' '}
            Until then, we can email you instead.
          </p>
          {onUseEmail ? (
            <div>
              <Button variant="secondary" onClick={onUseEmail}>
                Email me instead
              </Button>
            </div>
          ) : null}
        </>
      ) : null}
      {error ? (
        <p role="alert" className="text-danger font-medium">
          {error}
        </p>
      ) : null}
    </div>
  );
}
