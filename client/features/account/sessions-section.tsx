import { useQuery } from '@tanstack/react-query';
import { LogOut, MonitorSmartphone } from 'lucide-react';
import { formatRelativeTime } from '../../../shared/relative-time';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { sessionsQuery, useEndSession } from './account.queries';

/** The devices signed in to this account, with a way to sign out any of them. */
export function SessionsSection({ userId }: { userId: string }) {
  const { data: sessions = [] } = useQuery(sessionsQuery(userId));
  const end = useEndSession(userId);
  const now = new Date();
  const handleEnd = (id: string, done: string) =>
    void end.mutateAsync(id).then(
      () => toast({ title: done }),
      (error: unknown) =>
        toast({
          variant: 'destructive',
          title: 'That did not work',
          description: describeError(error) ?? 'Please try again.',
        }),
    );
  const others = sessions.filter((session) => !session.isCurrent);
  return (
    <div className="grid gap-4">
      <ul className="grid gap-3">
        {sessions.map((session) => (
          <li
            key={session.id}
            className="border-border flex flex-wrap items-center justify-between gap-3 rounded-xl border p-4"
          >
            <div className="flex min-w-0 items-start gap-3">
              <MonitorSmartphone aria-hidden="true" className="mt-1 h-6 w-6 shrink-0" />
              <div className="min-w-0">
                <p className="font-semibold">
                  {session.device}
                  {session.isCurrent ? ' (this device)' : ''}
                </p>
                <p>Last used {formatRelativeTime(new Date(session.lastSeenAt), now)}</p>
                {session.ip ? (
                  <p className="text-fg-muted wrap-anywhere">Address {session.ip}</p>
                ) : null}
              </div>
            </div>
            {!session.isCurrent ? (
              <Button
                variant="secondary"
                disabled={end.isPending}
                onClick={() => handleEnd(session.id, `${session.device} was signed out`)}
              >
                Sign out {session.device}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {others.length > 0 ? (
        <div>
          <Button
            variant="secondary"
            disabled={end.isPending}
            onClick={() => handleEnd('others', 'Every other device was signed out')}
          >
            <LogOut aria-hidden="true" className="h-5 w-5" />
            Sign out everywhere else
          </Button>
        </div>
      ) : (
        <p>You are signed in on this device only.</p>
      )}
    </div>
  );
}
