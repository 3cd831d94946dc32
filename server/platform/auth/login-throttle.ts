import type { RateLimit } from '../../lib/rate-limit';

/**
 * 10 failed sign-ins from one address in 10 minutes; the 11th attempt waits. Counted per address,
 * not per account: nobody can lock a caregiver out of their own account by failing as them.
 */
export const LOGIN_FAILURES: RateLimit = {
  bucket: 'login-failure',
  limit: 10,
  windowMs: 10 * 60 * 1000,
  message: 'Too many sign-in attempts from this device. Please wait a few minutes and try again.',
};
