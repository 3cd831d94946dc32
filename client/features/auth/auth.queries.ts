import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LoginInput, RegisterInput } from '../../../shared/auth';
// Only the type: every page reads the user, the public ones too, without zod (decision 017).
import type { authApi } from '../../../shared/auth.contract';
import { authEndpoints } from '../../../shared/auth.endpoints';
import type { PublicConfig } from '../../../shared/config';
import type { configApi } from '../../../shared/config.contract';
import { configEndpoints } from '../../../shared/config.endpoints';
import { nullWhenSignedOut } from '../../lib/api';
import { apiClient } from '../../lib/api-client';
import { markSigningOut } from '../../lib/query-client';

export const auth = apiClient<typeof authApi>(authEndpoints);

export const userQuery = queryOptions({
  queryKey: ['auth', 'user'],
  queryFn: () => nullWhenSignedOut(auth.user()),
});

const config = apiClient<typeof configApi>(configEndpoints);

export const configQuery = queryOptions({
  queryKey: ['config'],
  queryFn: () => config.view(),
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
    mutationFn: (input: LoginInput) => auth.login({ body: input }),
    onSuccess: (user) => queryClient.setQueryData(userQuery.queryKey, user),
  });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RegisterInput) => auth.register({ body: input }),
    onSuccess: (user) => queryClient.setQueryData(userQuery.queryKey, user),
  });
}

/** Signs out, then the browser goes to / even if the call failed (spec §7). */
export async function signOut(): Promise<void> {
  markSigningOut();
  try {
    await auth.logout();
  } catch (error) {
    console.error('Sign out failed', error);
  } finally {
    window.location.assign('/');
  }
}
