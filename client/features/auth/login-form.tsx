import { Link, useNavigate } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { useLogin } from './auth.queries';
import { CredentialsForm } from './credentials-form.part';

export function LoginForm() {
  const navigate = useNavigate();
  const login = useLogin();
  return (
    <CredentialsForm
      emailLabel="Email"
      submitLabel="Sign In"
      offerRemember
      onSignIn={async (values) => {
        await login.mutateAsync(values);
        toast({
          title: 'Welcome back!',
          description: 'You have successfully signed in to your account.',
        });
        await navigate('/');
      }}
    >
      <p>
        <Link to="/forgot-password" className="text-accent font-semibold underline">
          Forgot your password?
        </Link>
      </p>
      <p className="text-center">
        New to Kinwell?{' '}
        <Link to="/register" className="text-accent font-semibold underline">
          Create one here
        </Link>
      </p>
      <ButtonLink to="/register" variant="secondary" className="w-full">
        Start Free Trial
      </ButtonLink>
    </CredentialsForm>
  );
}
