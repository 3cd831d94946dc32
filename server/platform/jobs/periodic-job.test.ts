import { describe, expect, it } from 'vitest';
import { createPeriodicJob } from './periodic-job';

/** A job whose passes wait until the test lets them finish, recording what each pass saw. */
function gatedJob() {
  const queue: string[] = [];
  const passes: string[][] = [];
  const gates: (() => void)[] = [];
  const job = createPeriodicJob(
    async () => {
      const seen = [...queue];
      queue.length = 0;
      passes.push(seen);
      await new Promise<void>((resolve) => gates.push(resolve));
      return seen.length;
    },
    () => undefined,
  );
  const openGates = async () => {
    while (gates.length > 0) {
      gates.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  return { job, queue, passes, openGates };
}

describe('a periodic job', () => {
  it('asked during a pass that already read, runs one more pass and answers with it', async () => {
    const { job, queue, passes, openGates } = gatedJob();
    const first = job.runOnce();
    // Work queued after the first pass read what was waiting: an email written by a request.
    queue.push('reset email');
    const asked = job.runOnce();
    const alsoAsked = job.runOnce();
    await openGates();
    expect(await first).toBe(0);
    expect(await asked).toBe(1);
    expect(await alsoAsked).toBe(1);
    expect(passes).toEqual([[], ['reset email']]);
  });

  it('a kick during a pass brings one more pass, not one per kick', async () => {
    const { job, queue, passes, openGates } = gatedJob();
    job.kick();
    queue.push('a', 'b');
    job.kick();
    job.kick();
    await openGates();
    await openGates();
    expect(passes).toEqual([[], ['a', 'b']]);
  });

  it('after stop, a kick starts nothing', async () => {
    const { job, passes, openGates } = gatedJob();
    job.start(60_000);
    const stopped = job.stop();
    job.kick();
    await openGates();
    await stopped;
    expect(passes).toEqual([]);
  });
});
