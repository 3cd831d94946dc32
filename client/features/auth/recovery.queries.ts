import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  EmailConfirmed,
  PasswordReset,
  PasswordResetRequest,
  User,
} from '../../../shared/auth';
import { apiRequest, sendJson } from '../../lib/api';
import { userQuery } from './auth.queries';

/** "Forgot your password?": the answer is the same whether or not the address has an account. */
export const useRequestPasswordReset = () =>
  useMutation({
    mutationFn: (input: PasswordResetRequest) =>
      sendJson<{ message: string }>('POST', '/api/auth/password-reset/request', input),
  });

/** Whether the reset link in the address still works (false: expired, used or unknown). */
export const useResetLinkWorks = (token: string) =>
  useQuery({
    queryKey: ['auth', 'password-reset', token],
    queryFn: async () => {
      if (!token) return false;
      try {
        await apiRequest('POST', '/api/auth/password-reset/check', { token });
        return true;
      } catch {
        return false;
      }
    },
    staleTime: Infinity,
    retry: false,
  });

/** Sets the new password; the server signs this browser in with it. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PasswordReset) => sendJson<User>('POST', '/api/auth/password-reset', input),
    onSuccess: (user) => queryClient.setQueryData(userQuery.queryKey, user),
  });
}

/** Opens an emailed link that confirms an address; the signed-in user (if any) is read again. */
export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      sendJson<EmailConfirmed>('POST', '/api/auth/email/confirm', { token }),
    onSuccess: async () => {
      // The address on the account, and whether it is confirmed, are read again.
      await queryClient.invalidateQueries({ queryKey: userQuery.queryKey });
      await queryClient.invalidateQueries({ queryKey: ['account'] });
    },
  });
}
