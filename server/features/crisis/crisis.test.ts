import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { crisisAlerts } from './crisis.schema';
import { emailOutbox } from '../../platform/email/email.schema';
import { openEventStream } from '../../test/event-stream';
import { inviteMember } from '../../test/fixtures';
import { createAgent, registerAgent, setUpTestAppWithSmtp } from '../../test/test-app';

const ctx = setUpTestAppWithSmtp();

const HOUR = 60 * 60 * 1000;

/** Maria (caregiver) with Sam and Ana in the circle, a neighbour and a member as contacts. */
async function circle() {
  const maria = await registerAgent(ctx.app, { name: 'Maria Lopez', role: 'caregiver' });
  await maria.agent.patch('/api/circle/recipient', { preferredName: 'Rosa' });
  const sam = await inviteMember(ctx, maria.agent, 'family', 'Sam Lopez');
  const ana = await inviteMember(ctx, maria.agent, 'caregiver', 'Ana Lopez');
  const neighbourEmail = `pat.${Date.now()}@example.com`;
  await maria.agent.post('/api/circle/emergency-contacts', {
    name: 'Pat Neighbour',
    phone: '555-0142',
    email: neighbourEmail,
    relationship: 'Neighbour',
  });
  // Sam is also a contact: reached once, as a member.
  await maria.agent.post('/api/circle/emergency-contacts', {
    name: 'Sam Lopez',
    phone: '555-0177',
    email: sam.input.email,
    relationship: 'Grandson',
    memberUserId: sam.user.id,
  });
  await maria.agent.post('/api/circle/emergency-contacts', {
    name: 'Dr. Chen',
    phone: '555-0100',
    relationship: 'Doctor',
  });
  return { maria, sam, ana, neighbourEmail };
}

const mailTo = (email: string) => ctx.smtp.received.filter((mail) => mail.to.includes(email));

describe('sending a crisis alert', () => {
  it('reaches every member and every emailed contact at once, through quiet hours and settings', async () => {
    const { maria, sam, ana, neighbourEmail } = await circle();
    // Sam sleeps now and turned crisis emails off: neither holds a crisis alert back.
    await sam.agent.put('/api/notifications/preferences', {
      kinds: { 'crisis.alert': { inApp: false, email: false, push: false } },
      quietHoursStart: '00:00',
      quietHoursEnd: '23:59',
      timeZone: 'UTC',
    });

    const sent = await maria.agent.post('/api/circle/crisis-alerts', {
      clientRequestId: crypto.randomUUID(),
      type: 'fall',
      note: 'She fell in the kitchen and cannot get up',
      position: { latitude: 41.8781, longitude: -87.6298, accuracyMeters: 12 },
    });
    expect(sent.statusCode).toBe(201);
    const alert = sent.json<{ id: string; recipients: { name: string; kind: string }[] }>();
    expect(alert.recipients.map((r) => [r.name, r.kind])).toEqual([
      ['Ana Lopez', 'member'],
      ['Pat Neighbour', 'contact'],
      ['Sam Lopez', 'member'],
    ]);

    await ctx.app.jobs.get('email-delivery').runOnce();
    const toSam = mailTo(sam.input.email).filter((mail) => mail.subject.startsWith('Crisis'));
    expect(toSam).toHaveLength(1);
    expect(toSam[0]?.subject).toBe('Crisis alert: a fall');
    expect(toSam[0]?.text).toContain('Maria Lopez sent a crisis alert about Rosa. A fall.');
    expect(toSam[0]?.text).toContain('She fell in the kitchen and cannot get up');
    expect(toSam[0]?.text).toContain(
      'https://www.google.com/maps/search/?api=1&query=41.878100,-87.629800',
    );
    expect(
      mailTo(ana.input.email).filter((mail) => mail.subject.startsWith('Crisis')),
    ).toHaveLength(1);
    const toPat = mailTo(neighbourEmail);
    expect(toPat[0]?.subject).toBe('URGENT: Crisis alert: a fall for Rosa');
    expect(toPat[0]?.text).toMatch(/http:\/\/localhost:3000\/answer\/[A-Za-z0-9_-]{43}/);
    expect(
      mailTo(maria.input.email).filter((mail) => mail.subject.includes('Crisis')),
    ).toHaveLength(0);

    // In the centre too, for everyone, marked urgent.
    const centre = (await sam.agent.get('/api/notifications')).json<{
      notifications: { title: string; isUrgent: boolean }[];
    }>();
    expect(centre.notifications[0]).toMatchObject({
      title: 'Crisis alert: a fall',
      isUrgent: true,
    });

    const detail = (await maria.agent.get(`/api/circle/crisis-alerts/${alert.id}`)).json<{
      recipients: { name: string; email: string }[];
    }>();
    expect(detail.recipients.map((r) => r.email)).toEqual(['sent', 'sent', 'sent']);
  });

  it('a retry with the same request id sends nothing twice', async () => {
    const { maria, ana } = await circle();
    const clientRequestId = crypto.randomUUID();
    const first = await maria.agent.post('/api/circle/crisis-alerts', { clientRequestId });
    const again = await maria.agent.post('/api/circle/crisis-alerts', { clientRequestId });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json<{ id: string }>().id).toBe(first.json<{ id: string }>().id);
    const rows = await ctx.database.db
      .select()
      .from(crisisAlerts)
      .where(eq(crisisAlerts.clientRequestId, clientRequestId));
    expect(rows).toHaveLength(1);
    const queued = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, ana.input.email));
    expect(queued.filter((mail) => mail.subject === 'Crisis alert')).toHaveLength(1);
  });

  it('checks what it is given', async () => {
    const { maria } = await circle();
    const bad = await maria.agent.post('/api/circle/crisis-alerts', {
      clientRequestId: crypto.randomUUID(),
      type: 'flood',
    });
    expect(bad.json()).toEqual({ message: 'Please choose what happened' });
  });
});

