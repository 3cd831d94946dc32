import { createHash } from 'node:crypto';
import type { RateLimit } from '../../lib/rate-limit';

/** 10 failed sign-ins from one address in 10 minutes; the 11th attempt waits. */
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

/**
 * 10 failed sign-ins for one email address in 15 minutes from browsers it has not signed in on;
 * then every sign-in for it from such a browser waits. A browser with a valid device cookie for
 * the account is never held back by this (decision 021). Unknown addresses count the same way,
 * so the answer does not tell whether an account exists.
 */
export const ACCOUNT_LOGIN_FAILURES: RateLimit = {
  bucket: 'login-failure-account',
  limit: 10,
  windowMs: 15 * 60 * 1000,
  message:
    'Too many failed sign-ins for this email address. Please wait 15 minutes and try again, or sign in on a phone or computer you have signed in on before.',
};

/**
 * 10 failed sign-ins in 15 minutes from a trusted browser; after that its device cookie is not
 * trusted until they age out, and the account limit applies to it like to any other browser.
 */
export const DEVICE_LOGIN_FAILURES: RateLimit = {
  bucket: 'login-failure-device',
  limit: 10,
  windowMs: 15 * 60 * 1000,
  message: 'Too many failed sign-ins on this device.',
};

/** The account limit's key: a hash, so the counting table holds no email address. */
export const accountThrottleKey = (normalizedEmail: string): string =>
  createHash('sha256').update(`login:${normalizedEmail}`).digest('hex');
