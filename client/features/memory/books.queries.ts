import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  Book,
  BookInput,
  BookSummary,
  PageChangeInput,
  PageInput,
} from '../../../shared/memory-books';
import { apiRequest, getJson, sendJson } from '../../lib/api';
import { circleKey } from '../../lib/query-keys';

export const bookKeys = {
  all: (circleId: string | null) => circleKey('memory', circleId, 'books'),
};

export const booksQuery = (circleId: string | null) =>
  queryOptions({
    queryKey: [...bookKeys.all(circleId), 'list'],
    queryFn: () => getJson<{ books: BookSummary[] }>('/api/circle/memory-books'),
    enabled: circleId !== null,
  });

export const bookQuery = (circleId: string | null, id: string) =>
  queryOptions({
    queryKey: [...bookKeys.all(circleId), 'book', id],
    queryFn: () => getJson<{ book: Book }>(`/api/circle/memory-books/${id}`),
    enabled: circleId !== null,
  });

/** Every change answers with the whole book, which replaces the cached one at once. */
export function useBookMutations(circleId: string | null, id: string) {
  const queryClient = useQueryClient();
  const url = `/api/circle/memory-books/${id}`;
  const onSuccess = (answer: { book: Book }) => {
    queryClient.setQueryData(bookQuery(circleId, id).queryKey, answer);
    return queryClient.invalidateQueries({ queryKey: [...bookKeys.all(circleId), 'list'] });
  };
  return {
    changeBook: useMutation({
      mutationFn: (input: BookInput) => sendJson<{ book: Book }>('PUT', url, input),
      onSuccess,
    }),
    addPages: useMutation({
      mutationFn: (pages: PageInput[]) =>
        sendJson<{ book: Book }>('POST', `${url}/pages`, { pages }),
      onSuccess,
    }),
    changePage: useMutation({
      mutationFn: ({ pageId, input }: { pageId: string; input: PageChangeInput }) =>
        sendJson<{ book: Book }>('PUT', `${url}/pages/${pageId}`, input),
      onSuccess,
    }),
    removePage: useMutation({
      mutationFn: (pageId: string) => sendJson<{ book: Book }>('DELETE', `${url}/pages/${pageId}`),
      onSuccess,
    }),
    reorder: useMutation({
      mutationFn: (pageIds: string[]) =>
        sendJson<{ book: Book }>('PUT', `${url}/order`, { pageIds }),
      onSuccess,
      // A refused order (someone else changed the book) shows the book as it now is.
      onError: () => queryClient.invalidateQueries({ queryKey: bookQuery(circleId, id).queryKey }),
    }),
    removeBook: useMutation({
      mutationFn: async () => {
        await apiRequest('DELETE', url);
      },
      onSuccess: () => queryClient.invalidateQueries({ queryKey: bookKeys.all(circleId) }),
    }),
  };
}

export function useAddBook(circleId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BookInput) =>
      sendJson<{ book: Book }>('POST', '/api/circle/memory-books', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookKeys.all(circleId) }),
  });
}
