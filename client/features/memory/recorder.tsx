import { Mic, Square } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { formatDuration, RECORDING_MAX_SECONDS } from '../../../shared/memory-recordings';
import { Button } from '../../components/ui/button';

/** Opus in WebM where the browser records it (Chrome, Firefox, Edge), else AAC in MP4 (Safari). */
function pickRecorderType(): string | undefined {
  if (typeof MediaRecorder === 'undefined') return undefined;
  return [
    'audio/webm;codecs=opus',
    'audio/webm',
    'audio/mp4;codecs=mp4a.40.2',
    'audio/mp4',
    'audio/ogg;codecs=opus',
  ].find((type) => MediaRecorder.isTypeSupported(type));
}

const extensionOf = (type: string) =>
  type.includes('mp4') ? 'm4a' : type.includes('ogg') ? 'ogg' : 'webm';

export interface PendingAudio {
  blob: Blob;
  filename: string;
  url: string;
  /** Seconds measured while recording; none for a chosen file. */
  recordedSeconds?: number;
}

/** Records in the browser, up to ten minutes, with a clock; hands over what was recorded. */
export function Recorder({ onRecorded }: { onRecorded: (audio: PendingAudio) => void }) {
  const [state, setState] = useState<'idle' | 'starting' | 'recording'>('idle');
  const [elapsed, setElapsed] = useState(0);
  const [error, setError] = useState<string>();
  const recorder = useRef<MediaRecorder | null>(null);
  const startedAt = useRef(0);
  const timer = useRef<number | undefined>(undefined);
  const supported = typeof window !== 'undefined' && Boolean(pickRecorderType());

  useEffect(
    () => () => {
      window.clearInterval(timer.current);
      if (recorder.current?.state === 'recording') recorder.current.stop();
    },
    [],
  );

  const stop = () => {
    window.clearInterval(timer.current);
    if (recorder.current?.state === 'recording') recorder.current.stop();
  };

  const start = async () => {
    setError(undefined);
    setState('starting');
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      const mimeType = pickRecorderType();
      const media = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
      const chunks: Blob[] = [];
      media.ondataavailable = (event) => {
        if (event.data.size) chunks.push(event.data);
      };
      media.onstop = () => {
        for (const track of stream.getTracks()) track.stop();
        const seconds = (performance.now() - startedAt.current) / 1000;
        const type = media.mimeType || mimeType || 'audio/webm';
        const blob = new Blob(chunks, { type });
        setState('idle');
        setElapsed(0);
        if (!blob.size) {
          setError('Nothing was recorded. Please check the microphone and try again.');
          return;
        }
        onRecorded({
          blob,
          filename: `recording.${extensionOf(type)}`,
          url: URL.createObjectURL(blob),
          recordedSeconds: Math.min(seconds, RECORDING_MAX_SECONDS),
        });
      };
      recorder.current = media;
      startedAt.current = performance.now();
      media.start(1000);
      setState('recording');
      timer.current = window.setInterval(() => {
        const seconds = (performance.now() - startedAt.current) / 1000;
        setElapsed(seconds);
        // Recordings are at most ten minutes: stop on time, keeping what was said.
        if (seconds >= RECORDING_MAX_SECONDS) stop();
      }, 250);
    } catch {
      setState('idle');
      setError(
        'Kinwell could not use the microphone. Please allow it in your browser’s settings, or upload a recording instead.',
      );
    }
  };

  if (!supported) {
    return (
      <p>
        This browser cannot record here. You can record on your phone’s voice memo app and upload
        the file below.
      </p>
    );
  }
  return (
    <div className="grid gap-3">
      {state === 'recording' ? (
        <>
          <p className="text-2xl font-bold tabular-nums" role="timer" aria-live="off">
            Recording… {formatDuration(elapsed)}
            <span className="text-fg-muted text-lg font-normal"> of 10:00 at most</span>
          </p>
          <Button variant="danger" className="min-h-16 w-full text-xl sm:w-auto" onClick={stop}>
            <Square aria-hidden className="h-7 w-7" />
            Stop recording
          </Button>
        </>
      ) : (
        <Button
          className="min-h-16 w-full text-xl sm:w-auto"
          onClick={() => void start()}
          disabled={state === 'starting'}
        >
          <Mic aria-hidden className="h-7 w-7" />
          Start recording
        </Button>
      )}
      {error ? (
        <p role="alert" className="text-danger font-semibold">
          {error}
        </p>
      ) : null}
    </div>
  );
}
