import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, BookOpen, Download, ImagePlus, Trash2, Type } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import {
  type Book,
  BOOK_DEDICATION_MAX,
  BOOK_PAGES_MAX,
  BOOK_TITLE_MAX,
  type BookPage,
  PAGE_CAPTION_MAX,
  PDF_SIZE_LABELS,
  PDF_SIZES,
} from '../../../shared/memory-books';
import { StandaloneLink } from '../../components/links';
import { Notice } from '../../components/notice';
import { Section } from '../../components/section';
import { Button, ButtonLink, buttonClass } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { TextAreaField, TextField } from '../../components/ui/form-field';
import { Page } from '../../components/ui/page';
import { toast } from '../../components/ui/use-toast';
import { useUser } from '../../features/auth/auth.queries';
import { BookPagesEditor } from '../../features/memory/book-pages-editor';
import { bookQuery, useBookMutations } from '../../features/memory/books.queries';
import { photoListQuery } from '../../features/memory/photos.queries';
import { recordingListQuery } from '../../features/memory/recordings.queries';
import { describeError } from '../../lib/api';

type Mutations = ReturnType<typeof useBookMutations>;
const failed = (error: unknown) => toast({ title: describeError(error) ?? 'Please try again.' });

function BookDetails({ book, mutations }: { book: Book; mutations: Mutations }) {
  const [title, setTitle] = useState(book.title);
  const [dedication, setDedication] = useState(book.dedication ?? '');
  const [error, setError] = useState<string>();
  // Saved elsewhere (another tab, a cover change): show what is saved now.
  const [saved, setSaved] = useState({ title: book.title, dedication: book.dedication });
  if (saved.title !== book.title || saved.dedication !== book.dedication) {
    setSaved({ title: book.title, dedication: book.dedication });
    setTitle(book.title);
    setDedication(book.dedication ?? '');
  }

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    mutations.changeBook.mutate(
      { title, dedication: dedication || null, coverPhotoId: book.cover?.id ?? null },
      {
        onSuccess: () => {
          setError(undefined);
          toast({ title: 'Book details saved.' });
        },
        onError: (failure) => setError(describeError(failure) ?? 'Please try again.'),
      },
    );
  };
  return (
    <form onSubmit={handleSubmit} className="grid gap-4" noValidate>
      <div className="flex flex-wrap items-center gap-4">
        {book.cover ? (
          <img
            src={book.cover.thumbnailUrl}
            alt="The cover photo"
            className="bg-muted h-28 w-28 rounded-lg object-cover"
          />
        ) : (
          <p className="text-fg-muted">
            No cover photo yet. Choose “Use as cover” on a page with a photo.
          </p>
        )}
        {book.cover ? (
          <Button
            variant="secondary"
            onClick={() =>
              mutations.changeBook.mutate(
                { title: book.title, dedication: book.dedication, coverPhotoId: null },
                { onError: failed },
              )
            }
          >
            Take the cover photo off
          </Button>
        ) : null}
      </div>
      <TextField
        label="Title"
        value={title}
        maxLength={BOOK_TITLE_MAX}
        onChange={(event) => setTitle(event.target.value)}
        error={error}
        required
      />
      <TextField
        label="Subtitle or dedication (optional)"
        value={dedication}
        maxLength={BOOK_DEDICATION_MAX}
        onChange={(event) => setDedication(event.target.value)}
      />
      <p>
        <Button type="submit" disabled={mutations.changeBook.isPending}>
          Save title and dedication
        </Button>
      </p>
    </form>
  );
}

