import { useQuery } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { photoNames } from '../../../shared/memory-photos-basics';
import { RECORDING_ACCEPT } from '../../../shared/memory-recordings';
import { Button } from '../../components/ui/button';
import { FilePicker } from '../../components/ui/file-picker';
import { FormAlert, SelectField, TextAreaField, TextField } from '../../components/ui/form-field';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { musicQuery } from './music.queries';
import { photoListQuery } from './photos.queries';
import { type PendingAudio, Recorder } from './recorder';
import { uploadRecording, useRecordingMutations } from './recordings.queries';
import { useRefreshStorage } from './storage.queries';

/**
 * Saving: listen first, then a title, the photo or song it belongs to, and a transcript. A
 * multipart upload, so the form keeps its own state; what the server refuses shows as its alert.
 */
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
  const photoNameList = photoNames(photos.data?.photos ?? []);
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
        {photos.data?.photos.map((photo, index) => (
          <option key={photo.id} value={photo.id}>
            {photoNameList[index]}
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
      <FormAlert message={error} />
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

/** Record in the browser or choose a file, then save it (decision 052). */
export function AddRecording({ circleId }: { circleId: string }) {
  const [searchParams] = useSearchParams();
  const [audio, setAudio] = useState<PendingAudio | null>(null);
  const hintId = useId();
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
        <p className="text-lg font-semibold">Or upload a recording</p>
        <p className="text-fg-muted" id={hintId}>
          MP3, M4A, OGG, WAV or WebM, up to 10 minutes and 25 MB.
        </p>
        <FilePicker
          label="Choose an audio file"
          icon={Upload}
          accept={RECORDING_ACCEPT}
          describedBy={hintId}
          onFiles={([file]) => {
            if (file) setAudio({ blob: file, filename: file.name, url: URL.createObjectURL(file) });
          }}
        />
      </div>
    </div>
  );
}
