import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dailyMedication } from '../../test/fixtures';
import { createTestApp, registerAgent, type TestContext } from '../../test/test-app';

const TOKEN = 'metrics-token-for-the-tests-0123456789';

/** Prometheus scrapes over HTTP: these tests do too, on a real port. */
async function listen(ctx: TestContext): Promise<string> {
  return ctx.app.listen({ port: 0, host: '127.0.0.1' });
}

const scrape = (base: string, authorization?: string) =>
  fetch(`${base}/metrics`, authorization ? { headers: { authorization } } : {});

/** The sample lines of one metric, e.g. `name{labels} value`. */
const samplesOf = (text: string, name: string) =>
  text.split('\n').filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `));

describe('GET /metrics without a configured token', () => {
  let ctx: TestContext;
  let base: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    base = await listen(ctx);
  });
  afterAll(() => ctx.close());

  it('does not exist, whatever is sent', async () => {
    expect((await scrape(base)).status).toBe(404);
    expect((await scrape(base, `Bearer ${TOKEN}`)).status).toBe(404);
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let ctx: TestContext;
  let base: string;
  beforeAll(async () => {
    ctx = await createTestApp({ metricsToken: TOKEN });
    base = await listen(ctx);
  });
  afterAll(() => ctx.close());

  const metricsText = async () => {
    const response = await scrape(base, `Bearer ${TOKEN}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    return response.text();
  };

  it('answers only the bearer of the token', async () => {
    expect((await scrape(base)).status).toBe(401);
    expect((await scrape(base, `Bearer ${TOKEN}x`)).status).toBe(401);
    expect((await scrape(base, `Bearer ${TOKEN.slice(0, -1)}`)).status).toBe(401);
    expect((await scrape(base, TOKEN)).status).toBe(401);
    expect((await scrape(base, 'Bearer ')).status).toBe(401);
    const text = await metricsText();
    expect(text).toContain('# TYPE kinwell_http_request_duration_seconds histogram');
    expect(text).toContain('process_cpu_seconds_total');
  });

  it('labels request latency with the route pattern, never the path asked for', async () => {
    const { agent } = await registerAgent(ctx.app);
    const someId = '0f0e0d0c-0b0a-4908-8706-050403020100';
    // A route with an id in its path, and an address no route answers.
    await agent.get(`/api/circle/tasks/${someId}`);
    await fetch(`${base}/api/no-such-route/${someId}`);
    expect((await fetch(`${base}/api/health/live`)).status).toBe(200);

    const text = await metricsText();
    const requests = samplesOf(text, 'kinwell_http_request_duration_seconds_count');
    expect(requests).toContainEqual(
      expect.stringMatching(
        /^kinwell_http_request_duration_seconds_count\{method="GET",route="\/api\/health\/live",status="2xx"\} [1-9]/,
      ),
    );
    expect(requests.some((line) => line.includes('route="unmatched",status="4xx"'))).toBe(true);
    expect(requests.some((line) => line.includes('/:'))).toBe(true);
    expect(text).not.toContain(someId);
    expect(text).not.toContain('no-such-route');
  });

  it('times each job that ran', async () => {
    expect(samplesOf(await metricsText(), 'kinwell_job_duration_seconds_count')).toEqual([]);
    await ctx.app.jobs.runDueWork();
    const text = await metricsText();
    const runs = samplesOf(text, 'kinwell_job_duration_seconds_count');
    expect(runs).toContainEqual(
      expect.stringMatching(/^kinwell_job_duration_seconds_count\{job="medication-sweep"\} [1-9]/),
    );
    expect(runs).toContainEqual(
      expect.stringMatching(/^kinwell_job_duration_seconds_count\{job="push-delivery"\} [1-9]/),
    );
    expect(text).toContain('# TYPE kinwell_reminder_lag_seconds histogram');
  });

  it('reports the email outbox depth from the database', async () => {
    const depth = async () => {
      const line = samplesOf(await metricsText(), 'kinwell_email_outbox_emails').find((sample) =>
        sample.includes('status="pending"'),
      );
      return Number(line?.split(' ').pop());
    };
    const before = await depth();
    // Registering queues the email that confirms the address; no mail server: it waits.
    await registerAgent(ctx.app, {}, { confirmEmail: false, session: 'standard' });
    expect(await depth()).toBe(before + 1);
  });

  it('measures how late the reminder engine sends a dose’s alert', async () => {
    const sample = async (name: string) =>
      Number(
        samplesOf(await metricsText(), name)[0]
          ?.split(' ')
          .pop(),
      );
    const countBefore = await sample('kinwell_reminder_lag_seconds_count');
    const sumBefore = await sample('kinwell_reminder_lag_seconds_sum');
    ctx.clock.set('2026-03-02T10:00:00Z'); // 05:00 in New York
    const { agent } = await registerAgent(ctx.app);
    await agent.patch('/api/circle/recipient', {
      preferredName: 'Rosa',
      timeZone: 'America/New_York',
    });
    expect((await agent.post('/api/circle/medications', dailyMedication())).statusCode).toBe(201);
    ctx.clock.set('2026-03-02T13:00:03Z'); // 3 s after the 8:00 dose
    await ctx.app.jobs.get('medication-sweep').runOnce();
    expect(await sample('kinwell_reminder_lag_seconds_count')).toBe(countBefore + 1);
    expect(await sample('kinwell_reminder_lag_seconds_sum')).toBeCloseTo(sumBefore + 3, 5);
  });
});
