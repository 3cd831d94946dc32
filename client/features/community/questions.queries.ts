import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type { QuestionDraft, QuestionModerationInput } from '../../../shared/community-questions';
import type { communityQuestionsApi } from '../../../shared/community-questions.contract';
import { communityQuestionsEndpoints } from '../../../shared/community-questions.endpoints';
import { apiClient } from '../../lib/api-client';

const questions = apiClient<typeof communityQuestionsApi>(communityQuestionsEndpoints);

/** Expert questions (decision 049): the account's, never a circle's. */
export const questionKeys = {
  all: ['community', 'questions'] as const,
  answered: ['community', 'questions', 'answered'] as const,
  mine: ['community', 'questions', 'mine'] as const,
  search: (q: string) => ['community', 'questions', 'search', q] as const,
  question: (id: string) => ['community', 'questions', 'one', id] as const,
  staff: (view: 'waiting' | 'answered') => ['community', 'questions', 'staff', view] as const,
};

export const answeredQuestionsQuery = () =>
  infiniteQueryOptions({
    queryKey: questionKeys.answered,
    queryFn: ({ pageParam }) => questions.answered({ query: { after: pageParam ?? undefined } }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const myQuestionsQuery = () =>
  queryOptions({
    queryKey: questionKeys.mine,
    queryFn: () => questions.mine(),
  });

export const questionSearchQuery = (q: string) =>
  queryOptions({
    queryKey: questionKeys.search(q),
    queryFn: () => questions.search({ query: { q } }),
    enabled: q.length > 0,
  });

export const questionQuery = (id: string) =>
  queryOptions({
    queryKey: questionKeys.question(id),
    queryFn: () => questions.view({ params: { id } }),
  });

export const staffQuestionsQuery = (view: 'waiting' | 'answered') =>
  queryOptions({
    queryKey: questionKeys.staff(view),
    queryFn: () => questions.staffList({ query: { view } }),
  });

export function useQuestionMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: questionKeys.all });
  return {
    ask: useMutation({
      mutationFn: (input: QuestionDraft) => questions.ask({ body: input }),
      onSuccess: refresh,
    }),
    resolve: useMutation({
      mutationFn: (id: string) => questions.resolve({ params: { id } }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) => questions.remove({ params: { id } }),
      onSuccess: refresh,
    }),
    answer: useMutation({
      mutationFn: ({ id, body }: { id: string; body: string }) =>
        questions.answer({ params: { id }, body: { body } }),
      onSuccess: refresh,
    }),
    moderate: useMutation({
      mutationFn: ({
        kind,
        id,
        input,
      }: {
        kind: 'question' | 'answer';
        id: string;
        input: QuestionModerationInput;
      }) =>
        (kind === 'question' ? questions.moderateQuestion : questions.moderateAnswer)({
          params: { id },
          body: input,
        }),
      // The moderation queue on /staff/community shows urgent and reported questions too.
      onSuccess: () => queryClient.invalidateQueries({ queryKey: ['community'] }),
    }),
  };
}
