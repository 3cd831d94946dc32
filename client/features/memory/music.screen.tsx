import { useQuery } from '@tanstack/react-query';
import { Music } from 'lucide-react';
import { useState } from 'react';
import {
  eraOf,
  eraPlaylist,
  MOOD_LABELS,
  MUSIC_MOODS,
  type MusicMood,
  moodPlaylist,
} from '../../../shared/music';
import { CATALOGUE } from '../../../shared/music-catalogue';
import { can } from '../../../shared/permissions';
import { StandaloneLink } from '../../components/links';
import { Notice } from '../../components/notice';
import { Section } from '../../components/section';
import { Button } from '../../components/ui/button';
import { Page } from '../../components/ui/page';
import { describeError } from '../../lib/api';
import { useUser } from '../auth/auth.queries';
import { NoCircleNotice } from '../circles/join-circle.part';
import { OwnSongCard } from './music-own-songs';
import { Playlist, type PlaylistItem } from './music-playlist';
import { describeEra, SettingsForm } from './music-settings-form';
import { SongForm } from './music-song-form';
import { musicQuery, useMusicLive, useMusicMutations } from './music.queries';

/** Music by era and mood: the era playlist, mood playlists and the family's own songs. */
export default function MemoryMusicScreen() {
  const { user } = useUser();
  const circleId = user?.circleId ?? null;
  const query = useQuery(musicQuery(circleId));
  useMusicLive(circleId);
  const mutations = useMusicMutations(circleId);
  const [view, setView] = useState<'era' | MusicMood>('era');

  if (user && !circleId) {
    return (
      <Page title="Music by era and mood">
        <NoCircleNotice />
      </Page>
    );
  }
  const data = query.data;
  const era = eraOf({
    birthYear: data?.birthYear ?? null,
    chosenFrom: data?.settings.eraFrom ?? null,
  });
  const notes = new Map((data?.notes ?? []).map((note) => [note.catalogueId, note]));
  const service = data?.settings.service ?? 'youtube-music';
  const items: PlaylistItem[] = [
    ...(data?.ownSongs ?? []).map((own) => ({
      key: own.id,
      title: own.title,
      year: own.year,
      moods: own.moods,
      own,
    })),
    ...CATALOGUE.map((catalogue) => ({
      key: catalogue.id,
      title: catalogue.title,
      year: catalogue.year,
      moods: catalogue.moods,
      catalogue,
    })),
  ];
  const playlist = view === 'era' ? eraPlaylist(items, era) : moodPlaylist(items, view, era);
  const eraText = describeEra(era, data?.birthYear ?? null);

  return (
    <Page
      title="Music by era and mood"
      lead="Familiar songs can calm, cheer and bring back memories. Play them on the music service your family already uses."
    >
      <p>
        <StandaloneLink to="/memory-support">Back to Memory Support</StandaloneLink>
      </p>
      {query.isError ? (
        <Notice title="The music did not load" tone="danger">
          <p>{describeError(query.error) ?? 'Please try again in a moment.'}</p>
        </Notice>
      ) : null}
      {data ? (
        <>
          <Section title="Their era">
            {eraText ? (
              <p>{eraText}</p>
            ) : (
              <Notice title="Choose an era" icon={Music} level={3}>
                <p>
                  We do not know their year of birth yet. Choose the years when they were about 10
                  to 30 below, or a caregiver can add the date of birth to their profile.
                </p>
              </Notice>
            )}
            <SettingsForm
              key={`${data.settings.service}-${data.settings.eraFrom}`}
              service={data.settings.service}
              eraFrom={data.settings.eraFrom}
              birthYear={data.birthYear}
              mutations={mutations}
            />
          </Section>

          <Section title="Playlists">
            <div role="group" aria-label="Choose a playlist" className="flex flex-wrap gap-2">
              <Button
                variant={view === 'era' ? 'primary' : 'secondary'}
                aria-pressed={view === 'era'}
                onClick={() => setView('era')}
              >
                Their era
              </Button>
              {MUSIC_MOODS.map((mood) => (
                <Button
                  key={mood}
                  variant={view === mood ? 'primary' : 'secondary'}
                  aria-pressed={view === mood}
                  onClick={() => setView(mood)}
                >
                  {MOOD_LABELS[mood]}
                </Button>
              ))}
            </div>
            {view === 'era' && era.kind === 'unknown' ? (
              <p>Choose an era above to see the songs from their teens and twenties.</p>
            ) : (
              <Playlist
                key={view}
                items={playlist}
                service={service}
                notes={notes}
                mutations={mutations}
                label={view === 'era' ? 'Songs from their era' : `${MOOD_LABELS[view]} songs`}
              />
            )}
          </Section>

          <Section
            title="Your family’s songs"
            intro="Songs that matter to them and are not in the list: a wedding song, a hymn from their church, a tune from home. Their full-screen view plays the family’s own recordings of these songs; links to a music service open only from this page."
          >
            {data.ownSongs.length ? (
              <ul className="grid gap-3" aria-label="Your family’s songs">
                {data.ownSongs.map((song) => (
                  <OwnSongCard
                    key={song.id}
                    song={song}
                    service={service}
                    mayChange={song.addedBy.id === user?.id || can(user?.role, 'memories.manage')}
                    mutations={mutations}
                  />
                ))}
              </ul>
            ) : (
              <p>Nothing added yet.</p>
            )}
            <h3 className="text-xl font-bold">Add a song</h3>
            <SongForm mutations={mutations} onDone={() => undefined} />
          </Section>
        </>
      ) : query.isPending ? (
        <p aria-live="polite">Loading the music…</p>
      ) : null}
    </Page>
  );
}
