import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_KIND_NAMES, type NotificationKind } from '../../../shared/notifications';
import { auditEvents } from '../audit/audit.schema';
import { emailOutbox } from '../email/email.schema';
import { toPlainText } from '../email/message';
import { renderEmail } from '../email/render-email';
import { inviteMember } from '../../test/fixtures';
import type { ReceivedEmail } from '../../test/smtp-test-server';
import {
  type Agent,
  createAgent,
  multipartBody,
  registerAgent,
  setUpTestAppWithSmtp,
} from '../../test/test-app';
import { notificationEmail, type NotifyInput } from './notifications.service';
import { UNSUBSCRIBE_LINK_INVALID_MESSAGE } from './unsubscribe.service';

const ctx = setUpTestAppWithSmtp();

const ORIGIN = 'http://localhost:3000';
/** An address with a full stop, comma, colon… written right after it, at a line's end or before a space. */
const GLUED_PUNCTUATION = /https?:\/\/\S*[.,;:!?)'"’”](?=\s|$)/m;
const UNSUBSCRIBE_HEADER = /^<http:\/\/localhost:3000\/api\/unsubscribe\/([A-Za-z0-9_-]{43})>$/;

const deliver = () => ctx.app.jobs.get('email-delivery').runOnce();
const mailsTo = (address: string, subject: string) =>
  ctx.smtp.received.filter((mail) => mail.to.includes(address) && mail.subject === subject);

const notify = (input: Omit<NotifyInput, 'at'>) =>
  ctx.database.db.transaction((tx) =>
    ctx.app.notifier.notify(tx, { at: ctx.clock.now(), ...input }),
  );

async function circle() {
  const caregiver = await registerAgent(ctx.app, { name: 'Maria Lopez', role: 'caregiver' });
  await caregiver.agent.patch('/api/circle/recipient', { preferredName: 'Rosa' });
  const family = await inviteMember(ctx, caregiver.agent, 'family', 'Sam Lopez');
  return { caregiver, family, circleId: caregiver.user.circleId as string };
}

/** A missed-dose alert to these people, delivered over SMTP; answers what each received. */
async function missedDose(circleId: string, recipients: string[], note = crypto.randomUUID()) {
  const title = `Missed dose: Rosa’s 8:00 AM Donepezil (${note.slice(0, 8)})`;
  await notify({
    circleId,
    recipients,
    kind: 'medication.missed',
    title,
    body: 'Rosa’s 8:00 AM dose of Donepezil (1 tablet) was not logged.\nPlease check on her.',
    link: '/medications/today',
    dedupeKey: `missed:${note}`,
  });
  await deliver();
  return title;
}

const tokenOf = (mail: ReceivedEmail | undefined) =>
  UNSUBSCRIBE_HEADER.exec(mail?.headers['list-unsubscribe'] ?? '')?.[1];

/** What a mail provider sends for one-click unsubscribe: no cookie, no Origin, a form body. */
const oneClick = (token: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/unsubscribe/${token}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });
/** A link scanner, or a person, opening the address. */
const open = (token: string) => ctx.app.inject({ method: 'GET', url: `/api/unsubscribe/${token}` });

const emailChoice = async (agent: Agent, kind: NotificationKind) =>
  (await agent.get('/api/notifications/preferences')).json<{
    kinds: Record<string, { inApp: boolean; email: boolean; push: boolean }>;
  }>().kinds[kind];

