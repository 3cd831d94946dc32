import { ACCOUNT_DELETION_GRACE_DAYS } from '../../../shared/account';
import { accountApi } from '../../../shared/account.contract';
import { recipientDisplayName } from '../../../shared/care-recipient';
import { formatDate } from '../../../shared/relative-time';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/form-field';
import { describeError } from '../../lib/api';
import { useContractForm } from '../../lib/use-contract-form';
import { useAccount, useAccountDeletion } from './account.queries';
import { KeepAccountButton } from './account-status';

/**
 * What deleting means, said plainly: which circles go with the account (those with no other
 * caregiver), and the grace period to change one's mind.
 */
export function DeleteAccountSection({ userId }: { userId: string }) {
  const account = useAccount();
  const deletion = useAccountDeletion(userId);
  const {
    field,
    handleSubmit,
    setError,
    reset,
    formState: { isSubmitting },
  } = useContractForm(accountApi.scheduleDeletion, { defaultValues: { currentPassword: '' } });
  if (!account) return null;

  if (account.deletionScheduledFor) {
    return (
      <div className="grid gap-3">
        <p className="text-lg font-semibold">
          Your account will be deleted on {formatDate(new Date(account.deletionScheduledFor))}.
        </p>
        <div>
          <KeepAccountButton userId={userId} />
        </div>
      </div>
    );
  }

  const handleDelete = handleSubmit(async (values) => {
    try {
      await deletion.mutateAsync(values);
      reset();
    } catch (error) {
      setError('currentPassword', { message: describeError(error) ?? 'Please try again.' });
    }
  });

  return (
    <form onSubmit={handleDelete} noValidate className="grid gap-4">
      <p>
        Your account will be deleted {ACCOUNT_DELETION_GRACE_DAYS} days after you ask. Until then
        you can sign in and keep it.
      </p>
      {account.soleCaregiverOf.length > 0 ? (
        <div className="border-danger grid gap-2 rounded-xl border-2 p-4">
          <p className="font-semibold">You are the only caregiver of:</p>
          <ul className="list-disc pl-6">
            {account.soleCaregiverOf.map((circle) => (
              <li key={circle.id}>{recipientDisplayName(circle.recipientName)}’s care circle</li>
            ))}
          </ul>
          <p>
            These care circles and everything in them will be deleted with your account. To keep
            one, first make another member a caregiver on the Family administration page, or
            download its data there.
          </p>
        </div>
      ) : (
        <p>The care circles you belong to keep their information; you simply leave them.</p>
      )}
      <TextField
        label="Your current password"
        type="password"
        autoComplete="current-password"
        {...field('currentPassword')}
      />
      <div>
        <Button type="submit" variant="danger" disabled={isSubmitting}>
          {isSubmitting ? 'Deleting...' : 'Delete my account'}
        </Button>
      </div>
    </form>
  );
}
