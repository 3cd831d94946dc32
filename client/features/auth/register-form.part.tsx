import { useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import {
  COMMON_PASSWORD_MESSAGE,
  ROLE_ACCESS,
  ROLE_LABELS,
  ROLES,
  type RegisterInput,
  type Role,
} from '../../../shared/auth';
import { authApi } from '../../../shared/auth.contract';
import { PRODUCT_NAME } from '../../../shared/product';
import { Button } from '../../components/ui/button';
import { LabelledOptions, SelectField, TextField } from '../../components/ui/form-field';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { confirmsPassword } from '../../lib/confirm-password';
import { useContractDraftForm } from '../../lib/use-contract-form';
import { useRegister } from './auth.queries';

/** The registration body, and the confirmation field, which never leaves the browser. */
type RegisterDraft = RegisterInput & { confirmPassword: string };

/** From an invitation link: the email is suggested, the role is the invitation's. */
export interface RegisterInvitation {
  code: string;
  email: string;
  role: Role;
}

export function RegisterForm({ invitation }: { invitation?: RegisterInvitation } = {}) {
  const navigate = useNavigate();
  const registerUser = useRegister();
  const {
    field,
    submit,
    setError,
    control,
    formState: { isSubmitting },
  } = useContractDraftForm(authApi.register, {
    toBody: ({ confirmPassword: _confirm, ...body }: RegisterDraft) => body,
    checkDraft: confirmsPassword('password'),
    defaultValues: {
      name: '',
      email: invitation?.email ?? '',
      phoneNumber: '',
      password: '',
      confirmPassword: '',
      role: invitation?.role ?? ('' as Role),
      ...(invitation ? { invitationCode: invitation.code } : {}),
    },
  });
  const role = useWatch({ control, name: 'role' });

  // The spec names a toast for a refused registration, so the failure is told there.
  const handleRegister = submit(async (body) => {
    try {
      await registerUser.mutateAsync(body);
      toast({
        title: 'Account created successfully!',
        description: `Welcome to ${PRODUCT_NAME}. You can now access your account.`,
      });
      await navigate('/');
    } catch (error) {
      const message = describeError(error);
      if (message === COMMON_PASSWORD_MESSAGE)
        setError('password', { message }, { shouldFocus: true });
      toast({
        variant: 'destructive',
        title: 'Registration failed',
        description: message ?? 'Please try again.',
      });
    }
  });

  return (
    <form onSubmit={handleRegister} noValidate className="grid gap-5">
      <TextField label="Full Name" autoComplete="name" {...field('name')} />
      <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
      <TextField
        label="Phone Number (Optional)"
        type="tel"
        autoComplete="tel"
        {...field('phoneNumber')}
      />
      {invitation ? null : (
        <SelectField label="Your Role" {...field('role')}>
          <option value="">Select your role</option>
          <LabelledOptions values={ROLES} labels={ROLE_LABELS} />
        </SelectField>
      )}
      {role && ROLES.includes(role) ? (
        <section aria-labelledby="role-access" className="bg-muted rounded-lg p-4">
          <h2 id="role-access" className="mb-2 font-semibold">
            What a {ROLE_LABELS[role]} can do
          </h2>
          <ul className="list-disc space-y-1 pl-6">
            {ROLE_ACCESS[role].map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        {...field('password')}
      />
      <TextField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        {...field('confirmPassword')}
      />
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? 'Creating account...' : 'Create account'}
      </Button>
      <p className="text-center">
        Already have an account?{' '}
        <Link to="/login" className="text-accent font-semibold underline">
          Sign in here
        </Link>
      </p>
    </form>
  );
}
