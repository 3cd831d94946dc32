import { useState } from 'react';
import { type Album, type MemoryPerson, personLabel } from '../../../shared/memory-photos';
import { memoryPhotosApi } from '../../../shared/memory-photos.contract';
import { Section } from '../../components/section';
import { Button } from '../../components/ui/button';
import { FormAlert, TextField } from '../../components/ui/form-field';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { useContractForm } from '../../lib/use-contract-form';
import type { PhotoMutations } from './photos.queries';

const failed = (e: unknown) => toast({ title: describeError(e) ?? 'Please try again.' });

/** The people who appear in the photos, with who they are to the person: add, change, remove. */
export function PeopleSection({
  people,
  mutations,
}: {
  people: MemoryPerson[];
  mutations: PhotoMutations;
}) {
  const [editing, setEditing] = useState<string | null>(null);
  const {
    register,
    submit,
    getValues,
    setValue,
    formState: { errors },
  } = useContractForm(memoryPhotosApi.addPerson, {
    defaultValues: { name: '', relationship: '' },
  });
  const fill = (name: string, relationship: string) => {
    setValue('name', name);
    setValue('relationship', relationship);
  };
  const handleSave = submit(async (input) => {
    const typed = getValues();
    if (editing) await mutations.changePerson.mutateAsync({ id: editing, input });
    else await mutations.addPerson.mutateAsync(input);
    // Only what was sent is cleared: someone already typing the next person keeps it.
    if (getValues('name') === typed.name) setValue('name', '');
    if (getValues('relationship') === typed.relationship) setValue('relationship', '');
    setEditing(null);
    toast({ title: editing ? 'Saved.' : `Added ${input.name}.` });
  });
  return (
    <Section
      title="People in the photos"
      intro="Names help most. Add the people who appear in the photos and who they are to your loved one."
    >
      {people.length ? (
        <ul className="grid gap-2" aria-label="People in the photos">
          {people.map((person) => (
            <li
              key={person.id}
              className="border-border flex flex-wrap items-center gap-2 rounded-lg border-2 p-3"
            >
              <span className="grow text-lg font-semibold break-words">{personLabel(person)}</span>
              {person.canChange ? (
                <>
                  <Button
                    variant="ghost"
                    onClick={() => {
                      setEditing(person.id);
                      fill(person.name, person.relationship ?? '');
                    }}
                  >
                    Change<span className="sr-only"> {person.name}</span>
                  </Button>
                  <Button
                    variant="ghost"
                    onClick={() =>
                      mutations.removePerson.mutate(person.id, {
                        onSuccess: () => toast({ title: `${person.name} was taken off the list.` }),
                        onError: failed,
                      })
                    }
                  >
                    Remove<span className="sr-only"> {person.name}</span>
                  </Button>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-fg-muted">No one added yet.</p>
      )}
      <form onSubmit={handleSave} className="grid gap-3">
        <TextField
          label={editing ? 'Name' : 'Name of someone in the photos'}
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label="Who they are to your loved one"
          hint="For example: granddaughter, sister, neighbor."
          error={errors.relationship?.message}
          {...register('relationship')}
        />
        <FormAlert message={errors.root?.message} />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" variant="secondary">
            {editing ? 'Save changes' : 'Add person'}
          </Button>
          {editing ? (
            <Button
              variant="ghost"
              onClick={() => {
                setEditing(null);
                fill('', '');
              }}
            >
              Cancel
            </Button>
          ) : null}
        </div>
      </form>
    </Section>
  );
}

/** The family's albums: open one to see its photos, make one, remove one. */
export function AlbumsSection({
  albums,
  mutations,
  onOpen,
}: {
  albums: Album[];
  mutations: PhotoMutations;
  onOpen: (id: string) => void;
}) {
  const {
    register,
    submit,
    getValues,
    setValue,
    formState: { errors },
  } = useContractForm(memoryPhotosApi.addAlbum, { defaultValues: { name: '' } });
  const handleSave = submit(async ({ name }) => {
    const typed = getValues('name');
    await mutations.addAlbum.mutateAsync(name);
    toast({ title: `Album “${name}” made. Open a photo to put it in.` });
    if (getValues('name') === typed) setValue('name', '');
  });
  return (
    <Section title="Albums" intro="Group photos: a wedding, the old house, summers at the lake.">
      {albums.length ? (
        <ul className="grid gap-2" aria-label="Albums">
          {albums.map((album) => (
            <li
              key={album.id}
              className="border-border flex flex-wrap items-center gap-2 rounded-lg border-2 p-3"
            >
              <Button variant="secondary" onClick={() => onOpen(album.id)}>
                {album.name} ({album.photoCount} {album.photoCount === 1 ? 'photo' : 'photos'})
              </Button>
              {album.canChange ? (
                <Button
                  variant="ghost"
                  onClick={() =>
                    mutations.removeAlbum.mutate(album.id, {
                      onSuccess: () =>
                        toast({
                          title: `Album “${album.name}” removed. Its photos are still here.`,
                        }),
                      onError: failed,
                    })
                  }
                >
                  Remove album<span className="sr-only"> {album.name}</span>
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <form onSubmit={handleSave} className="grid gap-3">
        <TextField label="New album name" error={errors.name?.message} {...register('name')} />
        <FormAlert message={errors.root?.message} />
        <div>
          <Button type="submit" variant="secondary">
            Make album
          </Button>
        </div>
      </form>
    </Section>
  );
}
