import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Account,
  EmailChange,
  PasswordChange,
  ProfileUpdate,
  SessionInfo,
} from '../../../shared/account';
import type { User } from '../../../shared/auth';
import { apiRequest, getJson, sendJson } from '../../lib/api';
import { userQuery, useUser } from '../auth/auth.queries';
import { type Preferences, storePreferences } from './display-preferences';

export const accountQuery = (userId: string | null) =>
  queryOptions({
    queryKey: ['account', userId] as const,
    queryFn: () => getJson<Account>('/api/account'),
    enabled: userId !== null,
  });

export const sessionsQuery = (userId: string) =>
  queryOptions({
    queryKey: ['account', userId, 'sessions'] as const,
    queryFn: () => getJson<SessionInfo[]>('/api/account/sessions'),
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
    mutationFn: (input: ProfileUpdate) => sendJson<User>('PATCH', '/api/account/profile', input),
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
      if (input === 'cancel') await apiRequest('DELETE', '/api/account/email');
      else await sendJson<{ message: string }>('POST', '/api/account/email', input);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountQuery(userId).queryKey }),
  });
}

export function useChangePassword(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PasswordChange) => apiRequest('POST', '/api/account/password', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQuery(userId).queryKey }),
  });
}

export function useEndSession(userId: string) {
  const queryClient = useQueryClient();
  // `others` signs out every device but this one.
  return useMutation({
    mutationFn: (id: string) =>
      id === 'others'
        ? apiRequest('POST', '/api/account/sessions/sign-out-others')
        : apiRequest('DELETE', `/api/account/sessions/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQuery(userId).queryKey }),
  });
}

/** Applies at once on this device, then saves with the account. */
export function useSavePreferences(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: Preferences) => {
      storePreferences(preferences);
      return sendJson<Preferences>('PUT', '/api/account/preferences', preferences);
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
      request === 'cancel'
        ? sendJson<Account>('DELETE', '/api/account/deletion')
        : sendJson<Account>('POST', '/api/account/deletion', request),
    onSuccess: (account) => queryClient.setQueryData(accountQuery(userId).queryKey, account),
  });
}

/** "Send the link again" for the address the person has not confirmed yet. */
export const useResendEmailConfirmation = () =>
  useMutation({
    mutationFn: () => sendJson<{ message: string }>('POST', '/api/account/email/confirmation'),
  });
