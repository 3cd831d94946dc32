import { endpointRoutes, removableRoutes } from './api-contract';

/**
 * Memory support's photos, the people in them and albums: where each answers (their schemas:
 * memory-photos.contract.ts).
 */
export const memoryPhotosEndpoints = endpointRoutes({
  listPeople: { method: 'GET', path: '/api/circle/memory-people' },
  addPerson: { method: 'POST', path: '/api/circle/memory-people' },
  changePerson: { method: 'PUT', path: '/api/circle/memory-people/:id' },
  removePerson: { method: 'DELETE', path: '/api/circle/memory-people/:id' },
  ...removableRoutes('/api/circle/photos'),
  listAlbums: { method: 'GET', path: '/api/circle/photo-albums' },
  addAlbum: { method: 'POST', path: '/api/circle/photo-albums' },
  renameAlbum: { method: 'PUT', path: '/api/circle/photo-albums/:id' },
  removeAlbum: { method: 'DELETE', path: '/api/circle/photo-albums/:id' },
});

/**
 * The photo routes the contract cannot describe (a multipart upload, the pictures themselves):
 * not JSON calls, so not in `memoryPhotosEndpoints`; screens build their URLs with `endpointUrl`.
 */
export const memoryPhotoFileRoutes = endpointRoutes({
  /** Add one photo: multipart ("photo", optional caption, place, year, personIds, albumId). */
  upload: { method: 'POST', path: '/api/circle/photos' },
  /** The display copy (a JPEG, at most 1600 pixels). */
  image: { method: 'GET', path: '/api/circle/photos/:id/image' },
  /** The small copy for lists. */
  thumbnail: { method: 'GET', path: '/api/circle/photos/:id/thumbnail' },
  /** The full copy, or the display copy for a photo without one. */
  full: { method: 'GET', path: '/api/circle/photos/:id/full' },
});
