import { endpointRoutes } from './api-contract';

/**
 * Kinwell's own people: the staff sign-in (password, then the authenticator's code), who is signed
 * in, the consultation desk and the email outbox: where each answers (their schemas:
 * staff.contract.ts). The console's admin screens are console.endpoints.ts.
 */
export const staffEndpoints = endpointRoutes({
  login: { method: 'POST', path: '/api/staff/login' },
  confirmCode: { method: 'POST', path: '/api/staff/login/code' },
  me: { method: 'GET', path: '/api/staff/me' },
  deskRequests: { method: 'GET', path: '/api/staff/contact-requests' },
  deskRequest: { method: 'GET', path: '/api/staff/contact-requests/:id' },
  claimRequest: { method: 'POST', path: '/api/staff/contact-requests/:id/claim' },
  addNote: { method: 'POST', path: '/api/staff/contact-requests/:id/notes' },
  setRequestStatus: { method: 'POST', path: '/api/staff/contact-requests/:id/status' },
  outbox: { method: 'GET', path: '/api/staff/outbox' },
});
