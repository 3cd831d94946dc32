import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, BookOpen, Download, Trash2 } from 'lucide-react';
import { useNavigate, useParams } from 'react-router';
import { endpointUrl } from '../../../shared/api-contract';
import { type BookPage, PDF_SIZE_LABELS, PDF_SIZES } from '../../../shared/memory-books';
import { memoryBookFileRoutes } from '../../../shared/memory-books.endpoints';
import { StandaloneLink } from '../../components/links';
import { Notice } from '../../components/notice';
import { Section } from '../../components/section';
import { Button, ButtonLink, buttonClass } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Page } from '../../components/ui/page';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { useUser } from '../auth/auth.queries';
import { BookDetails, failed, TextPage } from './book-forms';
import { BookPagesEditor } from './book-pages-editor';
import { PhotoPicker } from './book-photo-picker';
import { bookQuery, useBookMutations } from './books.queries';
import { recordingListQuery } from './recordings.queries';

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
                href={endpointUrl(memoryBookFileRoutes.pdf, { id: book.id }, { size })}
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
