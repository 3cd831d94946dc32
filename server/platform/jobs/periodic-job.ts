/**
 * Background work that runs inside the app process: main.ts starts its timer, tests call
 * `runOnce()` after moving the clock. One run at a time per instance; the work itself must be
 * safe to run on several instances at once (claims with SKIP LOCKED, unique keys).
 */
export interface PeriodicJob {
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
  let isAskedAgain = false;
  let isStopped = false;
  let timer: ReturnType<typeof setInterval> | undefined;
  const runOnce = () => {
    running ??= run().finally(() => {
      running = null;
    });
    return running;
  };
  const kick = () => {
    if (isStopped) return;
    if (running) {
      isAskedAgain = true;
      return;
    }
    runOnce()
      .then(() => {
        if (!isAskedAgain) return;
        isAskedAgain = false;
        kick();
      })
      .catch(onError);
  };
  return {
    runOnce,
    kick,
    start(intervalMs) {
      isStopped = false;
      if (timer) return;
      timer = setInterval(() => {
        runOnce().catch(onError);
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      isStopped = true;
      isAskedAgain = false;
      await running?.catch(onError);
    },
  };
}
