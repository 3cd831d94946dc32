import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Book, BookInput, PageChangeInput, PageInput } from '../../../shared/memory-books';
import type { memoryBooksApi } from '../../../shared/memory-books.contract';
import { memoryBooksEndpoints } from '../../../shared/memory-books.endpoints';
import { apiClient } from '../../lib/api-client';
import { circleKey } from '../../lib/query-keys';

const books = apiClient<typeof memoryBooksApi>(memoryBooksEndpoints);

export const bookKeys = {
  all: (circleId: string | null) => circleKey('memory', circleId, 'books'),
};

export const booksQuery = (circleId: string | null) =>
  queryOptions({
    queryKey: [...bookKeys.all(circleId), 'list'],
    queryFn: () => books.list(),
    enabled: circleId !== null,
  });

export const bookQuery = (circleId: string | null, id: string) =>
  queryOptions({
    queryKey: [...bookKeys.all(circleId), 'book', id],
    queryFn: () => books.view({ params: { id } }),
    enabled: circleId !== null,
  });

export type BookMutations = ReturnType<typeof useBookMutations>;

/** Every change answers with the whole book, which replaces the cached one at once. */
export function useBookMutations(circleId: string | null, id: string) {
  const queryClient = useQueryClient();
  const onSuccess = (answer: { book: Book }) => {
    queryClient.setQueryData(bookQuery(circleId, id).queryKey, answer);
    return queryClient.invalidateQueries({ queryKey: [...bookKeys.all(circleId), 'list'] });
  };
  return {
    changeBook: useMutation({
      mutationFn: (input: BookInput) => books.change({ params: { id }, body: input }),
      onSuccess,
    }),
    addPages: useMutation({
      mutationFn: (pages: PageInput[]) => books.addPages({ params: { id }, body: { pages } }),
      onSuccess,
    }),
    changePage: useMutation({
      mutationFn: ({ pageId, input }: { pageId: string; input: PageChangeInput }) =>
        books.changePage({ params: { id, pageId }, body: input }),
      onSuccess,
    }),
    removePage: useMutation({
      mutationFn: (pageId: string) => books.removePage({ params: { id, pageId } }),
      onSuccess,
    }),
    reorder: useMutation({
      mutationFn: (pageIds: string[]) => books.reorderPages({ params: { id }, body: { pageIds } }),
      onSuccess,
      // A refused order (someone else changed the book) shows the book as it now is.
      onError: () => queryClient.invalidateQueries({ queryKey: bookQuery(circleId, id).queryKey }),
    }),
    removeBook: useMutation({
      mutationFn: () => books.remove({ params: { id } }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: bookKeys.all(circleId) }),
    }),
  };
}

export function useAddBook(circleId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BookInput) => books.add({ body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookKeys.all(circleId) }),
  });
}
