import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { BookHeart, ChevronLeft, ChevronRight, Volume2 } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { GAME_IDS, GAME_TITLES, type GameId } from '../../../shared/activities';
import type { Photo } from '../../../shared/memory-photos';
import { cn } from '../../lib/cn';
import { GAME_INVITATIONS } from '../games/describe.part';
import { BookFlipThrough } from './book-flip-through';
import { bookQuery, booksQuery } from './books.queries';
import { ChoiceButton, choiceClass } from './person-view';
import { Quiet, Track, ViewPlayer } from './person-view-music';
import { peopleLine, photoWords, placeLine, recordingsOfPhoto } from './person-view.logic';
import { PHOTO_SIZES, PhotoImage, sizesAtHeight } from './photo-image';
import { photoKeys, photoPage } from './photos.queries';
import { usePageTurns } from './use-page-turns';
import { recordingListQuery } from './recordings.queries';
import { photoName } from '../../../shared/memory-photos-basics';

// ---------------------------------------------------------------------------------------------
// Photos

/**
 * The circle's photos one at a time, newest first: the photo as large as fits, its caption, who
 * is in it and where, "Read aloud", and the recordings that tell its story. Previous and Next
 * (and the arrow keys and a swipe) turn; after the last photo comes the first again.
 */
export function PhotosPart({
  circleId,
  canSpeak,
  speak,
  onPhoto,
}: {
  circleId: string;
  canSpeak: boolean;
  speak: (text: string) => void;
  onPhoto: (photo: Photo | null) => void;
}) {
  const photos = useInfiniteQuery({
    queryKey: [...photoKeys.all(circleId), 'person-view'],
    queryFn: ({ pageParam }) => photoPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page * last.pageSize < last.total ? last.page + 1 : undefined,
  });
  const { data: recordingData } = useQuery(recordingListQuery(circleId));
  const list = useMemo(
    () => photos.data?.pages.flatMap((page) => page.photos) ?? [],
    [photos.data],
  );
  const total = photos.data?.pages[0]?.total ?? 0;
  const [index, setIndex] = useState(0);
  const at = list.length === 0 ? 0 : Math.min(index, list.length - 1);
  const photo = list[at] ?? null;

  useEffect(() => {
    onPhoto(photo);
  }, [photo, onPhoto]);

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = photos;
  // The next page comes before it is needed: two photos ahead of the end.
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && at >= list.length - 2) void fetchNextPage();
  }, [at, list.length, hasNextPage, isFetchingNextPage, fetchNextPage]);

  const go = (step: number) => {
    if (list.length === 0) return;
    setIndex((current) => {
      const next = current + step;
      if (next < 0) return hasNextPage ? 0 : list.length - 1;
      if (next >= list.length) return hasNextPage ? current : 0;
      return next;
    });
  };

  const { onTouchStart, onTouchEnd } = usePageTurns(go);

  if (photos.isPending) return <Quiet>Finding the photos…</Quiet>;
  if (photos.isError)
    return <Quiet>The photos are not here just now. Please choose something else.</Quiet>;
  if (!photo) return <Quiet>There are no photos here yet.</Quiet>;

  const people = peopleLine(photo.people);
  const where = placeLine(photo);
  const words = photoWords(photo);
  const recordings = recordingsOfPhoto(recordingData?.recordings ?? [], photo.id);
  const several = list.length > 1;

  return (
    <div className="grid gap-5" onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {`Photo ${at + 1} of ${total}${photo.caption ? `: ${photo.caption}` : ''}`}
      </p>
      <figure className="grid justify-items-center gap-4">
        <PhotoImage
          key={photo.id}
          photo={photo}
          sizes={PHOTO_SIZES.wide}
          alt={photoName(photo)}
          className="bg-muted h-auto max-h-[60vh] w-full max-w-full rounded-xl object-contain"
        />
        <figcaption className="grid w-full gap-2 text-center">
          {photo.caption ? (
            <span className="text-3xl leading-snug font-bold break-words">{photo.caption}</span>
          ) : null}
          {people ? <span className="text-2xl break-words">{people}</span> : null}
          {where ? <span className="text-xl break-words">{where}</span> : null}
        </figcaption>
      </figure>
      {photo.story ? (
        <p className="mx-auto max-w-3xl text-xl leading-relaxed break-words">{photo.story}</p>
      ) : null}

      <div className="flex flex-wrap justify-center gap-4">
        {several ? (
          <button type="button" onClick={() => go(-1)} className={cn(choiceClass, 'min-h-20')}>
            <ChevronLeft aria-hidden className="size-9" />
            Previous
          </button>
        ) : null}
        {canSpeak && words ? (
          <button
            type="button"
            onClick={() => speak(words)}
            className={cn(choiceClass, 'min-h-20')}
          >
            <Volume2 aria-hidden className="size-9" />
            Read aloud
          </button>
        ) : null}
        {several ? (
          <button type="button" onClick={() => go(1)} className={cn(choiceClass, 'min-h-20')}>
            Next
            <ChevronRight aria-hidden className="size-9" />
          </button>
        ) : null}
      </div>

      {recordings.length > 0 ? (
        <section aria-labelledby="photo-voices" className="mx-auto grid w-full max-w-3xl gap-3">
          <h2 id="photo-voices" className="text-2xl font-bold">
            Listen
          </h2>
          <ul className="grid gap-4">
            {recordings.map((recording) => (
              <Track key={recording.id} name={recording.title} byline={null}>
                <ViewPlayer src={recording.audioUrl} name={recording.title} />
              </Track>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

// ---------------------------------------------------------------------------------------------
// Memory books

/** The circle's memory books as large covers; one opens in the flip-through. */
export function BooksPart({ circleId }: { circleId: string }) {
  const books = useQuery(booksQuery(circleId));
  const [openId, setOpenId] = useState<string | null>(null);
  const shown = (books.data?.books ?? []).filter((book) => book.pageCount > 0 || book.cover);

  if (openId) return <OpenBook circleId={circleId} id={openId} onClose={() => setOpenId(null)} />;
  if (books.isPending) return <Quiet>Finding the memory books…</Quiet>;
  if (books.isError)
    return <Quiet>The memory books are not here just now. Please choose something else.</Quiet>;
  if (shown.length === 0) return <Quiet>There are no memory books here yet.</Quiet>;
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {shown.map((book) => (
        <li key={book.id}>
          <ChoiceButton onClick={() => setOpenId(book.id)} className="w-full flex-col">
            {book.cover ? (
              <PhotoImage
                photo={book.cover}
                sizes={sizesAtHeight(book.cover, 160)}
                alt=""
                className="bg-muted h-40 w-auto max-w-full rounded-lg object-contain"
              />
            ) : (
              <BookHeart aria-hidden className="size-12" />
            )}
            <span className="break-words">{book.title}</span>
          </ChoiceButton>
        </li>
      ))}
    </ul>
  );
}

function OpenBook({
  circleId,
  id,
  onClose,
}: {
  circleId: string;
  id: string;
  onClose: () => void;
}) {
  const book = useQuery(bookQuery(circleId, id));
  return (
    <div className="grid gap-4">
      <p>
        <button type="button" onClick={onClose} className={cn(choiceClass, 'min-h-16 text-xl')}>
          <BookHeart aria-hidden className="size-7" />
          All the memory books
        </button>
      </p>
      {book.isPending ? <Quiet>Opening the book…</Quiet> : null}
      {book.isError ? <Quiet>This book is not here just now. Please choose another.</Quiet> : null}
      {book.data ? <BookFlipThrough book={book.data.book} /> : null}
    </div>
  );
}

// ---------------------------------------------------------------------------------------------
// Games

/** The four games as large choices; one fills the view until its Finish. */
export function GamesPart({ onPlay }: { onPlay: (game: GameId) => void }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {GAME_IDS.map((game) => (
        <li key={game}>
          <ChoiceButton onClick={() => onPlay(game)} className="min-h-32 w-full flex-col gap-2">
            <span className="text-3xl">{GAME_TITLES[game]}</span>
            <span className="text-lg font-normal">{GAME_INVITATIONS[game]}</span>
          </ChoiceButton>
        </li>
      ))}
    </ul>
  );
}
