import { endpointRoutes } from './api-contract';

/**
 * Memory support's voices and stories: where each recording endpoint answers (their schemas:
 * memory-recordings.contract.ts).
 */
export const memoryRecordingsEndpoints = endpointRoutes({
  list: { method: 'GET', path: '/api/circle/recordings' },
  listRemoved: { method: 'GET', path: '/api/circle/recordings/removed' },
  view: { method: 'GET', path: '/api/circle/recordings/:id' },
  change: { method: 'PUT', path: '/api/circle/recordings/:id' },
  remove: { method: 'DELETE', path: '/api/circle/recordings/:id' },
  restore: { method: 'POST', path: '/api/circle/recordings/:id/restore' },
  deleteForGood: { method: 'DELETE', path: '/api/circle/recordings/:id/forever' },
});

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
