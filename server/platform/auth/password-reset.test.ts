import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  PASSWORD_RESET_LINK_INVALID_MESSAGE,
  PASSWORD_RESET_SENT_MESSAGE,
} from '../../../shared/auth';
import { createAgent, registerAgent, setUpTestAppWithSmtp } from '../../test/test-app';
import { openEventStream } from '../../test/event-stream';
import { auditEvents } from '../audit/audit.schema';

const ctx = setUpTestAppWithSmtp();

let ipSequence = 0;
/** Each test asks from its own address, so the per-address limit of one test spares the others. */
const nextIp = () => `198.51.100.${(ipSequence += 1)}`;

const deliver = () => ctx.app.jobs.get('email-delivery').runOnce();
const mailsTo = (email: string) => ctx.smtp.received.filter((mail) => mail.to.includes(email));

/** Asks for a reset link for `email` and answers the link the email holds, if one came. */
async function askForLink(email: string, ip = nextIp()) {
  const before = ctx.smtp.received.length;
  const response = await createAgent(ctx.app, { ip }).post('/api/auth/password-reset/request', {
    email,
  });
  await deliver();
  const mail = ctx.smtp.received
    .slice(before)
    .find(
      (received) =>
        received.to.includes(email.trim().toLowerCase()) &&
        received.subject === 'Reset your Kinwell password',
    );
  const link = mail ? /http\S+\/reset-password#(\S+)/.exec(mail.text) : null;
  return { response, mail, token: link?.[1] };
}

describe('forgotten password', () => {
  it('answers the same whether or not the address has an account, and emails only an account', async () => {
    const maria = await registerAgent(ctx.app);
    const known = await askForLink(maria.input.email.toUpperCase());
    const unknown = await askForLink(`nobody.${Date.now()}@example.com`);
    expect(known.response.statusCode).toBe(200);
    expect(unknown.response.statusCode).toBe(200);
    expect(known.response.json()).toEqual({ message: PASSWORD_RESET_SENT_MESSAGE });
    expect(unknown.response.json()).toEqual(known.response.json());
    expect(unknown.mail).toBeUndefined();
    expect(known.mail?.subject).toBe('Reset your Kinwell password');
    expect(known.mail?.text).toContain('works for one hour');
    expect(known.token).toBeTruthy();
  });

  it('sets the new password once, signs this browser in, ends every other session and sends a notice', async () => {
    const maria = await registerAgent(ctx.app);
    const stream = await openEventStream(ctx.app, maria.agent.cookie);
    const { token } = await askForLink(maria.input.email);

    const browser = createAgent(ctx.app);
    expect((await browser.post('/api/auth/password-reset/check', { token })).statusCode).toBe(204);
    const reset = await browser.post('/api/auth/password-reset', {
      token,
      password: 'a brand new phrase',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({ id: maria.user.id, email: maria.input.email });
    expect((await browser.get('/api/auth/user')).statusCode).toBe(200);

    // The session from before the reset has ended, and its live stream with it.
    expect((await maria.agent.get('/api/auth/user')).statusCode).toBe(401);
    await stream.ended();

    // The old password no longer works; the new one does.
    const oldPassword = await createAgent(ctx.app).post('/api/auth/login', {
      email: maria.input.email,
      password: maria.input.password,
    });
    expect(oldPassword.statusCode).toBe(401);
    const newPassword = await createAgent(ctx.app).post('/api/auth/login', {
      email: maria.input.email,
      password: 'a brand new phrase',
    });
    expect(newPassword.statusCode).toBe(200);

    // The link works once.
    const again = await createAgent(ctx.app).post('/api/auth/password-reset', {
      token,
      password: 'another new phrase',
    });
    expect(again.statusCode).toBe(410);
    expect(again.json()).toEqual({ message: PASSWORD_RESET_LINK_INVALID_MESSAGE });
    expect((await browser.post('/api/auth/password-reset/check', { token })).statusCode).toBe(410);

    await deliver();
    const notice = mailsTo(maria.input.email).find(
      (mail) => mail.subject === 'Your Kinwell password was changed',
    );
    expect(notice?.text).toContain('Your Kinwell password was changed.');
    expect(notice?.text).toContain('If this was not you');

    const audited = await ctx.database.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.subject, `user:${maria.user.id}`));
    expect(audited.map((row) => row.action)).toContain('user.password_reset');
  });

  it('stops working after an hour', async () => {
    const maria = await registerAgent(ctx.app);
    const { token } = await askForLink(maria.input.email);
    ctx.clock.advance(60 * 60 * 1000);
    const response = await createAgent(ctx.app).post('/api/auth/password-reset', {
      token,
      password: 'a brand new phrase',
    });
    expect(response.statusCode).toBe(410);
    expect(response.json()).toEqual({ message: PASSWORD_RESET_LINK_INVALID_MESSAGE });
    expect((await maria.agent.get('/api/auth/user')).statusCode).toBe(200);
  });

  it('refuses an unknown link with the same clear answer', async () => {
    const response = await createAgent(ctx.app).post('/api/auth/password-reset', {
      token: 'not-a-real-link',
      password: 'a brand new phrase',
    });
    expect(response.statusCode).toBe(410);
    expect(response.json()).toEqual({ message: PASSWORD_RESET_LINK_INVALID_MESSAGE });
  });

  it('keeps registration’s password rules, and the link still works after a refused password', async () => {
    const maria = await registerAgent(ctx.app);
    const { token } = await askForLink(maria.input.email);
    const short = await createAgent(ctx.app).post('/api/auth/password-reset', {
      token,
      password: 'abc',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json<{ message: string }>().message).toContain(
      'Password must be at least 6 characters',
    );
    const common = await createAgent(ctx.app).post('/api/auth/password-reset', {
      token,
      password: 'password123',
    });
    expect(common.statusCode).toBe(400);
    expect(common.json()).toEqual({
      message: 'This password is too common and easy to guess. Please choose another.',
    });
    const fine = await createAgent(ctx.app).post('/api/auth/password-reset', {
      token,
      password: 'a brand new phrase',
    });
    expect(fine.statusCode).toBe(200);
  });

  it('limits requests per client address', async () => {
    const ip = nextIp();
    const email = `nobody.${Date.now()}@example.com`;
    for (let i = 0; i < 5; i += 1)
      expect((await askForLink(email, ip)).response.statusCode).toBe(200);
    const limited = await askForLink(email, ip);
    expect(limited.response.statusCode).toBe(429);
    expect(limited.response.headers['retry-after']).toBeDefined();
  });
});
