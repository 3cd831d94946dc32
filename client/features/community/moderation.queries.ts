import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Helped } from '../../../shared/community';
import type {
  HeldWords,
  LiftPauseInput,
  ModeratorEdit,
  PausedMember,
  SuspensionInput,
  WarningInput,
} from '../../../shared/community-moderation';
import { apiRequest, getJson, sendJson } from '../../lib/api';
import { communityKeys } from './community.queries';

/** "This helped", moderators' edits, warnings, pauses on posting and the word list (decision 050). */

const enc = encodeURIComponent;
const plural = (kind: 'post' | 'reply') => (kind === 'post' ? 'posts' : 'replies');
type Target = { kind: 'post' | 'reply'; id: string };

export const heldWordsQuery = () =>
  queryOptions({
    queryKey: communityKeys.heldWords,
    queryFn: () => getJson<HeldWords>('/api/staff/community/held-words'),
  });

export const pausedMembersQuery = () =>
  queryOptions({
    queryKey: [...communityKeys.all, 'pauses'],
    queryFn: () => getJson<{ members: PausedMember[] }>('/api/staff/community/pauses'),
  });

export function useModerationMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: communityKeys.all });
  return {
    helped: useMutation({
      mutationFn: ({ kind, id, helped }: Target & { helped: boolean }) =>
        sendJson<Helped>(
          helped ? 'PUT' : 'DELETE',
          `/api/community/${plural(kind)}/${enc(id)}/helped`,
        ),
      onSuccess: refresh,
    }),
    edit: useMutation({
      mutationFn: ({ kind, id, input }: Target & { input: ModeratorEdit }) =>
        apiRequest('PUT', `/api/staff/community/${plural(kind)}/${enc(id)}/text`, input),
      onSuccess: refresh,
    }),
    warn: useMutation({
      mutationFn: ({ kind, id, input }: Target & { input: WarningInput }) =>
        apiRequest('POST', `/api/staff/community/${plural(kind)}/${enc(id)}/warning`, input),
      onSuccess: refresh,
    }),
    suspend: useMutation({
      mutationFn: ({ kind, id, input }: Target & { input: SuspensionInput }) =>
        sendJson<{ until: string }>(
          'POST',
          `/api/staff/community/${plural(kind)}/${enc(id)}/suspension`,
          input,
        ),
      onSuccess: refresh,
    }),
    liftPause: useMutation({
      mutationFn: ({ userId, input }: { userId: string; input: LiftPauseInput }) =>
        apiRequest('POST', `/api/staff/community/pauses/${enc(userId)}/lift`, input),
      onSuccess: refresh,
    }),
    saveWords: useMutation({
      mutationFn: (words: string[]) =>
        sendJson<HeldWords>('PUT', '/api/staff/community/held-words', { words }),
      onSuccess: refresh,
    }),
  };
}
