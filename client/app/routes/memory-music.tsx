import { useQuery } from '@tanstack/react-query';
import { ExternalLink as ExternalIcon, Music } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import {
  ERA_FIRST_CHOICE,
  ERA_LAST_CHOICE,
  ERA_SPAN_YEARS,
  type CatalogueEntry,
  type Era,
  eraOf,
  eraPlaylist,
  MOOD_LABELS,
  MUSIC_MOODS,
  MUSIC_SERVICE_NAMES,
  MUSIC_SERVICES,
  type MusicMood,
  type MusicService,
  moodPlaylist,
  musicSearchUrl,
  type OwnSong,
  type OwnSongInput,
  ownSongInputSchema,
  type SongNote,
} from '../../../shared/music';
import { CATALOGUE } from '../../../shared/music-catalogue';
import { can } from '../../../shared/permissions';
import { StandaloneLink } from '../../components/links';
import { Notice } from '../../components/notice';
import { Section } from '../../components/section';
import { Button } from '../../components/ui/button';
import { SelectField, TextAreaField, TextField } from '../../components/ui/form-field';
import { Page } from '../../components/ui/page';
import { toast } from '../../components/ui/use-toast';
import { useUser } from '../../features/auth/auth.queries';
import { NoCircleNotice } from '../../features/circles/join-circle';
import { musicQuery, useMusicLive, useMusicMutations } from '../../features/memory/music.queries';
import { RecordingPlayer } from '../../features/memory/recording-player';
import { recordingListQuery } from '../../features/memory/recordings.queries';
import { describeError } from '../../lib/api';

/** How many songs a playlist shows before "Show more". */
const PAGE = 25;
const ERA_CHOICES = Array.from(
  { length: (ERA_LAST_CHOICE - ERA_FIRST_CHOICE) / 5 + 1 },
  (_, i) => ERA_FIRST_CHOICE + i * 5,
);

type Mutations = ReturnType<typeof useMusicMutations>;

/** Moves the keyboard focus into a form when it opens (a note, a song being changed). */
function useFocusOnOpen<T extends HTMLElement>(open: boolean, selector: string) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (open) ref.current?.querySelector<HTMLElement>(selector)?.focus();
  }, [open, selector]);
  return ref;
}

/** "Open in Spotify": the service's search for the song, in a new tab. */
function OpenIn({
  service,
  song,
}: {
  service: MusicService;
  song: { title: string; artist: string };
}) {
  return (
    <a
      href={musicSearchUrl(service, song)}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex min-h-11 items-center gap-2 font-semibold underline underline-offset-4"
    >
      Open in {MUSIC_SERVICE_NAMES[service]}
      <ExternalIcon aria-hidden className="h-4 w-4" />
      <span className="sr-only">: {song.title} (opens in a new tab)</span>
    </a>
  );
}

