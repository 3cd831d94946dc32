import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { photoWhen } from '../../../shared/memory-photos';
import { StandaloneLink } from '../../components/links';
import { Notice } from '../../components/notice';
import { Section } from '../../components/section';
import { Button } from '../../components/ui/button';
import { Page } from '../../components/ui/page';
import { describeError } from '../../lib/api';
import { useUser } from '../auth/auth.queries';
import { NoCircleNotice } from '../circles/join-circle.part';
import { PhotoDetail } from './photo-detail';
import { type PhotoFilter, PhotoFilters } from './photo-filters';
import { PHOTO_SIZES, PhotoImage } from './photo-image';
import { AlbumsSection, PeopleSection } from './photo-people-albums';
import { AddPhotos } from './photo-upload';
import {
  albumsQuery,
  memoryPeopleQuery,
  photoListQuery,
  photoQuery,
  removedPhotosQuery,
  usePhotoMutations,
  usePhotosLive,
} from './photos.queries';
import { RemovedPhotos } from './photos-removed';
import { StorageUsage } from './storage-usage';

/**
 * The family's photos (decision 048): add them, look through them by search, sort, person and
 * album, open one to name who is in it, and bring back removed ones. On a phone the photos come
 * in the first screen: one Add button above them, the filters folded, the storage below
 * (decision 081).
 */
export default function MemoryPhotosScreen() {
  const { user } = useUser();
  const circleId = user?.circleId ?? null;
  usePhotosLive(circleId);
  const mutations = usePhotoMutations(circleId);
  const [filter, setFilter] = useState<PhotoFilter>({
    q: '',
    sort: 'newest',
    personId: '',
    albumId: '',
  });
  const { q, sort, personId, albumId } = filter;
  const [filtersOpen, setFiltersOpen] = useState(false);
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
    <Page title="Family photos" lead="Familiar faces and places to look at together.">
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
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <h2 id="all-photos" ref={gridRef} tabIndex={-1} className="text-2xl font-bold">
              All photos
            </h2>
            <p aria-live="polite" className="text-fg-muted">
              {list.data
                ? `${list.data.total} ${list.data.total === 1 ? 'photo' : 'photos'}${filtered ? ' found' : ''}`
                : list.isError
                  ? ''
                  : 'Loading photos…'}
            </p>
          </div>
          <PhotoFilters
            filter={{ q, sort, personId, albumId }}
            people={people}
            albums={albums}
            open={filtersOpen}
            onOpenChange={setFiltersOpen}
            onChange={(change) => {
              setFilter((current) => ({ ...current, ...change }));
              setPage(1);
            }}
          />
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

      <Section title="Family storage">
        <StorageUsage circleId={circleId} />
      </Section>
      <PeopleSection people={people} mutations={mutations} />
      <AlbumsSection
        albums={albums}
        mutations={mutations}
        onOpen={(id) => {
          setFilter((current) => ({ ...current, albumId: id }));
          setFiltersOpen(true);
          setPage(1);
          if (openId) void navigate('/memory-support/photos');
          else requestAnimationFrame(() => gridRef.current?.focus());
        }}
      />
      <RemovedPhotos photos={removed} mutations={mutations} />
    </Page>
  );
}
