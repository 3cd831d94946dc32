import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, RotateCcw, Trash2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import {
  type Album,
  type MemoryPerson,
  type Photo,
  PHOTO_UNDO_DAYS,
  personLabel,
  photoWhen,
} from '../../../shared/memory-photos';
import { memoryPhotosApi } from '../../../shared/memory-photos.contract';
import { StandaloneLink } from '../../components/links';
import { Notice } from '../../components/notice';
import { Button } from '../../components/ui/button';
import { FormAlert, TextAreaField, TextField } from '../../components/ui/form-field';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { useContractForm } from '../../lib/use-contract-form';
import { useUser } from '../auth/auth.queries';
import { PHOTO_SIZES, PhotoImage } from './photo-image';
import { PhotoTriggers } from './photo-triggers';
import { longDate, photoAlt } from './photo-words';
import type { PhotoMutations } from './photos.queries';
import { RecordingPlayer } from './recording-player';
import { recordingListQuery } from './recordings.queries';
import { photoName } from '../../../shared/memory-photos-basics';

/** The voices and stories that belong to a photo (decision 052), and a way to add one. */
function PhotoRecordings({ photo }: { photo: Photo }) {
  const { user } = useUser();
  const recordings = useQuery(recordingListQuery(user?.circleId ?? null, { photoId: photo.id }));
  return (
    <div className="grid gap-2">
      {recordings.data?.recordings.map((recording) => (
        <div key={recording.id} className="grid gap-2">
          <h3 className="text-xl font-bold break-words">{recording.title}</h3>
          <RecordingPlayer
            src={recording.audioUrl}
            title={recording.title}
            knownDuration={recording.durationSeconds}
          />
          {recording.transcript ? (
            <p className="bg-muted rounded-lg p-3 text-lg break-words whitespace-pre-line">
              {recording.transcript}
            </p>
          ) : null}
        </div>
      ))}
      <StandaloneLink to="/memory-support/recordings">Record a story about a photo</StandaloneLink>
    </div>
  );
}

/** The year as typed: empty is none, digits a number, anything else what the schema refuses. */
const yearFrom = (typed: unknown) => {
  if (typeof typed !== 'string') return typed;
  const trimmed = typed.trim();
  return trimmed === '' ? null : /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
};

const toggle = (list: string[], id: string) =>
  list.includes(id) ? list.filter((x) => x !== id) : [...list, id];

/** A photo's caption, people, place, year, story and albums, checked by the endpoint's schema. */
function PhotoDetailsForm({
  photo,
  people,
  albums,
  mutations,
  onRemove,
}: {
  photo: Photo;
  people: MemoryPerson[];
  albums: Album[];
  mutations: PhotoMutations;
  onRemove: () => void;
}) {
  const {
    register,
    submit,
    watch,
    setValue,
    formState: { errors },
  } = useContractForm(memoryPhotosApi.change, {
    defaultValues: {
      caption: photo.caption ?? '',
      place: photo.place ?? '',
      year: photo.year,
      isDecade: photo.isDecade,
      story: photo.story ?? '',
      personIds: photo.people.map((p) => p.id),
      albumIds: photo.albumIds,
    },
  });
  const personIds = watch('personIds') ?? [];
  const albumIds = watch('albumIds') ?? [];
  const save = submit(async (details) => {
    await mutations.change.mutateAsync({ id: photo.id, details });
    toast({ title: 'Photo details saved.' });
  });

  return (
    <form onSubmit={save} className="border-border grid gap-4 rounded-xl border-2 p-4">
      <h3 className="text-xl font-bold">Change the details</h3>
      <TextField
        label="Caption"
        hint="A few words, like “Dad at the lake”."
        error={errors.caption?.message}
        {...register('caption')}
      />
      <fieldset className="grid gap-2">
        <legend className="font-semibold">Who is in it</legend>
        {people.length ? (
          people.map((person) => (
            <label key={person.id} className="flex min-h-11 items-center gap-3">
              <input
                type="checkbox"
                className="h-6 w-6"
                checked={personIds.includes(person.id)}
                onChange={() => setValue('personIds', toggle(personIds, person.id))}
              />
              {personLabel(person)}
            </label>
          ))
        ) : (
          <p className="text-fg-muted">
            Add people under “People in the photos” below, then tick them here.
          </p>
        )}
      </fieldset>
      <TextField label="Place" error={errors.place?.message} {...register('place')} />
      <TextField
        label="Year"
        hint="Four digits, like 1962. For a decade, write its first year, like 1960, and tick the box."
        inputMode="numeric"
        error={errors.year?.message}
        {...register('year', { setValueAs: yearFrom })}
      />
      <label className="flex min-h-11 items-center gap-3">
        <input type="checkbox" className="h-6 w-6" {...register('isDecade')} />
        We only know the decade
      </label>
      <TextAreaField
        label="The story"
        hint="What was happening, who took it, what they said about it."
        error={errors.story?.message}
        {...register('story')}
      />
      {albums.length ? (
        <fieldset className="grid gap-2">
          <legend className="font-semibold">Albums</legend>
          {albums.map((album) => (
            <label key={album.id} className="flex min-h-11 items-center gap-3">
              <input
                type="checkbox"
                className="h-6 w-6"
                checked={albumIds.includes(album.id)}
                onChange={() => setValue('albumIds', toggle(albumIds, album.id))}
              />
              {album.name}
            </label>
          ))}
        </fieldset>
      ) : null}
      <FormAlert message={errors.root?.message} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={mutations.change.isPending}>
          Save details
        </Button>
        <Button variant="danger" onClick={onRemove} disabled={mutations.remove.isPending}>
          <Trash2 aria-hidden className="h-5 w-5" />
          Remove photo
        </Button>
      </div>
    </form>
  );
}

