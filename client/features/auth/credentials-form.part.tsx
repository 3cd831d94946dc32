import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useId } from 'react';
import { useForm } from 'react-hook-form';
import { type LoginInput, loginSchema } from '../../../shared/auth';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/form-field';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';

/**
 * Email and password, validated with the shared login schema; a failure shows the spec's
 * "Sign in failed" toast. Used by the family sign-in (which offers "Keep me signed in on this
 * device", unticked) and the staff sign-in.
 */
export function CredentialsForm({
  emailLabel,
  submitLabel,
  onSignIn,
  offerRemember = false,
  children,
}: {
  emailLabel: string;
  submitLabel: string;
  onSignIn: (values: LoginInput) => Promise<void>;
  offerRemember?: boolean;
  children?: ReactNode;
}) {
  const rememberId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '', ...(offerRemember ? { rememberDevice: false } : {}) },
  });

  const handleSignIn = handleSubmit(async (values) => {
    try {
      await onSignIn(values);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Sign in failed',
        description: describeError(error) ?? 'Please check your credentials and try again.',
      });
    }
  });

  return (
    <form onSubmit={handleSignIn} noValidate className="grid gap-5">
      <TextField
        label={emailLabel}
        type="email"
        autoComplete="username"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      {offerRemember ? (
        <div className="grid gap-1">
          <label
            htmlFor={rememberId}
            className="inline-flex min-h-11 cursor-pointer items-center gap-3 font-semibold"
          >
            <input
              id={rememberId}
              type="checkbox"
              aria-describedby={`${rememberId}-hint`}
              className="accent-accent h-7 w-7 shrink-0 cursor-pointer"
              {...register('rememberDevice')}
            />
            Keep me signed in on this device
          </label>
          <p id={`${rememberId}-hint`} className="text-fg-muted">
            Only on a phone or computer that only you use.
          </p>
        </div>
      ) : null}
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? 'Signing in...' : submitLabel}
      </Button>
      {children}
    </form>
  );
}
