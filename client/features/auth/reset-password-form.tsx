import { Link, useNavigate } from 'react-router';
import { COMMON_PASSWORD_MESSAGE, PASSWORD_RESET_LINK_INVALID_MESSAGE } from '../../../shared/auth';
import { authApi } from '../../../shared/auth.contract';
import { Button, ButtonLink } from '../../components/ui/button';
import { FormAlert, TextField } from '../../components/ui/form-field';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { confirmsPassword } from '../../lib/confirm-password';
import { useContractDraftForm } from '../../lib/use-contract-form';
import { useResetLinkWorks, useResetPassword } from './recovery.queries';

/** When the link no longer works: say so plainly and offer a new one. */
function LinkNotWorking() {
  return (
    <div className="grid gap-4">
      <p role="alert" className="border-border bg-muted rounded-xl border-2 p-5 text-lg">
        {PASSWORD_RESET_LINK_INVALID_MESSAGE}
      </p>
      <ButtonLink to="/forgot-password" className="w-full">
        Ask for a new link
      </ButtonLink>
      <Link to="/login" className="text-accent text-center font-semibold underline">
        Back to sign in
      </Link>
    </div>
  );
}

export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const linkWorks = useResetLinkWorks(token);
  const resetPassword = useResetPassword();
  const {
    field,
    submit,
    setError,
    formState: { errors, isSubmitting },
  } = useContractDraftForm(authApi.resetPassword, {
    defaultValues: { password: '', confirmPassword: '' },
    toBody: ({ password }: { password: string; confirmPassword: string }) => ({ token, password }),
    checkDraft: confirmsPassword('password'),
  });

  const onSubmit = submit(async (body) => {
    try {
      await resetPassword.mutateAsync(body);
    } catch (error) {
      // A too-common password is about the field; anything else (a used link) is the form's.
      const message = describeError(error);
      if (message !== COMMON_PASSWORD_MESSAGE) throw error;
      setError('password', { message });
      return;
    }
    toast({
      title: 'Your password was changed',
      description: 'You are signed in. Every other device was signed out.',
    });
    await navigate('/', { replace: true });
  });

  if (linkWorks.isPending) return <p role="status">Checking your link...</p>;
  if (!linkWorks.data || errors.root?.message === PASSWORD_RESET_LINK_INVALID_MESSAGE)
    return <LinkNotWorking />;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 6 characters. A long phrase you can remember works well."
        {...field('password')}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        {...field('confirmPassword')}
      />
      <FormAlert message={errors.root?.message} />
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? 'Saving...' : 'Save the new password and sign in'}
      </Button>
    </form>
  );
}
