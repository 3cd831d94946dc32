import { useQuery } from '@tanstack/react-query';
import { Mic, RotateCcw, Square, Trash2, Upload } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  formatDuration,
  type Recording,
  RECORDING_ACCEPT,
  RECORDING_MAX_SECONDS,
  RECORDING_UNDO_DAYS,
} from '../../../shared/memory-recordings';
import { StandaloneLink } from '../../components/links';
import { Notice } from '../../components/notice';
import { Section } from '../../components/section';
import { Button } from '../../components/ui/button';
import { SelectField, TextAreaField, TextField } from '../../components/ui/form-field';
import { Page } from '../../components/ui/page';
import { toast } from '../../components/ui/use-toast';
import { useUser } from '../../features/auth/auth.queries';
import { NoCircleNotice } from '../../features/circles/join-circle';
import { musicQuery } from '../../features/memory/music.queries';
import { photoListQuery } from '../../features/memory/photos.queries';
import { DeleteForGood, useFocusAfterDeleting } from '../../features/memory/delete-for-good';
import { RecordingPlayer } from '../../features/memory/recording-player';
import {
  recordingListQuery,
  removedRecordingsQuery,
  uploadRecording,
  useRecordingMutations,
  useRecordingsLive,
} from '../../features/memory/recordings.queries';
import { StorageUsage } from '../../features/memory/storage-usage';
import { useRefreshStorage } from '../../features/memory/storage.queries';
import { describeError } from '../../lib/api';

type Mutations = ReturnType<typeof useRecordingMutations>;

const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

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

interface PendingAudio {
  blob: Blob;
  filename: string;
  url: string;
  /** Seconds measured while recording; none for a chosen file. */
  recordedSeconds?: number;
}

// ---------------------------------------------------------------------------------------------
// Recording in the browser

function Recorder({ onRecorded }: { onRecorded: (audio: PendingAudio) => void }) {
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

// ---------------------------------------------------------------------------------------------
// Saving: listen first, then a title, the photo or song it belongs to, and a transcript

function SaveRecording({
  audio,
  circleId,
  initialSongId,
  onDone,
}: {
  audio: PendingAudio;
  circleId: string;
  initialSongId: string;
  onDone: (saved: boolean) => void;
}) {
  const photos = useQuery(photoListQuery(circleId, { sort: 'newest' }));
  const music = useQuery(musicQuery(circleId));
  const [title, setTitle] = useState('');
  const [photoId, setPhotoId] = useState('');
  const [songId, setSongId] = useState(initialSongId);
  const [transcript, setTranscript] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string>();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const refreshStorage = useRefreshStorage(circleId);
  useEffect(() => headingRef.current?.focus(), []);

  const save = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    setProgress(0);
    const fields: Record<string, string> = { title, photoId, songId, transcript };
    if (audio.recordedSeconds !== undefined)
      fields.recordedSeconds = audio.recordedSeconds.toFixed(1);
    uploadRecording(audio.blob, audio.filename, fields, setProgress)
      .then(() => {
        toast({ title: 'Recording saved.' });
        onDone(true);
      })
      .catch((e: unknown) => {
        setProgress(null);
        setError(describeError(e) ?? 'Please try again.');
        void refreshStorage();
      });
  };

  return (
    <form onSubmit={save} className="border-border grid gap-4 rounded-xl border-2 p-4">
      <h3 ref={headingRef} tabIndex={-1} className="text-xl font-bold">
        Listen, then save
      </h3>
      {/* The browser's own player, to check the recording before it is shared. */}
      <audio controls src={audio.url} className="w-full" aria-label="The new recording" />
      <TextField
        label="Title"
        hint="Like “Grandpa tells the story of the lake”."
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        maxLength={120}
        required
      />
      <SelectField
        label="The photo it belongs to (optional)"
        value={photoId}
        onChange={(e) => setPhotoId(e.target.value)}
      >
        <option value="">No photo</option>
        {photos.data?.photos.map((photo) => (
          <option key={photo.id} value={photo.id}>
            {photo.caption ?? `Photo added by ${photo.addedBy.name} on ${longDate(photo.addedAt)}`}
          </option>
        ))}
      </SelectField>
      {music.data?.ownSongs.length ? (
        <SelectField
          label="The family song it is (optional)"
          value={songId}
          onChange={(e) => setSongId(e.target.value)}
        >
          <option value="">Not a song</option>
          {music.data.ownSongs.map((song) => (
            <option key={song.id} value={song.id}>
              {song.title} — {song.artist}
            </option>
          ))}
        </SelectField>
      ) : null}
      <TextAreaField
        label="What is said (optional)"
        hint="Typing it out helps anyone who cannot hear it well."
        value={transcript}
        onChange={(e) => setTranscript(e.target.value)}
        rows={4}
      />
      {error ? (
        <p role="alert" className="text-danger font-semibold">
          {error}
        </p>
      ) : null}
      {progress !== null ? <p aria-live="polite">Saving… {Math.round(progress * 100)}%</p> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={progress !== null}>
          Save the recording
        </Button>
        <Button variant="ghost" onClick={() => onDone(false)} disabled={progress !== null}>
          Discard
        </Button>
      </div>
    </form>
  );
}

function AddRecording({ circleId }: { circleId: string }) {
  const [searchParams] = useSearchParams();
  const [audio, setAudio] = useState<PendingAudio | null>(null);
  const inputId = useId();
  const mutations = useRecordingMutations(circleId);
  useEffect(() => () => (audio ? URL.revokeObjectURL(audio.url) : undefined), [audio]);

  if (audio) {
    return (
      <SaveRecording
        audio={audio}
        circleId={circleId}
        initialSongId={searchParams.get('song') ?? ''}
        onDone={(saved) => {
          setAudio(null);
          if (saved) void mutations.refresh();
        }}
      />
    );
  }
  return (
    <div className="grid gap-4">
      <Recorder onRecorded={setAudio} />
      <div className="grid gap-2">
        <label htmlFor={inputId} className="text-lg font-semibold">
          Or upload a recording
        </label>
        <p className="text-fg-muted" id={`${inputId}-hint`}>
          MP3, M4A, OGG, WAV or WebM, up to 10 minutes and 25 MB.
        </p>
        <div className="flex">
          <label
            htmlFor={inputId}
            className="border-accent hover:bg-muted inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border-2 px-5 py-2 font-semibold"
          >
            <Upload aria-hidden className="h-5 w-5" />
            Choose an audio file
          </label>
        </div>
        <input
          id={inputId}
          type="file"
          accept={RECORDING_ACCEPT}
          aria-describedby={`${inputId}-hint`}
          className="sr-only"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) setAudio({ blob: file, filename: file.name, url: URL.createObjectURL(file) });
          }}
        />
      </div>
    </div>
  );
}

