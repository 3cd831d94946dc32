import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../email/email.schema';
import { notifications, pushOutbox, pushSubscriptions } from './notifications.schema';
import { openEventStream } from '../../test/event-stream';
import { inviteMember } from '../../test/fixtures';
import { createRecordingPushSender } from '../../test/push-test-sender';
import {
  type Agent,
  createAgent,
  createTestAppWithSmtp,
  registerAgent,
  type SmtpTestContext,
} from '../../test/test-app';
import { publishEvent } from './event-bus';
import type { NotifyInput } from './notifications.service';

let ctx: SmtpTestContext;
const push = createRecordingPushSender();

beforeAll(async () => {
  ctx = await createTestAppWithSmtp({ push });
});
afterAll(() => ctx.close());

/** A caregiver and a family member of one circle. */
async function circle() {
  const caregiver = await registerAgent(ctx.app, { name: 'Maria Lopez', role: 'caregiver' });
  const family = await inviteMember(ctx, caregiver.agent, 'family', 'Sam Lopez');
  return { caregiver, family, circleId: caregiver.user.circleId as string };
}

const notify = (input: Omit<NotifyInput, 'at' | 'kind'> & Partial<NotifyInput>) =>
  ctx.database.db.transaction((tx) =>
    ctx.app.notifier.notify(tx, { kind: 'circle.member_joined', at: ctx.clock.now(), ...input }),
  );

const preferences = async (agent: Agent, change: Record<string, unknown>) => {
  const current = (await agent.get('/api/notifications/preferences')).json<
    Record<string, unknown>
  >();
  const saved = await agent.put('/api/notifications/preferences', { ...current, ...change });
  expect(saved.statusCode, saved.body).toBe(200);
  return saved.json<Record<string, unknown>>();
};

const emailsTo = (address: string) =>
  ctx.smtp.received.filter((email) => email.to.includes(address));

describe('the notification centre', () => {
  it('tells caregivers who joined; unread count, list, mark one and all read', async () => {
    const { caregiver } = await circle();
    const list = await caregiver.agent.get('/api/notifications');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({
      unreadCount: 1,
      notifications: [
        {
          kind: 'circle.member_joined',
          title: 'Sam Lopez joined your care circle',
          link: '/admin',
          readAt: null,
        },
      ],
    });
    const id = list.json<{ notifications: { id: string }[] }>().notifications[0]?.id as string;

    await inviteMember(ctx, caregiver.agent, 'family', 'Leo Lopez');
    expect((await caregiver.agent.get('/api/notifications/unread-count')).json()).toEqual({
      unreadCount: 2,
    });
    expect((await caregiver.agent.post(`/api/notifications/${id}/read`)).statusCode).toBe(204);
    expect((await caregiver.agent.get('/api/notifications/unread-count')).json()).toEqual({
      unreadCount: 1,
    });
    expect((await caregiver.agent.post('/api/notifications/read-all')).statusCode).toBe(204);
    expect((await caregiver.agent.get('/api/notifications/unread-count')).json()).toEqual({
      unreadCount: 0,
    });
  });

  it('answers 404 for someone else’s notification', async () => {
    const { caregiver } = await circle();
    const other = await registerAgent(ctx.app, { role: 'caregiver' });
    const id = (await caregiver.agent.get('/api/notifications')).json<{
      notifications: { id: string }[];
    }>().notifications[0]?.id as string;
    expect((await other.agent.post(`/api/notifications/${id}/read`)).statusCode).toBe(404);
  });

  it('shows each cause once per person, however often it is repeated', async () => {
    const { caregiver, family, circleId } = await circle();
    const input = {
      circleId,
      recipients: [caregiver.user.id, family.user.id, family.user.id],
      title: 'Something happened',
      body: 'Once only.',
      dedupeKey: `once:${circleId}`,
    };
    expect(await notify(input)).toBe(2);
    await notify(input);
    const rows = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.dedupeKey, `once:${circleId}`));
    expect(rows).toHaveLength(2);
  });

  it('never reaches someone outside the circle', async () => {
    const { circleId } = await circle();
    const stranger = await registerAgent(ctx.app, { role: 'caregiver' });
    expect(
      await notify({
        circleId,
        recipients: [stranger.user.id],
        title: 'Private',
        body: 'Not for strangers.',
        dedupeKey: `stranger:${circleId}`,
      }),
    ).toBe(0);
    expect((await stranger.agent.get('/api/notifications')).json()).toMatchObject({
      unreadCount: 0,
    });
  });
});

