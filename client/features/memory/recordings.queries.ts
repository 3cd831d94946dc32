import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  MEMORY_RECORDING_EVENTS,
  type Recording,
  type RecordingDetailsInput,
  type RecordingListQuery,
} from '../../../shared/memory-recordings';
import { ApiError, apiRequest, getJson, sendJson } from '../../lib/api';
import { useLiveRefresh } from '../../lib/live-refresh';
import { circleKey } from '../../lib/query-keys';
import { storageKey } from './storage.queries';

export const recordingKeys = {
  all: (circleId: string | null) => circleKey('memory', circleId, 'recordings'),
};

export const recordingListQuery = (circleId: string | null, query: RecordingListQuery = {}) =>
  queryOptions({
    queryKey: [...recordingKeys.all(circleId), 'list', query],
    queryFn: () => {
      const params = new URLSearchParams(
        Object.entries(query).filter((e): e is [string, string] => Boolean(e[1])),
      ).toString();
      return getJson<{ recordings: Recording[] }>(
        `/api/circle/recordings${params ? `?${params}` : ''}`,
      );
    },
    enabled: circleId !== null,
  });

export const removedRecordingsQuery = (circleId: string | null) =>
  queryOptions({
    queryKey: [...recordingKeys.all(circleId), 'removed'],
    queryFn: () => getJson<{ recordings: Recording[] }>('/api/circle/recordings/removed'),
    enabled: circleId !== null,
  });

/** Keeps recordings current as other members add and change them. */
export function useRecordingsLive(circleId: string | null) {
  useLiveRefresh({ [MEMORY_RECORDING_EVENTS.changed]: [recordingKeys.all(circleId)] });
}

/**
 * Sends one recording with XMLHttpRequest, whose upload reports progress; resolves to the new
 * recording or rejects with the server's own words.
 */
export function uploadRecording(
  audio: Blob,
  filename: string,
  fields: Record<string, string>,
  onProgress: (fraction: number) => void,
): Promise<Recording> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('audio', audio, filename);
    const request = new XMLHttpRequest();
    request.open('POST', '/api/circle/recordings');
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status === 201) {
        resolve((JSON.parse(request.responseText) as { recording: Recording }).recording);
      } else {
        reject(new ApiError(request.status, request.responseText, request.statusText));
      }
    };
    request.onerror = () =>
      reject(new Error('The connection dropped. Please check your internet and try again.'));
    request.send(form);
  });
}

export function useRecordingMutations(circleId: string | null) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: recordingKeys.all(circleId) });
  return {
    refresh: onSuccess,
    changeRecording: useMutation({
      mutationFn: ({ id, details }: { id: string; details: RecordingDetailsInput }) =>
        sendJson<{ recording: Recording }>('PUT', `/api/circle/recordings/${id}`, details),
      onSuccess,
    }),
    removeRecording: useMutation({
      mutationFn: async (id: string) => {
        await apiRequest('DELETE', `/api/circle/recordings/${id}`);
      },
      onSuccess,
    }),
    restoreRecording: useMutation({
      mutationFn: (id: string) =>
        sendJson<{ recording: Recording }>('POST', `/api/circle/recordings/${id}/restore`),
      onSuccess,
    }),
    /** Deletes a removed recording for good now, freeing its room (decision 065). */
    deleteRecordingForGood: useMutation({
      mutationFn: async (id: string) => {
        await apiRequest('DELETE', `/api/circle/recordings/${id}/forever`);
      },
      onSuccess: () =>
        Promise.all([
          onSuccess(),
          queryClient.invalidateQueries({ queryKey: storageKey(circleId) }),
        ]),
    }),
  };
}
