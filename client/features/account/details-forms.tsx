import { useState } from 'react';
import { type PasswordChange, pendingEmailChangeMessage } from '../../../shared/account';
import { accountApi } from '../../../shared/account.contract';
import { formatDateTime } from '../../../shared/relative-time';
import { COMMON_PASSWORD_MESSAGE, type User } from '../../../shared/auth';
import { Button } from '../../components/ui/button';
import { FormAlert, TextField } from '../../components/ui/form-field';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { confirmsPassword } from '../../lib/confirm-password';
import { useContractDraftForm, useContractForm } from '../../lib/use-contract-form';
import { EmailConfirmationNotice } from './email-confirmation';
import { useAccount, useChangeEmail, useChangePassword, useUpdateProfile } from './account.queries';

const failed = (error: unknown) => describeError(error) ?? 'That did not work. Please try again.';

export function ProfileForm({ user }: { user: User }) {
  const update = useUpdateProfile();
  const {
    field,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useContractForm(accountApi.updateProfile, {
    defaultValues: { name: user.name, phoneNumber: user.phoneNumber ?? '' },
  });
  const handleSave = handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      toast({ title: 'Your details are saved' });
    } catch (error) {
      setError('root', { message: failed(error) });
    }
  });
  return (
    <form onSubmit={handleSave} noValidate className="grid gap-4">
      <TextField label="Full Name" autoComplete="name" {...field('name')} />
      <TextField
        label="Phone Number (Optional)"
        type="tel"
        autoComplete="tel"
        {...field('phoneNumber')}
      />
      <FormAlert message={errors.root?.message} />
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Save details'}
        </Button>
      </div>
    </form>
  );
}

/** The change of address waiting for its link, from the account: it stays after a reload. */
function PendingEmailChange({ userId }: { userId: string }) {
  const pending = useAccount()?.pendingEmailChange;
  const change = useChangeEmail(userId);
  const [answer, setAnswer] = useState<string | null>(null);
  if (!pending) return <p aria-live="polite">{answer}</p>;
  return (
    <div className="border-border bg-muted grid gap-2 rounded-xl border-2 p-4">
      <p className="wrap-anywhere font-semibold">{pendingEmailChangeMessage(pending.email)}</p>
      <p>
        You asked on {formatDateTime(new Date(pending.requestedAt))}. The link works until{' '}
        {formatDateTime(new Date(pending.expiresAt))}; until then you keep signing in with your
        current address.
      </p>
      <div>
        <Button
          type="button"
          variant="secondary"
          disabled={change.isPending}
          onClick={() => {
            setAnswer(null);
            change.mutate('cancel', {
              onSuccess: () =>
                setAnswer(
                  `The change is cancelled. The link sent to ${pending.email} no longer works.`,
                ),
              onError: (error) => setAnswer(failed(error)),
            });
          }}
        >
          {change.isPending ? 'Cancelling...' : 'Cancel this change'}
        </Button>
      </div>
      <p aria-live="polite">{answer}</p>
    </div>
  );
}

export function EmailForm({ user }: { user: User }) {
  const change = useChangeEmail(user.id);
  const {
    field,
    handleSubmit,
    setError,
    reset,
    formState: { isSubmitting },
  } = useContractForm(accountApi.changeEmail, {
    defaultValues: { newEmail: '', currentPassword: '' },
  });
  const handleSave = handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
      reset();
    } catch (error) {
      setError('currentPassword', { message: failed(error) });
    }
  });
  return (
    <form onSubmit={handleSave} noValidate className="grid gap-4">
      <p>
        You sign in with <strong className="wrap-anywhere">{user.email}</strong>. A new address
        takes effect when you open the link we send to it.
      </p>
      <EmailConfirmationNotice variant="inline" />
      <PendingEmailChange userId={user.id} />
      <TextField label="New email" type="email" autoComplete="email" {...field('newEmail')} />
      <TextField
        label="Your current password"
        type="password"
        autoComplete="current-password"
        {...field('currentPassword')}
      />
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Changing...' : 'Change email'}
        </Button>
      </div>
    </form>
  );
}

export function PasswordForm({ user }: { user: User }) {
  const change = useChangePassword(user.id);
  const {
    field,
    submit,
    setError,
    reset,
    formState: { isSubmitting },
  } = useContractDraftForm(accountApi.changePassword, {
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    toBody: ({
      confirmPassword: _confirm,
      ...body
    }: PasswordChange & { confirmPassword: string }) => body,
    checkDraft: confirmsPassword('newPassword'),
  });
  // Every refusal is told at the field it is about, so the failure is caught here.
  const handleSave = submit(async (values) => {
    try {
      await change.mutateAsync(values);
      reset();
      toast({
        title: 'Your password is changed',
        description: 'Every other device was signed out. This one stays signed in.',
      });
    } catch (error) {
      const message = failed(error);
      // A too-common new password is about the new one; anything else about the current one.
      setError(message === COMMON_PASSWORD_MESSAGE ? 'newPassword' : 'currentPassword', {
        message,
      });
    }
  });
  return (
    <form onSubmit={handleSave} noValidate className="grid gap-4">
      <TextField
        label="Your current password"
        type="password"
        autoComplete="current-password"
        {...field('currentPassword')}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 6 characters. A few words you will remember work well."
        {...field('newPassword')}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        {...field('confirmPassword')}
      />
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Changing...' : 'Change password'}
        </Button>
      </div>
    </form>
  );
}
