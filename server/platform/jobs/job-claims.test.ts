import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';
import { claimPeriod, finishPeriod, MAX_LEASE_MS, releasePeriod } from './job-claims';

const HOUR = 60 * 60_000;

describe('claiming a job’s period', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });
  const claim = (name: string, at: string, everyMs = HOUR) =>
    claimPeriod(ctx.database.db, { name, now: new Date(at), everyMs });

  it('gives each period to one run, and the next period to the next', async () => {
    const won = await claim('hourly', '2031-01-01T10:05:00Z');
    expect(won).toEqual({ periodStart: new Date('2031-01-01T10:00:00Z') });
    expect(await claim('hourly', '2031-01-01T10:06:00Z')).toBeNull();
    await finishPeriod(ctx.database.db, { name: 'hourly', ...won!, at: new Date() });
    expect(await claim('hourly', '2031-01-01T10:59:00Z')).toBeNull();
    expect(await claim('hourly', '2031-01-01T11:00:00Z')).not.toBeNull();
    // Another job's period is its own.
    expect(await claim('other', '2031-01-01T11:00:00Z')).not.toBeNull();
  });

  it('lets another instance take over a period whose run never finished, once the lease ends', async () => {
    const won = await claim('stuck', '2031-01-02T00:00:00Z', 24 * HOUR);
    expect(won).not.toBeNull();
    // The instance died mid-run: until its lease ends nobody else runs the period…
    expect(await claim('stuck', '2031-01-02T00:09:00Z', 24 * HOUR)).toBeNull();
    // …then one other instance does.
    const later = new Date(Date.parse('2031-01-02T00:00:00Z') + MAX_LEASE_MS).toISOString();
    expect(await claim('stuck', later, 24 * HOUR)).not.toBeNull();
    expect(await claim('stuck', later, 24 * HOUR)).toBeNull();
  });

  it('frees the period when the run failed, so another instance may try again', async () => {
    const won = await claim('failing', '2031-01-03T10:00:00Z');
    await releasePeriod(ctx.database.db, {
      name: 'failing',
      ...won!,
      at: new Date('2031-01-03T10:01:00Z'),
    });
    expect(await claim('failing', '2031-01-03T10:02:00Z')).not.toBeNull();
  });
});
