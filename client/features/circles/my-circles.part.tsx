import { useQuery } from '@tanstack/react-query';
import { recipientDisplayName } from '../../../shared/care-recipient';
import { CIRCLE_ROLE_LABELS } from '../../../shared/circles';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { circlesQuery, useLeaveCircle, useStartCircle, useSwitchCircle } from './circles.queries';
import { InvitationCodeForm } from './invitation-code-form';

const failed = (error: unknown) =>
  toast({
    variant: 'destructive',
    title: 'That did not work',
    description: describeError(error) ?? 'Please try again.',
  });

/** The circles a person belongs to: switch, leave, start another, or join with a code. */
export function MyCircles({ userId }: { userId: string }) {
  const { data: circles = [] } = useQuery(circlesQuery(userId));
  const switchCircle = useSwitchCircle();
  const leave = useLeaveCircle();
  const start = useStartCircle();
  return (
    <div className="grid gap-4">
      {circles.length === 0 ? <p>You are not in a care circle yet.</p> : null}
      <ul className="grid gap-3">
        {circles.map((circle) => {
          const name = `${recipientDisplayName(circle.recipientName)}’s care circle`;
          return (
            <li
              key={circle.id}
              className="border-border flex flex-wrap items-center justify-between gap-3 rounded-xl border p-4"
            >
              <div>
                <p className="font-semibold">
                  {name}
                  {circle.isCurrent ? ' (open now)' : ''}
                </p>
                <p>You are a {CIRCLE_ROLE_LABELS[circle.role].toLowerCase()}.</p>
              </div>
              <div className="flex flex-wrap gap-3">
                {!circle.isCurrent ? (
                  <Button
                    variant="secondary"
                    disabled={switchCircle.isPending}
                    onClick={() =>
                      void switchCircle
                        .mutateAsync(circle.id)
                        .then(() => toast({ title: `Now showing ${name}` }), failed)
                    }
                  >
                    Open {name}
                  </Button>
                ) : (
                  <ConfirmDialog
                    title={`Leave ${name}?`}
                    description={
                      <p>
                        You will no longer see anything in it. A caregiver can invite you again.
                      </p>
                    }
                    confirmLabel="Leave"
                    onConfirm={() =>
                      void leave
                        .mutateAsync()
                        .then(() => toast({ title: `You left ${name}` }), failed)
                    }
                    trigger={<Button variant="ghost">Leave {name}</Button>}
                  />
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <h3 className="text-xl font-bold">Join another care circle</h3>
      <InvitationCodeForm />
      <h3 className="text-xl font-bold">Look after someone else too?</h3>
      <p>Start a separate care circle for them. You will be its caregiver.</p>
      <div>
        <Button
          variant="secondary"
          disabled={start.isPending}
          onClick={() =>
            void start.mutateAsync().then(
              () =>
                toast({
                  title: 'A new care circle is ready',
                  description: 'Tell us about the person you care for.',
                }),
              failed,
            )
          }
        >
          Start a new care circle
        </Button>
      </div>
    </div>
  );
}
