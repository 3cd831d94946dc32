import { describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { createRecordingPushSender } from '../../test/push-test-sender';
import {
  createAgent,
  registerAgent,
  staffAgent,
  testConfig,
  setUpTestApp,
} from '../../test/test-app';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const ctx = setUpTestApp();

/** A person with an account, signed in on a new browser, with or without "Keep me signed in". */
async function signedIn(rememberDevice?: boolean) {
  const { input } = await registerAgent(ctx.app, {}, { session: 'standard' });
  const agent = createAgent(ctx.app);
  const response = await agent.post('/api/auth/login', {
    email: input.email,
    password: input.password,
    ...(rememberDevice === undefined ? {} : { rememberDevice }),
  });
  expect(response.statusCode).toBe(200);
  return { agent, response };
}

const isSignedIn = async (agent: ReturnType<typeof createAgent>) =>
  (await agent.get('/api/auth/user')).statusCode === 200;

describe('a standard sign-in', () => {
  it('ends after 31 minutes without activity, and activity keeps it going', async () => {
    const { agent } = await signedIn();
    ctx.clock.advance(29 * MINUTE);
    expect(await isSignedIn(agent)).toBe(true);
    ctx.clock.advance(29 * MINUTE);
    expect(await isSignedIn(agent)).toBe(true);
    ctx.clock.advance(31 * MINUTE);
    expect(await isSignedIn(agent)).toBe(false);
  });

  it('ends after 12 hours however busy', async () => {
    const { agent } = await signedIn(false);
    for (let minutes = 20; minutes < 12 * 60; minutes += 20) {
      ctx.clock.advance(20 * MINUTE);
      expect(await isSignedIn(agent)).toBe(true);
    }
    ctx.clock.advance(20 * MINUTE);
    expect(await isSignedIn(agent)).toBe(false);
  });

  it('keeps its cookie only while the browser is open', async () => {
    const { response } = await signedIn();
    const cookie = response.cookies.find((c) => c.name.endsWith('kinwell_session'));
    expect(cookie?.value).toBeTruthy();
    expect(cookie?.maxAge).toBeUndefined();
    expect(cookie?.expires).toBeUndefined();
  });

  it('is what registration starts', async () => {
    const agent = createAgent(ctx.app);
    const response = await agent.post('/api/auth/register', {
      name: 'Ada Brooks',
      email: `ada.${Date.now()}@example.com`,
      password: 'quiet garden 12',
      role: 'caregiver',
    });
    expect(response.statusCode).toBe(201);
    const cookie = response.cookies.find((c) => c.name.endsWith('kinwell_session'));
    expect(cookie?.maxAge).toBeUndefined();
    ctx.clock.advance(31 * MINUTE);
    expect(await isSignedIn(agent)).toBe(false);
  });
});

describe('"Keep me signed in on this device"', () => {
  it('survives 31 minutes without activity but not 8 days', async () => {
    const { agent } = await signedIn(true);
    ctx.clock.advance(31 * MINUTE);
    expect(await isSignedIn(agent)).toBe(true);
    ctx.clock.advance(6 * DAY);
    expect(await isSignedIn(agent)).toBe(true);
    ctx.clock.advance(8 * DAY);
    expect(await isSignedIn(agent)).toBe(false);
  });

  it('ends after 30 days however busy', async () => {
    const { agent } = await signedIn(true);
    for (let day = 1; day < 30; day += 1) {
      ctx.clock.advance(DAY);
      expect(await isSignedIn(agent)).toBe(true);
    }
    ctx.clock.advance(DAY);
    expect(await isSignedIn(agent)).toBe(false);
  });

  it('keeps its cookie when the browser closes, for 30 days', async () => {
    const { response } = await signedIn(true);
    const cookie = response.cookies.find((c) => c.name.endsWith('kinwell_session'));
    expect(cookie?.maxAge).toBe(30 * 24 * 60 * 60);
  });

  it('must be a yes or no', async () => {
    const response = await createAgent(ctx.app).post('/api/auth/login', {
      email: 'someone@example.com',
      password: 'kind words 42',
      rememberDevice: 'yes please',
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('a staff sign-in', () => {
  it('ends after 16 minutes without activity', async () => {
    const { agent } = await staffAgent(ctx);
    ctx.clock.advance(14 * MINUTE);
    expect((await agent.get('/api/staff/me')).statusCode).toBe(200);
    ctx.clock.advance(16 * MINUTE);
    expect((await agent.get('/api/staff/me')).statusCode).toBe(401);
  });

  it('ends after 8 hours however busy', async () => {
    const { agent } = await staffAgent(ctx);
    for (let minutes = 10; minutes < 8 * 60; minutes += 10) {
      ctx.clock.advance(10 * MINUTE);
      expect((await agent.get('/api/staff/me')).statusCode).toBe(200);
    }
    ctx.clock.advance(10 * MINUTE);
    expect((await agent.get('/api/staff/me')).statusCode).toBe(401);
  });
});

describe('a session', () => {
  it('keeps the limits it started with when the settings change', async () => {
    const { agent } = await signedIn();
    // The same database, now run with a 5-minute idle limit for new sign-ins.
    const stricter = await createApp({
      database: ctx.database,
      clock: ctx.clock,
      config: {
        ...testConfig,
        sessionPolicies: {
          ...testConfig.sessionPolicies,
          standard: { ...testConfig.sessionPolicies.standard, idleSeconds: 5 * 60 },
        },
      },
      version: 'test',
      push: createRecordingPushSender(),
    });
    try {
      ctx.clock.advance(10 * MINUTE);
      const response = await stricter.inject({
        method: 'GET',
        url: '/api/auth/user',
        headers: { cookie: agent.cookie ?? '' },
      });
      expect(response.statusCode).toBe(200);
    } finally {
      await stricter.close();
    }
  });
});
