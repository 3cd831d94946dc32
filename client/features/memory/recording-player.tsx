import { Pause, Play, RotateCcw, RotateCw } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { formatDuration } from '../../../shared/memory-recordings';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';

export const PLAYBACK_SPEEDS = [0.75, 1, 1.25] as const;

/**
 * A recording's player with large controls: play and pause, a seek bar, back and forward ten
 * seconds, and the speed. The audio element loads only what it plays; the server answers byte
 * ranges, so seeking does not download the whole file.
 */
export function RecordingPlayer({
  src,
  title,
  knownDuration,
  className,
}: {
  src: string;
  title: string;
  /** The length the server read, shown until the browser knows it (WebM often does not). */
  knownDuration: number;
  className?: string;
}) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const seekId = useId();
  const [isPlaying, setPlaying] = useState(false);
  const [position, setPosition] = useState(0);
  const [duration, setDuration] = useState(knownDuration);
  const [speed, setSpeed] = useState<number>(1);

  useEffect(() => {
    if (audioRef.current) audioRef.current.playbackRate = speed;
  }, [speed]);

  const toggle = () => {
    const audio = audioRef.current;
    if (!audio) return;
    if (audio.paused) void audio.play().catch(() => setPlaying(false));
    else audio.pause();
  };
  const seekTo = (seconds: number) => {
    const audio = audioRef.current;
    if (!audio) return;
    const target = Math.min(Math.max(0, seconds), duration || knownDuration);
    audio.currentTime = target;
    setPosition(target);
  };

  return (
    <div
      className={cn('border-border grid gap-3 rounded-xl border-2 p-3', className)}
      role="group"
      aria-label={`Player: ${title}`}
    >
      <audio
        ref={audioRef}
        src={src}
        preload="metadata"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onTimeUpdate={(e) => setPosition(e.currentTarget.currentTime)}
        onLoadedMetadata={(e) => {
          const d = e.currentTarget.duration;
          if (Number.isFinite(d) && d > 0) setDuration(d);
          e.currentTarget.playbackRate = speed;
        }}
        onDurationChange={(e) => {
          const d = e.currentTarget.duration;
          if (Number.isFinite(d) && d > 0) setDuration(d);
        }}
      />
      <div className="flex flex-wrap items-center gap-2">
        <Button
          className="min-h-16 min-w-16 text-lg"
          onClick={toggle}
          aria-label={isPlaying ? `Pause ${title}` : `Play ${title}`}
        >
          {isPlaying ? (
            <Pause aria-hidden className="h-7 w-7" />
          ) : (
            <Play aria-hidden className="h-7 w-7" />
          )}
          {isPlaying ? 'Pause' : 'Play'}
        </Button>
        <Button
          variant="secondary"
          className="min-h-14"
          onClick={() => seekTo(position - 10)}
          aria-label="Back 10 seconds"
        >
          <RotateCcw aria-hidden className="h-5 w-5" />
          10 s
        </Button>
        <Button
          variant="secondary"
          className="min-h-14"
          onClick={() => seekTo(position + 10)}
          aria-label="Forward 10 seconds"
        >
          <RotateCw aria-hidden className="h-5 w-5" />
          10 s
        </Button>
      </div>
      <div className="grid gap-1">
        <label htmlFor={seekId} className="sr-only">
          Position in {title}
        </label>
        <input
          id={seekId}
          type="range"
          min={0}
          max={Math.max(1, Math.round(duration))}
          step={1}
          value={Math.round(position)}
          onChange={(e) => seekTo(Number(e.target.value))}
          aria-valuetext={`${formatDuration(position)} of ${formatDuration(duration)}`}
          className="accent-accent h-11 w-full"
        />
        <p className="text-base tabular-nums" aria-hidden>
          {formatDuration(position)} / {formatDuration(duration)}
        </p>
      </div>
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="mb-1 text-base font-semibold">Speed</legend>
        {PLAYBACK_SPEEDS.map((s) => (
          <Button
            key={s}
            variant={speed === s ? 'primary' : 'secondary'}
            aria-pressed={speed === s}
            onClick={() => setSpeed(s)}
          >
            {s}×
          </Button>
        ))}
      </fieldset>
    </div>
  );
}
