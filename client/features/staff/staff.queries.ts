import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeskRequest, DeskRequestDetail } from '../../../shared/assistant';
import type { LoginInput } from '../../../shared/auth';
import type { Staff } from '../../../shared/staff';
import { apiRequest, getQueryFn } from '../../lib/api';

export const staffMeQuery = queryOptions({
  queryKey: ['/api/staff/me'],
  queryFn: getQueryFn<Staff>({ on401: 'returnNull' }),
});

export const deskListQuery = (include: 'open' | 'all') =>
  queryOptions({
    queryKey: ['staff', 'desk', include],
    queryFn: async () =>
      (await (
        await apiRequest('GET', `/api/staff/contact-requests?include=${include}`)
      ).json()) as DeskRequest[],
  });

export const deskDetailQuery = (id: string) =>
  queryOptions({
    queryKey: ['/api/staff/contact-requests', id],
    queryFn: getQueryFn<DeskRequestDetail>({ on401: 'throw' }),
  });

export interface OutboxEmail {
  id: string;
  to: string;
  subject: string;
  text: string;
  status: 'pending' | 'sent' | 'failed';
  createdAt: string;
  sentAt: string | null;
}

export const outboxQuery = queryOptions({
  queryKey: ['/api/staff/outbox'],
  queryFn: getQueryFn<{ isSmtpConfigured: boolean; emails: OutboxEmail[] }>({ on401: 'throw' }),
});

export function useStaffLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: LoginInput) =>
      (await (await apiRequest('POST', '/api/staff/login', input)).json()) as Staff,
    onSuccess: (staff) => queryClient.setQueryData(staffMeQuery.queryKey, staff),
  });
}

/** Claim, note or status change: each answers the updated request. */
export function useDeskAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: { path: 'claim' | 'notes' | 'status'; body?: unknown }) =>
      (await (
        await apiRequest('POST', `/api/staff/contact-requests/${id}/${action.path}`, action.body)
      ).json()) as DeskRequestDetail,
    onSuccess: async (detail) => {
      queryClient.setQueryData(deskDetailQuery(id).queryKey, detail);
      await queryClient.invalidateQueries({ queryKey: ['staff', 'desk'] });
    },
  });
}
