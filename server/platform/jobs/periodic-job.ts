/**
 * Background work that runs inside the app process: main.ts starts its timer, tests call
 * `runOnce()` after moving the clock. One run at a time per instance; the work itself must be
 * safe to run on several instances at once (claims with SKIP LOCKED, unique keys).
 */
export interface PeriodicJob {
  /**
   * Runs the work and resolves when a pass that began after this call has finished: during a run,
   * it waits for that run and then one more (shared by everyone who asked meanwhile), so work
   * queued just before the call is never missed by joining a pass that had already read.
   */
  runOnce(): Promise<number>;
  /** Starts a run soon without waiting for it; during a run, asks for one more pass after it. */
  kick(): void;
  start(intervalMs: number): void;
  stop(): Promise<void>;
}

export function createPeriodicJob(
  run: () => Promise<number>,
  onError: (error: unknown) => void,
): PeriodicJob {
  let running: Promise<number> | null = null;
  let following: Promise<number> | null = null;
  let isStopped = false;
  let timer: ReturnType<typeof setInterval> | undefined;
  const startRun = () => {
    running = run().finally(() => {
      running = null;
    });
    return running;
  };
  const runOnce = (): Promise<number> => {
    if (!running) return startRun();
    following ??= running
      .catch(() => 0)
      .then(() => {
        following = null;
        return running ?? startRun();
      });
    return following;
  };
  return {
    runOnce,
    kick() {
      if (!isStopped) runOnce().catch(onError);
    },
    start(intervalMs) {
      isStopped = false;
      if (timer) return;
      timer = setInterval(() => {
        if (!running) runOnce().catch(onError);
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      isStopped = true;
      await following?.catch(onError);
      await running?.catch(onError);
    },
  };
}
