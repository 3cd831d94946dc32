import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmailChange, PasswordChange, ProfileUpdate } from '../../../shared/account';
import type { accountApi } from '../../../shared/account.contract';
import { accountEndpoints } from '../../../shared/account.endpoints';
import type { User } from '../../../shared/auth';
import { apiClient } from '../../lib/api-client';
import { userQuery, useUser } from '../auth/auth.queries';
import { type Preferences, storePreferences } from './display-preferences';

const account = apiClient<typeof accountApi>(accountEndpoints);

export const accountQuery = (userId: string | null) =>
  queryOptions({
    queryKey: ['account', userId] as const,
    queryFn: () => account.view(),
    enabled: userId !== null,
  });

export const sessionsQuery = (userId: string) =>
  queryOptions({
    queryKey: ['account', userId, 'sessions'] as const,
    queryFn: () => account.sessions(),
  });

export function useAccount() {
  const { user } = useUser();
  return useQuery(accountQuery(user?.id ?? null)).data ?? null;
}

function useUserSaved() {
  const queryClient = useQueryClient();
  return (user: User) => queryClient.setQueryData(userQuery.queryKey, user);
}

export function useUpdateProfile() {
  const onSaved = useUserSaved();
  return useMutation({
    mutationFn: (input: ProfileUpdate) => account.updateProfile({ body: input }),
    onSuccess: onSaved,
  });
}

/**
 * Asks for the change, or cancels the one asked for; the address changes when the link sent to
 * it is opened (decision 026). The account then says what is pending.
 */
export function useChangeEmail(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: EmailChange | 'cancel'): Promise<void> => {
      if (input === 'cancel') await account.cancelEmailChange();
      else await account.changeEmail({ body: input });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountQuery(userId).queryKey }),
  });
}

export function useChangePassword(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PasswordChange) => account.changePassword({ body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQuery(userId).queryKey }),
  });
}

export function useEndSession(userId: string) {
  const queryClient = useQueryClient();
  // `others` signs out every device but this one.
  return useMutation({
    mutationFn: (id: string) =>
      id === 'others' ? account.endOtherSessions() : account.endSession({ params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQuery(userId).queryKey }),
  });
}

/** Applies at once on this device, then saves with the account. */
export function useSavePreferences(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: Preferences) => {
      storePreferences(preferences);
      return account.savePreferences({ body: preferences });
    },
    onSuccess: (preferences) =>
      queryClient.setQueryData(accountQuery(userId).queryKey, (account) =>
        account ? { ...account, preferences } : account,
      ),
  });
}

export function useAccountDeletion(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: { currentPassword: string } | 'cancel') =>
      request === 'cancel' ? account.cancelDeletion() : account.scheduleDeletion({ body: request }),
    onSuccess: (account) => queryClient.setQueryData(accountQuery(userId).queryKey, account),
  });
}

/** "Send the link again" for the address the person has not confirmed yet. */
export const useResendEmailConfirmation = () =>
  useMutation({
    mutationFn: () => account.resendEmailConfirmation(),
  });
