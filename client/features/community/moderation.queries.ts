import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { communityApi } from '../../../shared/community.contract';
import { communityEndpoints } from '../../../shared/community.endpoints';
import type {
  LiftPauseInput,
  ModeratorEdit,
  SuspensionInput,
  WarningInput,
} from '../../../shared/community-moderation';
import type { communityModerationApi } from '../../../shared/community-moderation.contract';
import { communityModerationEndpoints } from '../../../shared/community-moderation.endpoints';
import { apiClient } from '../../lib/api-client';
import { communityKeys } from './community.queries';

/** "This helped", moderators' edits, warnings, pauses on posting and the word list (decision 050). */

const community = apiClient<typeof communityApi>(communityEndpoints);
const moderation = apiClient<typeof communityModerationApi>(communityModerationEndpoints);
type Target = { kind: 'post' | 'reply'; id: string };
/** The endpoints for a post's writer and for a reply's. */
const ON_WRITING = {
  post: {
    helped: community.helpedPost,
    unhelped: community.unhelpedPost,
    edit: moderation.editPost,
    warn: moderation.warnPostWriter,
    suspend: moderation.suspendPostWriter,
  },
  reply: {
    helped: community.helpedReply,
    unhelped: community.unhelpedReply,
    edit: moderation.editReply,
    warn: moderation.warnReplyWriter,
    suspend: moderation.suspendReplyWriter,
  },
};

export const heldWordsQuery = () =>
  queryOptions({
    queryKey: communityKeys.heldWords,
    queryFn: () => moderation.heldWords(),
  });

export const pausedMembersQuery = () =>
  queryOptions({
    queryKey: [...communityKeys.all, 'pauses'],
    queryFn: () => moderation.pauses(),
  });

export function useModerationMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: communityKeys.all });
  return {
    helped: useMutation({
      mutationFn: ({ kind, id, helped }: Target & { helped: boolean }) =>
        ON_WRITING[kind][helped ? 'helped' : 'unhelped']({ params: { id } }),
      onSuccess: refresh,
    }),
    edit: useMutation({
      mutationFn: ({ kind, id, input }: Target & { input: ModeratorEdit }) =>
        ON_WRITING[kind].edit({ params: { id }, body: input }),
      onSuccess: refresh,
    }),
    warn: useMutation({
      mutationFn: ({ kind, id, input }: Target & { input: WarningInput }) =>
        ON_WRITING[kind].warn({ params: { id }, body: input }),
      onSuccess: refresh,
    }),
    suspend: useMutation({
      mutationFn: ({ kind, id, input }: Target & { input: SuspensionInput }) =>
        ON_WRITING[kind].suspend({ params: { id }, body: input }),
      onSuccess: refresh,
    }),
    liftPause: useMutation({
      mutationFn: ({ userId, input }: { userId: string; input: LiftPauseInput }) =>
        moderation.liftPause({ params: { userId }, body: input }),
      onSuccess: refresh,
    }),
    saveWords: useMutation({
      mutationFn: (words: string[]) => moderation.saveHeldWords({ body: { words } }),
      onSuccess: refresh,
    }),
  };
}
