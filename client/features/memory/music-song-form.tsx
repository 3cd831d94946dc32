import { MOOD_LABELS, MUSIC_MOODS, type OwnSong } from '../../../shared/music';
import { musicApi } from '../../../shared/music.contract';
import { Button } from '../../components/ui/button';
import { FormAlert, TextAreaField, TextField } from '../../components/ui/form-field';
import { toast } from '../../components/ui/use-toast';
import { useContractForm } from '../../lib/use-contract-form';
import type { MusicMutations } from './music.queries';

/** Adds a song of the family's own, or changes one. */
export function SongForm({
  song,
  mutations,
  onDone,
}: {
  song?: OwnSong;
  mutations: MusicMutations;
  onDone: () => void;
}) {
  const {
    register,
    submit,
    reset,
    formState: { errors },
  } = useContractForm(song ? musicApi.changeSong : musicApi.addSong, {
    defaultValues: {
      title: song?.title ?? '',
      artist: song?.artist ?? '',
      year: song?.year ?? null,
      link: song?.link ?? '',
      helped: song?.helped ?? '',
      moods: song?.moods ?? [],
    },
  });
  const handleSave = submit(async (input) => {
    if (song) await mutations.changeSong.mutateAsync({ id: song.id, input });
    else await mutations.addSong.mutateAsync(input);
    toast({ title: song ? 'Song saved.' : 'Song added to your family’s music.' });
    reset();
    onDone();
  });
  return (
    <form onSubmit={handleSave} className="grid gap-4" noValidate>
      <TextField
        label="Title"
        error={errors.title?.message}
        autoComplete="off"
        {...register('title')}
      />
      <TextField
        label="Who sings or plays it"
        error={errors.artist?.message}
        autoComplete="off"
        {...register('artist')}
      />
      <TextField
        label="Year (optional)"
        inputMode="numeric"
        error={errors.year?.message}
        {...register('year', {
          setValueAs: (value: string | number | null) =>
            value === null || String(value).trim() === '' ? null : Number(value),
        })}
      />
      <TextField
        label="Link (optional)"
        hint="A web address where the family can listen to it, starting with https://"
        type="url"
        error={errors.link?.message}
        {...register('link')}
      />
      <fieldset className="grid gap-2">
        <legend className="font-semibold">Moods (optional)</legend>
        <p className="text-fg-muted text-sm">The song joins these mood playlists.</p>
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {MUSIC_MOODS.map((mood) => (
            <label key={mood} className="flex min-h-11 items-center gap-2">
              <input type="checkbox" className="h-6 w-6" value={mood} {...register('moods')} />
              {MOOD_LABELS[mood]}
            </label>
          ))}
        </div>
      </fieldset>
      <TextAreaField
        label="What helped (optional)"
        hint="For example: calmed her at bedtime."
        error={errors.helped?.message}
        {...register('helped')}
      />
      <FormAlert message={errors.root?.message} />
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