/** Choose photos from the family's library; each becomes a page with the photo's caption. */
function PhotoPicker({
  circleId,
  book,
  mutations,
}: {
  circleId: string;
  book: Book;
  mutations: Mutations;
}) {
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<string[]>([]);
  const photos = useQuery(photoListQuery(circleId, { sort: 'newest', page }));
  const list = photos.data?.photos ?? [];
  const inBook = new Set(book.pages.map((p) => p.photo?.id).filter(Boolean));
  const room = BOOK_PAGES_MAX - book.pages.length;
  const pages = photos.data ? Math.max(1, Math.ceil(photos.data.total / photos.data.pageSize)) : 1;

  const toggle = (id: string) =>
    setChosen((all) => (all.includes(id) ? all.filter((x) => x !== id) : [...all, id]));
  const handleAdd = () => {
    const captions = new Map(list.map((photo) => [photo.id, photo.caption]));
    mutations.addPages.mutate(
      chosen.map((photoId) => ({ photoId, caption: captions.get(photoId) ?? null })),
      {
        onSuccess: () => {
          toast({ title: chosen.length === 1 ? 'Page added.' : `${chosen.length} pages added.` });
          setChosen([]);
        },
        onError: failed,
      },
    );
  };

  if (photos.isSuccess && photos.data.total === 0) {
    return (
      <p>
        The family’s photo library is empty.{' '}
        <StandaloneLink to="/memory-support/photos">Add photos first</StandaloneLink>
      </p>
    );
  }
  return (
    <div className="grid gap-4">
      {photos.isPending ? <p>Loading the photos…</p> : null}
      <fieldset className="grid gap-3">
        <legend className="mb-2 font-semibold">
          Choose photos (each becomes a page, in the order you choose them)
        </legend>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {list.map((photo) => {
            const order = chosen.indexOf(photo.id);
            return (
              <li key={photo.id}>
                <label className="border-border has-[:checked]:border-accent grid cursor-pointer gap-1 rounded-xl border-2 p-2">
                  <img
                    src={photo.thumbnailUrl}
                    alt=""
                    loading="lazy"
                    className="bg-muted aspect-square w-full rounded-lg object-cover"
                  />
                  <span className="flex min-h-11 items-center gap-2">
                    <input
                      type="checkbox"
                      className="h-6 w-6 shrink-0"
                      checked={order >= 0}
                      onChange={() => toggle(photo.id)}
                    />
                    <span className="min-w-0 break-words">
                      {photo.caption ?? 'No caption'}
                      {inBook.has(photo.id) ? ' (in the book)' : ''}
                      {order >= 0 ? ` — ${order + 1}` : ''}
                    </span>
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      {pages > 1 ? (
        <p className="flex flex-wrap items-center gap-3">
          <Button variant="secondary" disabled={page === 1} onClick={() => setPage(page - 1)}>
            Newer photos
          </Button>
          <span>
            Photos page {page} of {pages}
          </span>
          <Button variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Older photos
          </Button>
        </p>
      ) : null}
      <p>
        <Button
          onClick={handleAdd}
          disabled={chosen.length === 0 || chosen.length > room || mutations.addPages.isPending}
        >
          <ImagePlus aria-hidden className="h-5 w-5" />
          {chosen.length === 1
            ? 'Add 1 photo to the book'
            : `Add ${chosen.length} photos to the book`}
        </Button>
      </p>
      {chosen.length > room ? (
        <p role="alert">
          The book has room for {room} more pages (at most {BOOK_PAGES_MAX}).
        </p>
      ) : null}
    </div>
  );
}

function TextPage({ mutations }: { mutations: Mutations }) {
  const [caption, setCaption] = useState('');
  const [error, setError] = useState<string>();
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!caption.trim()) {
      setError('Please write a few words for the page');
      return;
    }
    mutations.addPages.mutate([{ caption }], {
      onSuccess: () => {
        setCaption('');
        setError(undefined);
        toast({ title: 'Page added.' });
      },
      onError: (failure) => setError(describeError(failure) ?? 'Please try again.'),
    });
  };
  return (
    <form onSubmit={handleSubmit} className="grid gap-3" noValidate>
      <TextAreaField
        label="Words for a page without a photo"
        hint="For example: “Born in Porto in 1941, the youngest of five.”"
        value={caption}
        maxLength={PAGE_CAPTION_MAX}
        onChange={(event) => setCaption(event.target.value)}
        error={error}
      />
      <p>
        <Button type="submit" variant="secondary" disabled={mutations.addPages.isPending}>
          <Type aria-hidden className="h-5 w-5" />
          Add a page of words
        </Button>
      </p>
    </form>
  );
}

/** Making a memory book: its title and cover, its pages and their order, and printing it. */
export default function MemoryBookEditScreen() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { user } = useUser();
  const circleId = user?.circleId ?? null;
  const query = useQuery(bookQuery(circleId, id));
  const mutations = useBookMutations(circleId, id);
  const book = query.data?.book;
  const recordings = useQuery(recordingListQuery(circleId)).data?.recordings ?? [];

  const saveCaption = async (page: BookPage, caption: string) => {
    try {
      await mutations.changePage.mutateAsync({
        pageId: page.id,
        input: { caption },
      });
      toast({ title: 'Caption saved.' });
    } catch (error) {
      failed(error);
    }
  };
  // The saved words go along; words being typed stay in their box.
  const saveRecording = async (page: BookPage, recordingId: string | null) => {
    try {
      await mutations.changePage.mutateAsync({
        pageId: page.id,
        input: { caption: page.caption, recordingId },
      });
      toast({
        title: recordingId ? 'The recording goes with this page now.' : 'Recording taken off.',
      });
    } catch (error) {
      failed(error);
    }
  };

  return (
    <Page title={book?.title ?? 'Memory book'} lead={book?.dedication ?? undefined}>
      <p>
        <StandaloneLink to="/memory-support/books">
          <ArrowLeft aria-hidden className="h-5 w-5" />
          All memory books
        </StandaloneLink>
      </p>
      {query.isPending ? <p>Opening the book…</p> : null}
      {query.isError ? (
        <Notice title="We could not open this book">
          <p>{describeError(query.error) ?? 'Please try again.'}</p>
        </Notice>
      ) : null}
      {book ? (
        <>
          <div className="flex flex-wrap gap-3">
            <ButtonLink to={`/memory-support/books/${book.id}/view`}>
              <BookOpen aria-hidden className="h-5 w-5" />
              Look through the book
            </ButtonLink>
            {PDF_SIZES.map((size) => (
              <a
                key={size}
                className={buttonClass('secondary')}
                href={`/api/circle/memory-books/${book.id}/pdf?size=${size}`}
                download
              >
                <Download aria-hidden className="h-5 w-5" />
                PDF to print ({PDF_SIZE_LABELS[size]})
              </a>
            ))}
          </div>
          {book.canChange ? (
            <>
              <Section title="Cover">
                <BookDetails book={book} mutations={mutations} />
              </Section>
              <Section
                title={`Pages (${book.pages.length})`}
                intro="Drag a page by its number to move it, or use Move up and Move down. With a keyboard: focus the number, press Space, move with the arrow keys, and press Space again."
              >
                {book.pages.length === 0 ? (
                  <p>No pages yet. Add photos or a page of words below.</p>
                ) : (
                  <BookPagesEditor
                    pages={book.pages}
                    coverPhotoId={book.cover?.id ?? null}
                    isBusy={mutations.reorder.isPending}
                    onReorder={(pageIds) => mutations.reorder.mutate(pageIds, { onError: failed })}
                    onSaveCaption={saveCaption}
                    onSaveRecording={saveRecording}
                    recordings={recordings}
                    onRemove={(page) =>
                      mutations.removePage.mutate(page.id, {
                        onSuccess: () =>
                          toast({ title: 'Page removed. The photo stays in the library.' }),
                        onError: failed,
                      })
                    }
                    onUseAsCover={(page) =>
                      mutations.changeBook.mutate(
                        {
                          title: book.title,
                          dedication: book.dedication,
                          coverPhotoId: page.photo?.id ?? null,
                        },
                        {
                          onSuccess: () => toast({ title: 'Cover photo chosen.' }),
                          onError: failed,
                        },
                      )
                    }
                  />
                )}
              </Section>
              <Section title="Add photos">
                {circleId ? (
                  <PhotoPicker circleId={circleId} book={book} mutations={mutations} />
                ) : null}
              </Section>
              <Section title="Add a page of words">
                <TextPage mutations={mutations} />
              </Section>
              <Section title="Remove the book">
                <p>The photos stay in the family’s library.</p>
                <p>
                  <ConfirmDialog
                    trigger={
                      <Button variant="danger">
                        <Trash2 aria-hidden className="h-5 w-5" />
                        Remove this book
                      </Button>
                    }
                    title="Remove this memory book?"
                    description={
                      <p>
                        “{book.title}” and its {book.pages.length} pages will be gone for good. The
                        photos stay in the family’s library.
                      </p>
                    }
                    confirmLabel="Remove the book"
                    onConfirm={() =>
                      mutations.removeBook.mutate(undefined, {
                        onSuccess: () => void navigate('/memory-support/books'),
                        onError: failed,
                      })
                    }
                  />
                </p>
              </Section>
            </>
          ) : (
            <Section title={`Pages (${book.pages.length})`}>
              <p>
                {book.addedBy.name} made this book. Only they or a caregiver can change it; you can
                look through it and print it.
              </p>
            </Section>
          )}
        </>
      ) : null}
    </Page>
  );
}
