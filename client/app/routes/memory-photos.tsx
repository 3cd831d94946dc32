import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, ImagePlus, RotateCcw, Trash2, Upload } from 'lucide-react';
import { type DragEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import {
  type Album,
  type MemoryPerson,
  type Photo,
  PHOTO_SORT_LABELS,
  PHOTO_SORTS,
  PHOTO_UNDO_DAYS,
  type PhotoSort,
  personLabel,
  photoWhen,
} from '../../../shared/memory-photos';
import { MEMORY_PHOTO_MAX_BYTES } from '../../../shared/images';
import { StandaloneLink } from '../../components/links';
import { Notice } from '../../components/notice';
import { Section } from '../../components/section';
import { Button } from '../../components/ui/button';
import { SelectField, TextAreaField, TextField } from '../../components/ui/form-field';
import { Page } from '../../components/ui/page';
import { toast } from '../../components/ui/use-toast';
import { useUser } from '../../features/auth/auth.queries';
import { NoCircleNotice } from '../../features/circles/join-circle';
import {
  albumsQuery,
  memoryPeopleQuery,
  photoListQuery,
  photoQuery,
  removedPhotosQuery,
  uploadPhoto,
  usePhotoMutations,
  usePhotosLive,
} from '../../features/memory/photos.queries';
import { RecordingPlayer } from '../../features/memory/recording-player';
import { recordingListQuery } from '../../features/memory/recordings.queries';
import { PHOTO_SIZES, PhotoImage } from '../../features/memory/photo-image';
import { PhotoTriggers } from '../../features/memory/photo-triggers';
import { DeleteForGood, useFocusAfterDeleting } from '../../features/memory/delete-for-good';
import { DUPLICATE_PHOTO_CODE, DUPLICATE_REMOVED_PHOTO_CODE } from '../../../shared/memory-storage';
import { StorageUsage } from '../../features/memory/storage-usage';
import { useRefreshStorage } from '../../features/memory/storage.queries';
import { ApiError, describeError } from '../../lib/api';

type Mutations = ReturnType<typeof usePhotoMutations>;
/** Photos sent at the same time; the rest wait their turn. */
const AT_ONCE = 2;

const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

const photoAlt = (photo: Photo) =>
  photo.caption ??
  (photo.people.length
    ? `Photo of ${photo.people.map((p) => p.name).join(', ')}`
    : `Photo added by ${photo.addedBy.name} on ${longDate(photo.addedAt)}`);

// ---------------------------------------------------------------------------------------------
// Adding photos: many files, two at a time, each with its own progress and retry

interface Upload {
  key: string;
  file: File;
  status: 'waiting' | 'sending' | 'added' | 'failed';
  progress: number;
  error?: string;
  /** The server's word for a refusal: the same photo twice is not worth trying again. */
  code?: string;
}

const isDuplicate = (upload: Upload) =>
  upload.code === DUPLICATE_PHOTO_CODE || upload.code === DUPLICATE_REMOVED_PHOTO_CODE;

function AddPhotos({ circleId, onAdded }: { circleId: string | null; onAdded: () => void }) {
  const refreshStorage = useRefreshStorage(circleId);
  const inputId = useId();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [isDragging, setDragging] = useState(false);
  const started = useRef(new Set<string>());
  const update = (key: string, change: Partial<Upload>) =>
    setUploads((all) => all.map((u) => (u.key === key ? { ...u, ...change } : u)));

  const addFiles = (files: FileList | null) => {
    if (!files?.length) return;
    const added = [...files].map((file) => ({
      key: `${file.name}-${file.size}-${Math.random().toString(36).slice(2)}`,
      file,
      status: 'waiting' as const,
      progress: 0,
    }));
    setUploads((all) => [...all.filter((u) => u.status !== 'added'), ...added]);
  };

  useEffect(() => {
    const sending = uploads.filter((u) => u.status === 'sending').length;
    const next = uploads
      .filter((u) => u.status === 'waiting' && !started.current.has(u.key))
      .slice(0, Math.max(0, AT_ONCE - sending));
    for (const item of next) {
      started.current.add(item.key);
      update(item.key, { status: 'sending', progress: 0, error: undefined, code: undefined });
      uploadPhoto(item.file, {}, (progress) => update(item.key, { progress }))
        .then(() => {
          update(item.key, { status: 'added', progress: 1 });
          onAdded();
        })
        .catch((error: unknown) => {
          update(item.key, {
            status: 'failed',
            error: describeError(error) ?? 'That photo could not be added. Please try again.',
            code: error instanceof ApiError ? error.code : undefined,
          });
          // A refusal for want of room: the figure above says how full it is now.
          void refreshStorage();
        });
    }
  }, [uploads, onAdded, refreshStorage]);

  const retry = (key: string) => {
    started.current.delete(key);
    update(key, { status: 'waiting', progress: 0, error: undefined });
  };
  const added = uploads.filter((u) => u.status === 'added').length;
  const already = uploads.filter((u) => u.status === 'failed' && isDuplicate(u)).length;
  const failed = uploads.filter((u) => u.status === 'failed').length - already;
  const busy = uploads.some((u) => u.status === 'waiting' || u.status === 'sending');

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    addFiles(event.dataTransfer.files);
  };

  return (
    <Section
      title="Add photos"
      intro={`Choose as many as you like from your phone or computer, each up to ${MEMORY_PHOTO_MAX_BYTES / 1024 / 1024} MB. You can keep using this page while they are added.`}
    >
      <StorageUsage circleId={circleId} />
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`grid gap-3 rounded-xl border-2 border-dashed p-5 ${isDragging ? 'border-accent bg-muted' : 'border-border'}`}
      >
        <label
          htmlFor={inputId}
          className="bg-accent text-accent-fg inline-flex min-h-14 w-full cursor-pointer items-center justify-center gap-3 rounded-lg px-6 py-3 text-xl font-bold has-[:focus-visible]:outline-3 sm:w-auto"
        >
          <ImagePlus aria-hidden className="h-7 w-7" />
          Add photos
          <input
            id={inputId}
            type="file"
            accept="image/*"
            multiple
            className="sr-only"
            onChange={(event) => {
              addFiles(event.target.files);
              event.target.value = '';
            }}
          />
        </label>
        <p className="text-fg-muted hidden sm:block">
          <Upload aria-hidden className="mr-2 inline h-5 w-5" />
          Or drag photos from your computer and drop them here.
        </p>
      </div>
      <p aria-live="polite" className="font-semibold">
        {uploads.length
          ? busy
            ? `Adding photos: ${added} of ${uploads.length} done.`
            : `${added} ${added === 1 ? 'photo' : 'photos'} added.${already ? ` ${already} ${already === 1 ? 'was' : 'were'} already there.` : ''}${failed ? ` ${failed} could not be added.` : ''}${failed || already ? '' : ' Tap a photo below to add names and a caption.'}`
          : ''}
      </p>
      {uploads.length ? (
        <ul className="grid gap-2" aria-label="Photos being added">
          {uploads.map((u) => (
            <li
              key={u.key}
              className="border-border grid gap-2 rounded-lg border-2 p-3"
              data-upload-status={u.status}
            >
              <p className="font-semibold break-all">{u.file.name}</p>
              {u.status === 'failed' && isDuplicate(u) ? (
                <>
                  <p className="font-medium">{u.error}</p>
                  {u.code === DUPLICATE_REMOVED_PHOTO_CODE ? (
                    <p>
                      <a href="#recently-removed" className="font-semibold underline">
                        Go to “Recently removed”
                      </a>
                    </p>
                  ) : null}
                </>
              ) : u.status === 'failed' ? (
                <>
                  <p className="text-danger font-medium">{u.error}</p>
                  <div>
                    <Button variant="secondary" onClick={() => retry(u.key)}>
                      <RotateCcw aria-hidden className="h-5 w-5" />
                      Try again<span className="sr-only">: {u.file.name}</span>
                    </Button>
                  </div>
                </>
              ) : (
                <>
                  <progress
                    className="h-3 w-full"
                    max={1}
                    value={u.status === 'waiting' ? 0 : u.progress}
                    aria-label={`Progress for ${u.file.name}`}
                  />
                  <p className="text-fg-muted">
                    {u.status === 'waiting'
                      ? 'Waiting its turn'
                      : u.status === 'sending'
                        ? `Sending… ${Math.round(u.progress * 100)}%`
                        : 'Added'}
                  </p>
                </>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </Section>
  );
}

// ---------------------------------------------------------------------------------------------
// One photo: look at it, change its details, remove it

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

function PhotoDetail({
  photo,
  people,
  albums,
  mutations,
  onClose,
}: {
  photo: Photo;
  people: MemoryPerson[];
  albums: Album[];
  mutations: Mutations;
  onClose: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), [photo.id]);
  const [caption, setCaption] = useState(photo.caption ?? '');
  const [place, setPlace] = useState(photo.place ?? '');
  const [year, setYear] = useState(photo.year === null ? '' : String(photo.year));
  const [isDecade, setDecade] = useState(photo.isDecade);
  const [story, setStory] = useState(photo.story ?? '');
  const [personIds, setPersonIds] = useState(photo.people.map((p) => p.id));
  const [albumIds, setAlbumIds] = useState(photo.albumIds);
  const [error, setError] = useState<string>();
  const toggle = (list: string[], id: string) =>
    list.includes(id) ? list.filter((x) => x !== id) : [...list, id];
  const when = photoWhen(photo);

  const save = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = year.trim();
    mutations.changePhoto.mutate(
      {
        id: photo.id,
        details: {
          caption,
          place,
          year: trimmed === '' ? null : /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN,
          isDecade,
          story,
          personIds,
          albumIds,
        },
      },
      {
        onSuccess: () => {
          setError(undefined);
          toast({ title: 'Photo details saved.' });
        },
        onError: (e) => setError(describeError(e)),
      },
    );
  };
  const remove = () =>
    mutations.removePhoto.mutate(photo.id, {
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
        {photo.caption ?? 'A family photo'}
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
                  mutations.restorePhoto.mutate(photo.id, {
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
        <form onSubmit={save} className="border-border grid gap-4 rounded-xl border-2 p-4">
          <h3 className="text-xl font-bold">Change the details</h3>
          <TextField
            label="Caption"
            hint="A few words, like “Dad at the lake”."
            value={caption}
            onChange={(e) => setCaption(e.target.value)}
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
                    onChange={() => setPersonIds((ids) => toggle(ids, person.id))}
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
          <TextField label="Place" value={place} onChange={(e) => setPlace(e.target.value)} />
          <TextField
            label="Year"
            hint="Four digits, like 1962. For a decade, write its first year, like 1960, and tick the box."
            inputMode="numeric"
            value={year}
            error={error}
            onChange={(e) => setYear(e.target.value)}
          />
          <label className="flex min-h-11 items-center gap-3">
            <input
              type="checkbox"
              className="h-6 w-6"
              checked={isDecade}
              onChange={(e) => setDecade(e.target.checked)}
            />
            We only know the decade
          </label>
          <TextAreaField
            label="The story"
            hint="What was happening, who took it, what they said about it."
            value={story}
            onChange={(e) => setStory(e.target.value)}
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
                    onChange={() => setAlbumIds((ids) => toggle(ids, album.id))}
                  />
                  {album.name}
                </label>
              ))}
            </fieldset>
          ) : null}
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={mutations.changePhoto.isPending}>
              Save details
            </Button>
            <Button variant="danger" onClick={remove} disabled={mutations.removePhoto.isPending}>
              <Trash2 aria-hidden className="h-5 w-5" />
              Remove photo
            </Button>
          </div>
        </form>
      ) : (
        <p className="text-fg-muted">
          Only {photo.addedBy.name}, who added this photo, or a caregiver can change it.
        </p>
      )}
    </section>
  );
}