/** One photo: look at it, change its details, remove it. */
export function PhotoDetail({
  photo,
  people,
  albums,
  mutations,
  onClose,
}: {
  photo: Photo;
  people: MemoryPerson[];
  albums: Album[];
  mutations: PhotoMutations;
  onClose: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), [photo.id]);
  const when = photoWhen(photo);
  const remove = () =>
    mutations.remove.mutate(photo.id, {
      onSuccess: () => {
        toast({
          title: `Photo moved to “Recently removed”. You can bring it back for ${PHOTO_UNDO_DAYS} days.`,
        });
        onClose();
      },
      onError: (e) => toast({ title: describeError(e) ?? 'Please try again.' }),
    });

  return (
    <section className="grid gap-4" aria-labelledby={`photo-${photo.id}`}>
      <div>
        <Button variant="ghost" onClick={onClose}>
          <ArrowLeft aria-hidden className="h-5 w-5" />
          Back to all photos
        </Button>
      </div>
      <h2
        id={`photo-${photo.id}`}
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-bold break-words"
      >
        {photoName(photo)}
      </h2>
      {photo.removedAt ? (
        <Notice title="This photo is in “Recently removed”" level={3}>
          <p>
            It is deleted for good on {longDate(photo.deletesOn ?? photo.removedAt)} unless someone
            brings it back.
          </p>
          {photo.canChange ? (
            <p>
              <Button
                variant="secondary"
                onClick={() =>
                  mutations.restore.mutate(photo.id, {
                    onSuccess: () => toast({ title: 'Photo brought back.' }),
                    onError: (e) => toast({ title: describeError(e) ?? 'Please try again.' }),
                  })
                }
              >
                <RotateCcw aria-hidden className="h-5 w-5" />
                Bring it back
              </Button>
            </p>
          ) : null}
        </Notice>
      ) : null}
      <PhotoImage
        photo={photo}
        sizes={PHOTO_SIZES.column}
        alt={photoAlt(photo)}
        className="bg-muted h-auto max-h-[70vh] w-full rounded-xl object-contain"
      />
      <dl className="grid gap-1 text-lg">
        {photo.people.length ? (
          <div>
            <dt className="inline font-semibold">Who is in it: </dt>
            <dd className="inline">{photo.people.map(personLabel).join(', ')}</dd>
          </div>
        ) : null}
        {photo.place ? (
          <div>
            <dt className="inline font-semibold">Where: </dt>
            <dd className="inline">{photo.place}</dd>
          </div>
        ) : null}
        {when ? (
          <div>
            <dt className="inline font-semibold">When: </dt>
            <dd className="inline">{when}</dd>
          </div>
        ) : null}
        {photo.takenOn ? (
          <div>
            <dt className="inline font-semibold">Camera date: </dt>
            <dd className="inline">{longDate(`${photo.takenOn}T12:00:00Z`)}</dd>
          </div>
        ) : null}
        <div>
          <dt className="inline font-semibold">Added by: </dt>
          <dd className="inline">
            {photo.addedBy.name} on {longDate(photo.addedAt)}
          </dd>
        </div>
      </dl>
      {photo.story ? <p className="text-lg whitespace-pre-line">{photo.story}</p> : null}
      <PhotoRecordings photo={photo} />
      {photo.removedAt ? null : <PhotoTriggers photoId={photo.id} />}

      {photo.removedAt ? null : photo.canChange ? (
        <PhotoDetailsForm
          photo={photo}
          people={people}
          albums={albums}
          mutations={mutations}
          onRemove={remove}
        />
      ) : (
        <p className="text-fg-muted">
          Only {photo.addedBy.name}, who added this photo, or a caregiver can change it.
        </p>
      )}
    </section>
  );
}