describe('channels, preferences and quiet hours', () => {
  it('emails a person who chose email, once, and not one who did not', async () => {
    const { caregiver, family, circleId } = await circle();
    await preferences(family.agent, {
      kinds: { 'circle.member_joined': { inApp: true, email: true, push: false } },
    });
    const input = {
      circleId,
      recipients: [caregiver.user.id, family.user.id],
      title: 'Rosa’s doctor called',
      body: 'Please call the surgery back today.',
      link: '/dashboard',
      dedupeKey: `email:${circleId}`,
    };
    await notify(input);
    await notify(input);
    await ctx.app.jobs.get('email-delivery').runOnce();
    const mails = emailsTo(family.input.email).filter((m) => m.subject === 'Rosa’s doctor called');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('Please call the surgery back today.');
    expect(mails[0]?.text).toContain('http://localhost:3000/dashboard');
    expect(
      emailsTo(caregiver.input.email).filter((m) => m.subject === 'Rosa’s doctor called'),
    ).toHaveLength(0);
  });

  it('turns off the in-app centre for a kind when a person asks', async () => {
    const { caregiver, circleId } = await circle();
    await caregiver.agent.post('/api/notifications/read-all');
    await preferences(caregiver.agent, {
      kinds: { 'circle.member_joined': { inApp: false, email: false, push: false } },
    });
    expect(
      await notify({
        circleId,
        recipients: [caregiver.user.id],
        title: 'Muted',
        body: 'Not shown.',
        dedupeKey: `muted:${circleId}`,
      }),
    ).toBe(0);
    expect((await caregiver.agent.get('/api/notifications/unread-count')).json()).toEqual({
      unreadCount: 0,
    });
  });

  it('holds back email and push in quiet hours, but urgent notifications pass', async () => {
    const { family, circleId } = await circle();
    await family.agent.post('/api/notifications/push/subscriptions', {
      endpoint: `https://push.example/quiet-${circleId}`,
      keys: { p256dh: 'BPublicKey', auth: 'secret' },
    });
    const saved = await preferences(family.agent, {
      kinds: { 'circle.member_joined': { inApp: true, email: true, push: true } },
      quietHoursStart: '22:00',
      quietHoursEnd: '07:00',
      timeZone: 'Europe/Berlin',
    });
    expect(saved).toMatchObject({ quietHoursStart: '22:00', quietHoursEnd: '07:00' });
    // 23:30 in Berlin (UTC+1 in January).
    ctx.clock.set('2026-01-20T22:30:00Z');
    const base = { circleId, recipients: [family.user.id], title: 'At night', body: 'Hush.' };
    await notify({ ...base, dedupeKey: `quiet:${circleId}` });
    await notify({ ...base, dedupeKey: `urgent:${circleId}`, urgent: true });
    // 07:00 in Berlin: quiet hours are over.
    ctx.clock.set('2026-01-21T06:00:00Z');
    await notify({ ...base, dedupeKey: `morning:${circleId}` });

    const inApp = await ctx.database.db
      .select({ key: notifications.dedupeKey })
      .from(notifications)
      .where(eq(notifications.recipientUserId, family.user.id));
    expect(inApp.map((row) => row.key)).toEqual(
      expect.arrayContaining([`quiet:${circleId}`, `urgent:${circleId}`, `morning:${circleId}`]),
    );
    const emails = await ctx.database.db
      .select({ key: emailOutbox.dedupeKey })
      .from(emailOutbox)
      .where(eq(emailOutbox.to, family.input.email));
    const keys = emails.map((row) => row.key);
    expect(keys).toContain(`notification:urgent:${circleId}:${family.user.id}`);
    expect(keys).toContain(`notification:morning:${circleId}:${family.user.id}`);
    expect(keys).not.toContain(`notification:quiet:${circleId}:${family.user.id}`);
    const pushes = await ctx.database.db
      .select({ key: pushOutbox.dedupeKey, urgent: pushOutbox.isUrgent })
      .from(pushOutbox);
    expect(pushes).toEqual(
      expect.arrayContaining([
        { key: `urgent:${circleId}`, urgent: true },
        { key: `morning:${circleId}`, urgent: false },
      ]),
    );
    expect(pushes.map((p) => p.key)).not.toContain(`quiet:${circleId}`);
  });

  it('explains a half-filled quiet hours setting', async () => {
    const { caregiver } = await circle();
    const current = (await caregiver.agent.get('/api/notifications/preferences')).json<object>();
    const response = await caregiver.agent.put('/api/notifications/preferences', {
      ...current,
      quietHoursStart: '22:00',
      quietHoursEnd: null,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Please give both a start and an end for quiet hours, or neither',
    });
  });
});

