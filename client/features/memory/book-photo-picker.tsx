import { useQuery } from '@tanstack/react-query';
import { ImagePlus } from 'lucide-react';
import { useState } from 'react';
import { type Book, BOOK_PAGES_MAX } from '../../../shared/memory-books';
import { StandaloneLink } from '../../components/links';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { failed } from './book-forms';
import type { BookMutations } from './books.queries';
import { photoListQuery } from './photos.queries';
import { photoNames } from '../../../shared/memory-photos-basics';

/** Choose photos from the family's library; each becomes a page with the photo's caption. */
export function PhotoPicker({
  circleId,
  book,
  mutations,
}: {
  circleId: string;
  book: Book;
  mutations: BookMutations;
}) {
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<string[]>([]);
  const photos = useQuery(photoListQuery(circleId, { sort: 'newest', page }));
  const list = photos.data?.photos ?? [];
  const names = photoNames(list);
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
          {list.map((photo, index) => {
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
                      {names[index]}
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
