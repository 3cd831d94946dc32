import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { MusicService, OwnSong } from '../../../shared/music';
import { StandaloneLink } from '../../components/links';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { useUser } from '../auth/auth.queries';
import { OwnSongLinks, useFocusOnOpen } from './music-playlist';
import { SongForm } from './music-song-form';
import type { MusicMutations } from './music.queries';
import { RecordingPlayer } from './recording-player';
import { recordingListQuery } from './recordings.queries';

/** A song of the family's own, with its recordings; whoever may change it changes it in place. */
export function OwnSongCard({
  song,
  service,
  mayChange,
  mutations,
}: {
  song: OwnSong;
  service: MusicService;
  mayChange: boolean;
  mutations: MusicMutations;
}) {
  const [editing, setEditing] = useState(false);
  const itemRef = useFocusOnOpen<HTMLLIElement>(editing, 'input');
  if (editing) {
    return (
      <li ref={itemRef} className="border-border grid gap-3 rounded-xl border-2 p-4">
        <h3 className="text-xl font-bold break-words">Change “{song.title}”</h3>
        <SongForm song={song} mutations={mutations} onDone={() => setEditing(false)} />
      </li>
    );
  }
  return (
    <li className="border-border grid gap-1 rounded-xl border-2 p-4" data-own-song={song.id}>
      <h3 className="text-xl font-bold break-words">{song.title}</h3>
      <p className="break-words">
        {song.artist}
        {song.year ? ` · ${song.year}` : ''}
      </p>
      <p className="text-fg-muted">Added by {song.addedBy.name}</p>
      <OwnSongLinks song={song} service={service} />
      <SongRecordings song={song} />
      {mayChange ? (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setEditing(true)}>
            Change<span className="sr-only"> {song.title}</span>
          </Button>
          <Button
            variant="ghost"
            onClick={() =>
              mutations.removeSong.mutate(song.id, {
                onSuccess: () => toast({ title: 'Song removed.' }),
                onError: (e) => toast({ title: describeError(e) ?? 'Please try again.' }),
              })
            }
          >
            Remove<span className="sr-only"> {song.title}</span>
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/** The family's own recordings of a song (decision 052), and a way to add one. */
function SongRecordings({ song }: { song: OwnSong }) {
  const { user } = useUser();
  const recordings = useQuery(recordingListQuery(user?.circleId ?? null, { songId: song.id }));
  return (
    <div className="grid gap-2">
      {recordings.data?.recordings.map((recording) => (
        <RecordingPlayer
          key={recording.id}
          src={recording.audioUrl}
          title={recording.title}
          knownDuration={recording.durationSeconds}
        />
      ))}
      <StandaloneLink to={`/memory-support/recordings?song=${song.id}`}>
        Add the family’s own recording<span className="sr-only"> of {song.title}</span>
      </StandaloneLink>
    </div>
  );
}