describe('answers', () => {
  it('members answer; the sender sees it live and is told', async () => {
    const { maria, sam } = await circle();
    const { id } = (
      await maria.agent.post('/api/circle/crisis-alerts', { clientRequestId: crypto.randomUUID() })
    ).json<{ id: string }>();
    const stream = await openEventStream(ctx.app, maria.agent.cookie);
    try {
      const live = stream.next('crisis.changed');
      const answered = await sam.agent.post(`/api/circle/crisis-alerts/${id}/answer`, {
        answer: 'on_my_way',
      });
      expect(
        answered.json<{ recipients: { name: string; answer: string | null }[] }>().recipients,
      ).toContainEqual(expect.objectContaining({ name: 'Sam Lopez', answer: 'on_my_way' }));
      expect((await live).data).toMatchObject({ id });
    } finally {
      stream.close();
    }
    const centre = (await maria.agent.get('/api/notifications')).json<{
      notifications: { title: string }[];
    }>();
    expect(centre.notifications.map((n) => n.title)).toContain('Sam Lopez: I’m on my way');
  });

  it('an emergency contact answers from the link in their email, without an account', async () => {
    const { maria, neighbourEmail } = await circle();
    const { id } = (
      await maria.agent.post('/api/circle/crisis-alerts', {
        clientRequestId: crypto.randomUUID(),
        type: 'wandering',
        note: 'Not in the house',
      })
    ).json<{ id: string }>();
    await ctx.app.jobs.get('email-delivery').runOnce();
    const link = /http:\/\/localhost:3000(\/answer\/[A-Za-z0-9_-]{43})/.exec(
      mailTo(neighbourEmail).at(-1)?.text ?? '',
    )?.[1];
    expect(link).toBeDefined();

    const neighbour = createAgent(ctx.app, { ip: '203.0.113.9' });
    const page = await neighbour.get(link as string);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Crisis alert: Wandering or missing');
    expect(page.body).toContain('“Not in the house”');
    // Its own style arrives as written: a font name in quotes is not turned into &#39;.
    expect(page.body).toContain("font-family: system-ui, -apple-system, 'Segoe UI'");
    const form = await ctx.app.inject({
      method: 'POST',
      url: link as string,
      headers: {
        origin: 'http://localhost:3000',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'answer=calling',
    });
    expect(form.statusCode, form.body.slice(0, 300)).toBe(200);
    expect(form.body.replace(/\s+/g, ' ')).toContain(
      'Thank you, Pat Neighbour. The family sees your answer: I’m calling.',
    );
    const detail = (await maria.agent.get(`/api/circle/crisis-alerts/${id}`)).json<{
      recipients: { name: string; answer: string | null; kind: string }[];
    }>();
    expect(detail.recipients).toContainEqual(
      expect.objectContaining({ name: 'Pat Neighbour', kind: 'contact', answer: 'calling' }),
    );

    // A form from another site is refused.
    const forged = await ctx.app.inject({
      method: 'POST',
      url: link as string,
      headers: {
        origin: 'https://evil.example',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'answer=on_my_way',
    });
    expect(forged.statusCode).toBe(403);

    ctx.clock.advance(25 * HOUR);
    try {
      const late = await neighbour.get(link as string);
      expect(late.statusCode).toBe(404);
      expect(late.body).toContain('This link does not work any more');
    } finally {
      ctx.clock.advance(-25 * HOUR);
    }
  });

  it('an alert is closed with a note, once, and stays in the history', async () => {
    const { maria, sam } = await circle();
    const { id } = (
      await maria.agent.post('/api/circle/crisis-alerts', { clientRequestId: crypto.randomUUID() })
    ).json<{ id: string }>();
    const closed = await sam.agent.post(`/api/circle/crisis-alerts/${id}/resolve`, {
      note: 'Found her in the garden, all fine',
    });
    expect(closed.json()).toMatchObject({
      resolvedBy: 'Sam Lopez',
      resolutionNote: 'Found her in the garden, all fine',
    });
    expect((await maria.agent.post(`/api/circle/crisis-alerts/${id}/resolve`, {})).statusCode).toBe(
      409,
    );
    const history = (await maria.agent.get('/api/circle/crisis-alerts')).json<{ id: string }[]>();
    expect(history.map((a) => a.id)).toContain(id);
    const audit = (await maria.agent.get('/api/circle/audit?category=crisis')).json<{
      entries: { description: string }[];
    }>();
    expect(audit.entries.map((e) => e.description)).toEqual([
      'Closed a crisis alert',
      'Sent a crisis alert',
    ]);
  });
});
