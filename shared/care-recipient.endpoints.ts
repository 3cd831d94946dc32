import { endpointRoutes } from './api-contract';

/**
 * The care recipient's profile and photo: where each endpoint answers (their schemas:
 * care-recipient.contract.ts). The photo is an upload (the file is the photo).
 */
export const careRecipientEndpoints = endpointRoutes({
  view: { method: 'GET', path: '/api/circle/recipient' },
  update: { method: 'PATCH', path: '/api/circle/recipient' },
  setPhoto: { method: 'PUT', path: '/api/circle/recipient/photo', upload: 'photo' },
  removePhoto: { method: 'DELETE', path: '/api/circle/recipient/photo' },
});
