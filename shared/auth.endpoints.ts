import { endpointRoutes } from './api-contract';

/**
 * Accounts and sign-in (the spec's `/api/auth/*`, kept exactly): where each endpoint answers
 * (their schemas: auth.contract.ts). `user` is read on every page, the public ones too, so the
 * client loads only these routes, never the contract (decision 017).
 */
export const authEndpoints = endpointRoutes({
  register: { method: 'POST', path: '/api/auth/register' },
  login: { method: 'POST', path: '/api/auth/login' },
  user: { method: 'GET', path: '/api/auth/user' },
  logout: { method: 'POST', path: '/api/auth/logout' },
  requestPasswordReset: { method: 'POST', path: '/api/auth/password-reset/request' },
  checkResetLink: { method: 'POST', path: '/api/auth/password-reset/check' },
  resetPassword: { method: 'POST', path: '/api/auth/password-reset' },
  confirmEmail: { method: 'POST', path: '/api/auth/email/confirm' },
});
