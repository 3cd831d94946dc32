import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { type Book, visiblePages } from '../../../shared/memory-books';
import { PHOTO_SIZES, PhotoImage } from './photo-image';
import { RecordingPlayer } from './recording-player';
import { usePageTurns } from './use-page-turns';

const arrowClass =
  'inline-flex min-h-16 min-w-16 items-center justify-center gap-2 rounded-2xl border-2 border-accent bg-bg px-4 text-xl font-bold text-fg hover:bg-muted disabled:cursor-not-allowed disabled:opacity-50';

/**
 * A memory book one page at a time: the cover, then each page's photo as large as fits and its
 * caption in large type. Big Previous and Next buttons, the arrow keys and a swipe turn pages.
 * A page's recording has its player below the words; it plays only when someone presses Play, and
 * stops when the page turns. Nothing moves by itself: no timers, no autoplay, no animation, so
 * nothing flashes. Made for
 * sitting together with the person living with dementia, and for their own full-screen view.
 */
export function BookFlipThrough({
  book,
}: {
  book: Pick<Book, 'title' | 'dedication' | 'cover' | 'pages'>;
}) {
  const pages = visiblePages(book.pages);
  const [index, setIndex] = useState(0); // 0 is the cover
  const last = pages.length;
  const at = Math.min(index, last);

  const go = (step: number) => setIndex((current) => Math.max(0, Math.min(last, current + step)));
  const { onTouchStart, onTouchEnd } = usePageTurns(go);

  const page = at > 0 ? pages[at - 1] : undefined;
  const position = at === 0 ? 'Cover' : `Page ${at} of ${last}`;
  const photo = page ? page.photo : book.cover;

  return (
    <div className="grid gap-4" onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
      <p className="text-center text-xl font-semibold" aria-live="polite" aria-atomic="true">
        {position}
      </p>
      <figure className="grid min-h-[50vh] content-center justify-items-center gap-4">
        {at === 0 ? (
          <h2 className="text-center text-4xl leading-tight font-bold break-words">{book.title}</h2>
        ) : null}
        {photo ? (
          <PhotoImage
            key={photo.id}
            photo={photo}
            sizes={PHOTO_SIZES.wide}
            alt={page?.caption ?? (at === 0 ? `The cover of ${book.title}` : 'A family photo')}
            className="bg-muted h-auto max-h-[60vh] w-full max-w-full rounded-xl object-contain"
          />
        ) : null}
        {at === 0 && book.dedication ? (
          <figcaption className="text-center text-2xl leading-snug break-words">
            {book.dedication}
          </figcaption>
        ) : null}
        {page?.caption ? (
          <figcaption className="text-center text-3xl leading-snug font-semibold break-words">
            {page.caption}
          </figcaption>
        ) : null}
        {page?.recording ? (
          <RecordingPlayer
            key={page.id}
            src={page.recording.audioUrl}
            title={page.recording.title}
            knownDuration={page.recording.durationSeconds}
            className="w-full max-w-xl"
          />
        ) : null}
        {at === 0 && last === 0 ? (
          <p className="text-center text-xl">This book has no pages yet.</p>
        ) : null}
      </figure>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <button type="button" className={arrowClass} onClick={() => go(-1)} disabled={at === 0}>
          <ChevronLeft aria-hidden className="h-10 w-10" />
          Previous
        </button>
        {at === last && last > 0 ? (
          <button type="button" className={arrowClass} onClick={() => setIndex(0)}>
            Start again
          </button>
        ) : null}
        <button type="button" className={arrowClass} onClick={() => go(1)} disabled={at === last}>
          Next
          <ChevronRight aria-hidden className="h-10 w-10" />
        </button>
      </div>
    </div>
  );
}
