import { createHash } from 'node:crypto';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { unauthorized } from '../../lib/errors';
import { assertUnderLimit, isOverLimit, type RateLimit, recordEvent } from '../../lib/rate-limit';
import { getDummyHash, verifyPassword } from './password';
import { type DeviceOwner, findTrustedDevice } from './trusted-devices';

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

/**
 * The account limit's key: a hash, so the counting table holds no email address. Family and staff
 * accounts are separate kinds of account, so they are counted apart even for the same address.
 */
export const accountThrottleKey = (
  normalizedEmail: string,
  kind: 'family' | 'staff' = 'family',
): string =>
  createHash('sha256')
    .update(`${kind === 'staff' ? 'staff-login' : 'login'}:${normalizedEmail}`)
    .digest('hex');

/**
 * One password attempt, for a family or a staff account, under decision 021's limits: the
 * per-address limit for everyone; from a browser not trusted for the account, the per-account
 * limit too. A failure counts against the address, and against the trusted browser or else the
 * account. Answers the account and the trusted browser the attempt came from.
 */
export async function checkPasswordAttempt<
  A extends { id: string; passwordHash: string },
>(options: {
  db: Database;
  clock: Clock;
  ip: string;
  /** `accountThrottleKey` of the address typed in. */
  accountKey: string;
  /** The account the typed address names, if there is one. */
  findAccount: () => Promise<A | undefined>;
  ownerOf: (account: A) => DeviceOwner;
  password: string;
  /** The browser's device cookie, if it sent one. */
  deviceToken: string | undefined;
  failureMessage: string;
}): Promise<{ account: A; trustedDeviceId: string | null }> {
  const { db, clock, ip, accountKey, deviceToken } = options;
  await assertUnderLimit(db, clock, LOGIN_FAILURES, ip);
  const account = await options.findAccount();
  const deviceId =
    account && deviceToken
      ? await findTrustedDevice(db, clock, deviceToken, options.ownerOf(account))
      : null;
  const trustedDeviceId =
    deviceId && !(await isOverLimit(db, clock, DEVICE_LOGIN_FAILURES, deviceId)) ? deviceId : null;
  if (!trustedDeviceId) await assertUnderLimit(db, clock, ACCOUNT_LOGIN_FAILURES, accountKey);
  const isValid = await verifyPassword(
    account?.passwordHash ?? (await getDummyHash()),
    options.password,
  );
  if (!account || !isValid) {
    await recordEvent(db, clock, LOGIN_FAILURES, ip);
    if (trustedDeviceId) await recordEvent(db, clock, DEVICE_LOGIN_FAILURES, trustedDeviceId);
    else await recordEvent(db, clock, ACCOUNT_LOGIN_FAILURES, accountKey);
    throw unauthorized(options.failureMessage);
  }
  return { account, trustedDeviceId };
}
