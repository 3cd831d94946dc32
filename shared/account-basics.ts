/**
 * What screens need of the account without the schemas in `account.ts`, which re-exports all of it:
 * a screen a visit starts on must not load zod (client/app/first-screen-code.test.ts).
 */

export const EMAIL_UNCONFIRMED_MESSAGE =
  'Please confirm your email address so Kinwell can send you alerts';

/** How long a deleted account can still be brought back by signing in. */
export const ACCOUNT_DELETION_GRACE_DAYS = 14;
