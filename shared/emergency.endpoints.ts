import { endpointRoutes } from './api-contract';

/**
 * Emergency: contacts, the medical profile, links to the printable sheet and location sharing:
 * where each answers (their schemas: emergency.contract.ts). The sheet itself (`/e/<token>`) is
 * an HTML page, outside the contract.
 */
export const emergencyEndpoints = endpointRoutes({
  listContacts: { method: 'GET', path: '/api/circle/emergency-contacts' },
  addContact: { method: 'POST', path: '/api/circle/emergency-contacts' },
  updateContact: { method: 'PUT', path: '/api/circle/emergency-contacts/:id' },
  removeContact: { method: 'DELETE', path: '/api/circle/emergency-contacts/:id' },
  reorderContacts: { method: 'PUT', path: '/api/circle/emergency-contacts-order' },
  /** Also what the service worker keeps for reading with no signal (client/public/sw.js). */
  profile: { method: 'GET', path: '/api/circle/emergency-profile' },
  updateProfile: { method: 'PATCH', path: '/api/circle/emergency-profile' },
  listLinks: { method: 'GET', path: '/api/circle/emergency-links' },
  createLink: { method: 'POST', path: '/api/circle/emergency-links' },
  revokeLink: { method: 'DELETE', path: '/api/circle/emergency-links/:id' },
  listLocations: { method: 'GET', path: '/api/circle/locations' },
  startSharing: { method: 'POST', path: '/api/circle/locations/mine' },
  sendPosition: { method: 'PUT', path: '/api/circle/locations/mine' },
  stopSharing: { method: 'DELETE', path: '/api/circle/locations/mine' },
});
