import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeskRequest, DeskRequestDetail } from '../../../shared/assistant';
import type { LoginInput } from '../../../shared/auth';
import type { Staff, StaffChallenge, StaffCodeInput } from '../../../shared/staff';
import { getJson, getJsonOrNull, sendJson } from '../../lib/api';
import { userQuery } from '../auth/auth.queries';

export const staffMeQuery = queryOptions({
  queryKey: ['staff', 'me'],
  queryFn: () => getJsonOrNull<Staff>('/api/staff/me'),
});

export const deskListQuery = (include: 'open' | 'all') =>
  queryOptions({
    queryKey: ['staff', 'desk', include],
    queryFn: () => getJson<DeskRequest[]>(`/api/staff/contact-requests?include=${include}`),
  });

export const deskDetailQuery = (id: string) =>
  queryOptions({
    queryKey: ['staff', 'request', id],
    queryFn: () => getJson<DeskRequestDetail>(`/api/staff/contact-requests/${id}`),
  });

/** Delivery state only: staff never see the text of an email. `to` is masked (m•••@example.com). */
export interface OutboxEmail {
  id: string;
  to: string;
  subject: string;
  kind: string;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  lastErrorCategory: 'connection' | 'authentication' | 'rejected' | 'other' | null;
  createdAt: string;
  sentAt: string | null;
}

export const outboxQuery = queryOptions({
  queryKey: ['staff', 'outbox'],
  queryFn: () => getJson<{ isSmtpConfigured: boolean; emails: OutboxEmail[] }>('/api/staff/outbox'),
});

/** The password step: answers a challenge for the code step, never a session. */
export function useStaffLogin() {
  return useMutation({
    mutationFn: (input: LoginInput) => sendJson<StaffChallenge>('POST', '/api/staff/login', input),
  });
}

/** The code step: a right code starts the staff session. */
export function useStaffCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StaffCodeInput) => sendJson<Staff>('POST', '/api/staff/login/code', input),
    onSuccess: (staff) => {
      queryClient.setQueryData(staffMeQuery.queryKey, staff);
      // The staff session replaced any family session in this browser: leave the family app.
      queryClient.setQueryData(userQuery.queryKey, null);
    },
  });
}

/** Claim, note or status change: each answers the updated request. */
export function useDeskAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: { path: 'claim' | 'notes' | 'status'; body?: unknown }) =>
      sendJson<DeskRequestDetail>(
        'POST',
        `/api/staff/contact-requests/${id}/${action.path}`,
        action.body,
      ),
    onSuccess: async (detail) => {
      queryClient.setQueryData(deskDetailQuery(id).queryKey, detail);
      await queryClient.invalidateQueries({ queryKey: ['staff', 'desk'] });
    },
  });
}
