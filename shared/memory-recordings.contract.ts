import { z } from 'zod';
import { contract } from './api-contract';
import {
  RECORDING_NOT_FOUND,
  recordingDetailsSchema,
  recordingListQuerySchema,
  recordingSchema,
} from './memory-recordings';
import { memoryRecordingsEndpoints } from './memory-recordings.endpoints';

const tags = ['memory'] as const;
const errors = [400, 401, 403, 404] as const;
/** A recording's id in a path (also read by the routes outside the contract). */
export const recordingIdParams = z.object({ id: z.uuid({ error: RECORDING_NOT_FOUND }) });
const oneRecording = z.object({ recording: recordingSchema });

/**
 * Memory support's voices and stories with their schemas, for the server, OpenAPI and forms
 * (decision 052).
 */
export const memoryRecordingsApi = contract(memoryRecordingsEndpoints, {
  list: {
    summary: 'The circle’s recordings, newest first (or those of one photo or song)',
    tags,
    query: recordingListQuerySchema,
    responses: { 200: z.object({ recordings: z.array(recordingSchema) }) },
    errors,
  },
  listRemoved: {
    summary: 'Recently removed recordings, which can be brought back for 30 days',
    tags,
    responses: { 200: z.object({ recordings: z.array(recordingSchema) }) },
    errors,
  },
  view: {
    summary: 'One recording with its details',
    tags,
    params: recordingIdParams,
    responses: { 200: oneRecording },
    errors,
  },
  change: {
    summary:
      'Change a recording’s title, photo, song or transcript (whoever added it, or a caregiver)',
    tags,
    params: recordingIdParams,
    body: recordingDetailsSchema,
    responses: { 200: oneRecording },
    errors,
  },
  remove: {
    summary: 'Move a recording to "Recently removed" (whoever added it, or a caregiver)',
    tags,
    params: recordingIdParams,
    responses: { 204: z.null() },
    errors,
  },
  restore: {
    summary: 'Bring back a removed recording (whoever added it, or a caregiver)',
    tags,
    params: recordingIdParams,
    responses: { 200: oneRecording },
    errors,
  },
  deleteForGood: {
    summary:
      'Delete a recording in "Recently removed" for good now, file and all, freeing its room (whoever added it, or a caregiver). A recording not in "Recently removed" answers 409.',
    tags,
    params: recordingIdParams,
    responses: { 204: z.null() },
    errors: [400, 401, 403, 404, 409],
  },
});
