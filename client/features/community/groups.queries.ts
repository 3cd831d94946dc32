import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { GroupEdit, GroupInput } from '../../../shared/community-groups';
import type { communityGroupsApi } from '../../../shared/community-groups.contract';
import { communityGroupsEndpoints } from '../../../shared/community-groups.endpoints';
import { apiClient } from '../../lib/api-client';
import { communityKeys } from './community.queries';

/** Staff manage the support groups (decision 059). */

const groups = apiClient<typeof communityGroupsApi>(communityGroupsEndpoints);
const staffGroupsKey = [...communityKeys.all, 'staff-groups'] as const;

export const staffGroupsQuery = () =>
  queryOptions({
    queryKey: staffGroupsKey,
    queryFn: () => groups.list(),
  });

export function useGroupMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: communityKeys.all });
  return {
    create: useMutation({
      mutationFn: (input: GroupInput) => groups.create({ body: input }),
      onSuccess: refresh,
    }),
    edit: useMutation({
      mutationFn: ({ id, input }: { id: string; input: GroupEdit }) =>
        groups.edit({ params: { id }, body: input }),
      onSuccess: refresh,
    }),
    archive: useMutation({
      mutationFn: ({ id, archived }: { id: string; archived: boolean }) =>
        (archived ? groups.archive : groups.restore)({ params: { id } }),
      onSuccess: refresh,
    }),
  };
}
