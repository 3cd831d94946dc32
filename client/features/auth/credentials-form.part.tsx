import { type ReactNode, useId } from 'react';
import type { LoginInput } from '../../../shared/auth';
import { authApi } from '../../../shared/auth.contract';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/form-field';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { useContractForm } from '../../lib/use-contract-form';

/**
 * Email and password, checked with the sign-in endpoint's schema; a failure shows the spec's
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
    field,
    submit,
    formState: { isSubmitting },
  } = useContractForm(authApi.login, {
    defaultValues: { email: '', password: '', ...(offerRemember ? { rememberDevice: false } : {}) },
  });

  // The spec names a toast for a refused sign-in, so the failure is told there.
  const handleSignIn = submit(async (values) => {
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
      <TextField label={emailLabel} type="email" autoComplete="username" {...field('email')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        {...field('password')}
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
