import { ExternalLink as ExternalIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import {
  type CatalogueEntry,
  MUSIC_SERVICE_NAMES,
  type MusicMood,
  type MusicService,
  musicSearchUrl,
  type OwnSong,
  type SongNote,
} from '../../../shared/music';
import { musicApi } from '../../../shared/music.contract';
import { Button } from '../../components/ui/button';
import { FormAlert, TextAreaField } from '../../components/ui/form-field';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { useContractForm } from '../../lib/use-contract-form';
import type { MusicMutations } from './music.queries';

/** How many songs a playlist shows before "Show more". */
const PAGE = 25;

/** Moves the keyboard focus into a form when it opens (a note, a song being changed). */
export function useFocusOnOpen<T extends HTMLElement>(open: boolean, selector: string) {
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
  mutations: MusicMutations;
}) {
  const [editing, setEditing] = useState(false);
  const {
    register,
    submit,
    reset,
    formState: { errors },
  } = useContractForm(musicApi.saveNote, { defaultValues: { helped: note?.helped ?? '' } });
  const formRef = useFocusOnOpen<HTMLFormElement>(editing, 'textarea');
  const save = submit(async ({ helped }) => {
    await mutations.saveNote.mutateAsync({ catalogueId, helped });
    setEditing(false);
    toast({ title: 'Saved what helped.' });
  });
  if (editing) {
    return (
      <form ref={formRef} onSubmit={save} className="grid gap-2">
        <TextAreaField
          label={`What helped with “${title}”`}
          hint="For example: calmed her at bedtime, or sang along after lunch."
          error={errors.helped?.message}
          {...register('helped')}
        />
        <FormAlert message={errors.root?.message} />
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
            reset({ helped: note?.helped ?? '' });
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
export type PlaylistItem = {
  key: string;
  title: string;
  year: number | null;
  moods: readonly MusicMood[];
} & ({ catalogue: CatalogueEntry; own?: never } | { own: OwnSong; catalogue?: never });

export function Playlist({
  items,
  service,
  notes,
  mutations,
  label,
}: {
  items: readonly PlaylistItem[];
  service: MusicService;
  notes: Map<string, SongNote>;
  mutations: MusicMutations;
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
export function OwnSongLinks({ song, service }: { song: OwnSong; service: MusicService }) {
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
