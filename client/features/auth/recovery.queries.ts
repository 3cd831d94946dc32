import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PasswordReset, PasswordResetRequest } from '../../../shared/auth';
import { auth, userQuery } from './auth.queries';

/** "Forgot your password?": the answer is the same whether or not the address has an account. */
export const useRequestPasswordReset = () =>
  useMutation({
    mutationFn: (input: PasswordResetRequest) => auth.requestPasswordReset({ body: input }),
  });

/** Whether the reset link in the address still works (false: expired, used or unknown). */
export const useResetLinkWorks = (token: string) =>
  useQuery({
    queryKey: ['auth', 'password-reset', token],
    queryFn: async () => {
      if (!token) return false;
      try {
        await auth.checkResetLink({ body: { token } });
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
    mutationFn: (input: PasswordReset) => auth.resetPassword({ body: input }),
    onSuccess: (user) => queryClient.setQueryData(userQuery.queryKey, user),
  });
}

/** Opens an emailed link that confirms an address; the signed-in user (if any) is read again. */
export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => auth.confirmEmail({ body: { token } }),
    onSuccess: async () => {
      // The address on the account, and whether it is confirmed, are read again.
      await queryClient.invalidateQueries({ queryKey: userQuery.queryKey });
      await queryClient.invalidateQueries({ queryKey: ['account'] });
    },
  });
}
