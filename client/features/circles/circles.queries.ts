import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { User } from '../../../shared/auth';
import type { AuditEntry, CreateInvitation } from '../../../shared/circles';
import type { circlesApi } from '../../../shared/circles.contract';
import { circlesEndpoints } from '../../../shared/circles.endpoints';
import type { CircleRole } from '../../../shared/permissions';
import { apiClient } from '../../lib/api-client';
import { circleKey, isCircleQuery } from '../../lib/query-keys';
import { userQuery, useUser } from '../auth/auth.queries';

const circles = apiClient<typeof circlesApi>(circlesEndpoints);

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
    queryFn: () => circles.current(),
    enabled: circleId !== null,
  });

export const membersQuery = (circleId: string | null) =>
  queryOptions({
    queryKey: circleKeys.members(circleId),
    queryFn: () => circles.members(),
    enabled: circleId !== null,
  });

export const invitationsQuery = (circleId: string | null) =>
  queryOptions({
    queryKey: circleKeys.invitations(circleId),
    queryFn: () => circles.invitations(),
    enabled: circleId !== null,
  });

export const circlesQuery = (userId: string) =>
  queryOptions({
    queryKey: ['circles', userId],
    queryFn: () => circles.mine(),
  });

export const invitationPreviewQuery = (code: string) =>
  queryOptions({
    queryKey: ['invitation', code],
    queryFn: () => circles.previewInvitation({ params: { code } }),
  });

export interface AuditFilter {
  actor?: string;
  category?: string;
  from?: string;
  to?: string;
}

export type AuditPage = { entries: AuditEntry[]; nextBefore: number | null };

/** A page of the audit log: the filter's chosen values, older than `before` when it is given. */
export const auditPage = (filter: AuditFilter, before?: number): Promise<AuditPage> =>
  circles.audit({ query: { ...filter, ...(before ? { before } : {}) } });

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
    mutationFn: (circleId: string) => circles.switchTo({ body: { circleId } }),
    onSuccess: onChange,
  });
}

export function useStartCircle() {
  const onChange = useCircleChange();
  return useMutation({
    mutationFn: () =>
      circles.start({ body: { timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone } }),
    onSuccess: onChange,
  });
}

/** Join the circle an invitation code is for; the answer is the person, now in it. */
export const acceptInvitation = (code: string): Promise<User> =>
  circles.acceptInvitation({ body: { code } });

export function useAcceptInvitation() {
  const onChange = useCircleChange();
  return useMutation({
    mutationFn: (code: string) => acceptInvitation(code),
    onSuccess: onChange,
  });
}

export function useLeaveCircle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => circles.leave(),
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
    mutationFn: (input: CreateInvitation) => circles.invite({ body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: circleKeys.invitations(circleId) }),
  });
}

export function useRevokeInvitation(circleId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => circles.revokeInvitation({ params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: circleKeys.invitations(circleId) }),
  });
}

export function useChangeRole(circleId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: CircleRole }) =>
      circles.changeRole({ params: { userId }, body: { role } }),
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
    mutationFn: (userId: string) => circles.removeMember({ params: { userId } }),
    onSuccess: (members) => queryClient.setQueryData(circleKeys.members(circleId), members),
  });
}