describe('web push', () => {
  it('keeps one VAPID key pair, sends with a short time to live, and forgets dead devices', async () => {
    const { caregiver, circleId } = await circle();
    const first = (await caregiver.agent.get('/api/notifications/push')).json<{
      publicKey: string;
    }>();
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    const endpoint = `https://push.example/device-${circleId}`;
    const subscribed = await caregiver.agent.post('/api/notifications/push/subscriptions', {
      endpoint,
      keys: { p256dh: 'BPublicKey', auth: 'secret' },
    });
    expect(subscribed.statusCode).toBe(204);
    expect((await caregiver.agent.get('/api/notifications/push')).json()).toEqual({
      publicKey: first.publicKey,
      subscriptionCount: 1,
    });
    await preferences(caregiver.agent, {
      kinds: { 'circle.member_joined': { inApp: true, email: false, push: true } },
    });

    await notify({
      circleId,
      recipients: [caregiver.user.id],
      title: 'Soon',
      body: 'In five minutes.',
      dedupeKey: `push:${circleId}`,
      pushTtlSeconds: 300,
    });
    await ctx.app.jobs.get('push-delivery').runOnce();
    const message = push.sent.find((m) => m.endpoint === endpoint);
    expect(message).toMatchObject({ ttlSeconds: 300, urgency: 'normal' });
    expect(JSON.parse(message?.payload ?? '{}')).toMatchObject({
      title: 'Soon',
      link: '/notifications',
    });

    // The browser unsubscribed: the push service answers 410, and the device is forgotten.
    push.answerWith(endpoint, 410);
    await notify({
      circleId,
      recipients: [caregiver.user.id],
      title: 'Again',
      body: 'Gone.',
      dedupeKey: `push-gone:${circleId}`,
    });
    await ctx.app.jobs.get('push-delivery').runOnce();
    const left = await ctx.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, endpoint));
    expect(left).toHaveLength(0);
  });

  it('drops a push whose time to live passed before it could be sent', async () => {
    const { caregiver, circleId } = await circle();
    const endpoint = `https://push.example/late-${circleId}`;
    await caregiver.agent.post('/api/notifications/push/subscriptions', {
      endpoint,
      keys: { p256dh: 'BPublicKey', auth: 'secret' },
    });
    await preferences(caregiver.agent, {
      kinds: { 'circle.member_joined': { inApp: true, email: false, push: true } },
    });
    await notify({
      circleId,
      recipients: [caregiver.user.id],
      title: 'Soon',
      body: 'Now or never.',
      dedupeKey: `ttl:${circleId}`,
      pushTtlSeconds: 60,
    });
    // Nobody delivers it for ten minutes (the push service was down, say).
    ctx.clock.advance(10 * 60 * 1000);
    await ctx.app.jobs.get('push-delivery').runOnce();
    const [row] = await ctx.database.db
      .select()
      .from(pushOutbox)
      .where(and(eq(pushOutbox.dedupeKey, `ttl:${circleId}`)));
    expect(row?.status).toBe('expired');
    expect(push.sent.find((m) => m.endpoint === endpoint)).toBeUndefined();
  });

  it('forgets a device whose push service turns out to be at a local address', async () => {
    const { caregiver, circleId } = await circle();
    const endpoint = `https://push.example/rebound-${circleId}`;
    await caregiver.agent.post('/api/notifications/push/subscriptions', {
      endpoint,
      keys: { p256dh: 'BPublicKey', auth: 'secret' },
    });
    await preferences(caregiver.agent, {
      kinds: { 'circle.member_joined': { inApp: true, email: false, push: true } },
    });
    // Its name now resolves to a private address (the real sender checks before each send).
    push.refuseAddress(endpoint);
    await notify({
      circleId,
      recipients: [caregiver.user.id],
      title: 'Hello',
      body: 'Not sent.',
      dedupeKey: `rebound:${circleId}`,
    });
    await ctx.app.jobs.get('push-delivery').runOnce();
    expect(push.sent.find((m) => m.endpoint === endpoint)).toBeUndefined();
    const left = await ctx.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, endpoint));
    expect(left).toHaveLength(0);
  });

  it('refuses an address that is not https', async () => {
    const { caregiver } = await circle();
    const response = await caregiver.agent.post('/api/notifications/push/subscriptions', {
      endpoint: 'http://push.example/plain',
      keys: { p256dh: 'x', auth: 'y' },
    });
    expect(response.statusCode).toBe(400);
  });

  // The server posts to the address a browser gives; it must not be one inside the network.
  it.each([
    'https://127.0.0.1/x',
    'https://[::1]/x',
    'https://10.0.0.5/x',
    'https://169.254.169.254/latest',
    'https://localhost/x',
    'https://[::ffff:192.168.1.1]/x',
    'https://100.64.0.1/x',
    'https://[fd00::1]/x',
    'https://0x7f.1/x',
    'https://printer.local/x',
    'https://metadata.google.internal/x',
    'https://intranet/x',
    'https://user:secret@fcm.googleapis.com/x',
    'https://fcm.googleapis.com:8443/x',
  ])('refuses an address that is not a public push service: %s', async (endpoint) => {
    const { caregiver } = await circle();
    const response = await caregiver.agent.post('/api/notifications/push/subscriptions', {
      endpoint,
      keys: { p256dh: 'x', auth: 'y' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Alerts can only go to a push service on the internet, not to a local address.',
    });
  });

  it('accepts a public push service', async () => {
    const { caregiver } = await circle();
    const response = await caregiver.agent.post('/api/notifications/push/subscriptions', {
      endpoint: `https://fcm.googleapis.com/fcm/send/${caregiver.user.id}`,
      keys: { p256dh: 'x', auth: 'y' },
    });
    expect(response.statusCode).toBe(204);
  });
});

