import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import {
  formatDuration,
  type Recording,
  RECORDING_UNDO_DAYS,
} from '../../../shared/memory-recordings';
import { memoryRecordingsApi } from '../../../shared/memory-recordings.contract';
import { Button } from '../../components/ui/button';
import { FormAlert, TextAreaField, TextField } from '../../components/ui/form-field';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { useContractForm } from '../../lib/use-contract-form';
import { RecentlyRemoved } from './recently-removed';
import { longDate } from './photo-words';
import { photoThumbnailUrl } from './photos.queries';
import { RecordingPlayer } from './recording-player';
import type { RecordingMutations } from './recordings.queries';

/** A recording's title and transcript, checked by the endpoint's schema; its photo and song stay. */
function RecordingDetailsForm({
  recording,
  mutations,
  onDone,
}: {
  recording: Recording;
  mutations: RecordingMutations;
  onDone: () => void;
}) {
  const {
    register,
    submit,
    formState: { errors },
  } = useContractForm(memoryRecordingsApi.change, {
    defaultValues: {
      title: recording.title,
      transcript: recording.transcript ?? '',
      photoId: recording.photoId,
      songId: recording.songId,
    },
  });
  const save = submit(async (details) => {
    await mutations.change.mutateAsync({ id: recording.id, details });
    onDone();
    toast({ title: 'Recording details saved.' });
  });
  return (
    <form onSubmit={save} className="grid gap-3">
      <TextField label="Title" error={errors.title?.message} {...register('title')} required />
      <TextAreaField
        label="What is said"
        error={errors.transcript?.message}
        {...register('transcript')}
        rows={4}
      />
      <FormAlert message={errors.root?.message} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit">Save</Button>
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** One recording: its photo, the player, what is said, and changing or removing it. */
export function RecordingCard({
  recording,
  mutations,
}: {
  recording: Recording;
  mutations: RecordingMutations;
}) {
  const [editing, setEditing] = useState(false);
  const remove = () =>
    mutations.remove.mutate(recording.id, {
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
          src={photoThumbnailUrl(recording.photoId)}
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
        <RecordingDetailsForm
          recording={recording}
          mutations={mutations}
          onDone={() => setEditing(false)}
        />
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

/** The recordings in "Recently removed", by title. */
export function RemovedRecordings({
  recordings,
  mutations,
}: {
  recordings: Recording[];
  mutations: RecordingMutations;
}) {
  return (
    <RecentlyRemoved
      kind="recording"
      items={recordings}
      undoDays={RECORDING_UNDO_DAYS}
      name={(recording) => recording.title}
      restore={mutations.restore}
      deleteForGood={mutations.deleteForGood}
    />
  );
}
