import { endpointRoutes } from './api-contract';

/**
 * Crisis alerts: sending one, the circle's alerts, and members' answers: where each answers
 * (their schemas: crisis.contract.ts). The emergency button and the alert bar are on every
 * signed-in page, so this file stays zod-free (decision 017). An emergency contact's answer page
 * (`/answer/<token>`) is an HTML page, outside the contract.
 */
export const crisisEndpoints = endpointRoutes({
  send: { method: 'POST', path: '/api/circle/crisis-alerts' },
  list: { method: 'GET', path: '/api/circle/crisis-alerts' },
  view: { method: 'GET', path: '/api/circle/crisis-alerts/:id' },
  answer: { method: 'POST', path: '/api/circle/crisis-alerts/:id/answer' },
  resolve: { method: 'POST', path: '/api/circle/crisis-alerts/:id/resolve' },
});
