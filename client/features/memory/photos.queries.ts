import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { endpointUrl } from '../../../shared/api-contract';
import {
  MEMORY_PHOTO_EVENTS,
  type MemoryPersonInput,
  type Photo,
  type PhotoDetailsInput,
  type PhotoListQuery,
} from '../../../shared/memory-photos';
import type { memoryPhotosApi } from '../../../shared/memory-photos.contract';
import {
  memoryPhotoFileRoutes,
  memoryPhotosEndpoints,
} from '../../../shared/memory-photos.endpoints';
import { apiClient } from '../../lib/api-client';
import { useLiveRefresh } from '../../lib/live-refresh';
import { circleKey } from '../../lib/query-keys';
import { uploadCircleMedia, useCircleMediaMutations } from './circle-media.queries';

const photos = apiClient<typeof memoryPhotosApi>(memoryPhotosEndpoints);

export const photoKeys = {
  all: (circleId: string | null) => circleKey('memory', circleId, 'photos'),
};

/** The query as sent: a value left empty is left out. */
const sent = (query: PhotoListQuery): PhotoListQuery =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== ''));

export const photoListQuery = (circleId: string | null, query: PhotoListQuery) =>
  queryOptions({
    queryKey: [...photoKeys.all(circleId), 'list', query],
    queryFn: () => photos.list({ query: sent(query) }),
    enabled: circleId !== null,
    placeholderData: keepPreviousData,
  });

/** One photo by its id, removed ones included (its own address, decision 061). */
export const photoQuery = (circleId: string | null, id: string) =>
  queryOptions({
    queryKey: [...photoKeys.all(circleId), 'photo', id],
    queryFn: () => photos.view({ params: { id } }),
    enabled: circleId !== null && id !== '',
  });

export const removedPhotosQuery = (circleId: string | null) =>
  queryOptions({
    queryKey: [...photoKeys.all(circleId), 'removed'],
    queryFn: () => photos.listRemoved(),
    enabled: circleId !== null,
  });

export const memoryPeopleQuery = (circleId: string | null) =>
  queryOptions({
    queryKey: [...photoKeys.all(circleId), 'people'],
    queryFn: () => photos.listPeople(),
    enabled: circleId !== null,
  });

export const albumsQuery = (circleId: string | null) =>
  queryOptions({
    queryKey: [...photoKeys.all(circleId), 'albums'],
    queryFn: () => photos.listAlbums(),
    enabled: circleId !== null,
  });

/** One page of the newest photos, for a screen that turns through them all. */
export const photoPage = (page: number) => photos.list({ query: { page } });

/** Keeps photos, people and albums current as other members add and change them. */
export function usePhotosLive(circleId: string | null) {
  useLiveRefresh({ [MEMORY_PHOTO_EVENTS.changed]: [photoKeys.all(circleId)] });
}

/** Where a photo's small copy is, for a picture beside something that names only its id. */
export const photoThumbnailUrl = (id: string) =>
  endpointUrl(memoryPhotoFileRoutes.thumbnail, { id });

/** Sends one photo (`uploadCircleMedia`), resolving to the new photo. */
export const uploadPhoto = (
  file: File,
  fields: Record<string, string>,
  onProgress: (fraction: number) => void,
): Promise<Photo> =>
  uploadCircleMedia(
    memoryPhotoFileRoutes.upload,
    { field: 'photo', blob: file, name: file.name },
    fields,
    onProgress,
  ).then((answer) => (answer as { photo: Photo }).photo);

/** The photo lifecycle (`useCircleMediaMutations`), and the people and albums to tag them with. */
export function usePhotoMutations(circleId: string | null) {
  const media = useCircleMediaMutations<PhotoDetailsInput>(
    photos,
    photoKeys.all(circleId),
    circleId,
  );
  const onSuccess = media.refresh;
  return {
    ...media,
    addPerson: useMutation({
      mutationFn: (input: MemoryPersonInput) => photos.addPerson({ body: input }),
      onSuccess,
    }),
    changePerson: useMutation({
      mutationFn: ({ id, input }: { id: string; input: MemoryPersonInput }) =>
        photos.changePerson({ params: { id }, body: input }),
      onSuccess,
    }),
    removePerson: useMutation({
      mutationFn: (id: string) => photos.removePerson({ params: { id } }),
      onSuccess,
    }),
    addAlbum: useMutation({
      mutationFn: (name: string) => photos.addAlbum({ body: { name } }),
      onSuccess,
    }),
    renameAlbum: useMutation({
      mutationFn: ({ id, name }: { id: string; name: string }) =>
        photos.renameAlbum({ params: { id }, body: { name } }),
      onSuccess,
    }),
    removeAlbum: useMutation({
      mutationFn: (id: string) => photos.removeAlbum({ params: { id } }),
      onSuccess,
    }),
  };
}

export type PhotoMutations = ReturnType<typeof usePhotoMutations>;
