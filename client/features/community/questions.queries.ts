import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  ExpertQuestion,
  QuestionCreated,
  QuestionDraft,
  QuestionList,
  QuestionModerationInput,
  QuestionPage,
  StaffQuestion,
  StaffQuestionList,
} from '../../../shared/community-questions';
import { apiRequest, getJson, sendJson } from '../../lib/api';

/** Expert questions (decision 049): the account's, never a circle's. */
export const questionKeys = {
  all: ['community', 'questions'] as const,
  answered: ['community', 'questions', 'answered'] as const,
  mine: ['community', 'questions', 'mine'] as const,
  search: (q: string) => ['community', 'questions', 'search', q] as const,
  question: (id: string) => ['community', 'questions', 'one', id] as const,
  staff: (view: 'waiting' | 'answered') => ['community', 'questions', 'staff', view] as const,
};

const enc = encodeURIComponent;

export const answeredQuestionsQuery = () =>
  infiniteQueryOptions({
    queryKey: questionKeys.answered,
    queryFn: ({ pageParam }) =>
      getJson<QuestionPage>(
        `/api/community/questions${pageParam ? `?after=${enc(pageParam)}` : ''}`,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const myQuestionsQuery = () =>
  queryOptions({
    queryKey: questionKeys.mine,
    queryFn: () => getJson<QuestionList>('/api/community/questions/mine'),
  });

export const questionSearchQuery = (q: string) =>
  queryOptions({
    queryKey: questionKeys.search(q),
    queryFn: () => getJson<QuestionList>(`/api/community/questions/search?q=${enc(q)}`),
    enabled: q.length > 0,
  });

export const questionQuery = (id: string) =>
  queryOptions({
    queryKey: questionKeys.question(id),
    queryFn: () => getJson<ExpertQuestion>(`/api/community/questions/${enc(id)}`),
  });

export const staffQuestionsQuery = (view: 'waiting' | 'answered') =>
  queryOptions({
    queryKey: questionKeys.staff(view),
    queryFn: () => getJson<StaffQuestionList>(`/api/staff/questions?view=${view}`),
  });

export function useQuestionMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: questionKeys.all });
  return {
    ask: useMutation({
      mutationFn: (input: QuestionDraft) =>
        sendJson<QuestionCreated>('POST', '/api/community/questions', input),
      onSuccess: refresh,
    }),
    resolve: useMutation({
      mutationFn: (id: string) =>
        sendJson<ExpertQuestion>('POST', `/api/community/questions/${enc(id)}/resolution`),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) => apiRequest('DELETE', `/api/community/questions/${enc(id)}`),
      onSuccess: refresh,
    }),
    answer: useMutation({
      mutationFn: ({ id, body }: { id: string; body: string }) =>
        sendJson<StaffQuestion>('POST', `/api/staff/questions/${enc(id)}/answers`, { body }),
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
        sendJson<StaffQuestion>(
          'POST',
          `/api/staff/${kind === 'question' ? 'questions' : 'answers'}/${enc(id)}/moderation`,
          input,
        ),
      // The moderation queue on /staff/community shows urgent and reported questions too.
      onSuccess: () => queryClient.invalidateQueries({ queryKey: ['community'] }),
    }),
  };
}
