import { and, eq, isNull, lte, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { jobClaims } from './jobs.schema';

/** The longest a claim holds an unfinished run before another instance may take the period. */
export const MAX_LEASE_MS = 10 * 60_000;

/** The period `at` falls in: the clock rounded down to the job's interval (UTC epoch based). */
export const periodStartOf = (at: Date, everyMs: number): Date =>
  new Date(Math.floor(at.getTime() / everyMs) * everyMs);

/**
 * Claims the job's current period for this instance: true when this instance should run it. One
 * conditional upsert, so of several instances asking at once exactly one wins. The period is
 * free when it is not the one last claimed (a later one; or an earlier one after the clock was set
 * back, as tests do), or when its claim was released or its lease ran out before the run finished
 * (the instance died, or the run failed). Instances' clocks are assumed in step (NTP).
 */
export async function claimPeriod(
  db: Database,
  options: { name: string; now: Date; everyMs: number },
): Promise<{ periodStart: Date } | null> {
  const { name, now, everyMs } = options;
  const periodStart = periodStartOf(now, everyMs);
  const leaseUntil = new Date(now.getTime() + Math.min(everyMs, MAX_LEASE_MS));
  const claimed = await db
    .insert(jobClaims)
    .values({ name, periodStart, leaseUntil, finishedAt: null })
    .onConflictDoUpdate({
      target: jobClaims.name,
      set: { periodStart, leaseUntil, finishedAt: null },
      setWhere: or(
        ne(jobClaims.periodStart, periodStart),
        and(
          eq(jobClaims.periodStart, periodStart),
          isNull(jobClaims.finishedAt),
          lte(jobClaims.leaseUntil, now),
        ),
      ),
    })
    .returning({ name: jobClaims.name });
  return claimed.length > 0 ? { periodStart } : null;
}

/** The run finished: the period is done. */
export async function finishPeriod(
  db: Database,
  options: { name: string; periodStart: Date; at: Date },
): Promise<void> {
  await db
    .update(jobClaims)
    .set({ finishedAt: options.at })
    .where(and(eq(jobClaims.name, options.name), eq(jobClaims.periodStart, options.periodStart)));
}

/** The run failed: another instance may try the same period again. */
export async function releasePeriod(
  db: Database,
  options: { name: string; periodStart: Date; at: Date },
): Promise<void> {
  await db
    .update(jobClaims)
    .set({ leaseUntil: options.at })
    .where(
      and(
        eq(jobClaims.name, options.name),
        eq(jobClaims.periodStart, options.periodStart),
        isNull(jobClaims.finishedAt),
      ),
    );
}
