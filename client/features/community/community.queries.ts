import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  CommunitySort,
  CommunityGroup,
  CommunityPost,
  CommunityProfile,
  Follow,
  ModerationInput,
  PostCreated,
  PostEdit,
  PostEdited,
  PostInput,
  PostPage,
  QueueItem,
  ReplyCreated,
  ReplyEdit,
  ReplyEdited,
  ReplyInput,
  ReportInput,
  SearchResults,
} from '../../../shared/community';
import { apiRequest, getJson, sendJson } from '../../lib/api';

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

const enc = encodeURIComponent;

/** What a member can report: posts and replies, public questions and experts' answers (058). */
export type ReportKind = 'post' | 'reply' | 'question' | 'answer';
const REPORT_PATHS: Record<ReportKind, string> = {
  post: 'posts',
  reply: 'replies',
  question: 'questions',
  answer: 'answers',
};

export const communityProfileQuery = () =>
  queryOptions({
    queryKey: communityKeys.profile,
    queryFn: () => getJson<CommunityProfile>('/api/community/profile'),
  });

export const groupsQuery = () =>
  queryOptions({
    queryKey: communityKeys.groups,
    queryFn: () => getJson<{ groups: CommunityGroup[] }>('/api/community/groups'),
  });

export const groupQuery = (slug: string) =>
  queryOptions({
    queryKey: communityKeys.group(slug),
    queryFn: () => getJson<CommunityGroup>(`/api/community/groups/${enc(slug)}`),
  });

export const postsQuery = (slug: string, sort: CommunitySort = 'newest') =>
  infiniteQueryOptions({
    queryKey: communityKeys.posts(slug, sort),
    queryFn: ({ pageParam }) =>
      getJson<PostPage>(
        `/api/community/groups/${enc(slug)}/posts?sort=${sort}${pageParam ? `&after=${enc(pageParam)}` : ''}`,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // "3 new" markers change as others reply: read them afresh each time the group opens.
    staleTime: 0,
  });

export const postQuery = (id: string) =>
  queryOptions({
    queryKey: communityKeys.post(id),
    queryFn: () => getJson<CommunityPost>(`/api/community/posts/${enc(id)}`),
  });

export const searchQuery = (q: string) =>
  queryOptions({
    queryKey: communityKeys.search(q),
    queryFn: () => getJson<SearchResults>(`/api/community/search?q=${enc(q)}`),
    enabled: q.length > 0,
  });

export const moderationQueueQuery = () =>
  queryOptions({
    queryKey: communityKeys.queue,
    queryFn: () => getJson<{ items: QueueItem[] }>('/api/staff/community/queue'),
  });

export function useCommunityMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: communityKeys.all });
  return {
    acceptGuidelines: useMutation({
      mutationFn: () => sendJson<CommunityProfile>('POST', '/api/community/guidelines'),
      onSuccess: refresh,
    }),
    saveName: useMutation({
      mutationFn: (communityName: string) =>
        sendJson<CommunityProfile>('PUT', '/api/community/profile', { communityName }),
      onSuccess: refresh,
    }),
    join: useMutation({
      mutationFn: ({ slug, isJoining }: { slug: string; isJoining: boolean }) =>
        sendJson<CommunityGroup>(
          isJoining ? 'PUT' : 'DELETE',
          `/api/community/groups/${enc(slug)}/membership`,
        ),
      onSuccess: refresh,
    }),
    post: useMutation({
      mutationFn: ({ slug, input }: { slug: string; input: PostInput }) =>
        sendJson<PostCreated>('POST', `/api/community/groups/${enc(slug)}/posts`, input),
      onSuccess: refresh,
    }),
    editPost: useMutation({
      mutationFn: ({ id, input }: { id: string; input: PostEdit }) =>
        sendJson<PostEdited>('PATCH', `/api/community/posts/${enc(id)}`, input),
      onSuccess: refresh,
    }),
    deletePost: useMutation({
      mutationFn: (id: string) => apiRequest('DELETE', `/api/community/posts/${enc(id)}`),
      onSuccess: refresh,
    }),
    follow: useMutation({
      mutationFn: ({ id, following }: { id: string; following: boolean }) =>
        sendJson<Follow>(following ? 'PUT' : 'DELETE', `/api/community/posts/${enc(id)}/follow`),
      // Only the button changes: refetching the thread would mark it read again and move the
      // "New" divider away while the person reads.
      onSuccess: (follow, { id }) =>
        queryClient.setQueryData<CommunityPost>(communityKeys.post(id), (post) =>
          post ? { ...post, isFollowing: follow.isFollowing } : post,
        ),
    }),
    reply: useMutation({
      mutationFn: ({ postId, input }: { postId: string; input: ReplyInput }) =>
        sendJson<ReplyCreated>('POST', `/api/community/posts/${enc(postId)}/replies`, input),
      onSuccess: refresh,
    }),
    editReply: useMutation({
      mutationFn: ({ id, input }: { id: string; input: ReplyEdit }) =>
        sendJson<ReplyEdited>('PATCH', `/api/community/replies/${enc(id)}`, input),
      onSuccess: refresh,
    }),
    deleteReply: useMutation({
      mutationFn: (id: string) => apiRequest('DELETE', `/api/community/replies/${enc(id)}`),
      onSuccess: refresh,
    }),
    report: useMutation({
      mutationFn: ({ kind, id, input }: { kind: ReportKind; id: string; input: ReportInput }) =>
        apiRequest('POST', `/api/community/${REPORT_PATHS[kind]}/${enc(id)}/reports`, input),
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
        apiRequest(
          'POST',
          `/api/staff/community/${kind === 'post' ? 'posts' : 'replies'}/${enc(id)}/moderation`,
          input,
        ),
      onSuccess: refresh,
    }),
  };
}
