import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { BookHeart, ChevronLeft, ChevronRight, ExternalLink, Volume2 } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { GAME_IDS, GAME_TITLES, type GameId } from '../../../shared/activities';
import type { Photo } from '../../../shared/memory-photos';
import { eraOf, MUSIC_SERVICE_NAMES } from '../../../shared/music';
import { CATALOGUE } from '../../../shared/music-catalogue';
import { cn } from '../../lib/cn';
import { GAME_INVITATIONS } from '../games/describe.part';
import { BookFlipThrough } from './book-flip-through';
import { bookQuery, booksQuery } from './books.queries';
import { musicQuery } from './music.queries';
import { ChoiceButton, choiceClass } from './person-view';
import {
  peopleLine,
  photoWords,
  placeLine,
  type PlaylistSong,
  recordingsOfPhoto,
  viewPlaylist,
} from './person-view.logic';
import { PHOTO_SIZES, PhotoImage, sizesAtHeight } from './photo-image';
import { photoKeys, photoPage } from './photos.queries';
import { RecordingPlayer } from './recording-player';
import { usePageTurns } from './use-page-turns';
import { recordingListQuery } from './recordings.queries';

/** Calm words while something loads or is missing; never an error tone for the person. */
function Quiet({ children }: { children: string }) {
  return <p className="text-2xl">{children}</p>;
}

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
          alt={photo.caption ?? people ?? 'A family photo'}
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
          {recordings.map((recording) => (
            <div key={recording.id} className="grid gap-2">
              <p className="text-xl font-semibold break-words">{recording.title}</p>
              <RecordingPlayer
                src={recording.audioUrl}
                title={recording.title}
                knownDuration={recording.durationSeconds}
              />
            </div>
          ))}
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
// Music

/**
 * The playlist: the family's own songs (their recordings play here; nothing plays by itself and
 * Pause is always there), then songs from the person's younger years, which open in the family's
 * music service.
 */
export function MusicPart({ circleId }: { circleId: string }) {
  const music = useQuery(musicQuery(circleId));
  const { data: recordingData } = useQuery(recordingListQuery(circleId));
  const playlist = useMemo(() => {
    if (!music.data) return null;
    const { settings, birthYear, ownSongs, notes } = music.data;
    const era = eraOf({ birthYear, chosenFrom: settings.eraFrom });
    const songs = viewPlaylist({
      ownSongs,
      recordings: recordingData?.recordings ?? [],
      catalogue: CATALOGUE,
      era,
      service: settings.service,
      notes: new Map(notes.map((note) => [note.catalogueId, note.helped])),
    });
    return {
      eraYears: era.kind === 'unknown' ? null : era,
      service: MUSIC_SERVICE_NAMES[settings.service],
      own: songs.own,
      eraSongs: songs.era,
    };
  }, [music.data, recordingData]);

  if (music.isPending) return <Quiet>Finding the music…</Quiet>;
  if (music.isError || !playlist)
    return <Quiet>The music is not here just now. Please choose something else.</Quiet>;
  if (playlist.own.length === 0 && playlist.eraSongs.length === 0)
    return <Quiet>There is no music here yet.</Quiet>;

  return (
    <div className="grid gap-8">
      {playlist.own.length > 0 ? (
        <section aria-labelledby="view-own-songs" className="grid gap-4">
          <h2 id="view-own-songs" className="text-3xl font-bold">
            The family’s songs
          </h2>
          <ul className="grid gap-4">
            {playlist.own.map((song) => (
              <Song key={song.key} song={song} service={playlist.service} />
            ))}
          </ul>
        </section>
      ) : null}
      {playlist.eraYears && playlist.eraSongs.length > 0 ? (
        <section aria-labelledby="view-era-songs" className="grid gap-4">
          <h2 id="view-era-songs" className="text-3xl font-bold">
            {`Songs from ${playlist.eraYears.from} to ${playlist.eraYears.to}`}
          </h2>
          <ul className="grid gap-4">
            {playlist.eraSongs.map((song) => (
              <Song key={song.key} song={song} service={playlist.service} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

function Song({ song, service }: { song: PlaylistSong; service: string }) {
  return (
    <li className="border-border grid gap-3 rounded-2xl border-2 p-4">
      <p className="grid gap-1">
        <span className="text-2xl font-bold break-words">{song.title}</span>
        {song.byline ? <span className="text-xl break-words">{song.byline}</span> : null}
      </p>
      {song.recording ? (
        <RecordingPlayer
          src={song.recording.audioUrl}
          title={song.title}
          knownDuration={song.recording.durationSeconds}
        />
      ) : song.href ? (
        <a
          href={song.href}
          target="_blank"
          rel="noopener noreferrer"
          className={cn(choiceClass, 'min-h-16 justify-self-start text-xl')}
        >
          <ExternalLink aria-hidden className="size-7" />
          {song.searches ? `Play in ${service}` : 'Play'}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : null}
    </li>
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
