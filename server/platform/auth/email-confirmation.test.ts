import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EMAIL_LINK_INVALID_MESSAGE } from '../../../shared/auth';
import { dailyMedication } from '../../test/fixtures';
import {
  confirmationLinkFor,
  createAgent,
  registerAgent,
  setUpTestAppWithSmtp,
} from '../../test/test-app';
import { INVITATION_UNCONFIRMED_EMAIL_MESSAGE } from '../circles/invitations.service';
import { notifications } from '../notifications/notifications.schema';

const ctx = setUpTestAppWithSmtp();

const deliver = () => ctx.app.jobs.get('email-delivery').runOnce();
const sweep = async () => {
  await ctx.app.jobs.get('medication-sweep').runOnce();
  await deliver();
};
const confirm = (token: string | undefined) =>
  createAgent(ctx.app).post('/api/auth/email/confirm', { token });

const missedTitle = (time: string) => `Missed dose: Rosa’s ${time} Donepezil`;
const inAppTitles = async (userId: string) =>
  (
    await ctx.database.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(and(eq(notifications.recipientUserId, userId)))
  ).map((row) => row.title);
const mailsTo = (email: string, subject: string) =>
  ctx.smtp.received.filter((mail) => mail.to.includes(email) && mail.subject === subject);

describe('the sign-up address is confirmed before alerts are emailed to it', () => {
  it('sends a link at registration; until it is opened, alerts reach Kinwell but not the inbox', async () => {
    ctx.clock.set('2026-03-02T10:00:00Z'); // 05:00 in New York
    const maria = await registerAgent(ctx.app, { name: 'Maria Lopez' }, { confirmEmail: false });
    await deliver();
    const [welcome] = mailsTo(maria.input.email, 'Confirm your Kinwell email address');
    expect(welcome?.text).toContain('/confirm-email#');
    expect(welcome?.text).toContain('works for 7 days');

    // Signing in and using Kinwell work; the account says the address is not confirmed.
    expect((await maria.agent.get('/api/account')).json()).toMatchObject({ emailConfirmed: false });
    await maria.agent.patch('/api/circle/recipient', {
      preferredName: 'Rosa',
      timeZone: 'America/New_York',
    });
    await maria.agent.post('/api/circle/medications', dailyMedication());

    ctx.clock.set('2026-03-02T13:30:00Z'); // 08:30: the 8:00 dose is missed
    await sweep();
    await sweep();
    expect(await inAppTitles(maria.user.id)).toContain(missedTitle('8:00 AM'));
    expect(mailsTo(maria.input.email, missedTitle('8:00 AM'))).toEqual([]);

    // She opens the link: the next missed dose reaches her inbox too.
    const opened = await confirm(await confirmationLinkFor(ctx.app, maria.input.email));
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual({ email: maria.input.email });
    expect((await maria.agent.get('/api/account')).json()).toMatchObject({ emailConfirmed: true });

    ctx.clock.set('2026-03-03T01:30:00Z'); // 20:30: the 20:00 dose is missed
    await sweep();
    await sweep();
    expect(mailsTo(maria.input.email, missedTitle('8:00 PM'))).toHaveLength(1);
  });

  it('sends the link again on request, a few times an hour, and each link works once for 7 days', async () => {
    const maria = await registerAgent(ctx.app, {}, { confirmEmail: false });
    const first = await confirmationLinkFor(ctx.app, maria.input.email);
    const again = await maria.agent.post('/api/account/email/confirmation');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      message: `We sent a new link to ${maria.input.email}. It works for 7 days.`,
    });
    const second = await confirmationLinkFor(ctx.app, maria.input.email);
    expect(second).not.toBe(first);
    // The newer link replaces the older one.
    expect((await confirm(first)).statusCode).toBe(410);

    await maria.agent.post('/api/account/email/confirmation');
    await maria.agent.post('/api/account/email/confirmation');
    const limited = await maria.agent.post('/api/account/email/confirmation');
    expect(limited.statusCode).toBe(429);

    ctx.clock.advance(7 * 24 * 60 * 60 * 1000);
    const expired = await confirm(await confirmationLinkFor(ctx.app, maria.input.email));
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({ message: EMAIL_LINK_INVALID_MESSAGE });
  });

  it('lets only a confirmed address accept an invitation', async () => {
    const caregiver = await registerAgent(ctx.app);
    const sam = await registerAgent(ctx.app, { role: 'family' }, { confirmEmail: false });
    const created = await caregiver.agent.post('/api/circle/invitations', {
      email: sam.input.email,
      role: 'family',
    });
    const { code } = created.json<{ code: string }>();
    const refused = await sam.agent.post('/api/invitations/accept', { code });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: INVITATION_UNCONFIRMED_EMAIL_MESSAGE });

    expect((await confirm(await confirmationLinkFor(ctx.app, sam.input.email))).statusCode).toBe(
      200,
    );
    expect((await sam.agent.post('/api/invitations/accept', { code })).statusCode).toBe(200);
  });

  it('counts joining with an invitation as confirming the address it was sent to', async () => {
    const caregiver = await registerAgent(ctx.app);
    const email = `sam.${Date.now()}@example.com`;
    const created = await caregiver.agent.post('/api/circle/invitations', {
      email,
      role: 'family',
    });
    const { code } = created.json<{ code: string }>();
    const sam = await registerAgent(ctx.app, { email, role: 'family', invitationCode: code });
    expect((await sam.agent.get('/api/account')).json()).toMatchObject({ emailConfirmed: true });
  });
});
