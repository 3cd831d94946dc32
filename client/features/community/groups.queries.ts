import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { GroupEdit, GroupInput, StaffGroup } from '../../../shared/community-groups';
import { getJson, sendJson } from '../../lib/api';
import { communityKeys } from './community.queries';

/** Staff manage the support groups (decision 059). */

const enc = encodeURIComponent;
const staffGroupsKey = [...communityKeys.all, 'staff-groups'] as const;

export const staffGroupsQuery = () =>
  queryOptions({
    queryKey: staffGroupsKey,
    queryFn: () => getJson<{ groups: StaffGroup[] }>('/api/staff/community/groups'),
  });

export function useGroupMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: communityKeys.all });
  return {
    create: useMutation({
      mutationFn: (input: GroupInput) =>
        sendJson<StaffGroup>('POST', '/api/staff/community/groups', input),
      onSuccess: refresh,
    }),
    edit: useMutation({
      mutationFn: ({ id, input }: { id: string; input: GroupEdit }) =>
        sendJson<StaffGroup>('PATCH', `/api/staff/community/groups/${enc(id)}`, input),
      onSuccess: refresh,
    }),
    archive: useMutation({
      mutationFn: ({ id, archived }: { id: string; archived: boolean }) =>
        sendJson<StaffGroup>(
          'POST',
          `/api/staff/community/groups/${enc(id)}/${archived ? 'archive' : 'restore'}`,
        ),
      onSuccess: refresh,
    }),
  };
}
