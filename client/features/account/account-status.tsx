import { useEffect } from 'react';
import type { DisplayPreferences } from '../../../shared/account';
import { formatDate } from '../../../shared/relative-time';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { useAccount, useAccountDeletion } from './account.queries';
import { DEFAULT_PREFERENCES, storePreferences } from './display-preferences';

/** Undoes a pending deletion of the account. */
export function KeepAccountButton({ userId }: { userId: string }) {
  const deletion = useAccountDeletion(userId);
  return (
    <Button
      disabled={deletion.isPending}
      onClick={() =>
        void deletion.mutateAsync('cancel').then(
          () => toast({ title: 'Your account will stay', description: 'Nothing will be deleted.' }),
          (error: unknown) =>
            toast({
              variant: 'destructive',
              title: 'That did not work',
              description: describeError(error) ?? 'Please try again.',
            }),
        )
      }
    >
      Keep my account
    </Button>
  );
}

/**
 * Runs in the signed-in shell: applies the account's display preferences on this device and,
 * while a deletion is pending, says so on every screen with a way to undo it.
 */
export function AccountStatus({ userId }: { userId: string }) {
  const account = useAccount();
  const preferences = account?.preferences as DisplayPreferences | undefined;
  useEffect(() => {
    if (preferences) storePreferences({ ...DEFAULT_PREFERENCES, ...preferences });
  }, [preferences]);
  if (!account?.deletionScheduledFor) return null;
  return (
    <div role="status" className="bg-muted border-danger border-b-4">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <p className="font-semibold">
          Your account will be deleted on {formatDate(new Date(account.deletionScheduledFor))}.
        </p>
        <KeepAccountButton userId={userId} />
      </div>
    </div>
  );
}