describe('notification emails', () => {
  it('arrive as plain text and large-type HTML, with one-click unsubscribe headers', async () => {
    const { family, circleId } = await circle();
    const title = await missedDose(circleId, [family.user.id]);
    const [mail] = mailsTo(family.input.email, title);
    expect(mail?.contentType).toBe('multipart/alternative');

    // The plain-text part: the words, and every address alone on its line.
    const text = mail?.text ?? '';
    expect(text).toContain('Hello Sam Lopez,');
    expect(text).toContain('Rosa’s 8:00 AM dose of Donepezil (1 tablet) was not logged.');
    expect(text).toContain(`Open Kinwell:\n${ORIGIN}/medications/today\n`);
    expect(text).toMatch(/Stop these emails:\nhttp:\/\/localhost:3000\/api\/unsubscribe\/\S+\n/);
    expect(text).not.toMatch(GLUED_PUNCTUATION);

    // The HTML part: English, a title, 18 px type at line height 1.5, one button, the footer.
    const html = mail?.html ?? '';
    expect(html).toMatch(/<html[^>]*lang="en"/);
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).toMatch(/font-size:18px;line-height:1.5/);
    expect(html).toContain('role="presentation"');
    expect(html).toContain('Rosa’s 8:00 AM dose of Donepezil (1 tablet) was not logged.');
    expect(html).toContain('Hello Sam Lopez,');
    expect(html).not.toMatch(/kinwell(name|secret)/);
    expect(html).toContain(`href="${ORIGIN}/medications/today"`);
    expect(html).toContain('Stop these emails');
    expect(html).toContain('“Missed doses”');
    expect(html).not.toContain('<img');

    const token = tokenOf(mail);
    expect(token).toBeDefined();
    expect(mail?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(html).toContain(`href="${ORIGIN}/api/unsubscribe/${token}"`);
  });

  it('opening the link changes nothing; the one-click POST turns that kind off, audited', async () => {
    const { caregiver, family, circleId } = await circle();
    const title = await missedDose(circleId, [family.user.id]);
    const token = tokenOf(mailsTo(family.input.email, title)[0]) as string;

    const page = await open(token);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Stop emails about “Missed doses”?');
    expect(page.body).toContain('<form method="post">');
    expect(page.body).toContain('lang="en"');
    expect(await emailChoice(family.agent, 'medication.missed')).toEqual({
      inApp: true,
      email: true,
      push: true,
    });

    const done = await oneClick(token);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('You will no longer get emails about “Missed doses”');
    // Only that kind's email: the other channels and kinds, and other people, stay as they were.
    expect(await emailChoice(family.agent, 'medication.missed')).toEqual({
      inApp: true,
      email: false,
      push: true,
    });
    expect((await emailChoice(family.agent, 'appointment.reminder'))?.email).toBe(true);
    expect((await emailChoice(caregiver.agent, 'medication.missed'))?.email).toBe(true);
    const audited = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.actorUserId, family.user.id),
          eq(auditEvents.action, 'notification.email_unsubscribed'),
        ),
      );
    expect(audited).toMatchObject([{ subject: `user:${family.user.id}`, detail: 'Missed doses' }]);

    // Again: still fine, nothing more recorded; the page now says it is done.
    expect((await oneClick(token)).statusCode).toBe(200);
    expect((await open(token)).body).toContain('You will no longer get emails about');
    expect(
      await ctx.database.db
        .select()
        .from(auditEvents)
        .where(
          and(
            eq(auditEvents.actorUserId, family.user.id),
            eq(auditEvents.action, 'notification.email_unsubscribed'),
          ),
        ),
    ).toHaveLength(1);

    // The next missed dose reaches Sam in Kinwell, not by email; Maria still gets the email.
    const next = await missedDose(circleId, [family.user.id, caregiver.user.id]);
    expect(mailsTo(family.input.email, next)).toHaveLength(0);
    expect(mailsTo(caregiver.input.email, next)).toHaveLength(1);
    const centre = (await family.agent.get('/api/notifications')).json<{
      notifications: { title: string }[];
    }>();
    expect(centre.notifications.map((item) => item.title)).toContain(next);
  });

  it('the page’s own button and a provider’s multipart post both work; other addresses stay guarded', async () => {
    const { family, circleId } = await circle();
    const title = await missedDose(circleId, [family.user.id]);
    const token = tokenOf(mailsTo(family.input.email, title)[0]) as string;
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/unsubscribe/${token}`,
      headers: {
        origin: ORIGIN,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    expect((await emailChoice(family.agent, 'medication.missed'))?.email).toBe(false);

    // Some providers post the same field as multipart/form-data, which RFC 8058 allows.
    const other = await missedDose(circleId, [family.user.id]);
    await notify({
      circleId,
      recipients: [family.user.id],
      kind: 'medication.refill',
      title: `Refill soon (${other})`,
      body: 'Donepezil runs out on Friday.',
      dedupeKey: `refill:${other}`,
    });
    await deliver();
    const refillToken = tokenOf(mailsTo(family.input.email, `Refill soon (${other})`)[0]) as string;
    const form = multipartBody({ fields: { 'List-Unsubscribe': 'One-Click' } });
    const multipart = await ctx.app.inject({
      method: 'POST',
      url: `/api/unsubscribe/${refillToken}`,
      headers: { 'content-type': form.contentType },
      payload: form.payload,
    });
    expect(multipart.statusCode).toBe(200);
    expect((await emailChoice(family.agent, 'medication.refill'))?.email).toBe(false);

    // The exemption is this address only: another site still cannot post elsewhere.
    const elsewhere = await family.agent.post('/api/notifications/read-all', undefined, {
      headers: { origin: 'https://evil.example' },
    });
    expect(elsewhere.statusCode).toBe(403);
  });

  it('refuses a forged, mangled or expired link with a clear message', async () => {
    const { family, circleId } = await circle();
    const forged = 'A'.repeat(43);
    for (const token of [forged, 'not-a-token', `${forged}x`]) {
      const response = await oneClick(token);
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain(UNSUBSCRIBE_LINK_INVALID_MESSAGE);
      expect((await open(token)).statusCode).toBe(404);
    }

    const title = await missedDose(circleId, [family.user.id]);
    const token = tokenOf(mailsTo(family.input.email, title)[0]) as string;
    const now = ctx.clock.now();
    ctx.clock.set(new Date(now.getTime() + 366 * 24 * 3600_000));
    try {
      const late = await oneClick(token);
      expect(late.statusCode).toBe(404);
      expect(late.body).toContain(UNSUBSCRIBE_LINK_INVALID_MESSAGE);
    } finally {
      ctx.clock.set(now);
    }
    expect((await emailChoice(family.agent, 'medication.missed'))?.email).toBe(true);
  });

  it('each link stands for one person and one kind', async () => {
    const { caregiver, family, circleId } = await circle();
    const title = await missedDose(circleId, [family.user.id, caregiver.user.id]);
    const samsToken = tokenOf(mailsTo(family.input.email, title)[0]) as string;
    const mariasToken = tokenOf(mailsTo(caregiver.input.email, title)[0]) as string;
    expect(samsToken).not.toBe(mariasToken);
    // One cause, two people: each HTML part has its own name and its own link.
    const samsHtml = mailsTo(family.input.email, title)[0]?.html ?? '';
    const mariasHtml = mailsTo(caregiver.input.email, title)[0]?.html ?? '';
    expect(samsHtml).toContain('Hello Sam Lopez,');
    expect(samsHtml).toContain(`/api/unsubscribe/${samsToken}"`);
    expect(mariasHtml).toContain('Hello Maria Lopez,');
    expect(mariasHtml).toContain(`/api/unsubscribe/${mariasToken}"`);
    expect(mariasHtml).not.toContain(samsToken);
    // Maria, signed in, uses Sam's link: it still only ever stands for Sam.
    const response = await caregiver.agent.post(`/api/unsubscribe/${samsToken}`);
    expect(response.statusCode).toBe(200);
    expect((await emailChoice(family.agent, 'medication.missed'))?.email).toBe(false);
    expect((await emailChoice(caregiver.agent, 'medication.missed'))?.email).toBe(true);
    expect((await emailChoice(family.agent, 'medication.refill'))?.email).toBe(true);
  });
});

