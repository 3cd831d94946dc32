import { useQuery } from '@tanstack/react-query';
import { Pause, Play } from 'lucide-react';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import { musicQuery } from './music.queries';
import { choiceClass } from './person-view';
import { type ViewTrack, viewMusic } from './person-view.logic';
import { recordingListQuery } from './recordings.queries';

/** Calm words while something loads or is missing; never an error tone for the person. */
export function Quiet({ children }: { children: string }) {
  return <p className="text-2xl">{children}</p>;
}

/**
 * One large Play that turns into Pause: the whole player for the person (decision 081). No seek
 * bar, speed or skipping to get wrong; nothing plays by itself, and starting one stops any other
 * in the view, so only one voice is heard at a time. A recording that cannot be played says so
 * calmly in place of the button.
 */
export function ViewPlayer({ src, name }: { src: string; name: string }) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const [isPlaying, setPlaying] = useState(false);
  const [isMissing, setMissing] = useState(false);

  const toggle = () => {
    const audio = audioRef.current;
    if (!audio) return;
    if (!audio.paused) {
      audio.pause();
      return;
    }
    for (const other of document.querySelectorAll('audio')) if (other !== audio) other.pause();
    void audio.play().catch(() => setPlaying(false));
  };

  if (isMissing) return <p className="text-xl">This one cannot be played just now.</p>;
  return (
    <>
      <audio
        ref={audioRef}
        src={src}
        preload="none"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onError={() => setMissing(true)}
      />
      <button
        type="button"
        onClick={toggle}
        aria-label={`${isPlaying ? 'Pause' : 'Play'} ${name}`}
        className={cn(choiceClass, 'min-h-20 w-full sm:w-auto sm:justify-self-start')}
      >
        {isPlaying ? (
          <Pause aria-hidden className="size-9" />
        ) : (
          <Play aria-hidden className="size-9" />
        )}
        {isPlaying ? 'Pause' : 'Play'}
      </button>
    </>
  );
}

/**
 * The view's music (decision 081): the family's own songs they recorded, then the family's other
 * recordings, each with its one large Play. Everything plays inside the view; songs that are only
 * a link to a music service open from the family's music page, never from here.
 */
export function MusicPart({ circleId }: { circleId: string }) {
  const music = useQuery(musicQuery(circleId));
  const recordings = useQuery(recordingListQuery(circleId));
  const tracks = useMemo(
    () =>
      music.data && recordings.data
        ? viewMusic({ ownSongs: music.data.ownSongs, recordings: recordings.data.recordings })
        : null,
    [music.data, recordings.data],
  );

  if (music.isPending || recordings.isPending) return <Quiet>Finding the music…</Quiet>;
  if (!tracks) return <Quiet>The music is not here just now. Please choose something else.</Quiet>;
  if (tracks.songs.length === 0 && tracks.voices.length === 0)
    return <Quiet>There is no music here yet.</Quiet>;

  return (
    <div className="grid gap-8">
      <Tracks id="view-own-songs" title="The family’s songs" tracks={tracks.songs} />
      <Tracks id="view-voices" title="Family voices" tracks={tracks.voices} />
    </div>
  );
}

function Tracks({ id, title, tracks }: { id: string; title: string; tracks: ViewTrack[] }) {
  if (tracks.length === 0) return null;
  return (
    <section aria-labelledby={id} className="grid gap-4">
      <h2 id={id} className="text-3xl font-bold">
        {title}
      </h2>
      <ul className="grid gap-4">
        {tracks.map((track) => (
          <Track key={track.key} name={track.name} byline={track.byline}>
            <ViewPlayer src={track.recording.audioUrl} name={track.name} />
          </Track>
        ))}
      </ul>
    </section>
  );
}

/** A recording's card: its name large, a line under it, and its player. */
export function Track({
  name,
  byline,
  children,
}: {
  name: string;
  byline: string | null;
  children: ReactNode;
}) {
  return (
    <li className="border-border grid gap-3 rounded-2xl border-2 p-4">
      <p className="grid gap-1">
        <span className="text-2xl font-bold break-words">{name}</span>
        {byline ? <span className="text-xl break-words">{byline}</span> : null}
      </p>
      {children}
    </li>
  );
}
