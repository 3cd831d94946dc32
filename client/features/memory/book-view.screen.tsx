import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useParams } from 'react-router';
import { StandaloneLink } from '../../components/links';
import { Notice } from '../../components/notice';
import { Page } from '../../components/ui/page';
import { describeError } from '../../lib/api';
import { useUser } from '../auth/auth.queries';
import { BookFlipThrough } from './book-flip-through';
import { bookQuery } from './books.queries';

/** Looking through a memory book together, one page at a time. */
export default function MemoryBookViewScreen() {
  const { id = '' } = useParams();
  const { user } = useUser();
  const book = useQuery(bookQuery(user?.circleId ?? null, id));
  return (
    <Page title={book.data?.book.title ?? 'Memory book'}>
      <p>
        <StandaloneLink to={`/memory-support/books/${id}`}>
          <ArrowLeft aria-hidden className="h-5 w-5" />
          Back to the book
        </StandaloneLink>
      </p>
      {book.isPending ? <p>Opening the book…</p> : null}
      {book.isError ? (
        <Notice title="We could not open this book">
          <p>{describeError(book.error) ?? 'Please try again.'}</p>
        </Notice>
      ) : null}
      {book.data ? <BookFlipThrough book={book.data.book} /> : null}
    </Page>
  );
}
