import { endpointRoutes } from './api-contract';

/**
 * A person's own account: details, address, password, devices, display and deletion: where each
 * endpoint answers (their schemas: account.contract.ts).
 */
export const accountEndpoints = endpointRoutes({
  view: { method: 'GET', path: '/api/account' },
  updateProfile: { method: 'PATCH', path: '/api/account/profile' },
  resendEmailConfirmation: { method: 'POST', path: '/api/account/email/confirmation' },
  changeEmail: { method: 'POST', path: '/api/account/email' },
  cancelEmailChange: { method: 'DELETE', path: '/api/account/email' },
  changePassword: { method: 'POST', path: '/api/account/password' },
  sessions: { method: 'GET', path: '/api/account/sessions' },
  endSession: { method: 'DELETE', path: '/api/account/sessions/:id' },
  endOtherSessions: { method: 'POST', path: '/api/account/sessions/sign-out-others' },
  savePreferences: { method: 'PUT', path: '/api/account/preferences' },
  scheduleDeletion: { method: 'POST', path: '/api/account/deletion' },
  cancelDeletion: { method: 'DELETE', path: '/api/account/deletion' },
});
