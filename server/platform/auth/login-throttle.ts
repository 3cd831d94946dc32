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

/**
 * 10 sign-ups for addresses that already have an account, from one address in an hour; then every
 * sign-up from there waits, so the spec's "already exists" answer cannot list who uses Kinwell
 * (decision 020).
 */
export const TAKEN_EMAIL_SIGNUPS: RateLimit = {
  bucket: 'signup-taken-email',
  limit: 10,
  windowMs: 60 * 60 * 1000,
  message: 'Too many sign-up attempts from this device. Please wait an hour, or sign in.',
};
