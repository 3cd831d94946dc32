import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { AppConfig, JobDefinition } from '../module';
import { claimPeriod, finishPeriod, releasePeriod } from './job-claims';
import { recordingRuns } from './job-runs';
import { createPeriodicJob, type PeriodicJob } from './periodic-job';

/**
 * Every module's periodic jobs, by name. main.ts starts their timers; the test clock and tests run
 * them on demand. Built from the module list, so a job cannot be forgotten in either place.
 */
export interface JobRunner {
  /** One job; an unknown name is a programming error and throws. */
  get(name: string): PeriodicJob;
  names(): string[];
  /** Starts every timer (main.ts only) and the first run of the jobs that ask for one. */
  startAll(): void;
  /** Runs every job once, `work` jobs first, then `delivery` jobs (which send what work queued). */
  runDueWork(): Promise<void>;
  stopAll(): Promise<void>;
}

interface Entry {
  job: PeriodicJob;
  definition: Pick<
    JobDefinition,
    'name' | 'everyMs' | 'isRunAtStart' | 'phase' | 'isOnEveryInstance'
  >;
}

export function createJobRunner(options: {
  config: AppConfig;
  /** Where each run is recorded (`job_runs`), for the staff system page. */
  db: Database;
  clock: Clock;
  onError: (name: string, error: unknown) => void;
  /** Each run's duration and outcome, for the job metrics (decision 042). */
  observe?: (name: string, seconds: number, ok: boolean) => void;
}): JobRunner & {
  /** A job's work, recording each run; the email worker wraps its delivery with it. */
  recorded(name: string, run: () => Promise<number>): () => Promise<number>;
  add(definition: JobDefinition, run: () => Promise<number>): void;
  /** A job with its own worker (the email outbox), run like the others. */
  addWorker(definition: Entry['definition'], job: PeriodicJob): void;
} {
  const entries = new Map<string, Entry>();
  const addEntry = (entry: Entry) => {
    if (entries.has(entry.definition.name))
      throw new Error(`Two modules declare a job named ${entry.definition.name}`);
    entries.set(entry.definition.name, entry);
  };
  const inPhaseOrder = () => {
    const all = [...entries.values()];
    return [
      ...all.filter((entry) => entry.definition.phase !== 'delivery'),
      ...all.filter((entry) => entry.definition.phase === 'delivery'),
    ];
  };
  const recorded = (name: string, run: () => Promise<number>) =>
    recordingRuns({
      db: options.db,
      clock: options.clock,
      name,
      run,
      onError: (error) => options.onError(name, error),
      observe: (seconds, ok) => options.observe?.(name, seconds, ok),
    });
  const intervalOf = (definition: Entry['definition']) =>
    typeof definition.everyMs === 'number'
      ? definition.everyMs
      : definition.everyMs(options.config);
  /** Runs `run` only on the instance that claims the current period; elsewhere does nothing. */
  const oncePerPeriod = (definition: Entry['definition'], run: () => Promise<number>) => {
    const { name } = definition;
    const everyMs = intervalOf(definition);
    return async () => {
      const claim = await claimPeriod(options.db, { name, now: options.clock.now(), everyMs });
      if (!claim) return 0;
      const period = { name, periodStart: claim.periodStart };
      let count: number;
      try {
        count = await run();
      } catch (error) {
        await releasePeriod(options.db, { ...period, at: options.clock.now() }).catch((failure) =>
          options.onError(name, failure),
        );
        throw error;
      }
      await finishPeriod(options.db, { ...period, at: options.clock.now() });
      return count;
    };
  };
  return {
    recorded,
    add(definition, run) {
      const work = recorded(definition.name, run);
      const job = createPeriodicJob(
        definition.isOnEveryInstance ? work : oncePerPeriod(definition, work),
        (error) => options.onError(definition.name, error),
      );
      addEntry({ job, definition });
    },
    addWorker(definition, job) {
      addEntry({ job, definition });
    },
    get(name) {
      const entry = entries.get(name);
      if (!entry) throw new Error(`No module declares a job named ${name}`);
      return entry.job;
    },
    names: () => [...entries.keys()],
    startAll() {
      for (const { job, definition } of entries.values()) {
        job.start(intervalOf(definition));
        if (definition.isRunAtStart) job.kick();
      }
    },
    async runDueWork() {
      for (const { job } of inPhaseOrder()) await job.runOnce();
    },
    async stopAll() {
      for (const { job } of entries.values()) await job.stop();
    },
  };
}
