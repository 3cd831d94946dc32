import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateStaffInput } from '../../../shared/console';
import type { consoleApi } from '../../../shared/console.contract';
import { consoleEndpoints } from '../../../shared/console.endpoints';
import { apiClient } from '../../lib/api-client';

const staffConsole = apiClient<typeof consoleApi>(consoleEndpoints);

export const familiesQuery = queryOptions({
  queryKey: ['staff', 'console', 'families'],
  queryFn: () => staffConsole.families(),
});

export const figuresQuery = queryOptions({
  queryKey: ['staff', 'console', 'figures'],
  queryFn: () => staffConsole.figures(),
});

export const staffAccountsQuery = queryOptions({
  queryKey: ['staff', 'console', 'staff'],
  queryFn: () => staffConsole.staffAccounts(),
});

export const systemStatusQuery = queryOptions({
  queryKey: ['staff', 'system'],
  queryFn: () => staffConsole.system(),
});

/** Looks an address up (sent in the body, so it stays out of addresses and logs). */
export function usePersonLookup() {
  return useMutation({
    mutationFn: (email: string) => staffConsole.lookUpPerson({ body: { email } }),
  });
}

/** What support may do for a person: each answers a message to show. */
export type SupportAction =
  | { name: 'sendPasswordReset' | 'endSessions'; userId: string }
  | { name: 'resendInvitation'; invitationId: string };

/** Resend an invitation, send a reset link or end sessions: each answers a message to show. */
export function useSupportAction() {
  return useMutation({
    mutationFn: (action: SupportAction) =>
      action.name === 'resendInvitation'
        ? staffConsole.resendInvitation({ params: { id: action.invitationId } })
        : staffConsole[action.name]({ params: { userId: action.userId } }),
  });
}

export function useCreateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateStaffInput) => staffConsole.createStaff({ body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffAccountsQuery.queryKey }),
  });
}

export function useDisableStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => staffConsole.disableStaff({ params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffAccountsQuery.queryKey }),
  });
}

export const vitalsQuery = queryOptions({
  queryKey: ['staff', 'console', 'vitals'],
  queryFn: () => staffConsole.vitals(),
});