// ---------------------------------------------------------------------------------------------
// The list

function RecordingCard({ recording, mutations }: { recording: Recording; mutations: Mutations }) {
  const [editing, setEditing] = useState(false);
  const [title, setTitle] = useState(recording.title);
  const [transcript, setTranscript] = useState(recording.transcript ?? '');
  const [error, setError] = useState<string>();
  const save = (event: FormEvent) => {
    event.preventDefault();
    mutations.changeRecording.mutate(
      {
        id: recording.id,
        details: {
          title,
          transcript,
          photoId: recording.photoId,
          songId: recording.songId,
        },
      },
      {
        onSuccess: () => {
          setEditing(false);
          toast({ title: 'Recording details saved.' });
        },
        onError: (e) => setError(describeError(e)),
      },
    );
  };
  const remove = () =>
    mutations.removeRecording.mutate(recording.id, {
      onSuccess: () =>
        toast({
          title: `Recording moved to “Recently removed”. You can bring it back for ${RECORDING_UNDO_DAYS} days.`,
        }),
      onError: (e) => toast({ title: describeError(e) ?? 'Please try again.' }),
    });

  return (
    <li className="border-border grid gap-3 rounded-xl border-2 p-4" data-recording={recording.id}>
      <h3 className="text-xl font-bold break-words">{recording.title}</h3>
      <p className="text-fg-muted">
        {formatDuration(recording.durationSeconds)} · added by {recording.addedBy.name} on{' '}
        {longDate(recording.addedAt)}
      </p>
      {recording.photoId ? (
        <img
          src={`/api/circle/photos/${recording.photoId}/thumbnail`}
          alt={`The photo this recording belongs to`}
          className="bg-muted h-32 w-32 rounded-lg object-cover"
        />
      ) : null}
      <RecordingPlayer
        src={recording.audioUrl}
        title={recording.title}
        knownDuration={recording.durationSeconds}
      />
      {recording.transcript ? (
        <div className="bg-muted rounded-lg p-3">
          <p className="font-semibold">What is said</p>
          <p className="text-lg break-words whitespace-pre-line">{recording.transcript}</p>
        </div>
      ) : null}
      {recording.canChange && editing ? (
        <form onSubmit={save} className="grid gap-3">
          <TextField
            label="Title"
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            required
          />
          <TextAreaField
            label="What is said"
            value={transcript}
            onChange={(e) => setTranscript(e.target.value)}
            rows={4}
          />
          {error ? (
            <p role="alert" className="text-danger font-semibold">
              {error}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button type="submit">Save</Button>
            <Button variant="ghost" onClick={() => setEditing(false)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : recording.canChange ? (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setEditing(true)}>
            Change<span className="sr-only"> {recording.title}</span>
          </Button>
          <Button variant="ghost" onClick={remove}>
            <Trash2 aria-hidden className="h-5 w-5" />
            Remove<span className="sr-only"> {recording.title}</span>
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/**
 * "Recently removed": bring a recording back, or delete it for good now to free its room
 * (decision 065). After a deletion focus goes to the list, or to the line saying it is empty.
 */
function RemovedRecordings({
  recordings,
  mutations,
}: {
  recordings: Recording[];
  mutations: ReturnType<typeof useRecordingMutations>;
}) {
  const { listRef, emptyRef, hasDeleted, deleted } = useFocusAfterDeleting(recordings);
  if (!recordings.length && !hasDeleted) return null;
  const deleteForGood = (recording: Recording) =>
    mutations.deleteRecordingForGood.mutate(recording.id, {
      onSuccess: () => {
        toast({
          title: 'Recording deleted for good. Its room in your family’s storage is free again.',
        });
        deleted(recording.id);
      },
      onError: (e) => toast({ title: describeError(e) ?? 'Please try again.' }),
    });
  return (
    <Section
      title="Recently removed"
      intro={`Removed recordings are deleted for good after ${RECORDING_UNDO_DAYS} days. Until then they still take up room in your family’s storage; to free it now, delete them for good.`}
    >
      {recordings.length ? (
        <ul
          ref={listRef}
          tabIndex={-1}
          className="grid gap-3"
          aria-label="Recently removed recordings"
        >
          {recordings.map((recording) => (
            <li
              key={recording.id}
              className="border-border flex flex-wrap items-center gap-3 rounded-xl border-2 p-3"
            >
              <span className="font-semibold break-words">{recording.title}</span>
              {recording.deletesOn ? (
                <span className="text-fg-muted">deleted on {longDate(recording.deletesOn)}</span>
              ) : null}
              {recording.canChange ? (
                <div className="flex flex-wrap gap-2">
                  <Button
                    variant="secondary"
                    onClick={() =>
                      mutations.restoreRecording.mutate(recording.id, {
                        onSuccess: () => toast({ title: 'Recording brought back.' }),
                        onError: (e) => toast({ title: describeError(e) ?? 'Please try again.' }),
                      })
                    }
                  >
                    <RotateCcw aria-hidden className="h-5 w-5" />
                    Bring back<span className="sr-only"> {recording.title}</span>
                  </Button>
                  <DeleteForGood
                    kind="recording"
                    name={recording.title}
                    onConfirm={() => deleteForGood(recording)}
                  />
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p ref={emptyRef} tabIndex={-1}>
          Nothing is waiting in “Recently removed” now.
        </p>
      )}
    </Section>
  );
}

/** Voices and stories: record or upload, then listen with large controls. */
export default function MemoryRecordingsScreen() {
  const { user } = useUser();
  const circleId = user?.circleId ?? null;
  const list = useQuery(recordingListQuery(circleId));
  const removed = useQuery(removedRecordingsQuery(circleId));
  const mutations = useRecordingMutations(circleId);
  useRecordingsLive(circleId);

  return (
    <Page
      title="Voices and stories"
      lead="Familiar voices: a grandchild saying hello, a story about a photo, a song they love."
    >
      {user && !circleId ? <NoCircleNotice /> : null}
      <p>
        <StandaloneLink to="/memory-support">Back to memory support</StandaloneLink>
      </p>
      {circleId ? (
        <>
          <Section
            title="Add a recording"
            intro="Record here, up to 10 minutes, or upload one from your phone. You can listen before you save it."
          >
            <StorageUsage circleId={circleId} />
            <AddRecording circleId={circleId} />
          </Section>
          <Section title="Recordings">
            {list.data?.recordings.length ? (
              <ul className="grid gap-4" aria-label="Recordings">
                {list.data.recordings.map((recording) => (
                  <RecordingCard key={recording.id} recording={recording} mutations={mutations} />
                ))}
              </ul>
            ) : list.isPending ? (
              <p aria-live="polite">Loading the recordings…</p>
            ) : (
              <Notice title="No recordings yet" icon={Mic}>
                <p>Record a greeting, a memory or a song, and it will be here for everyone.</p>
              </Notice>
            )}
          </Section>
          <RemovedRecordings recordings={removed.data?.recordings ?? []} mutations={mutations} />
        </>
      ) : null}
    </Page>
  );
}
