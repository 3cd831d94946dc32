import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { type LoginInput, loginSchema } from '../../../shared/auth';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/form-field';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { useStaffLogin } from './staff.queries';

export function StaffSignInForm() {
  const navigate = useNavigate();
  const login = useStaffLogin();
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
      await navigate('/staff');
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
        label="Staff email"
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
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? 'Signing in...' : 'Sign in to the staff desk'}
      </Button>
    </form>
  );
}
