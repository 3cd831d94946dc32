import { useNavigate } from 'react-router';
import { CredentialsForm } from '../auth/credentials-form';
import { useStaffLogin } from './staff.queries';

export function StaffSignInForm() {
  const navigate = useNavigate();
  const login = useStaffLogin();
  return (
    <CredentialsForm
      emailLabel="Staff email"
      submitLabel="Sign in to the staff desk"
      onSignIn={async (values) => {
        await login.mutateAsync(values);
        await navigate('/staff');
      }}
    />
  );
}