describe('live updates over Server-Sent Events', () => {
  it('streams a new notification to the person, and nothing of others', async () => {
    const { caregiver, family, circleId } = await circle();
    const stream = await openEventStream(ctx.app, caregiver.agent.cookie);
    const familyStream = await openEventStream(ctx.app, family.agent.cookie);
    try {
      expect(stream.status).toBe(200);
      expect(stream.contentType).toMatch(/^text\/event-stream/);
      const arriving = stream.next('notification.created');
      await notify({
        circleId,
        recipients: [caregiver.user.id],
        title: 'Live',
        body: 'Right now.',
        dedupeKey: `live:${circleId}`,
      });
      expect((await arriving).data).toMatchObject({ title: 'Live', kind: 'circle.member_joined' });

      const read = stream.next('notifications.read');
      await caregiver.agent.post('/api/notifications/read-all');
      await read;
      expect(familyStream.events).toEqual([]);
    } finally {
      stream.close();
      familyStream.close();
    }
  });

  it('follows the person to the circle they switch to, on the stream already open', async () => {
    const mum = await registerAgent(ctx.app, { role: 'caregiver' });
    const dad = await registerAgent(ctx.app, { role: 'caregiver' });
    const helper = await inviteMember(ctx, mum.agent, 'family');
    const invited = await dad.agent.post('/api/circle/invitations', {
      email: helper.input.email,
      role: 'family',
    });
    const { code } = invited.json<{ code: string }>();
    await helper.agent.post('/api/invitations/accept', { code });
    const [mumCircle, dadCircle] = [mum.user.circleId as string, dad.user.circleId as string];

    const stream = await openEventStream(ctx.app, helper.agent.cookie);
    try {
      const switched = await helper.agent.post('/api/circles/current', { circleId: mumCircle });
      expect(switched.json()).toMatchObject({ circleId: mumCircle, role: 'family' });
      const arriving = stream.next('test.changed');
      await publishEvent(ctx.database.db, {
        type: 'test.changed',
        circleId: dadCircle,
        data: { circle: 'old' },
      });
      await publishEvent(ctx.database.db, {
        type: 'test.changed',
        circleId: mumCircle,
        data: { circle: 'new' },
      });
      expect((await arriving).data).toEqual({ circle: 'new' });
      // Only events reach the browser: the switch itself is never written to the stream.
      expect(stream.events).toEqual([{ type: 'test.changed', data: { circle: 'new' } }]);
    } finally {
      stream.close();
    }
  });

  /** The same person signed in on a second device. */
  const signInElsewhere = async (input: { email: string; password: string }) => {
    const device = createAgent(ctx.app);
    const response = await device.post('/api/auth/login', {
      email: input.email,
      password: input.password,
    });
    expect(response.statusCode, response.body).toBe(200);
    return device;
  };

  it('ends when the person signs out, and only on that device', async () => {
    const { caregiver, circleId } = await circle();
    const laptop = await signInElsewhere(caregiver.input);
    const stream = await openEventStream(ctx.app, caregiver.agent.cookie);
    const laptopStream = await openEventStream(ctx.app, laptop.cookie);
    try {
      expect((await caregiver.agent.post('/api/auth/logout')).statusCode).toBe(204);
      await stream.ended();
      const arriving = laptopStream.next('test.changed');
      await publishEvent(ctx.database.db, { type: 'test.changed', circleId });
      await arriving;
      expect(stream.events).toEqual([]);
    } finally {
      stream.close();
      laptopStream.close();
    }
  });

  it('ends on the other devices when the password changes', async () => {
    const { caregiver, circleId } = await circle();
    const phone = await signInElsewhere(caregiver.input);
    const phoneStream = await openEventStream(ctx.app, phone.cookie);
    const stream = await openEventStream(ctx.app, caregiver.agent.cookie);
    try {
      const changed = await caregiver.agent.post('/api/account/password', {
        currentPassword: caregiver.input.password,
        newPassword: 'a brand new password',
      });
      expect(changed.statusCode, changed.body).toBe(204);
      await phoneStream.ended();
      const arriving = stream.next('test.changed');
      await publishEvent(ctx.database.db, { type: 'test.changed', circleId });
      await arriving;
      expect(phoneStream.events).toEqual([]);
    } finally {
      stream.close();
      phoneStream.close();
    }
  });

  it('stops bringing a circle’s events to a member once they are removed from it', async () => {
    const { caregiver, family, circleId } = await circle();
    const familyStream = await openEventStream(ctx.app, family.agent.cookie);
    const stream = await openEventStream(ctx.app, caregiver.agent.cookie);
    try {
      const before = familyStream.next('test.changed');
      await publishEvent(ctx.database.db, { type: 'test.changed', circleId, data: { n: 1 } });
      await before;
      const removed = await caregiver.agent.delete(`/api/circle/members/${family.user.id}`);
      expect(removed.statusCode, removed.body).toBe(200);
      const arriving = stream.next('test.changed');
      await publishEvent(ctx.database.db, { type: 'test.changed', circleId, data: { n: 2 } });
      expect((await arriving).data).toEqual({ n: 2 });
      await familyStream.ended();
      expect(familyStream.events).toEqual([{ type: 'test.changed', data: { n: 1 } }]);
    } finally {
      stream.close();
      familyStream.close();
    }
  });

  it('answers 401 to someone signed out', async () => {
    const stream = await openEventStream(ctx.app, undefined);
    expect(stream.status).toBe(401);
    stream.close();
  });
});
