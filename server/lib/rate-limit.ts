import { and, count, eq, gt, lt, min } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimitEvents } from '../platform/auth/auth.schema';
import type { Clock } from './clock';
import { AppError } from './errors';

export interface RateLimit {
  /** What is counted, e.g. `login-failure` or `chat`. */
  bucket: string;
  limit: number;
  windowMs: number;
  message: string;
}

/** Throws 429 with Retry-After when `key` (a client address) already used its allowance. */
export async function assertUnderLimit(
  db: Database,
  clock: Clock,
  rule: RateLimit,
  key: string,
): Promise<void> {
  const retryAfterSeconds = await secondsUntilAllowed(db, clock, rule, key);
  if (retryAfterSeconds === 0) return;
  throw new AppError(429, rule.message, { 'retry-after': String(retryAfterSeconds) });
}

/** Has `key` used its allowance? (For a limit whose answer is not a 429.) */
export const isOverLimit = async (
  db: Database,
  clock: Clock,
  rule: RateLimit,
  key: string,
): Promise<boolean> => (await secondsUntilAllowed(db, clock, rule, key)) > 0;

/** 0 while `key` is under its allowance; otherwise how long until the oldest event leaves the window. */
async function secondsUntilAllowed(
  db: Database,
  clock: Clock,
  rule: RateLimit,
  key: string,
): Promise<number> {
  const now = clock.now().getTime();
  const [row] = await db
    .select({ used: count(), oldest: min(rateLimitEvents.at) })
    .from(rateLimitEvents)
    .where(
      and(
        eq(rateLimitEvents.bucket, rule.bucket),
        eq(rateLimitEvents.key, key),
        // An event exactly one window old has left it, as Retry-After promised.
        gt(rateLimitEvents.at, new Date(now - rule.windowMs)),
      ),
    );
  if (!row || row.used < rule.limit || !row.oldest) return 0;
  return Math.max(1, Math.ceil((new Date(row.oldest).getTime() + rule.windowMs - now) / 1000));
}

/** Counts one event and forgets this bucket's events that left the window. */
export async function recordEvent(
  db: Database,
  clock: Clock,
  rule: RateLimit,
  key: string,
): Promise<void> {
  const now = clock.now();
  await db.insert(rateLimitEvents).values({ bucket: rule.bucket, key, at: now });
  await db
    .delete(rateLimitEvents)
    .where(
      and(
        eq(rateLimitEvents.bucket, rule.bucket),
        lt(rateLimitEvents.at, new Date(now.getTime() - rule.windowMs)),
      ),
    );
}

/** For limits on every request (not only failures): check, then count. */
export async function consumeAllowance(
  db: Database,
  clock: Clock,
  rule: RateLimit,
  key: string,
): Promise<void> {
  await assertUnderLimit(db, clock, rule, key);
  await recordEvent(db, clock, rule, key);
}
