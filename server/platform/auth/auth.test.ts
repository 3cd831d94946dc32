import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from './auth.schema';
import { circleMembers } from '../circles/circles.schema';
import { createAgent, registerAgent, setUpTestApp } from '../../test/test-app';

const ctx = setUpTestApp();

const validRegistration = (email: string) => ({
  name: 'Dana Whitfield',
  email,
  phoneNumber: '555-0100',
  password: 'blue kettle 7',
  role: 'caregiver',
});

describe('POST /api/auth/register', () => {
  it('creates a caregiver with a care circle, signs them in and stores an argon2id hash', async () => {
    const agent = createAgent(ctx.app);
    const response = await agent.post(
      '/api/auth/register',
      validRegistration('  Dana@Example.COM '),
    );
    expect(response.statusCode).toBe(201);
    const user = response.json();
    expect(user).toMatchObject({
      name: 'Dana Whitfield',
      email: 'dana@example.com',
      role: 'caregiver',
      phoneNumber: '555-0100',
    });
    expect(user.circleId).toEqual(expect.any(String));
    expect(user).not.toHaveProperty('passwordHash');

    const me = await agent.get('/api/auth/user');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      id: user.id,
      email: 'dana@example.com',
      circleId: user.circleId,
    });

    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash.startsWith('$argon2id$v=19$m=19456,t=2,p=1$')).toBe(true);
    const memberships = await ctx.database.db
      .select()
      .from(circleMembers)
      .where(eq(circleMembers.userId, user.id));
    expect(memberships).toEqual([
      expect.objectContaining({ role: 'caregiver', circleId: user.circleId }),
    ]);
  });

  it('creates a family member without a circle until they are invited', async () => {
    const { user } = await registerAgent(ctx.app, { role: 'family' });
    expect(user.circleId).toBeNull();
  });

  it('refuses a second account for the same email, whatever its case or spaces', async () => {
    await registerAgent(ctx.app, { email: 'same.person@example.com' });
    const response = await createAgent(ctx.app).post(
      '/api/auth/register',
      validRegistration(' SAME.person@example.com'),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'An account with this email already exists' });
  });

  it('refuses a common password, whatever its case, and accepts an uncommon one', async () => {
    const email = `common.${Date.now()}@example.com`;
    for (const password of ['password1', 'Sunshine', 'QWERTY123']) {
      const refused = await createAgent(ctx.app).post('/api/auth/register', {
        ...validRegistration(email),
        password,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        message: 'This password is too common and easy to guess. Please choose another.',
      });
    }
    // No account was made: the address is still free.
    const accepted = await createAgent(ctx.app).post('/api/auth/register', {
      ...validRegistration(email),
      password: 'quiet garden 12',
    });
    expect(accepted.statusCode).toBe(201);
  });

  it('stops a device that keeps trying addresses that have accounts (no list of who uses Kinwell)', async () => {
    const ip = '198.51.100.23';
    const known = [];
    for (let index = 0; index < 11; index += 1) {
      const { input } = await registerAgent(ctx.app);
      known.push(input.email);
    }
    const prober = createAgent(ctx.app, { ip });
    for (const email of known.slice(0, 10)) {
      expect((await prober.post('/api/auth/register', validRegistration(email))).statusCode).toBe(
        409,
      );
    }
    const stopped = await prober.post('/api/auth/register', validRegistration(known[10]!));
    expect(stopped.statusCode).toBe(429);
    expect(stopped.json()).toEqual({
      message: 'Too many sign-up attempts from this device. Please wait an hour, or sign in.',
    });
    expect(Number(stopped.headers['retry-after'])).toBeGreaterThan(0);
    // A new address from the same device is refused too until the hour has passed
    // (otherwise the answer would tell the two apart) …
    const fresh = validRegistration(`new.${Date.now()}@example.com`);
    expect((await prober.post('/api/auth/register', fresh)).statusCode).toBe(429);
    // … while people elsewhere sign up as usual.
    expect((await createAgent(ctx.app).post('/api/auth/register', fresh)).statusCode).toBe(201);
  });

  it.each([
    [{ name: 'A' }, 'Name must be at least 2 characters'],
    [{ name: '   ' }, 'Name must be at least 2 characters'],
    [{ email: 'not-an-email' }, 'Please enter a valid email'],
    [{ password: '12345' }, 'Password must be at least 6 characters'],
    [{ role: 'admin' }, 'Please select your role'],
    [{ role: undefined }, 'Please select your role'],
  ])('answers 400 with the spec message for %o', async (change, message) => {
    const response = await createAgent(ctx.app).post('/api/auth/register', {
      ...validRegistration('valid.person@example.com'),
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });
});