// ---------------------------------------------------------------------------------------------
// People and albums

function PeopleSection({ people, mutations }: { people: MemoryPerson[]; mutations: Mutations }) {
  const [name, setName] = useState('');
  const [relationship, setRelationship] = useState('');
  const [editing, setEditing] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = { name, relationship: relationship || null };
    const done = {
      onSuccess: () => {
        // Only what was sent is cleared: someone already typing the next person keeps it.
        setName((typed) => (typed === input.name ? '' : typed));
        setRelationship((typed) => (typed === relationship ? '' : typed));
        setEditing(null);
        setError(undefined);
        toast({ title: editing ? 'Saved.' : `Added ${name.trim()}.` });
      },
      onError: (e: unknown) => setError(describeError(e)),
    };
    if (editing) mutations.changePerson.mutate({ id: editing, input }, done);
    else mutations.addPerson.mutate(input, done);
  };
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
                      setName(person.name);
                      setRelationship(person.relationship ?? '');
                    }}
                  >
                    Change<span className="sr-only"> {person.name}</span>
                  </Button>
                  <Button
                    variant="ghost"
                    onClick={() =>
                      mutations.removePerson.mutate(person.id, {
                        onSuccess: () => toast({ title: `${person.name} was taken off the list.` }),
                        onError: (e) => toast({ title: describeError(e) ?? 'Please try again.' }),
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
      <form onSubmit={submit} className="grid gap-3">
        <TextField
          label={editing ? 'Name' : 'Name of someone in the photos'}
          value={name}
          error={error}
          onChange={(e) => setName(e.target.value)}
        />
        <TextField
          label="Who they are to your loved one"
          hint="For example: granddaughter, sister, neighbor."
          value={relationship}
          onChange={(e) => setRelationship(e.target.value)}
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" variant="secondary">
            {editing ? 'Save changes' : 'Add person'}
          </Button>
          {editing ? (
            <Button
              variant="ghost"
              onClick={() => {
                setEditing(null);
                setName('');
                setRelationship('');
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

function AlbumsSection({
  albums,
  mutations,
  onOpen,
}: {
  albums: Album[];
  mutations: Mutations;
  onOpen: (id: string) => void;
}) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutations.addAlbum.mutate(name, {
      onSuccess: () => {
        toast({ title: `Album “${name.trim()}” made. Open a photo to put it in.` });
        setName((typed) => (typed === name ? '' : typed));
        setError(undefined);
      },
      onError: (e) => setError(describeError(e)),
    });
  };
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
                      onError: (e) => toast({ title: describeError(e) ?? 'Please try again.' }),
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
      <form onSubmit={submit} className="grid gap-3">
        <TextField
          label="New album name"
          value={name}
          error={error}
          onChange={(e) => setName(e.target.value)}
        />
        <div>
          <Button type="submit" variant="secondary">
            Make album
          </Button>
        </div>
      </form>
    </Section>
  );
}

function RemovedSection({ photos, mutations }: { photos: Photo[]; mutations: Mutations }) {
  const { listRef, emptyRef, hasDeleted, deleted } = useFocusAfterDeleting(photos);
  if (!photos.length && !hasDeleted) return null;
  const deleteForGood = (photo: Photo) =>
    mutations.deletePhotoForGood.mutate(photo.id, {
      onSuccess: () => {
        toast({
          title: 'Photo deleted for good. Its room in your family’s storage is free again.',
        });
        deleted(photo.id);
      },
      onError: (e) => toast({ title: describeError(e) ?? 'Please try again.' }),
    });
  return (
    <Section
      id="recently-removed"
      title="Recently removed"
      intro={`Removed photos wait here for ${PHOTO_UNDO_DAYS} days, then they are deleted for good. Until then they still take up room in your family’s storage; to free it now, delete them for good.`}
    >
      {photos.length ? (
        <ul ref={listRef} tabIndex={-1} className="grid gap-3" aria-label="Recently removed photos">
          {photos.map((photo) => (
            <li
              key={photo.id}
              className="border-border flex flex-wrap items-center gap-3 rounded-lg border-2 p-3"
            >
              <PhotoImage
                photo={photo}
                sizes="5rem"
                alt={photoAlt(photo)}
                className="h-20 w-20 rounded-lg object-cover"
              />
              <div className="grid min-w-0 grow gap-1">
                <p className="font-semibold break-words">{photo.caption ?? 'A family photo'}</p>
                {photo.deletesOn ? (
                  <p className="text-fg-muted">Deleted for good on {longDate(photo.deletesOn)}</p>
                ) : null}
              </div>
              {photo.canChange ? (
                <div className="flex flex-wrap gap-2">
                  <Button
                    variant="secondary"
                    onClick={() =>
                      mutations.restorePhoto.mutate(photo.id, {
                        onSuccess: () => toast({ title: 'Photo brought back.' }),
                        onError: (e) => toast({ title: describeError(e) ?? 'Please try again.' }),
                      })
                    }
                  >
                    <RotateCcw aria-hidden className="h-5 w-5" />
                    Restore<span className="sr-only"> {photo.caption ?? 'this photo'}</span>
                  </Button>
                  <DeleteForGood
                    kind="photo"
                    name={photo.caption ?? 'A family photo'}
                    onConfirm={() => deleteForGood(photo)}
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

// ---------------------------------------------------------------------------------------------
// The screen

export default function MemoryPhotosScreen() {
  const { user } = useUser();
  const circleId = user?.circleId ?? null;
  usePhotosLive(circleId);
  const mutations = usePhotoMutations(circleId);
  const [sort, setSort] = useState<PhotoSort>('newest');
  const [q, setQ] = useState('');
  const [personId, setPersonId] = useState('');
  const [albumId, setAlbumId] = useState('');
  const [page, setPage] = useState(1);
  // The open photo is in the address (/memory-support/photos/<id>), so a link opens it and Back
  // closes it; the list's search, sort and page stay as they were.
  const { id: openId } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const cameFromList = (location.state as { fromList?: boolean } | null)?.fromList === true;
  const gridRef = useRef<HTMLHeadingElement>(null);
  const list = useQuery(
    photoListQuery(circleId, {
      sort,
      q: q.trim() || undefined,
      personId: personId || undefined,
      albumId: albumId || undefined,
      page,
    }),
  );
  const people = useQuery(memoryPeopleQuery(circleId)).data?.people ?? [];
  const albums = useQuery(albumsQuery(circleId)).data?.albums ?? [];
  const removed = useQuery(removedPhotosQuery(circleId)).data?.photos ?? [];
  const photos = list.data?.photos ?? [];
  // Looked up by id, so a photo on another page of the list, or removed, opens too.
  const single = useQuery(photoQuery(circleId, openId ?? ''));
  const open = openId ? single.data?.photo : undefined;
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  const filtered = Boolean(q.trim() || personId || albumId);
  const close = () => {
    if (cameFromList) void navigate(-1);
    else void navigate('/memory-support/photos');
  };
  // Back at the list (by the button or the browser's Back): its heading focused in the middle of
  // the screen, after the browser has put back the page's old scroll position (which may leave the
  // search box under the sticky header).
  const wasOpen = useRef(false);
  useEffect(() => {
    if (!openId && wasOpen.current) {
      requestAnimationFrame(() => {
        gridRef.current?.scrollIntoView({ block: 'center' });
        gridRef.current?.focus({ preventScroll: true });
      });
    }
    wasOpen.current = Boolean(openId);
  }, [openId]);

  if (user && !circleId) {
    return (
      <Page title="Family photos">
        <NoCircleNotice />
      </Page>
    );
  }

  return (
    <Page
      title="Family photos"
      lead="Familiar faces and places, with names and a few words, to look at together."
    >
      <p>
        <StandaloneLink to="/memory-support">Back to memory support</StandaloneLink>
      </p>
      <AddPhotos circleId={circleId} onAdded={() => void mutations.refresh()} />

      {openId && !open ? (
        <section className="grid gap-4" aria-label="A family photo">
          {single.isError ? (
            <Notice title="We could not find that photo">
              <p>{describeError(single.error) ?? 'Please try again in a moment.'}</p>
            </Notice>
          ) : (
            <p>Opening the photo…</p>
          )}
          <p>
            <StandaloneLink to="/memory-support/photos">
              <ArrowLeft aria-hidden className="h-5 w-5" />
              All photos
            </StandaloneLink>
          </p>
        </section>
      ) : open ? (
        <PhotoDetail
          key={open.id}
          photo={open}
          people={people}
          albums={albums}
          mutations={mutations}
          onClose={close}
        />
      ) : (
        <section className="grid gap-4" aria-labelledby="all-photos">
          <h2 id="all-photos" ref={gridRef} tabIndex={-1} className="text-2xl font-bold">
            All photos
          </h2>
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              label="Search captions and stories"
              type="search"
              value={q}
              onChange={(e) => {
                setQ(e.target.value);
                setPage(1);
              }}
            />
            <SelectField
              label="Sort"
              value={sort}
              onChange={(e) => {
                setSort(e.target.value as PhotoSort);
                setPage(1);
              }}
            >
              {PHOTO_SORTS.map((s) => (
                <option key={s} value={s}>
                  {PHOTO_SORT_LABELS[s]}
                </option>
              ))}
            </SelectField>
            {people.length ? (
              <SelectField
                label="Show photos of"
                value={personId}
                onChange={(e) => {
                  setPersonId(e.target.value);
                  setPage(1);
                }}
              >
                <option value="">Everyone</option>
                {people.map((p) => (
                  <option key={p.id} value={p.id}>
                    {personLabel(p)}
                  </option>
                ))}
              </SelectField>
            ) : null}
            {albums.length ? (
              <SelectField
                label="Album"
                value={albumId}
                onChange={(e) => {
                  setAlbumId(e.target.value);
                  setPage(1);
                }}
              >
                <option value="">All photos</option>
                {albums.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.name}
                  </option>
                ))}
              </SelectField>
            ) : null}
          </div>
          <p aria-live="polite" className="text-fg-muted">
            {list.data
              ? `${list.data.total} ${list.data.total === 1 ? 'photo' : 'photos'}${filtered ? ' found' : ''}`
              : list.isError
                ? ''
                : 'Loading photos…'}
          </p>
          {list.isError ? (
            <Notice title="We could not load the photos" level={3}>
              <p>{describeError(list.error) ?? 'Please try again in a moment.'}</p>
            </Notice>
          ) : null}
          {list.data && !photos.length && !filtered ? (
            <Notice title="No photos yet" level={3}>
              <p>Add the first one above: a wedding, a favorite place, a grandchild’s smile.</p>
            </Notice>
          ) : null}
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label="Photos">
            {photos.map((photo) => (
              <li key={photo.id} className="min-w-0">
                <Link
                  to={`/memory-support/photos/${photo.id}`}
                  state={{ fromList: true }}
                  className="grid w-full gap-1 rounded-xl text-left"
                >
                  <PhotoImage
                    photo={photo}
                    sizes={PHOTO_SIZES.grid}
                    alt=""
                    loading="lazy"
                    className="bg-muted aspect-square h-auto w-full rounded-xl object-cover"
                  />
                  <span className="font-semibold break-words">
                    {photo.caption ?? 'No caption yet'}
                  </span>
                  {photoWhen(photo) ? (
                    <span className="text-fg-muted text-sm">{photoWhen(photo)}</span>
                  ) : null}
                  {photo.people.length ? (
                    <span className="text-fg-muted text-sm break-words">
                      {photo.people.map((p) => p.name).join(', ')}
                    </span>
                  ) : null}
                  <span className="sr-only">: open this photo</span>
                </Link>
              </li>
            ))}
          </ul>
          {pages > 1 ? (
            <div className="flex flex-wrap items-center gap-3">
              <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                Previous photos
              </Button>
              <span>
                Page {page} of {pages}
              </span>
              <Button
                variant="secondary"
                disabled={page >= pages}
                onClick={() => setPage(page + 1)}
              >
                More photos
              </Button>
            </div>
          ) : null}
        </section>
      )}

      <PeopleSection people={people} mutations={mutations} />
      <AlbumsSection
        albums={albums}
        mutations={mutations}
        onOpen={(id) => {
          setAlbumId(id);
          setPage(1);
          if (openId) void navigate('/memory-support/photos');
          else requestAnimationFrame(() => gridRef.current?.focus());
        }}
      />
      <RemovedSection photos={removed} mutations={mutations} />
    </Page>
  );
}
