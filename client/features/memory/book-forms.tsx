import { Type } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import {
  type Book,
  BOOK_DEDICATION_MAX,
  BOOK_TITLE_MAX,
  PAGE_CAPTION_MAX,
} from '../../../shared/memory-books';
import { memoryBooksApi } from '../../../shared/memory-books.contract';
import { Button } from '../../components/ui/button';
import { FormAlert, TextAreaField, TextField } from '../../components/ui/form-field';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { useContractForm } from '../../lib/use-contract-form';
import type { BookMutations } from './books.queries';

export const failed = (error: unknown) =>
  toast({ title: describeError(error) ?? 'Please try again.' });

/** The book's title and dedication, and its cover photo (chosen on a page, taken off here). */
export function BookDetails({ book, mutations }: { book: Book; mutations: BookMutations }) {
  const {
    register,
    submit,
    reset,
    formState: { errors },
  } = useContractForm(memoryBooksApi.change, {
    defaultValues: {
      title: book.title,
      dedication: book.dedication ?? '',
      coverPhotoId: book.cover?.id ?? null,
    },
  });
  // Saved elsewhere (another tab, a cover change): show what is saved now.
  useEffect(() => {
    reset({ title: book.title, dedication: book.dedication ?? '' });
  }, [book.title, book.dedication, reset]);

  const handleSubmit = submit(async (input) => {
    // The cover as it is now, which may have changed since the form opened.
    await mutations.changeBook.mutateAsync({ ...input, coverPhotoId: book.cover?.id ?? null });
    toast({ title: 'Book details saved.' });
  });
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
        maxLength={BOOK_TITLE_MAX}
        error={errors.title?.message}
        required
        {...register('title')}
      />
      <TextField
        label="Subtitle or dedication (optional)"
        maxLength={BOOK_DEDICATION_MAX}
        error={errors.dedication?.message}
        {...register('dedication')}
      />
      <FormAlert message={errors.root?.message} />
      <p>
        <Button type="submit" disabled={mutations.changeBook.isPending}>
          Save title and dedication
        </Button>
      </p>
    </form>
  );
}

/** A page of words only, added at the end. */
export function TextPage({ mutations }: { mutations: BookMutations }) {
  const [caption, setCaption] = useState('');
  const [error, setError] = useState<string>();
  // What the server refused (or a lost connection): the form's alert, below its field.
  const [refusal, setRefusal] = useState<string>();
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!caption.trim()) {
      setError('Please write a few words for the page');
      return;
    }
    setError(undefined);
    setRefusal(undefined);
    mutations.addPages.mutate([{ caption }], {
      onSuccess: () => {
        setCaption('');
        setError(undefined);
        toast({ title: 'Page added.' });
      },
      onError: (failure) => setRefusal(describeError(failure) ?? 'Please try again.'),
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
      <FormAlert message={refusal} />
      <p>
        <Button type="submit" variant="secondary" disabled={mutations.addPages.isPending}>
          <Type aria-hidden className="h-5 w-5" />
          Add a page of words
        </Button>
      </p>
    </form>
  );
}
