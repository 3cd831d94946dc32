import { endpointRoutes, removableRoutes } from './api-contract';

/**
 * Memory support's voices and stories: where each recording endpoint answers (their schemas:
 * memory-recordings.contract.ts).
 */
export const memoryRecordingsEndpoints = removableRoutes('/api/circle/recordings');

/**
 * The recording routes the contract cannot describe (a multipart upload, the audio itself): not
 * JSON calls, so not in `memoryRecordingsEndpoints`; screens build their URLs with `endpointUrl`.
 */
export const memoryRecordingFileRoutes = endpointRoutes({
  /** Add one recording: multipart ("audio", title, optional photoId, songId, transcript…). */
  upload: { method: 'POST', path: '/api/circle/recordings' },
  /** The recording itself, answering byte ranges so a player can seek. */
  audio: { method: 'GET', path: '/api/circle/recordings/:id/audio' },
});
