import { count } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { VitalSample, VitalsReport } from '../../../shared/vitals';
import { rateLimitEvents } from '../../platform/auth/auth.schema';
import {
  createAgent,
  createTestApp,
  registerAgent,
  staffAgent,
  TEST_ORIGIN,
  type TestContext,
} from '../../test/test-app';
import { vitalsDaily, vitalsSamples } from './vitals.schema';

const METRICS_TOKEN = 'vitals-metrics-token-0123456789';
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({
    vitals: { sampleRate: 0.25, retentionDays: 7 },
    metricsToken: METRICS_TOKEN,
  });
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.database.db.delete(vitalsSamples);
  await ctx.database.db.delete(vitalsDaily);
  await ctx.database.db.delete(rateLimitEvents);
});

const sample = (overrides: Partial<VitalSample> = {}): VitalSample => ({
  name: 'LCP',
  value: 1800,
  route: '/medications/today',
  device: 'mobile',
  connection: '4g',
  signedIn: true,
  ...overrides,
});

let address = 0;
/** A beacon as navigator.sendBeacon sends a string: text/plain, with the page's Origin. */
const beacon = (body: string, ip = `10.1.0.${(address = (address % 250) + 1)}`) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/vitals',
    remoteAddress: ip,
    headers: { origin: TEST_ORIGIN, 'content-type': 'text/plain;charset=UTF-8' },
    payload: body,
  });
const send = (samples: VitalSample[], ip?: string) => beacon(JSON.stringify({ samples }), ip);
const stored = async () =>
  (await ctx.database.db.select({ n: count() }).from(vitalsSamples))[0]?.n ?? 0;
/** The job runs once per minute across instances (decision 041): each run is in a new minute. */
const aggregate = () => {
  ctx.clock.advance(60_000);
  return ctx.app.jobs.get('vitals-aggregate').runOnce();
};

describe('receiving figures', () => {
  it('takes a text/plain beacon and an application/json batch, and tells the browser its sampling rate', async () => {
    expect((await send([sample(), sample({ name: 'CLS', value: 0.02 })])).statusCode).toBe(204);
    const json = await createAgent(ctx.app).post('/api/vitals', {
      samples: [sample({ name: 'TTFB', value: 300, route: '/pricing', signedIn: false })],
    });
    expect(json.statusCode).toBe(204);
    expect(await stored()).toBe(3);
    const config = await createAgent(ctx.app).get('/api/config');
    expect(config.json()).toMatchObject({ vitalsSampleRate: 0.25 });
  });

  it.each([
    ['an unknown measure', { samples: [{ ...sample(), name: 'FID' }] }],
    ['a real address with an id', { samples: [sample({ route: '/tasks/4b1c7f0e' })] }],
    ['a query string', { samples: [sample({ route: '/search?q=rosa' })] }],
    ['a negative time', { samples: [sample({ value: -5 })] }],
    ['an hour-long paint', { samples: [sample({ value: 3_600_000 })] }],
    ['a layout shift of 50', { samples: [sample({ name: 'CLS', value: 50 })] }],
    ['an extra field (a name)', { samples: [{ ...sample(), user: 'Maria' }] }],
    ['no samples', { samples: [] }],
    ['too many samples', { samples: Array.from({ length: 41 }, () => sample()) }],
  ])('refuses %s with 400 and stores nothing', async (_label, body) => {
    const response = await beacon(JSON.stringify(body));
    expect(response.statusCode).toBe(400);
    expect(await stored()).toBe(0);
  });

  it('does not keep a sign-in alive: a beacon sent from an idle tab is not the person', async () => {
    const { agent } = await registerAgent(ctx.app, {}, { session: 'standard' });
    expect((await agent.get('/api/auth/user')).statusCode).toBe(200);
    // A standard session ends after 30 idle minutes; a beacon at minute 20 does not move that.
    ctx.clock.advance(20 * 60_000);
    expect((await agent.post('/api/vitals', { samples: [sample()] })).statusCode).toBe(204);
    ctx.clock.advance(11 * 60_000);
    expect((await agent.get('/api/auth/user')).statusCode).toBe(401);
  });

  it('refuses a body that is not JSON with 400', async () => {
    const response = await beacon('{"samples": [');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The speed report is not valid JSON.' });
    expect(await stored()).toBe(0);
  });

  it('refuses an oversize body with 413 and stores nothing', async () => {
    const padded = JSON.stringify({ samples: [sample()], pad: 'x'.repeat(9000) });
    expect((await beacon(padded)).statusCode).toBe(413);
    expect(await stored()).toBe(0);
  });

  it('refuses a beacon from another site', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/vitals',
      headers: { origin: 'https://elsewhere.example', 'content-type': 'text/plain' },
      payload: JSON.stringify({ samples: [sample()] }),
    });
    expect(response.statusCode).toBe(403);
    expect(await stored()).toBe(0);
  });

  it('refuses a flood from one address with 429, while other addresses and other routes carry on', async () => {
    const flood = '10.9.9.9';
    const statuses: number[] = [];
    for (let i = 0; i < 65; i += 1) statuses.push((await send([sample()], flood)).statusCode);
    expect(statuses.slice(0, 60).every((status) => status === 204)).toBe(true);
    expect(statuses.slice(60).every((status) => status === 429)).toBe(true);
    const refused = await send([sample()], flood);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await stored()).toBe(60);
    // Someone else's figures, and the flooding address's other requests, are unaffected.
    expect((await send([sample()], '10.9.9.10')).statusCode).toBe(204);
    const config = await ctx.app.inject({
      method: 'GET',
      url: '/api/config',
      remoteAddress: flood,
    });
    expect(config.statusCode).toBe(200);
    const person = await registerAgent(ctx.app, { name: 'Flo Ood', role: 'caregiver' });
    expect((await person.agent.get('/api/auth/user')).statusCode).toBe(200);
    // A minute later the address may send again.
    ctx.clock.advance(61_000);
    expect((await send([sample()], flood)).statusCode).toBe(204);
  });
});

