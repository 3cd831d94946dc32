import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EMAIL_LINK_INVALID_MESSAGE } from '../../../shared/auth';
import { auditEvents } from '../../platform/audit/audit.schema';
import { emailOutbox } from '../../platform/email/email.schema';
import { INVITATION_OTHER_EMAIL_MESSAGE } from '../../platform/circles/invitations.service';
import { createAgent, registerAgent, setUpTestApp } from '../../test/test-app';
import { WRONG_PASSWORD_MESSAGE } from './account.service';

const ctx = setUpTestApp();

const HOUR = 60 * 60 * 1000;
let sequence = 0;
const freshEmail = (name: string) => `${name}.${(sequence += 1)}.${Date.now()}@example.com`;

/** The emails queued for an address, newest first. */
const mailsTo = (to: string) =>
  ctx.database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.to, to))
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id));

/** The confirmation link's secret in the newest "Confirm your new email address" to `to`. */
async function linkSentTo(to: string): Promise<string | undefined> {
  const [mail] = await ctx.database.db
    .select()
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.to, to),
        eq(emailOutbox.subject, 'Confirm your new Kinwell email address'),
      ),
    )
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  return mail ? /\/confirm-email#(\S+)/.exec(mail.text)?.[1] : undefined;
}

const confirm = (token: string | undefined) =>
  createAgent(ctx.app).post('/api/auth/email/confirm', { token });

describe('changing the email address', () => {
  it('needs the current password, and refuses an address another account uses', async () => {
    const maria = await registerAgent(ctx.app);
    const newEmail = freshEmail('maria.new');
    const wrong = await maria.agent.post('/api/account/email', {
      newEmail,
      currentPassword: 'not it',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: WRONG_PASSWORD_MESSAGE });
    expect(await mailsTo(newEmail)).toEqual([]);

    const other = await registerAgent(ctx.app);
    const taken = await maria.agent.post('/api/account/email', {
      newEmail: other.input.email,
      currentPassword: maria.input.password,
    });
    expect(taken.statusCode).toBe(409);
  });

  it('changes the address only when the link sent to the new one is opened, once, and tells the old one', async () => {
    const maria = await registerAgent(ctx.app);
    const newEmail = freshEmail('maria.new');
    const asked = await maria.agent.post('/api/account/email', {
      newEmail: newEmail.toUpperCase(),
      currentPassword: maria.input.password,
    });
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({
      message: `We sent a link to ${newEmail}. Your address changes when you open it. It works for 24 hours.`,
    });
    // Nothing changed yet: Maria still signs in with the old address.
    expect((await maria.agent.get('/api/auth/user')).json()).toMatchObject({
      email: maria.input.email,
    });
    const token = await linkSentTo(newEmail);
    expect(token).toBeTruthy();

    const opened = await confirm(token);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual({ email: newEmail });
    expect((await maria.agent.get('/api/auth/user')).json()).toMatchObject({ email: newEmail });
    const notices = await mailsTo(maria.input.email);
    expect(notices.map((mail) => mail.subject)).toContain('Your Kinwell email address was changed');

    const login = await createAgent(ctx.app).post('/api/auth/login', {
      email: newEmail,
      password: maria.input.password,
    });
    expect(login.statusCode).toBe(200);

    const again = await confirm(token);
    expect(again.statusCode).toBe(410);
    expect(again.json()).toEqual({ message: EMAIL_LINK_INVALID_MESSAGE });
  });

  it('stops working after 24 hours, and a newer request replaces the older link', async () => {
    const maria = await registerAgent(ctx.app);
    const first = freshEmail('first');
    await maria.agent.post('/api/account/email', {
      newEmail: first,
      currentPassword: maria.input.password,
    });
    const firstToken = await linkSentTo(first);
    const second = freshEmail('second');
    await maria.agent.post('/api/account/email', {
      newEmail: second,
      currentPassword: maria.input.password,
    });
    expect((await confirm(firstToken)).statusCode).toBe(410);

    ctx.clock.advance(24 * HOUR);
    expect((await confirm(await linkSentTo(second))).statusCode).toBe(410);
    expect((await maria.agent.get('/api/auth/user')).json()).toMatchObject({
      email: maria.input.email,
    });
  });

  it('refuses a link whose address another account took in the meantime', async () => {
    const maria = await registerAgent(ctx.app);
    const wanted = freshEmail('wanted');
    await maria.agent.post('/api/account/email', {
      newEmail: wanted,
      currentPassword: maria.input.password,
    });
    await registerAgent(ctx.app, { email: wanted });
    const opened = await confirm(await linkSentTo(wanted));
    expect(opened.statusCode).toBe(409);
    expect((await maria.agent.get('/api/auth/user')).json()).toMatchObject({
      email: maria.input.email,
    });
  });
});

