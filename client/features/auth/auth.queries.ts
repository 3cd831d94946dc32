import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LoginInput, RegisterInput, User } from '../../../shared/auth';
import type { PublicConfig } from '../../../shared/config';
import { apiRequest, getJson, getJsonOrNull, sendJson } from '../../lib/api';
import { markSigningOut } from '../../lib/query-client';

export const userQuery = queryOptions({
  queryKey: ['auth', 'user'],
  // A 401 means "signed out", not an error (spec §4).
  queryFn: () => getJsonOrNull<User>('/api/auth/user'),
});

export const configQuery = queryOptions({
  queryKey: ['config'],
  queryFn: () => getJson<PublicConfig>('/api/config'),
});

/** The current user, requested once at start; `user` is null when signed out. */
export function useUser() {
  const { data, isPending } = useQuery(userQuery);
  return { user: data ?? null, isPending };
}

export function useAppConfig(): PublicConfig {
  const { data } = useQuery(configQuery);
  return (
    data ?? {
      productName: 'Kinwell',
      supportEmail: 'support@kinwell.example',
      emergencyNumber: '911',
      vitalsSampleRate: 0,
    }
  );
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => sendJson<User>('POST', '/api/auth/login', input),
    onSuccess: (user) => queryClient.setQueryData(userQuery.queryKey, user),
  });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RegisterInput) => sendJson<User>('POST', '/api/auth/register', input),
    onSuccess: (user) => queryClient.setQueryData(userQuery.queryKey, user),
  });
}

/** Signs out, then the browser goes to / even if the call failed (spec §7). */
export async function signOut(): Promise<void> {
  markSigningOut();
  try {
    await apiRequest('POST', '/api/auth/logout');
  } catch (error) {
    console.error('Sign out failed', error);
  } finally {
    window.location.assign('/');
  }
}