/** What helped with a catalogue song: shown, written or removed by any member. */
function HelpedNote({
  catalogueId,
  title,
  note,
  mutations,
}: {
  catalogueId: string;
  title: string;
  note: SongNote | undefined;
  mutations: Mutations;
}) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(note?.helped ?? '');
  const [error, setError] = useState<string>();
  const formRef = useFocusOnOpen<HTMLFormElement>(editing, 'textarea');
  const save = (event: FormEvent) => {
    event.preventDefault();
    mutations.saveNote.mutate(
      { catalogueId, helped: text },
      {
        onSuccess: () => {
          setEditing(false);
          setError(undefined);
          toast({ title: 'Saved what helped.' });
        },
        onError: (e) => setError(describeError(e)),
      },
    );
  };
  if (editing) {
    return (
      <form ref={formRef} onSubmit={save} className="grid gap-2">
        <TextAreaField
          label={`What helped with “${title}”`}
          hint="For example: calmed her at bedtime, or sang along after lunch."
          value={text}
          error={error}
          onChange={(e) => setText(e.target.value)}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={mutations.saveNote.isPending}>
            Save note
          </Button>
          <Button variant="ghost" onClick={() => setEditing(false)}>
            Cancel
          </Button>
        </div>
      </form>
    );
  }
  return (
    <div className="grid gap-2">
      {note ? (
        <p className="bg-muted rounded-lg p-3">
          <span className="font-semibold">What helped:</span> {note.helped}{' '}
          <span className="text-fg-muted">({note.writtenBy.name})</span>
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          onClick={() => {
            setText(note?.helped ?? '');
            setEditing(true);
          }}
        >
          {note ? 'Change the note' : 'Note what helped'}
          <span className="sr-only"> with {title}</span>
        </Button>
        {note ? (
          <Button
            variant="ghost"
            onClick={() =>
              mutations.removeNote.mutate(catalogueId, {
                onSuccess: () => toast({ title: 'Note removed.' }),
                onError: (e) => toast({ title: describeError(e) ?? 'Please try again.' }),
              })
            }
          >
            Remove the note<span className="sr-only"> on {title}</span>
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/** A playlist's entry: a song of the catalogue, or one the family added. */
type PlaylistItem = {
  key: string;
  title: string;
  year: number | null;
  moods: readonly MusicMood[];
} & ({ catalogue: CatalogueEntry; own?: never } | { own: OwnSong; catalogue?: never });

function Playlist({
  items,
  service,
  notes,
  mutations,
  label,
}: {
  items: readonly PlaylistItem[];
  service: MusicService;
  notes: Map<string, SongNote>;
  mutations: Mutations;
  label: string;
}) {
  const [shown, setShown] = useState(PAGE);
  return (
    <div className="grid gap-3">
      <p className="text-fg-muted" aria-live="polite">
        {label}: {items.length} {items.length === 1 ? 'song' : 'songs'}
      </p>
      <ul className="grid gap-3" aria-label={label}>
        {items.slice(0, shown).map((item) =>
          item.catalogue ? (
            <li
              key={item.key}
              className="border-border grid gap-1 rounded-xl border-2 p-4"
              data-song={item.key}
            >
              <h3 className="text-xl font-bold break-words">{item.title}</h3>
              <p className="break-words">
                {item.catalogue.artist} · {item.catalogue.year}
                {item.catalogue.region ? ` · ${item.catalogue.region}` : ''}
              </p>
              <OpenIn service={service} song={item.catalogue} />
              <HelpedNote
                key={notes.get(item.key)?.updatedAt ?? 'none'}
                catalogueId={item.key}
                title={item.title}
                note={notes.get(item.key)}
                mutations={mutations}
              />
            </li>
          ) : (
            <li
              key={item.key}
              className="border-accent grid gap-1 rounded-xl border-2 p-4"
              data-own-song={item.key}
            >
              <h3 className="text-xl font-bold break-words">{item.title}</h3>
              <p className="break-words">
                {item.own.artist}
                {item.own.year ? ` · ${item.own.year}` : ''} · added by the family
              </p>
              <OwnSongLinks song={item.own} service={service} />
            </li>
          ),
        )}
      </ul>
      {shown < items.length ? (
        <Button variant="secondary" onClick={() => setShown((n) => n + PAGE)}>
          Show {Math.min(PAGE, items.length - shown)} more songs
        </Button>
      ) : null}
    </div>
  );
}

/** A family song's own link (when it has one), the search in the family's service, what helped. */
function OwnSongLinks({ song, service }: { song: OwnSong; service: MusicService }) {
  return (
    <>
      {song.link ? (
        <a
          href={song.link}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center gap-2 font-semibold break-all underline underline-offset-4"
        >
          Open the family’s link
          <ExternalIcon aria-hidden className="h-4 w-4" />
          <span className="sr-only">: {song.title} (opens in a new tab)</span>
        </a>
      ) : null}
      <OpenIn service={service} song={song} />
      {song.helped ? (
        <p className="bg-muted rounded-lg p-3">
          <span className="font-semibold">What helped:</span> {song.helped}
        </p>
      ) : null}
    </>
  );
}

const describeEra = (era: Era, birthYear: number | null) => {
  if (era.kind === 'unknown') return null;
  const years = `${era.from} to ${era.to}`;
  return era.kind === 'birth-year'
    ? `Songs from ${years}, when they were 10 to 30 years old (born ${birthYear}). These are often the songs remembered best.`
    : `Songs from ${years}, the era your family chose.`;
};

/** The era and the music service: every member may change them for the circle. */
function SettingsForm({
  service,
  eraFrom,
  birthYear,
  mutations,
}: {
  service: MusicService;
  eraFrom: number | null;
  birthYear: number | null;
  mutations: Mutations;
}) {
  const [chosenService, setService] = useState(service);
  const [chosenEra, setEra] = useState(eraFrom == null ? '' : String(eraFrom));
  const [error, setError] = useState<string>();
  const save = (event: FormEvent) => {
    event.preventDefault();
    mutations.saveSettings.mutate(
      { service: chosenService, eraFrom: chosenEra === '' ? null : Number(chosenEra) },
      {
        onSuccess: () => {
          setError(undefined);
          toast({ title: 'Music settings saved.' });
        },
        onError: (e) => setError(describeError(e)),
      },
    );
  };
  return (
    <form onSubmit={save} className="grid gap-4">
      <SelectField
        label="Era of the playlist"
        value={chosenEra}
        error={error}
        onChange={(e) => setEra(e.target.value)}
      >
        <option value="">
          {birthYear ? `From their year of birth (${birthYear})` : 'Not chosen yet'}
        </option>
        {ERA_CHOICES.map((year) => (
          <option key={year} value={year}>
            {year} to {year + ERA_SPAN_YEARS}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Open songs in"
        hint="The music service your family uses. Songs open as a search there."
        value={chosenService}
        onChange={(e) => setService(e.target.value as MusicService)}
      >
        {MUSIC_SERVICES.map((s) => (
          <option key={s} value={s}>
            {MUSIC_SERVICE_NAMES[s]}
          </option>
        ))}
      </SelectField>
      <div>
        <Button type="submit" disabled={mutations.saveSettings.isPending}>
          Save music settings
        </Button>
      </div>
    </form>
  );
}

type FieldErrors = Partial<Record<keyof OwnSongInput, string>>;
const EMPTY = { title: '', artist: '', year: '', link: '', helped: '' };

/** Adds a song of the family's own, or changes one. */
function SongForm({
  song,
  mutations,
  onDone,
}: {
  song?: OwnSong;
  mutations: Mutations;
  onDone: () => void;
}) {
  const [values, setValues] = useState(
    song
      ? {
          title: song.title,
          artist: song.artist,
          year: song.year == null ? '' : String(song.year),
          link: song.link ?? '',
          helped: song.helped ?? '',
        }
      : EMPTY,
  );
  const [moods, setMoods] = useState<MusicMood[]>(song?.moods ?? []);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = {
      title: values.title,
      artist: values.artist,
      year: values.year.trim() === '' ? null : Number(values.year),
      link: values.link,
      helped: values.helped,
      moods,
    };
    const parsed = ownSongInputSchema.safeParse(input);
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof OwnSongInput;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    const options = {
      onSuccess: () => {
        toast({ title: song ? 'Song saved.' : 'Song added to your family’s music.' });
        setValues(EMPTY);
        setMoods([]);
        onDone();
      },
      onError: (e: unknown) => setErrors({ title: describeError(e) }),
    };
    if (song) mutations.changeSong.mutate({ id: song.id, input }, options);
    else mutations.addSong.mutate(input, options);
  };
  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <TextField
        label="Title"
        value={values.title}
        error={errors.title}
        onChange={set('title')}
        autoComplete="off"
      />
      <TextField
        label="Who sings or plays it"
        value={values.artist}
        error={errors.artist}
        onChange={set('artist')}
        autoComplete="off"
      />
      <TextField
        label="Year (optional)"
        inputMode="numeric"
        value={values.year}
        error={errors.year}
        onChange={set('year')}
      />
      <TextField
        label="Link (optional)"
        hint="A web address where the family can listen to it, starting with https://"
        type="url"
        value={values.link}
        error={errors.link}
        onChange={set('link')}
      />
      <fieldset className="grid gap-2">
        <legend className="font-semibold">Moods (optional)</legend>
        <p className="text-fg-muted text-sm">The song joins these mood playlists.</p>
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {MUSIC_MOODS.map((mood) => (
            <label key={mood} className="flex min-h-11 items-center gap-2">
              <input
                type="checkbox"
                className="h-6 w-6"
                checked={moods.includes(mood)}
                onChange={(e) =>
                  setMoods((current) =>
                    e.target.checked ? [...current, mood] : current.filter((m) => m !== mood),
                  )
                }
              />
              {MOOD_LABELS[mood]}
            </label>
          ))}
        </div>
      </fieldset>
      <TextAreaField
        label="What helped (optional)"
        hint="For example: calmed her at bedtime."
        value={values.helped}
        error={errors.helped}
        onChange={set('helped')}
      />
      <div className="flex flex-wrap gap-2">
        <Button
          type="submit"
          disabled={mutations.addSong.isPending || mutations.changeSong.isPending}
        >
          {song ? 'Save song' : 'Add song'}
        </Button>
        {song ? (
          <Button variant="ghost" onClick={onDone}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}

function OwnSongCard({
  song,
  service,
  mayChange,
  mutations,
}: {
  song: OwnSong;
  service: MusicService;
  mayChange: boolean;
  mutations: Mutations;
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
            intro="Songs that matter to them and are not in the list: a wedding song, a hymn from their church, a tune from home."
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
