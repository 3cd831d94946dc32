import { endpointRoutes } from './api-contract';

/**
 * The dashboard: today at a glance and "I have caught up": where each answers (their schemas:
 * dashboard.contract.ts). The summary is also read by the first screens
 * (client/app/first-screen-reads.ts).
 */
export const dashboardEndpoints = endpointRoutes({
  view: { method: 'GET', path: '/api/circle/dashboard' },
  markSeen: { method: 'POST', path: '/api/circle/dashboard/seen' },
});