describe('emails that carry no unsubscribe', () => {
  it('crisis alerts, which cannot be turned off, say so and carry no unsubscribe', async () => {
    const { caregiver, family } = await circle();
    const neighbourEmail = `pat.${Date.now()}@example.com`;
    await caregiver.agent.post('/api/circle/emergency-contacts', {
      name: 'Pat Neighbour',
      phone: '555-0142',
      email: neighbourEmail,
      relationship: 'Neighbour',
    });
    const sent = await caregiver.agent.post('/api/circle/crisis-alerts', {
      clientRequestId: crypto.randomUUID(),
      type: 'fall',
    });
    expect(sent.statusCode).toBe(201);
    await deliver();
    const [mail] = ctx.smtp.received.filter(
      (received) => received.to.includes(family.input.email) && received.subject.includes('fall'),
    );
    expect(mail?.html).toContain('lang="en"');
    expect(mail?.headers).not.toHaveProperty('list-unsubscribe');
    expect(mail?.text).toContain('cannot be turned off');
    expect(mail?.text).not.toContain('/api/unsubscribe/');
    // The neighbour, who has no account, answers from their own link.
    const [toPat] = ctx.smtp.received.filter((received) => received.to.includes(neighbourEmail));
    expect(toPat?.headers).not.toHaveProperty('list-unsubscribe');
    expect(toPat?.text).toMatch(/^http:\/\/localhost:3000\/answer\/\S+$/m);
    expect(toPat?.html).toContain('Answer the family');
  });

  it('password reset and invitation emails are sent as text and HTML without it', async () => {
    const { family } = await circle();
    await createAgent(ctx.app, { ip: '198.51.100.77' }).post('/api/auth/password-reset/request', {
      email: family.input.email,
    });
    await deliver();
    const [reset] = mailsTo(family.input.email, 'Reset your Kinwell password');
    expect(reset?.contentType).toBe('multipart/alternative');
    expect(reset?.headers).not.toHaveProperty('list-unsubscribe');
    expect(reset?.headers).not.toHaveProperty('list-unsubscribe-post');
    expect(reset?.text).toMatch(/^http:\/\/localhost:3000\/reset-password#\S+$/m);
    expect(reset?.html).toContain('Choose a new password');
    expect(reset?.html).not.toContain('Stop these emails');

    const invited = ctx.smtp.received.find(
      (received) =>
        received.to.includes(family.input.email) && /invited you/.test(received.subject),
    );
    expect(invited?.html).toContain('Join the care circle');
    expect(invited?.headers).not.toHaveProperty('list-unsubscribe');
  });
});

describe('every email', () => {
  it('an email queued before emails had HTML still goes, as plain text alone', async () => {
    const to = `old.row.${Date.now()}@example.com`;
    await ctx.database.db.insert(emailOutbox).values({
      dedupeKey: `invitation:${crypto.randomUUID()}`,
      to,
      subject: 'Queued before the upgrade',
      text: 'Hello,\n\nThis email was queued as text only.',
      nextAttemptAt: ctx.clock.now(),
      createdAt: ctx.clock.now(),
    });
    await deliver();
    const [mail] = mailsTo(to, 'Queued before the upgrade');
    expect(mail?.contentType).toBe('text/plain');
    expect(mail?.text).toBe('Hello,\n\nThis email was queued as text only.');
    expect(mail?.html).toBeNull();
    expect(mail?.headers).not.toHaveProperty('list-unsubscribe');
  });

  it('keeps punctuation off its links, in every notification kind, even in free text', async () => {
    for (const kind of NOTIFICATION_KIND_NAMES) {
      const message = notificationEmail({
        input: {
          kind,
          title: 'Something happened',
          body: `Look at ${ORIGIN}/tasks/42. Or at https://example.org/a, then ${ORIGIN}/x: done.\nWhere: https://www.google.com/maps/search/?api=1&query=41.878100,-87.629800`,
          link: '/tasks',
        },
        name: 'Sam',
        publicUrl: ORIGIN,
        unsubscribeSecret: 'B'.repeat(43),
      });
      const text = toPlainText(message);
      expect(text, kind).not.toMatch(GLUED_PUNCTUATION);
      expect(text).toContain('query=41.878100,-87.629800');
      const { html } = await renderEmail(message);
      expect(html).toContain(`href="${ORIGIN}/tasks/42"`);
    }
  });

  it('every email queued by these flows has both parts and no punctuation glued to a link', async () => {
    // More kinds of email: a sign-up confirmation, a contact request and its desk notice.
    await registerAgent(ctx.app, { name: 'Lee Chen', role: 'caregiver' });
    const contact = await createAgent(ctx.app, { ip: '192.0.2.44' }).post('/api/contact-request', {
      name: 'Helen Park',
      email: 'helen.park@example.com',
      subject: 'emergency_planning',
      message: 'Dad keeps trying to leave the house at night.',
      urgency: 'high',
      conversationHistory: [],
      source: 'contact_form',
    });
    expect(contact.statusCode, contact.body).toBe(201);
    // And the account's own emails: an address change and its notice, a new password (by reset
    // and by hand) and a deletion notice.
    const lee = await registerAgent(ctx.app, { name: 'Lee Park', role: 'caregiver' });
    const newEmail = `lee.new.${Date.now()}@example.com`;
    const asked = await lee.agent.post('/api/account/email', {
      newEmail,
      currentPassword: lee.input.password,
    });
    expect(asked.statusCode, asked.body).toBe(202);
    const [change] = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, newEmail));
    const changeToken = /\/confirm-email#(\S+)/.exec(change?.text ?? '')?.[1];
    expect(
      (await createAgent(ctx.app).post('/api/auth/email/confirm', { token: changeToken }))
        .statusCode,
    ).toBe(200);
    await createAgent(ctx.app, { ip: '198.51.100.78' }).post('/api/auth/password-reset/request', {
      email: newEmail,
    });
    const [reset] = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(
        and(eq(emailOutbox.to, newEmail), eq(emailOutbox.subject, 'Reset your Kinwell password')),
      );
    const resetToken = /\/reset-password#(\S+)/.exec(reset?.text ?? '')?.[1];
    const newPassword = 'a brand new phrase';
    expect(
      (
        await createAgent(ctx.app).post('/api/auth/password-reset', {
          token: resetToken,
          password: newPassword,
        })
      ).statusCode,
    ).toBe(200);
    const signedIn = createAgent(ctx.app);
    await signedIn.post('/api/auth/login', { email: newEmail, password: newPassword });
    expect(
      (
        await signedIn.post('/api/account/password', {
          currentPassword: newPassword,
          newPassword: 'another new phrase',
        })
      ).statusCode,
    ).toBe(204);
    expect(
      (await signedIn.post('/api/account/deletion', { currentPassword: 'another new phrase' }))
        .statusCode,
    ).toBe(200);

    // All but the row written by hand above, as an older version queued it.
    const rows = (await ctx.database.db.select().from(emailOutbox)).filter(
      (row) => row.subject !== 'Queued before the upgrade',
    );
    const keys = new Set(rows.map((row) => row.dedupeKey.split(':')[0]));
    for (const kind of [
      'notification',
      'invitation',
      'email-confirmation',
      'password-reset',
      'password-reset-done',
      'email-change',
      'email-changed',
      'password-changed',
      'deletion-scheduled',
      'contact-request',
      'crisis',
    ])
      expect(keys).toContain(kind);
    for (const row of rows) {
      expect(row.text, row.subject).not.toMatch(GLUED_PUNCTUATION);
      expect(row.html, row.subject).toMatch(/<html[^>]*lang="en"/);
      expect(row.html).toContain(`<title>`);
      expect(row.html).toContain('font-size:18px');
      const isNotification = row.dedupeKey.startsWith('notification:');
      if (!isNotification) expect(row.unsubscribeUrl, row.subject).toBeNull();
    }
  });
});
