import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { User } from '../../../shared/auth';
import type {
  AuditEntry,
  CircleSummary,
  CreatedInvitation,
  CreateInvitation,
  CurrentCircle,
  Invitation,
  InvitationPreview,
  Member,
} from '../../../shared/circles';
import type { CircleRole } from '../../../shared/permissions';
import { apiRequest, getJson, sendJson } from '../../lib/api';
import { circleKey, isCircleQuery } from '../../lib/query-keys';
import { userQuery, useUser } from '../auth/auth.queries';

export const circleKeys = {
  all: (circleId: string | null) => circleKey('circle', circleId),
  current: (circleId: string | null) => circleKey('circle', circleId, 'current'),
  members: (circleId: string | null) => circleKey('circle', circleId, 'members'),
  invitations: (circleId: string | null) => circleKey('circle', circleId, 'invitations'),
  audit: (circleId: string | null, filter: string) =>
    circleKey('circle', circleId, 'audit', filter),
};

export const currentCircleQuery = (circleId: string | null) =>
  queryOptions({
    queryKey: circleKeys.current(circleId),
    queryFn: () => getJson<CurrentCircle>('/api/circle'),
    enabled: circleId !== null,
  });

export const membersQuery = (circleId: string | null) =>
  queryOptions({
    queryKey: circleKeys.members(circleId),
    queryFn: () => getJson<Member[]>('/api/circle/members'),
    enabled: circleId !== null,
  });

export const invitationsQuery = (circleId: string | null) =>
  queryOptions({
    queryKey: circleKeys.invitations(circleId),
    queryFn: () => getJson<Invitation[]>('/api/circle/invitations'),
    enabled: circleId !== null,
  });

export const circlesQuery = (userId: string) =>
  queryOptions({
    queryKey: ['circles', userId],
    queryFn: () => getJson<CircleSummary[]>('/api/circles'),
  });

export const invitationPreviewQuery = (code: string) =>
  queryOptions({
    queryKey: ['invitation', code],
    queryFn: () => getJson<InvitationPreview>(`/api/invitations/${encodeURIComponent(code)}`),
  });

export interface AuditFilter {
  actor?: string;
  category?: string;
  from?: string;
  to?: string;
}

export const auditPath = (filter: AuditFilter, before?: number) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter) as [string, string | undefined][]) {
    if (value) params.set(key, value);
  }
  if (before) params.set('before', String(before));
  const query = params.toString();
  return `/api/circle/audit${query ? `?${query}` : ''}`;
};

export type AuditPage = { entries: AuditEntry[]; nextBefore: number | null };

/** The signed-in person's current circle, or null outside any circle. */
export function useCurrentCircle() {
  const { user } = useUser();
  const circleId = user?.circleId ?? null;
  const query = useQuery(currentCircleQuery(circleId));
  return { circleId, circle: query.data ?? null, isPending: circleId !== null && query.isPending };
}

/**
 * After the circle changes (switch, join, new circle), the user is updated and every circle's
 * cached data is dropped, so no screen shows the previous circle.
 */
export function useCircleChange() {
  const queryClient = useQueryClient();
  return (user: User) => {
    queryClient.setQueryData(userQuery.queryKey, user);
    queryClient.removeQueries({ predicate: isCircleQuery });
    void queryClient.invalidateQueries({ queryKey: ['circles'] });
  };
}

export function useSwitchCircle() {
  const onChange = useCircleChange();
  return useMutation({
    mutationFn: (circleId: string) => sendJson<User>('POST', '/api/circles/current', { circleId }),
    onSuccess: onChange,
  });
}

export function useStartCircle() {
  const onChange = useCircleChange();
  return useMutation({
    mutationFn: () =>
      sendJson<User>('POST', '/api/circles', {
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      }),
    onSuccess: onChange,
  });
}

export function useAcceptInvitation() {
  const onChange = useCircleChange();
  return useMutation({
    mutationFn: (code: string) => sendJson<User>('POST', '/api/invitations/accept', { code }),
    onSuccess: onChange,
  });
}

export function useLeaveCircle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('POST', '/api/circle/leave'),
    onSuccess: async () => {
      queryClient.removeQueries({ predicate: isCircleQuery });
      await queryClient.invalidateQueries({ queryKey: userQuery.queryKey });
      await queryClient.invalidateQueries({ queryKey: ['circles'] });
    },
  });
}

export function useInvite(circleId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateInvitation) =>
      sendJson<CreatedInvitation>('POST', '/api/circle/invitations', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: circleKeys.invitations(circleId) }),
  });
}

export function useRevokeInvitation(circleId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', `/api/circle/invitations/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: circleKeys.invitations(circleId) }),
  });
}

export function useChangeRole(circleId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: CircleRole }) =>
      sendJson<Member[]>('PATCH', `/api/circle/members/${userId}`, { role }),
    onSuccess: (members) => {
      queryClient.setQueryData(circleKeys.members(circleId), members);
      // My own role may have changed.
      void queryClient.invalidateQueries({ queryKey: userQuery.queryKey });
    },
  });
}

export function useRemoveMember(circleId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => sendJson<Member[]>('DELETE', `/api/circle/members/${userId}`),
    onSuccess: (members) => queryClient.setQueryData(circleKeys.members(circleId), members),
  });
}