describe('a pending change of address', () => {
  it('is reported by the account until its link is opened, and says when it was asked', async () => {
    const maria = await registerAgent(ctx.app);
    expect((await maria.agent.get('/api/account')).json()).toMatchObject({
      pendingEmailChange: null,
    });
    const newEmail = freshEmail('maria.pending');
    const askedAt = ctx.clock.now();
    await maria.agent.post('/api/account/email', {
      newEmail,
      currentPassword: maria.input.password,
    });
    expect((await maria.agent.get('/api/account')).json()).toMatchObject({
      pendingEmailChange: {
        email: newEmail,
        requestedAt: askedAt.toISOString(),
        expiresAt: new Date(askedAt.getTime() + 24 * HOUR).toISOString(),
      },
    });

    expect((await confirm(await linkSentTo(newEmail))).statusCode).toBe(200);
    expect((await maria.agent.get('/api/account')).json()).toMatchObject({
      pendingEmailChange: null,
    });
  });

  it('is no longer reported once its link has expired', async () => {
    const maria = await registerAgent(ctx.app);
    await maria.agent.post('/api/account/email', {
      newEmail: freshEmail('maria.late'),
      currentPassword: maria.input.password,
    });
    ctx.clock.advance(24 * HOUR);
    expect((await maria.agent.get('/api/account')).json()).toMatchObject({
      pendingEmailChange: null,
    });
  });

  it('can be cancelled: the link stops working, the address stays, and it is audited', async () => {
    const maria = await registerAgent(ctx.app);
    const newEmail = freshEmail('maria.cancel');
    await maria.agent.post('/api/account/email', {
      newEmail,
      currentPassword: maria.input.password,
    });
    const token = await linkSentTo(newEmail);

    const cancelled = await maria.agent.delete('/api/account/email');
    expect(cancelled.statusCode).toBe(204);
    expect((await maria.agent.get('/api/account')).json()).toMatchObject({
      pendingEmailChange: null,
    });
    const opened = await confirm(token);
    expect(opened.statusCode).toBe(410);
    expect(opened.json()).toEqual({ message: EMAIL_LINK_INVALID_MESSAGE });
    expect((await maria.agent.get('/api/auth/user')).json()).toMatchObject({
      email: maria.input.email,
    });
    const audit = await ctx.database.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.subject, `user:${maria.user.id}`));
    expect(audit.map((row) => row.action)).toContain('user.email_change_cancelled');

    // Nothing pending any more: cancelling again changes nothing.
    expect((await maria.agent.delete('/api/account/email')).statusCode).toBe(204);
  });

  it('cancelling touches only your own change', async () => {
    const maria = await registerAgent(ctx.app);
    const sam = await registerAgent(ctx.app);
    const newEmail = freshEmail('maria.kept');
    await maria.agent.post('/api/account/email', {
      newEmail,
      currentPassword: maria.input.password,
    });
    expect((await sam.agent.delete('/api/account/email')).statusCode).toBe(204);
    expect((await maria.agent.get('/api/account')).json()).toMatchObject({
      pendingEmailChange: { email: newEmail },
    });
    expect((await createAgent(ctx.app).delete('/api/account/email')).statusCode).toBe(401);
  });
});

describe('an invitation goes only to the confirmed address', () => {
  it('cannot be taken by asking to change to the invited address', async () => {
    const caregiver = await registerAgent(ctx.app);
    const invitedEmail = freshEmail('sam');
    const created = await caregiver.agent.post('/api/circle/invitations', {
      email: invitedEmail,
      role: 'family',
    });
    const { code } = created.json<{ code: string }>();

    const eve = await registerAgent(ctx.app, { role: 'family' });
    const asked = await eve.agent.post('/api/account/email', {
      newEmail: invitedEmail,
      currentPassword: eve.input.password,
    });
    expect(asked.statusCode).toBe(202);
    // The change waits for the link in Sam's mailbox; until then Eve's address is her own.
    const accept = await eve.agent.post('/api/invitations/accept', { code });
    expect(accept.statusCode).toBe(403);
    expect(accept.json()).toEqual({ message: INVITATION_OTHER_EMAIL_MESSAGE });
  });

  it('no longer opens to an account that moved away from the invited address', async () => {
    const caregiver = await registerAgent(ctx.app);
    const sam = await registerAgent(ctx.app, { role: 'family' });
    const created = await caregiver.agent.post('/api/circle/invitations', {
      email: sam.input.email,
      role: 'family',
    });
    const { code } = created.json<{ code: string }>();
    const moved = freshEmail('sam.moved');
    await sam.agent.post('/api/account/email', {
      newEmail: moved,
      currentPassword: sam.input.password,
    });
    expect((await confirm(await linkSentTo(moved))).statusCode).toBe(200);
    const accept = await sam.agent.post('/api/invitations/accept', { code });
    expect(accept.statusCode).toBe(403);
  });
});
