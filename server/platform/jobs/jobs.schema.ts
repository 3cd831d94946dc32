import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from '../../db/columns';

/**
 * The last run of each periodic job, on any instance: the staff system page shows it, so a job
 * that stopped running or keeps failing is seen. One row per job, overwritten by each run.
 */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  lastStartedAt: at('last_started_at').notNull(),
  lastFinishedAt: at('last_finished_at').notNull(),
  lastOutcome: text('last_outcome', { enum: ['ok', 'failed'] }).notNull(),
  /** How many things the run did (reminders sent, emails delivered …); null when it failed. */
  lastCount: integer('last_count'),
  /** The error's kind (its name and code) when it failed: never its message, which may hold data. */
  lastError: text('last_error'),
  /** The last run that finished well, to tell "failing since" from "failed once". */
  lastSucceededAt: at('last_succeeded_at'),
});

/**
 * Which instance holds a per-period job's current period (one row per job). A run claims its
 * period here before working, so several instances run the job once per period between them; the
 * lease lets another instance take the period over when the one that claimed it died mid-run.
 */
export const jobClaims = pgTable('job_claims', {
  name: text('name').primaryKey(),
  /** The start of the claimed period: the clock rounded down to the job's interval. */
  periodStart: at('period_start').notNull(),
  /** Until when the claim holds while the run is unfinished; after it, another may take over. */
  leaseUntil: at('lease_until').notNull(),
  /** Set when the run finished (well or not), so the period is not run again. */
  finishedAt: at('finished_at'),
});