describe('sign in and out', () => {
  it('signs in with a fresh session token each time and signs out on the server', async () => {
    const { agent: registered, input } = await registerAgent(ctx.app, {
      email: 'login.person@example.com',
    });
    const agent = createAgent(ctx.app);
    const login = await agent.post('/api/auth/login', {
      email: ' LOGIN.person@example.com',
      password: input.password,
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ email: 'login.person@example.com', role: 'caregiver' });
    expect(agent.cookie).toBeDefined();
    expect(agent.cookie).not.toBe(registered.cookie);

    const stolenCookie = agent.cookie;
    const logout = await agent.post('/api/auth/logout');
    expect(logout.statusCode).toBe(204);
    const replay = createAgent(ctx.app);
    replay.cookie = stolenCookie;
    expect((await replay.get('/api/auth/user')).statusCode).toBe(401);
    // The other session of the same person is untouched.
    expect((await registered.get('/api/auth/user')).statusCode).toBe(200);
  });

  it('answers 401 for a wrong password and for an unknown email alike', async () => {
    const { input } = await registerAgent(ctx.app);
    const agent = createAgent(ctx.app, { ip: '10.9.9.9' });
    const wrong = await agent.post('/api/auth/login', {
      email: input.email,
      password: 'nope nope',
    });
    const unknown = await agent.post('/api/auth/login', {
      email: 'nobody@example.com',
      password: 'nope nope',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it.each([
    [{ email: 'nope', password: 'x' }, 'Please enter a valid email'],
    [{ email: 'a@example.com', password: '' }, 'Password is required'],
  ])('validates the login form on the server: %o', async (body, message) => {
    const response = await createAgent(ctx.app).post('/api/auth/login', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('answers 401 to a signed-out or tampered cookie', async () => {
    const agent = createAgent(ctx.app);
    expect((await agent.get('/api/auth/user')).statusCode).toBe(401);
    const { agent: signedIn } = await registerAgent(ctx.app);
    signedIn.cookie = `${signedIn.cookie}x`;
    const response = await signedIn.get('/api/auth/user');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Please sign in to continue.' });
  });
});

describe('cross-site requests', () => {
  it('refuses a state-changing request from a foreign or missing origin', async () => {
    const { agent, input } = await registerAgent(ctx.app);
    const foreign = await agent.post('/api/auth/logout', undefined, {
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: input.email, password: input.password }),
    });
    expect(response.statusCode).toBe(403);
    // Still signed in: the refused logout did nothing.
    expect((await agent.get('/api/auth/user')).statusCode).toBe(200);
  });

  it('accepts a same-site Referer when a browser sends no Origin', async () => {
    const { input } = await registerAgent(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', referer: 'http://localhost:3000/login' },
      payload: JSON.stringify({ email: input.email, password: input.password }),
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('sign-in rate limit', () => {
  it('answers the 11th failed sign-in from one address with 429 and Retry-After, without locking the owner out', async () => {
    const { agent: owner, input } = await registerAgent(ctx.app);
    await owner.post('/api/auth/logout');
    const attacker = createAgent(ctx.app, { ip: '203.0.113.7' });
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const response = await attacker.post('/api/auth/login', {
        email: input.email,
        password: 'wrong password',
      });
      expect(response.statusCode).toBe(401);
      ctx.clock.advance(1000);
    }
    const blocked = await attacker.post('/api/auth/login', {
      email: input.email,
      password: input.password,
    });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(500);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(600);

    // The owner's own browser, elsewhere, is held back by neither limit (decision 021).
    expect(
      (
        await owner.post(
          '/api/auth/login',
          { email: input.email, password: input.password },
          { ip: '198.51.100.20' },
        )
      ).statusCode,
    ).toBe(200);

    // After 10 minutes the address may try again, but the account still waits for new browsers.
    ctx.clock.advance(10 * 60 * 1000);
    expect(
      (await attacker.post('/api/auth/login', { email: input.email, password: input.password }))
        .statusCode,
    ).toBe(429);
    ctx.clock.advance(5 * 60 * 1000);
    expect(
      (await attacker.post('/api/auth/login', { email: input.email, password: input.password }))
        .statusCode,
    ).toBe(200);
  });
});
