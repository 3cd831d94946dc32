import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { VitalsReport } from '../../../shared/vitals';
import type {
  ConsoleFamilies,
  ConsolePerson,
  ConsoleStaffMember,
  CreateStaffInput,
  SubscriptionFigures,
  SystemStatus,
} from '../../../shared/console';
import { getJson, sendJson } from '../../lib/api';

export const familiesQuery = queryOptions({
  queryKey: ['staff', 'console', 'families'],
  queryFn: () => getJson<ConsoleFamilies>('/api/staff/console/families'),
});

export const figuresQuery = queryOptions({
  queryKey: ['staff', 'console', 'figures'],
  queryFn: () => getJson<SubscriptionFigures>('/api/staff/console/figures'),
});

export const staffAccountsQuery = queryOptions({
  queryKey: ['staff', 'console', 'staff'],
  queryFn: () => getJson<ConsoleStaffMember[]>('/api/staff/console/staff'),
});

export const systemStatusQuery = queryOptions({
  queryKey: ['staff', 'system'],
  queryFn: () => getJson<SystemStatus>('/api/staff/system'),
});

/** Looks an address up (sent in the body, so it stays out of addresses and logs). */
export function usePersonLookup() {
  return useMutation({
    mutationFn: (email: string) =>
      sendJson<ConsolePerson>('POST', '/api/staff/console/people/lookup', { email }),
  });
}

/** Resend an invitation, send a reset link or end sessions: each answers a message to show. */
export function useSupportAction() {
  return useMutation({
    mutationFn: (path: string) => sendJson<{ message: string }>('POST', path),
  });
}

export function useCreateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateStaffInput) =>
      sendJson<ConsoleStaffMember>('POST', '/api/staff/console/staff', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffAccountsQuery.queryKey }),
  });
}

export function useDisableStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      sendJson<ConsoleStaffMember>('POST', `/api/staff/console/staff/${id}/disable`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffAccountsQuery.queryKey }),
  });
}

export const vitalsQuery = queryOptions({
  queryKey: ['staff', 'console', 'vitals'],
  queryFn: () => getJson<VitalsReport>('/api/staff/console/vitals'),
});
