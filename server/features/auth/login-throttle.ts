import { and, count, eq, gte, lt, min } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loginFailures } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';

/** 10 failed sign-ins from one address in 10 minutes; the 11th attempt waits. */
export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_FAILURE_WINDOW_MS = 10 * 60 * 1000;

/**
 * Counted per address, not per account: an attacker cannot lock a caregiver out of their own
 * account by failing to sign in as them.
 */
export async function assertLoginAllowed(db: Database, clock: Clock, ip: string): Promise<void> {
  const since = new Date(clock.now().getTime() - LOGIN_FAILURE_WINDOW_MS);
  const [row] = await db
    .select({ failures: count(), oldest: min(loginFailures.failedAt) })
    .from(loginFailures)
    .where(and(eq(loginFailures.ip, ip), gte(loginFailures.failedAt, since)));
  if (!row || row.failures < LOGIN_FAILURE_LIMIT || !row.oldest) return;
  const oldest = new Date(row.oldest);
  const retryAfterSeconds = Math.max(
    1,
    Math.ceil((oldest.getTime() + LOGIN_FAILURE_WINDOW_MS - clock.now().getTime()) / 1000),
  );
  throw new AppError(
    429,
    'Too many sign-in attempts from this device. Please wait a few minutes and try again.',
    { 'retry-after': String(retryAfterSeconds) },
  );
}

export async function recordLoginFailure(db: Database, clock: Clock, ip: string): Promise<void> {
  const now = clock.now();
  await db.insert(loginFailures).values({ ip, failedAt: now });
  await db
    .delete(loginFailures)
    .where(lt(loginFailures.failedAt, new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS)));
}
