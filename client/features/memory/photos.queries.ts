import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type Album,
  MEMORY_PHOTO_EVENTS,
  type MemoryPerson,
  type MemoryPersonInput,
  type Photo,
  type PhotoDetailsInput,
  type PhotoList,
  type PhotoListQuery,
} from '../../../shared/memory-photos';
import { ApiError, apiRequest, getJson, sendJson } from '../../lib/api';
import { useLiveRefresh } from '../../lib/live-refresh';
import { circleKey } from '../../lib/query-keys';
import { storageKey } from './storage.queries';

export const photoKeys = {
  all: (circleId: string | null) => circleKey('memory', circleId, 'photos'),
};

const search = (query: PhotoListQuery) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query) as [string, string | number | undefined][])
    if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
};

export const photoListQuery = (circleId: string | null, query: PhotoListQuery) =>
  queryOptions({
    queryKey: [...photoKeys.all(circleId), 'list', query],
    queryFn: () => getJson<PhotoList>(`/api/circle/photos${search(query)}`),
    enabled: circleId !== null,
    placeholderData: keepPreviousData,
  });

/** One photo by its id, removed ones included (its own address, decision 061). */
export const photoQuery = (circleId: string | null, id: string) =>
  queryOptions({
    queryKey: [...photoKeys.all(circleId), 'photo', id],
    queryFn: () => getJson<{ photo: Photo }>(`/api/circle/photos/${id}`),
    enabled: circleId !== null && id !== '',
  });

export const removedPhotosQuery = (circleId: string | null) =>
  queryOptions({
    queryKey: [...photoKeys.all(circleId), 'removed'],
    queryFn: () => getJson<{ photos: Photo[] }>('/api/circle/photos/removed'),
    enabled: circleId !== null,
  });

export const memoryPeopleQuery = (circleId: string | null) =>
  queryOptions({
    queryKey: [...photoKeys.all(circleId), 'people'],
    queryFn: () => getJson<{ people: MemoryPerson[] }>('/api/circle/memory-people'),
    enabled: circleId !== null,
  });

export const albumsQuery = (circleId: string | null) =>
  queryOptions({
    queryKey: [...photoKeys.all(circleId), 'albums'],
    queryFn: () => getJson<{ albums: Album[] }>('/api/circle/photo-albums'),
    enabled: circleId !== null,
  });

/** Keeps photos, people and albums current as other members add and change them. */
export function usePhotosLive(circleId: string | null) {
  useLiveRefresh({ [MEMORY_PHOTO_EVENTS.changed]: [photoKeys.all(circleId)] });
}

/**
 * Sends one photo with XMLHttpRequest, whose upload reports progress (fetch does not); resolves
 * to the new photo or rejects with the server's own words.
 */
export function uploadPhoto(
  file: File,
  fields: Record<string, string>,
  onProgress: (fraction: number) => void,
): Promise<Photo> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('photo', file, file.name);
    const request = new XMLHttpRequest();
    request.open('POST', '/api/circle/photos');
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status === 201) {
        resolve((JSON.parse(request.responseText) as { photo: Photo }).photo);
      } else {
        reject(new ApiError(request.status, request.responseText, request.statusText));
      }
    };
    request.onerror = () =>
      reject(new Error('The connection dropped. Please check your internet and try again.'));
    request.send(form);
  });
}

export function usePhotoMutations(circleId: string | null) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: photoKeys.all(circleId) });
  return {
    refresh: onSuccess,
    changePhoto: useMutation({
      mutationFn: ({ id, details }: { id: string; details: PhotoDetailsInput }) =>
        sendJson<{ photo: Photo }>('PUT', `/api/circle/photos/${id}`, details),
      onSuccess,
    }),
    removePhoto: useMutation({
      mutationFn: async (id: string) => {
        await apiRequest('DELETE', `/api/circle/photos/${id}`);
      },
      onSuccess,
    }),
    restorePhoto: useMutation({
      mutationFn: (id: string) =>
        sendJson<{ photo: Photo }>('POST', `/api/circle/photos/${id}/restore`),
      onSuccess,
    }),
    /** Deletes a removed photo for good now, freeing its room (decision 065). */
    deletePhotoForGood: useMutation({
      mutationFn: async (id: string) => {
        await apiRequest('DELETE', `/api/circle/photos/${id}/forever`);
      },
      onSuccess: () =>
        Promise.all([
          onSuccess(),
          queryClient.invalidateQueries({ queryKey: storageKey(circleId) }),
        ]),
    }),
    addPerson: useMutation({
      mutationFn: (input: MemoryPersonInput) =>
        sendJson<{ person: MemoryPerson }>('POST', '/api/circle/memory-people', input),
      onSuccess,
    }),
    changePerson: useMutation({
      mutationFn: ({ id, input }: { id: string; input: MemoryPersonInput }) =>
        sendJson<{ person: MemoryPerson }>('PUT', `/api/circle/memory-people/${id}`, input),
      onSuccess,
    }),
    removePerson: useMutation({
      mutationFn: async (id: string) => {
        await apiRequest('DELETE', `/api/circle/memory-people/${id}`);
      },
      onSuccess,
    }),
    addAlbum: useMutation({
      mutationFn: (name: string) =>
        sendJson<{ album: Album }>('POST', '/api/circle/photo-albums', { name }),
      onSuccess,
    }),
    renameAlbum: useMutation({
      mutationFn: ({ id, name }: { id: string; name: string }) =>
        sendJson<{ album: Album }>('PUT', `/api/circle/photo-albums/${id}`, { name }),
      onSuccess,
    }),
    removeAlbum: useMutation({
      mutationFn: async (id: string) => {
        await apiRequest('DELETE', `/api/circle/photo-albums/${id}`);
      },
      onSuccess,
    }),
  };
}
