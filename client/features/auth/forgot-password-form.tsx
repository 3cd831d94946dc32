import { useState } from 'react';
import { Link } from 'react-router';
import { authApi } from '../../../shared/auth.contract';
import { Button } from '../../components/ui/button';
import { FormAlert, TextField } from '../../components/ui/form-field';
import { describeError } from '../../lib/api';
import { useContractForm } from '../../lib/use-contract-form';
import { useRequestPasswordReset } from './recovery.queries';

/** Asks for a reset link; says the same thing whether or not the address has an account. */
export function ForgotPasswordForm() {
  const requestReset = useRequestPasswordReset();
  const [answer, setAnswer] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    field,
    handleSubmit,
    formState: { isSubmitting },
  } = useContractForm(authApi.requestPasswordReset, { defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      setAnswer((await requestReset.mutateAsync(values)).message);
    } catch (error) {
      setFailure(describeError(error) ?? 'Something went wrong. Please try again.');
    }
  });

  if (answer)
    return (
      <div className="grid gap-4">
        <p role="status" className="border-border bg-muted rounded-xl border-2 p-5 text-lg">
          {answer}
        </p>
        <p>
          No email after a few minutes? Check your spam folder, or{' '}
          <button
            type="button"
            className="text-accent font-semibold underline"
            onClick={() => setAnswer(null)}
          >
            try another address
          </button>
          .
        </p>
        <Link to="/login" className="text-accent font-semibold underline">
          Back to sign in
        </Link>
      </div>
    );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <TextField label="Email" type="email" autoComplete="username" {...field('email')} />
      <FormAlert message={failure ?? undefined} />
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? 'Sending...' : 'Email me a link'}
      </Button>
      <Link to="/login" className="text-accent text-center font-semibold underline">
        Back to sign in
      </Link>
    </form>
  );
}
