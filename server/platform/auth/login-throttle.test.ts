import { describe, expect, it } from 'vitest';
import { createAgent, registerAgent, setUpTestApp } from '../../test/test-app';

const ACCOUNT_MESSAGE =
  'Too many failed sign-ins for this email address. Please wait 15 minutes and try again, or sign in on a phone or computer you have signed in on before.';

const ctx = setUpTestApp();

let address = 0;
/** A browser that never signed in here, each from its own address (so only the account limit applies). */
const newBrowser = () => {
  address += 1;
  return createAgent(ctx.app, { ip: `198.18.${Math.floor(address / 250)}.${address % 250}` });
};

/** Ten wrong passwords for `email`, each from a different new browser. */
async function failTenTimes(email: string) {
  for (let attempt = 1; attempt <= 10; attempt += 1) {
    const response = await newBrowser().post('/api/auth/login', {
      email,
      password: 'wrong password',
    });
    expect(response.statusCode).toBe(401);
  }
}

describe('failed sign-ins per account', () => {
  it('hold back new browsers after 10 failures in 15 minutes, with Retry-After and a clear message', async () => {
    const { input } = await registerAgent(ctx.app);
    await failTenTimes(input.email);
    const blocked = await newBrowser().post('/api/auth/login', {
      email: input.email,
      password: input.password,
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: ACCOUNT_MESSAGE });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);

    ctx.clock.advance(Number(blocked.headers['retry-after']) * 1000);
    const later = await newBrowser().post('/api/auth/login', {
      email: input.email,
      password: input.password,
    });
    expect(later.statusCode).toBe(200);
  });

  it('never hold back a browser the person signed in on before', async () => {
    const { agent, input } = await registerAgent(ctx.app);
    expect(agent.deviceCookie).toBeDefined();
    await agent.post('/api/auth/logout');
    await failTenTimes(input.email);
    expect(
      (await newBrowser().post('/api/auth/login', { email: input.email, password: input.password }))
        .statusCode,
    ).toBe(429);

    const own = await agent.post(
      '/api/auth/login',
      { email: input.email, password: input.password },
      { ip: '198.51.100.99' },
    );
    expect(own.statusCode).toBe(200);
    expect((await agent.get('/api/auth/user')).statusCode).toBe(200);
  });

  it('count a trusted browser’s own failures against it, and stop trusting it after 10', async () => {
    const { agent, input } = await registerAgent(ctx.app);
    await agent.post('/api/auth/logout');
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const response = await agent.post(
        '/api/auth/login',
        { email: input.email, password: 'wrong password' },
        { ip: `198.19.0.${attempt}` },
      );
      expect(response.statusCode).toBe(401);
    }
    // Those failures did not count against the account: a new browser still signs in.
    const other = newBrowser();
    expect(
      (await other.post('/api/auth/login', { email: input.email, password: input.password }))
        .statusCode,
    ).toBe(200);

    // But the browser that failed is now like any other: the account limit applies to it.
    await failTenTimes(input.email);
    const blocked = await agent.post(
      '/api/auth/login',
      { email: input.email, password: input.password },
      { ip: '198.19.1.1' },
    );
    expect(blocked.statusCode).toBe(429);
    // The browser that signed in just now is trusted and still gets in.
    await other.post('/api/auth/logout');
    expect(
      (await other.post('/api/auth/login', { email: input.email, password: input.password }))
        .statusCode,
    ).toBe(200);
  });

  it('treat an email without an account exactly like one with an account', async () => {
    const email = `nobody.${Date.now()}@example.com`;
    await failTenTimes(email);
    const blocked = await newBrowser().post('/api/auth/login', {
      email,
      password: 'wrong password',
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: ACCOUNT_MESSAGE });
  });

  it('give a device cookie that scripts cannot read', async () => {
    const { input } = await registerAgent(ctx.app, {}, { session: 'standard' });
    const response = await newBrowser().post('/api/auth/login', {
      email: input.email,
      password: input.password,
    });
    const device = response.cookies.find((c) => c.name.endsWith('kinwell_device'));
    expect(device?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(device?.httpOnly).toBe(true);
    expect(device?.sameSite).toBe('Lax');
  });
});
