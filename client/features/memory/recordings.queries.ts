import { queryOptions } from '@tanstack/react-query';
import {
  MEMORY_RECORDING_EVENTS,
  type Recording,
  type RecordingDetailsInput,
  type RecordingListQuery,
} from '../../../shared/memory-recordings';
import type { memoryRecordingsApi } from '../../../shared/memory-recordings.contract';
import {
  memoryRecordingFileRoutes,
  memoryRecordingsEndpoints,
} from '../../../shared/memory-recordings.endpoints';
import { apiClient } from '../../lib/api-client';
import { useLiveRefresh } from '../../lib/live-refresh';
import { circleKey } from '../../lib/query-keys';
import { uploadCircleMedia, useCircleMediaMutations } from './circle-media.queries';

const recordings = apiClient<typeof memoryRecordingsApi>(memoryRecordingsEndpoints);

export const recordingKeys = {
  all: (circleId: string | null) => circleKey('memory', circleId, 'recordings'),
};

export const recordingListQuery = (circleId: string | null, query: RecordingListQuery = {}) =>
  queryOptions({
    queryKey: [...recordingKeys.all(circleId), 'list', query],
    // A value left empty is left out.
    queryFn: () =>
      recordings.list({
        query: Object.fromEntries(Object.entries(query).filter(([, value]) => Boolean(value))),
      }),
    enabled: circleId !== null,
  });

export const removedRecordingsQuery = (circleId: string | null) =>
  queryOptions({
    queryKey: [...recordingKeys.all(circleId), 'removed'],
    queryFn: () => recordings.listRemoved(),
    enabled: circleId !== null,
  });

/** Keeps recordings current as other members add and change them. */
export function useRecordingsLive(circleId: string | null) {
  useLiveRefresh({ [MEMORY_RECORDING_EVENTS.changed]: [recordingKeys.all(circleId)] });
}

/** Sends one recording (`uploadCircleMedia`), resolving to the new recording. */
export const uploadRecording = (
  audio: Blob,
  filename: string,
  fields: Record<string, string>,
  onProgress: (fraction: number) => void,
): Promise<Recording> =>
  uploadCircleMedia(
    memoryRecordingFileRoutes.upload,
    { field: 'audio', blob: audio, name: filename },
    fields,
    onProgress,
  ).then((answer) => (answer as { recording: Recording }).recording);

/** The recording lifecycle: change, remove, bring back, delete for good (`useCircleMediaMutations`). */
export const useRecordingMutations = (circleId: string | null) =>
  useCircleMediaMutations<RecordingDetailsInput>(recordings, recordingKeys.all(circleId), circleId);

export type RecordingMutations = ReturnType<typeof useRecordingMutations>;