describe('daily figures', () => {
  it('works out p50, p75 and p95 per route, measure and UTC day, and for every route together', async () => {
    // 1..100 ms on one route, 1000 ms ×4 on another.
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    for (let i = 0; i < values.length; i += 25) {
      await send(
        values.slice(i, i + 25).map((value) => sample({ name: 'INP', value, route: '/tasks/:id' })),
      );
    }
    await send(
      Array.from({ length: 4 }, () => sample({ name: 'INP', value: 1000, route: '/pricing' })),
    );
    await aggregate();
    const rows = await ctx.database.db.select().from(vitalsDaily);
    const row = (route: string) => rows.find((r) => r.route === route && r.name === 'INP');
    expect(row('/tasks/:id')).toMatchObject({
      day: '2026-03-02',
      p50: 50.5,
      p75: 75.25,
      p95: 95.05,
      count: 100,
    });
    expect(row('/pricing')).toMatchObject({ p50: 1000, p75: 1000, p95: 1000, count: 4 });
    // Every route together: 104 values.
    expect(row('*')).toMatchObject({ count: 104, p50: 52.5 });
    // Running again with more samples updates the day rather than adding rows.
    await send([sample({ name: 'INP', value: 1000, route: '/pricing' })]);
    await aggregate();
    const again = await ctx.database.db.select().from(vitalsDaily);
    expect(again).toHaveLength(rows.length);
    expect(again.find((r) => r.route === '/pricing')?.count).toBe(5);
  });

  it("exposes today's p75 and sample count per route to Prometheus", async () => {
    await send(
      [200, 400, 600, 800].map((value) => sample({ name: 'FCP', value, route: '/pricing' })),
    );
    await aggregate();
    const scrape = await ctx.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(scrape.statusCode).toBe(200);
    expect(scrape.body).toContain('kinwell_web_vitals_p75{route="/pricing",metric="FCP"} 650');
    expect(scrape.body).toContain('kinwell_web_vitals_samples{route="/pricing",metric="FCP"} 4');
    expect(scrape.body).toContain('kinwell_web_vitals_samples{route="*",metric="FCP"} 4');
  });

  it('keeps raw samples for the configured days, then only the daily figures', async () => {
    await send([sample({ value: 2000 })]);
    await aggregate();
    ctx.clock.advance(6 * 24 * 60 * 60 * 1000);
    await send([sample({ value: 3000 })]);
    await aggregate();
    expect(await stored()).toBe(2);
    ctx.clock.advance(24 * 60 * 60 * 1000 + 1000);
    await aggregate();
    // The first sample is past 7 days and gone; its day's figures stay.
    expect(await stored()).toBe(1);
    const days = await ctx.database.db.select().from(vitalsDaily);
    expect(days.filter((r) => r.route === '/medications/today').map((r) => r.p75)).toEqual(
      expect.arrayContaining([2000, 3000]),
    );
  });
});

describe('the system page report', () => {
  it('shows admins each route p75 rated against the thresholds, slowest first, and the daily trend', async () => {
    await send([
      sample({ name: 'LCP', value: 5000, route: '/medications/today' }),
      sample({ name: 'LCP', value: 1200, route: '/pricing', signedIn: false }),
      sample({ name: 'CLS', value: 0.15, route: '/pricing', signedIn: false }),
    ]);
    await aggregate();
    const admin = await staffAgent(ctx, 'admin');
    const response = await admin.agent.get('/api/staff/console/vitals');
    expect(response.statusCode).toBe(200);
    const report = response.json<VitalsReport>();
    expect(report.routes.map((r) => r.route)).toEqual(['/medications/today', '/pricing']);
    expect(report.routes[0]?.figures.LCP).toMatchObject({ p75: 5000, rating: 'poor' });
    expect(report.routes[1]?.figures.LCP).toMatchObject({ rating: 'good' });
    expect(report.routes[1]?.figures.CLS).toMatchObject({ rating: 'needs-improvement' });
    expect(report.trend.at(-1)?.count.LCP).toBe(2);
  });

  it('is for admins only: other staff get 403, families and visitors 401', async () => {
    const specialist = await staffAgent(ctx, 'specialist');
    expect((await specialist.agent.get('/api/staff/console/vitals')).statusCode).toBe(403);
    const person = await registerAgent(ctx.app, { name: 'Rae Family', role: 'caregiver' });
    expect((await person.agent.get('/api/staff/console/vitals')).statusCode).toBe(401);
    expect((await createAgent(ctx.app).get('/api/staff/console/vitals')).statusCode).toBe(401);
  });
});
