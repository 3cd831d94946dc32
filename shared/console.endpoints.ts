import { endpointRoutes } from './api-contract';

/**
 * The staff console's admin screens: families, people, staff accounts, subscription figures, the
 * system page and its speed figures: where each answers (their schemas: console.contract.ts).
 */
export const consoleEndpoints = endpointRoutes({
  families: { method: 'GET', path: '/api/staff/console/families' },
  figures: { method: 'GET', path: '/api/staff/console/figures' },
  lookUpPerson: { method: 'POST', path: '/api/staff/console/people/lookup' },
  resendInvitation: { method: 'POST', path: '/api/staff/console/invitations/:id/resend' },
  sendPasswordReset: { method: 'POST', path: '/api/staff/console/people/:userId/password-reset' },
  endSessions: { method: 'POST', path: '/api/staff/console/people/:userId/sessions/end' },
  staffAccounts: { method: 'GET', path: '/api/staff/console/staff' },
  createStaff: { method: 'POST', path: '/api/staff/console/staff' },
  disableStaff: { method: 'POST', path: '/api/staff/console/staff/:id/disable' },
  system: { method: 'GET', path: '/api/staff/system' },
  vitals: { method: 'GET', path: '/api/staff/console/vitals' },
});
