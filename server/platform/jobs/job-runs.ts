import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { jobRuns } from './jobs.schema';

export type JobRunRow = typeof jobRuns.$inferSelect;

/** What one run of a job came to, for `recordJobRun`. */
export type JobRunOutcome =
  { startedAt: Date; ok: true; count: number } | { startedAt: Date; ok: false; error: unknown };

/** An error's kind, for the system page: its name and code, never its message. */
export function errorKind(error: unknown): string {
  if (!(error instanceof Error)) return typeof error;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' || typeof code === 'number'
    ? `${error.name} ${String(code)}`
    : error.name;
}

/** Keeps the last run of a job (one row per job, whichever instance ran it). */
export async function recordJobRun(
  db: Database,
  clock: Clock,
  name: string,
  outcome: JobRunOutcome,
): Promise<void> {
  const finishedAt = clock.now();
  const values = {
    lastStartedAt: outcome.startedAt,
    lastFinishedAt: finishedAt,
    lastOutcome: outcome.ok ? ('ok' as const) : ('failed' as const),
    lastCount: outcome.ok ? outcome.count : null,
    lastError: outcome.ok ? null : errorKind(outcome.error),
    ...(outcome.ok ? { lastSucceededAt: finishedAt } : {}),
  };
  await db
    .insert(jobRuns)
    .values({ name, ...values })
    .onConflictDoUpdate({ target: jobRuns.name, set: values });
}

/**
 * Wraps a job's work so each run is recorded. A failure is recorded and still thrown, so the
 * runner logs it as before; a failure to record is handed to `onError` and never stops the job.
 */
export function recordingRuns(options: {
  db: Database;
  clock: Clock;
  name: string;
  run: () => Promise<number>;
  onError: (error: unknown) => void;
  /** Each run's duration (the real time it took, not the app's clock) and outcome, for metrics. */
  observe?: (seconds: number, ok: boolean) => void;
}): () => Promise<number> {
  const { db, clock, name, run, onError, observe } = options;
  const record = (outcome: JobRunOutcome) => recordJobRun(db, clock, name, outcome).catch(onError);
  return async () => {
    const startedAt = clock.now();
    const started = performance.now();
    let count: number;
    try {
      count = await run();
    } catch (error) {
      observe?.((performance.now() - started) / 1000, false);
      await record({ startedAt, ok: false, error });
      throw error;
    }
    observe?.((performance.now() - started) / 1000, true);
    await record({ startedAt, ok: true, count });
    return count;
  };
}

export const listJobRuns = (db: Database): Promise<JobRunRow[]> =>
  db.select().from(jobRuns).orderBy(asc(jobRuns.name));
