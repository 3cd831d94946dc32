import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { type LoginInput, loginSchema } from '../../../shared/auth';
import { Button, ButtonLink } from '../../components/ui/button';
import { TextField } from '../../components/ui/form-field';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { useLogin } from './auth.queries';

export function LoginForm() {
  const navigate = useNavigate();
  const login = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });

  const handleLogin = handleSubmit(async (values) => {
    try {
      await login.mutateAsync(values);
      toast({
        title: 'Welcome back!',
        description: 'You have successfully signed in to your account.',
      });
      await navigate('/');
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Sign in failed',
        description: describeError(error) ?? 'Please check your credentials and try again.',
      });
    }
  });

  return (
    <form onSubmit={handleLogin} noValidate className="grid gap-5">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
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
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? 'Signing in...' : 'Sign In'}
      </Button>
      <p className="text-center">
        New to Kinwell?{' '}
        <Link to="/register" className="text-accent font-semibold underline">
          Create one here
        </Link>
      </p>
      <ButtonLink to="/register" variant="secondary" className="w-full">
        Start Free Trial
      </ButtonLink>
    </form>
  );
}
