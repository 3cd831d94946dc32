import { and, asc, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { StaffChallenge } from '../../../shared/staff';
import {
  type Agent,
  createAgent,
  signInStaff,
  staffAgent,
  totpCode,
  setUpTestApp,
} from '../../test/test-app';
import { auditEvents } from '../audit/audit.schema';
import { resetStaffSecondFactor, startStaffChallenge } from './second-factor.service';
import { createStaffAccount } from './staff.service';

const ctx = setUpTestApp();

const STEP_MS = 30_000;
let sequence = 0;

/** A staff account that has never signed in, and a browser for it. */
async function newStaff(role: 'specialist' | 'admin' = 'specialist') {
  sequence += 1;
  const input = {
    name: `Dana Reyes ${sequence}`,
    email: `dana.${sequence}@kinwell.example`,
    password: 'a long staff password',
    role,
  };
  const staff = await createStaffAccount({ db: ctx.database.db, input });
  return { staff, input, agent: createAgent(ctx.app) };
}

async function passwordStep(agent: Agent, input: { email: string; password: string }) {
  const response = await agent.post('/api/staff/login', {
    email: input.email,
    password: input.password,
  });
  expect(response.statusCode, response.body).toBe(200);
  return { response, answer: response.json<StaffChallenge>() };
}

const sendCode = (agent: Agent, challenge: string, code: string) =>
  agent.post('/api/staff/login/code', { challenge, code });

/** A code that is not the current one nor one step either side. */
function wrongCode(secret: string) {
  const now = ctx.clock.now().getTime();
  const near = [-1, 0, 1].map((step) => totpCode(secret, new Date(now + step * STEP_MS)));
  let code = 0;
  while (near.includes(String(code).padStart(6, '0'))) code += 1;
  return String(code).padStart(6, '0');
}

async function auditActionsFor(staffId: string) {
  const rows = await ctx.database.db
    .select({ action: auditEvents.action })
    .from(auditEvents)
    .where(and(eq(auditEvents.subject, `staff:${staffId}`), like(auditEvents.action, 'staff.%')))
    .orderBy(asc(auditEvents.id));
  return rows.map((row) => row.action);
}

describe('staff sign-in with a second factor', () => {
  it('a right password alone gives no session and no access to staff routes', async () => {
    const { agent, input } = await newStaff();
    const { response, answer } = await passwordStep(agent, input);
    expect(response.cookies).toHaveLength(0);
    expect(agent.cookie).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-store');
    expect(answer.step).toBe('enrol');
    if (answer.step !== 'enrol') return;
    expect(answer.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(answer.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(answer.qrCode.split(',')[1]!, 'base64').toString()).toContain('<svg');

    expect((await agent.get('/api/staff/me')).statusCode).toBe(401);
    expect((await agent.get('/api/staff/outbox')).statusCode).toBe(401);
    expect((await agent.get('/api/staff/contact-requests')).statusCode).toBe(401);
  });

  it('enrolment with a right code signs in; next time the app code is asked for', async () => {
    const { agent, input, staff } = await newStaff();
    const { answer } = await passwordStep(agent, input);
    if (answer.step !== 'enrol') throw new Error('expected enrolment');
    const response = await sendCode(
      agent,
      answer.challenge,
      totpCode(answer.secret, ctx.clock.now()),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ email: input.email, role: 'specialist' });
    expect((await agent.get('/api/staff/me')).statusCode).toBe(200);
    expect((await agent.get('/api/staff/outbox')).statusCode).toBe(200);

    ctx.clock.advance(STEP_MS);
    const other = createAgent(ctx.app);
    const again = await passwordStep(other, input);
    expect(again.answer).toEqual({
      step: 'code',
      challenge: expect.any(String),
      expiresAt: expect.any(String),
    });
    const second = await sendCode(
      other,
      again.answer.challenge,
      totpCode(answer.secret, ctx.clock.now()),
    );
    expect(second.statusCode, second.body).toBe(200);
    expect((await other.get('/api/staff/me')).statusCode).toBe(200);
    expect(await auditActionsFor(staff.id)).toEqual([
      'staff.second_factor_enrolled',
      'staff.signed_in',
      'staff.signed_in',
    ]);
  });

  it('a wrong code is refused without a session, and the right one still works', async () => {
    const { agent, input, staff } = await newStaff();
    const { answer } = await passwordStep(agent, input);
    if (answer.step !== 'enrol') throw new Error('expected enrolment');
    const wrong = await sendCode(agent, answer.challenge, wrongCode(answer.secret));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      message: 'That code is not right. Check your authenticator app and try again (4 tries left).',
    });
    expect(agent.cookie).toBeUndefined();
    expect((await agent.get('/api/staff/me')).statusCode).toBe(401);

    const right = await sendCode(agent, answer.challenge, totpCode(answer.secret, ctx.clock.now()));
    expect(right.statusCode).toBe(200);
    expect(await auditActionsFor(staff.id)).toEqual([
      'staff.second_factor_failed',
      'staff.second_factor_enrolled',
      'staff.signed_in',
    ]);
  });

  it('a challenge is used once, and a code cannot be used twice', async () => {
    const { agent, input, secret } = await staffAgent(ctx);
    const used = totpCode(secret, ctx.clock.now());

    const other = createAgent(ctx.app);
    const { answer } = await passwordStep(other, input);
    const replay = await sendCode(other, answer.challenge, used);
    expect(replay.statusCode).toBe(401);
    expect(replay.json<{ message: string }>().message).toBe(
      'This code was already used. Wait for the next code in your authenticator app.',
    );
    expect(other.cookie).toBeUndefined();

    ctx.clock.advance(STEP_MS);
    const next = await sendCode(other, answer.challenge, totpCode(secret, ctx.clock.now()));
    expect(next.statusCode).toBe(200);

    // The challenge that signed in is spent.
    ctx.clock.advance(STEP_MS);
    const reuse = await sendCode(agent, answer.challenge, totpCode(secret, ctx.clock.now()));
    expect(reuse.statusCode).toBe(410);
  });

  it('the fifth wrong code spends the challenge; then even the right code starts over', async () => {
    const { agent, input } = await newStaff();
    const { answer } = await passwordStep(agent, input);
    if (answer.step !== 'enrol') throw new Error('expected enrolment');
    const statuses = [];
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      statuses.push((await sendCode(agent, answer.challenge, wrongCode(answer.secret))).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 410]);
    const sixth = await sendCode(agent, answer.challenge, totpCode(answer.secret, ctx.clock.now()));
    expect(sixth.statusCode).toBe(410);
    expect(sixth.json()).toEqual({
      message: 'This sign-in has ended. Please enter your email and password again.',
    });
    expect((await agent.get('/api/staff/me')).statusCode).toBe(401);

    // Starting over works, with a new secret to enrol.
    const fresh = await passwordStep(agent, input);
    if (fresh.answer.step !== 'enrol') throw new Error('expected enrolment');
    expect(fresh.answer.secret).not.toBe(answer.secret);
    const ok = await sendCode(
      agent,
      fresh.answer.challenge,
      totpCode(fresh.answer.secret, ctx.clock.now()),
    );
    expect(ok.statusCode).toBe(200);
  });

  it('a challenge ends after 5 minutes', async () => {
    const { input, secret } = await staffAgent(ctx);
    const agent = createAgent(ctx.app);
    ctx.clock.advance(STEP_MS);
    const { answer } = await passwordStep(agent, input);
    ctx.clock.advance(5 * 60 * 1000);
    const late = await sendCode(agent, answer.challenge, totpCode(secret, ctx.clock.now()));
    expect(late.statusCode).toBe(410);
    expect((await agent.get('/api/staff/me')).statusCode).toBe(401);
  });

  it('a challenge only works for the account it was made for', async () => {
    const first = await staffAgent(ctx);
    const second = await staffAgent(ctx);
    ctx.clock.advance(STEP_MS);
    const agent = createAgent(ctx.app);
    const { answer } = await passwordStep(agent, first.input);
    const response = await sendCode(
      agent,
      answer.challenge,
      totpCode(second.secret, ctx.clock.now()),
    );
    expect(response.statusCode).toBe(401);
  });

  it('10 wrong codes for one account in 15 minutes make it wait, across challenges', async () => {
    const { input, secret } = await staffAgent(ctx);
    ctx.clock.advance(STEP_MS);
    const agent = createAgent(ctx.app);
    for (let round = 0; round < 2; round += 1) {
      const { answer } = await passwordStep(agent, input);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        await sendCode(agent, answer.challenge, wrongCode(secret));
      }
    }
    const { answer } = await passwordStep(agent, input);
    const limited = await sendCode(agent, answer.challenge, totpCode(secret, ctx.clock.now()));
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      message:
        'Too many wrong codes for this account. Please wait 15 minutes and try again, or ask an operator for help.',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await agent.get('/api/staff/me')).statusCode).toBe(401);

    ctx.clock.advance(15 * 60 * 1000 + 1000);
    const later = await passwordStep(agent, input);
    const ok = await sendCode(agent, later.answer.challenge, totpCode(secret, ctx.clock.now()));
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('a code must be six digits', async () => {
    const response = await createAgent(ctx.app).post('/api/staff/login/code', {
      challenge: 'x',
      code: '12ab',
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('failed staff passwords per account (decision 029)', () => {
  const ACCOUNT_MESSAGE =
    'Too many failed sign-ins for this email address. Please wait 15 minutes and try again, or sign in on a phone or computer you have signed in on before.';
  let address = 0;
  /** A browser that never signed in here, each from its own address. */
  const newBrowser = () => {
    address += 1;
    return createAgent(ctx.app, { ip: `198.18.200.${address}` });
  };
  async function failTenTimes(email: string) {
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const response = await newBrowser().post('/api/staff/login', {
        email,
        password: 'wrong password',
      });
      expect(response.statusCode).toBe(401);
    }
  }

  it('hold back new browsers after 10 failures, but not the browser that signed in before', async () => {
    const { agent, input, staff } = await newStaff();
    const secret = await signInStaff(ctx, agent, input);
    expect(agent.deviceCookie).toBeDefined();
    await agent.post('/api/auth/logout');

    await failTenTimes(input.email);
    const blocked = await newBrowser().post('/api/staff/login', {
      email: input.email,
      password: input.password,
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: ACCOUNT_MESSAGE });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);

    // Their own browser, from yet another address, signs in with both factors as usual.
    ctx.clock.advance(STEP_MS);
    const own = await agent.post(
      '/api/staff/login',
      { email: input.email, password: input.password },
      { ip: '198.51.100.77' },
    );
    expect(own.statusCode, own.body).toBe(200);
    const code = await sendCode(
      agent,
      own.json<StaffChallenge>().challenge,
      totpCode(secret, ctx.clock.now()),
    );
    expect(code.statusCode, code.body).toBe(200);
    expect(code.json<{ id: string }>().id).toBe(staff.id);

    // The wait ends: a new browser may try again.
    ctx.clock.advance(Number(blocked.headers['retry-after']) * 1000);
    expect((await newBrowser().post('/api/staff/login', input)).statusCode).toBe(200);
  });

  it('a right password alone does not trust a browser; only the full sign-in does', async () => {
    const { agent, input } = await newStaff();
    await passwordStep(agent, input);
    expect(agent.deviceCookie).toBeUndefined();
    await failTenTimes(input.email);
    expect((await agent.post('/api/staff/login', input)).statusCode).toBe(429);
  });

  it('are counted apart from a family account with the same address', async () => {
    const { input } = await newStaff();
    await failTenTimes(input.email);
    const family = await newBrowser().post('/api/auth/login', {
      email: input.email,
      password: 'wrong password',
    });
    expect(family.statusCode).toBe(401);
  });
});

describe('resetting a second factor', () => {
  it('makes the person enrol again with a new secret at next sign-in', async () => {
    const { input, secret, staff } = await staffAgent(ctx, 'admin');
    const reset = await resetStaffSecondFactor({
      db: ctx.database.db,
      clock: ctx.clock,
      email: input.email.toUpperCase(),
    });
    expect(reset.email).toBe(input.email);

    ctx.clock.advance(STEP_MS);
    const agent = createAgent(ctx.app);
    const { answer } = await passwordStep(agent, input);
    if (answer.step !== 'enrol') throw new Error('expected enrolment');
    expect(answer.secret).not.toBe(secret);
    expect(
      (await sendCode(agent, answer.challenge, totpCode(secret, ctx.clock.now()))).statusCode,
    ).toBe(401);
    const newSecret = await signInStaff(ctx, createAgent(ctx.app), input);
    expect(newSecret).not.toBe(secret);
    expect(await auditActionsFor(staff.id)).toContain('staff.second_factor_reset');
  });

  it('says so when there is no staff account with that email', async () => {
    await expect(
      resetStaffSecondFactor({
        db: ctx.database.db,
        clock: ctx.clock,
        email: 'nobody@kinwell.example',
      }),
    ).rejects.toThrow('There is no staff account with this email');
  });
});

describe('the secret stays out of errors', () => {
  it('a failed write that carries a new secret answers an error without the query', async () => {
    const { staff } = await newStaff();
    // A staff account deleted in the meantime: the challenge's foreign key fails.
    const gone = { ...staff, id: '00000000-0000-4000-8000-000000000000' };
    const failure = await startStaffChallenge({
      db: ctx.database.db,
      clock: ctx.clock,
      staff: gone,
    })
      .then(() => null)
      .catch((error: unknown) => error as Error);
    expect(failure?.message).toMatch(
      /^Could not store a sign-in challenge \(database error 23503;/,
    );
    expect(failure?.message).not.toMatch(/params|insert into/i);
    expect(failure?.cause).toBeUndefined();
  });
});
