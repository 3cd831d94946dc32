import { hash, verify } from '@node-rs/argon2';
import { badRequest } from '../../lib/errors';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './common-passwords';

/** OWASP's argon2id baseline: m=19456 KiB, t=2, p=1. */
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/**
 * Hashes a new password. Every place that sets one comes through here, so a common password is
 * refused everywhere (400 with the message the form shows on its password field; decision 021).
 */
export async function hashPassword(password: string): Promise<string> {
  if (isCommonPassword(password)) throw badRequest(COMMON_PASSWORD_MESSAGE);
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Verified against when the email is unknown, so a missing account takes as long as a wrong password. */
let dummyHash: Promise<string> | undefined;
export const getDummyHash = (): Promise<string> =>
  (dummyHash ??= hash('kinwell-timing-equaliser', ARGON2_OPTIONS));
