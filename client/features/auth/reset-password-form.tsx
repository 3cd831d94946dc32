import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import {
  COMMON_PASSWORD_MESSAGE,
  PASSWORD_RESET_LINK_INVALID_MESSAGE,
  passwordResetSchema,
} from '../../../shared/auth';
import { Button, ButtonLink } from '../../components/ui/button';
import { TextField } from '../../components/ui/form-field';
import { toast } from '../../components/ui/use-toast';
import { ApiError, describeError } from '../../lib/api';
import { useResetLinkWorks, useResetPassword } from './recovery.queries';

/** Registration's password rules, and the confirmation that never leaves the browser. */
const resetFormSchema = passwordResetSchema
  .pick({ password: true })
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });
type ResetFormValues = z.infer<typeof resetFormSchema>;

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
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetFormValues>({
    resolver: zodResolver(resetFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await resetPassword.mutateAsync({ token, password: values.password });
      toast({
        title: 'Your password was changed',
        description: 'You are signed in. Every other device was signed out.',
      });
      await navigate('/', { replace: true });
    } catch (error) {
      const message = describeError(error) ?? 'Something went wrong. Please try again.';
      if (error instanceof ApiError && error.status === 410) {
        setError('root', { message });
        return;
      }
      setError(message === COMMON_PASSWORD_MESSAGE ? 'password' : 'root', { message });
    }
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
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      {errors.root?.message ? (
        <p role="alert" className="text-danger font-medium">
          {errors.root.message}
        </p>
      ) : null}
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? 'Saving...' : 'Save the new password and sign in'}
      </Button>
    </form>
  );
}
