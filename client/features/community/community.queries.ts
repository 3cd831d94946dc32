import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  CommunitySort,
  CommunityPost,
  ModerationInput,
  PostEdit,
  PostInput,
  ReplyEdit,
  ReplyInput,
  ReportInput,
} from '../../../shared/community';
import type { communityApi } from '../../../shared/community.contract';
import { communityEndpoints } from '../../../shared/community.endpoints';
import type { communityQuestionsApi } from '../../../shared/community-questions.contract';
import { communityQuestionsEndpoints } from '../../../shared/community-questions.endpoints';
import { apiClient } from '../../lib/api-client';

const community = apiClient<typeof communityApi>(communityEndpoints);
const questions = apiClient<typeof communityQuestionsApi>(communityQuestionsEndpoints);

/** The community is the account's, not the circle's: its keys hold nothing of a circle. */
export const communityKeys = {
  all: ['community'] as const,
  profile: ['community', 'profile'] as const,
  groups: ['community', 'groups'] as const,
  group: (slug: string) => ['community', 'groups', slug] as const,
  posts: (slug: string, sort: CommunitySort = 'newest') =>
    ['community', 'groups', slug, 'posts', sort] as const,
  post: (id: string) => ['community', 'posts', id] as const,
  queue: ['community', 'queue'] as const,
  heldWords: ['community', 'held-words'] as const,
  search: (q: string) => ['community', 'search', q] as const,
};

/** What a member can report: posts and replies, public questions and experts' answers (058). */
export type ReportKind = 'post' | 'reply' | 'question' | 'answer';
const REPORTS: Record<
  ReportKind,
  (input: { params: { id: string }; body: ReportInput }) => Promise<undefined>
> = {
  post: community.reportPost,
  reply: community.reportReply,
  question: questions.reportQuestion,
  answer: questions.reportAnswer,
};

export const communityProfileQuery = () =>
  queryOptions({
    queryKey: communityKeys.profile,
    queryFn: () => community.profile(),
  });

export const groupsQuery = () =>
  queryOptions({
    queryKey: communityKeys.groups,
    queryFn: () => community.groups(),
  });

export const groupQuery = (slug: string) =>
  queryOptions({
    queryKey: communityKeys.group(slug),
    queryFn: () => community.group({ params: { slug } }),
  });

export const postsQuery = (slug: string, sort: CommunitySort = 'newest') =>
  infiniteQueryOptions({
    queryKey: communityKeys.posts(slug, sort),
    queryFn: ({ pageParam }) =>
      community.posts({ params: { slug }, query: { sort, after: pageParam ?? undefined } }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // "3 new" markers change as others reply: read them afresh each time the group opens.
    staleTime: 0,
  });

export const postQuery = (id: string) =>
  queryOptions({
    queryKey: communityKeys.post(id),
    queryFn: () => community.post({ params: { id } }),
  });

export const searchQuery = (q: string) =>
  queryOptions({
    queryKey: communityKeys.search(q),
    queryFn: () => community.search({ query: { q } }),
    enabled: q.length > 0,
  });

export const moderationQueueQuery = () =>
  queryOptions({
    queryKey: communityKeys.queue,
    queryFn: () => community.queue(),
  });

export function useCommunityMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: communityKeys.all });
  return {
    acceptGuidelines: useMutation({
      mutationFn: () => community.acceptGuidelines(),
      onSuccess: refresh,
    }),
    saveName: useMutation({
      mutationFn: (communityName: string) => community.saveProfile({ body: { communityName } }),
      onSuccess: refresh,
    }),
    join: useMutation({
      mutationFn: ({ slug, isJoining }: { slug: string; isJoining: boolean }) =>
        (isJoining ? community.join : community.leave)({ params: { slug } }),
      onSuccess: refresh,
    }),
    post: useMutation({
      mutationFn: ({ slug, input }: { slug: string; input: PostInput }) =>
        community.createPost({ params: { slug }, body: input }),
      onSuccess: refresh,
    }),
    editPost: useMutation({
      mutationFn: ({ id, input }: { id: string; input: PostEdit }) =>
        community.editPost({ params: { id }, body: input }),
      onSuccess: refresh,
    }),
    deletePost: useMutation({
      mutationFn: (id: string) => community.deletePost({ params: { id } }),
      onSuccess: refresh,
    }),
    follow: useMutation({
      mutationFn: ({ id, following }: { id: string; following: boolean }) =>
        (following ? community.follow : community.unfollow)({ params: { id } }),
      // Only the button changes: refetching the thread would mark it read again and move the
      // "New" divider away while the person reads.
      onSuccess: (follow, { id }) =>
        queryClient.setQueryData<CommunityPost>(communityKeys.post(id), (post) =>
          post ? { ...post, isFollowing: follow.isFollowing } : post,
        ),
    }),
    reply: useMutation({
      mutationFn: ({ postId, input }: { postId: string; input: ReplyInput }) =>
        community.createReply({ params: { id: postId }, body: input }),
      onSuccess: refresh,
    }),
    editReply: useMutation({
      mutationFn: ({ id, input }: { id: string; input: ReplyEdit }) =>
        community.editReply({ params: { id }, body: input }),
      onSuccess: refresh,
    }),
    deleteReply: useMutation({
      mutationFn: (id: string) => community.deleteReply({ params: { id } }),
      onSuccess: refresh,
    }),
    report: useMutation({
      mutationFn: ({ kind, id, input }: { kind: ReportKind; id: string; input: ReportInput }) =>
        REPORTS[kind]({ params: { id }, body: input }),
    }),
    moderate: useMutation({
      mutationFn: ({
        kind,
        id,
        input,
      }: {
        kind: 'post' | 'reply';
        id: string;
        input: ModerationInput;
      }) =>
        (kind === 'post' ? community.moderatePost : community.moderateReply)({
          params: { id },
          body: input,
        }),
      onSuccess: refresh,
    }),
  };
}
