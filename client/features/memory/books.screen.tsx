import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, BookHeart } from 'lucide-react';
import { useNavigate } from 'react-router';
import { BOOK_DEDICATION_MAX, BOOK_TITLE_MAX } from '../../../shared/memory-books';
import { memoryBooksApi } from '../../../shared/memory-books.contract';
import { StandaloneLink } from '../../components/links';
import { Section } from '../../components/section';
import { Button, ButtonLink } from '../../components/ui/button';
import { FormAlert, TextField } from '../../components/ui/form-field';
import { Page } from '../../components/ui/page';
import { useContractForm } from '../../lib/use-contract-form';
import { useUser } from '../auth/auth.queries';
import { NoCircleNotice } from '../circles/join-circle.part';
import { booksQuery, useAddBook } from './books.queries';

function NewBook({ circleId }: { circleId: string }) {
  const navigate = useNavigate();
  const addBook = useAddBook(circleId);
  const {
    register,
    submit,
    formState: { errors },
  } = useContractForm(memoryBooksApi.add, { defaultValues: { title: '', dedication: '' } });

  const handleSubmit = submit(async (input) => {
    const { book } = await addBook.mutateAsync(input);
    void navigate(`/memory-support/books/${book.id}`);
  });

  return (
    <form onSubmit={handleSubmit} className="grid gap-4" noValidate>
      <TextField
        label="Title"
        hint="For example: “Dad’s life in pictures”."
        maxLength={BOOK_TITLE_MAX}
        error={errors.title?.message}
        required
        {...register('title')}
      />
      <TextField
        label="Subtitle or dedication (optional)"
        hint="Printed on the cover: “For Dad, with love from all of us”."
        maxLength={BOOK_DEDICATION_MAX}
        error={errors.dedication?.message}
        {...register('dedication')}
      />
      <FormAlert message={errors.root?.message} />
      <p>
        <Button type="submit" disabled={addBook.isPending}>
          <BookHeart aria-hidden className="h-5 w-5" />
          {addBook.isPending ? 'Making the book…' : 'Make the book'}
        </Button>
      </p>
    </form>
  );
}

/** The circle's memory books, and a new one. */
export default function MemoryBooksScreen() {
  const { user } = useUser();
  const circleId = user?.circleId ?? null;
  const books = useQuery(booksQuery(circleId));
  const list = books.data?.books ?? [];
  return (
    <Page
      title="Memory books"
      lead="A simple book about a life: photos in order, a few words under each, to look through together or print."
    >
      <p>
        <StandaloneLink to="/memory-support">
          <ArrowLeft aria-hidden className="h-5 w-5" />
          Back to memory support
        </StandaloneLink>
      </p>
      {user && !circleId ? <NoCircleNotice /> : null}
      {circleId ? (
        <>
          <Section title="Your books">
            {books.isPending ? <p>Loading the books…</p> : null}
            {books.isSuccess && list.length === 0 ? (
              <p>No memory books yet. Make the first one below.</p>
            ) : null}
            <ul className="grid gap-4">
              {list.map((book) => (
                <li
                  key={book.id}
                  className="border-border flex flex-wrap items-center gap-4 rounded-xl border-2 p-4"
                >
                  {book.cover ? (
                    <img
                      src={book.cover.thumbnailUrl}
                      alt=""
                      className="bg-muted h-24 w-24 rounded-lg object-cover"
                    />
                  ) : (
                    <BookHeart aria-hidden className="text-fg-muted h-16 w-16" />
                  )}
                  <div className="grid min-w-0 grow basis-48 gap-1">
                    <h3 className="text-xl font-bold break-words">{book.title}</h3>
                    <p className="text-fg-muted">
                      {book.pageCount === 1 ? '1 page' : `${book.pageCount} pages`} · made by{' '}
                      {book.addedBy.name}
                    </p>
                    <p className="flex flex-wrap gap-3">
                      <ButtonLink to={`/memory-support/books/${book.id}/view`}>
                        Look through<span className="sr-only"> {book.title}</span>
                      </ButtonLink>
                      <ButtonLink variant="secondary" to={`/memory-support/books/${book.id}`}>
                        {book.canChange ? 'Edit' : 'Open'}
                        <span className="sr-only"> {book.title}</span>
                      </ButtonLink>
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          </Section>
          <Section
            title="Make a new book"
            intro="Give it a title first. Then add photos from the family’s library, write a few words under each, and put them in order."
          >
            <NewBook circleId={circleId} />
          </Section>
        </>
      ) : null}
    </Page>
  );
}
