import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../platform/notifications/notifications.schema';
import {
  activitySessionInput,
  APPOINTMENT,
  dailyMedication,
  inviteMember,
  photoUpload,
} from '../../test/fixtures';
import { startFakeStripe, type FakeStripe } from '../../test/fake-stripe-server';
import { createTestApp, registerAgent, type Agent, type TestContext } from '../../test/test-app';

/**
 * Billing never removes safety (PRODUCT.md, decision 037): on a circle whose trial has ended,
 * everyday features refuse changes with a clear answer, and every safety feature keeps working.
 */

let ctx: TestContext;
let stripe: FakeStripe;
let caregiver: Awaited<ReturnType<typeof registerAgent>>;
let family: Awaited<ReturnType<typeof registerAgent>>;
let circleId: string;
let medicationId: string;

const titlesFor = async (userId: string) =>
  (
    await ctx.database.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(and(eq(notifications.recipientUserId, userId), eq(notifications.circleId, circleId)))
  ).map((row) => row.title);

async function signInAgain(person: { agent: Agent; input: { email: string; password: string } }) {
  const answer = await person.agent.post('/api/auth/login', {
    email: person.input.email,
    password: person.input.password,
    rememberDevice: true,
  });
  expect(answer.statusCode).toBe(200);
}

const sweep = async () => {
  await ctx.app.jobs.get('medication-sweep').runOnce();
  await ctx.app.jobs.get('medication-sweep').runOnce();
};

beforeAll(async () => {
  stripe = await startFakeStripe();
  ctx = await createTestApp({ billing: stripe.billing });
  ctx.clock.set('2026-03-02T10:00:00Z');
  caregiver = await registerAgent(ctx.app, { name: 'Maria Lopez' });
  circleId = caregiver.user.circleId as string;
  await caregiver.agent.patch('/api/circle/recipient', {
    preferredName: 'Rosa',
    timeZone: 'America/New_York',
  });
  family = await inviteMember(ctx, caregiver.agent, 'family', 'Sam Lopez');
  const medication = await caregiver.agent.post('/api/circle/medications', dailyMedication());
  medicationId = medication.json<{ id: string }>().id;

  // 31 days later, at 07:00 in New York: the trial has ended.
  ctx.clock.set('2026-04-02T11:00:00Z');
  await signInAgain(caregiver);
  await signInAgain(family);
  const plan = await caregiver.agent.get('/api/circle/subscription');
  expect(plan.json()).toMatchObject({ state: 'expired', isReadOnly: true });
});
afterAll(async () => {
  await ctx.close();
  await stripe.close();
});

describe('a circle whose trial has ended', () => {
  it.each([
    ['adding a task', 'POST', '/api/circle/tasks', { title: 'Call the pharmacy' }],
    [
      'adding an appointment',
      'POST',
      '/api/circle/appointments',
      { ...APPOINTMENT, date: '2026-04-10' },
    ],
    ['logging for the doctor', 'POST', '/api/circle/tracking/entries', { kind: 'falls' }],
    [
      'editing the care recipient’s profile',
      'PATCH',
      '/api/circle/recipient',
      { notes: 'Likes tea' },
    ],
    [
      'inviting someone',
      'POST',
      '/api/circle/invitations',
      { email: 'new@example.com', role: 'family' },
    ],
    [
      'making a care plan',
      'POST',
      '/api/circle/care-plan/template',
      { stage: 'middle', items: [] },
    ],
    ['changing the respite plan', 'PUT', '/api/circle/respite-plan/notes', { notes: 'Naps at 1' }],
    [
      'writing a memory trigger',
      'POST',
      '/api/circle/memory-triggers',
      { starter: 'Ask about the Palladium' },
    ],
  ] as const)('refuses %s with a clear word and a way to pay', async (_, method, url, body) => {
    const answer = await caregiver.agent.request(method, url, { body });
    expect(answer.statusCode).toBe(402);
    expect(answer.json()).toEqual({
      code: 'plan_inactive',
      message: expect.stringMatching(/free trial has ended.*Subscription page/) as string,
    });
  });

  it('refuses the games’ settings, yet the games can still be played and recorded', async () => {
    const settings = await caregiver.agent.put(`/api/circles/${circleId}/activities/settings`, {
      difficulty: {
        'photo-matching': 3,
        'word-recall': null,
        'sequence-memory': null,
        'picture-naming': null,
      },
      speech: { voice: null, rate: 0.8 },
    });
    expect(settings.statusCode).toBe(402);
    const played = await family.agent.post(
      `/api/circles/${circleId}/activities/sessions`,
      activitySessionInput(ctx.clock.now()),
    );
    expect(played.statusCode).toBe(201);
  });

  it('still shows everything already there', async () => {
    for (const url of ['/api/circle/tasks', '/api/circle/appointments', '/api/circle/recipient']) {
      expect((await caregiver.agent.get(url)).statusCode).toBe(200);
    }
  });

  it('keeps medication reminders, missed-dose alerts and dose logging', async () => {
    ctx.clock.set('2026-04-02T11:45:00Z'); // 07:45 in New York
    await sweep();
    expect(await titlesFor(caregiver.user.id)).toContain(
      'Rosa’s 8:00 AM dose in 15 minutes: Donepezil',
    );
    ctx.clock.set('2026-04-02T12:31:00Z'); // 08:31: the grace period is over
    await sweep();
    expect(await titlesFor(family.user.id)).toContain('Missed dose: Rosa’s 8:00 AM Donepezil');

    // Caregivers still keep the regimen right: a safety matter, never behind a payment.
    const changed = await caregiver.agent.put(
      `/api/circle/medications/${medicationId}`,
      dailyMedication('Donepezil', ['08:00']),
    );
    expect(changed.statusCode).toBe(200);
    const doses = (await family.agent.get('/api/circle/doses')).json<{ doses: { id: string }[] }>()
      .doses;
    const logged = await family.agent.upload('POST', `/api/circle/doses/${doses[0]?.id}/log`, {
      fields: { status: 'taken' },
    });
    expect(logged.statusCode).toBe(200);
  });

  it('keeps crisis alerts', async () => {
    const alert = await family.agent.post('/api/circle/crisis-alerts', {
      clientRequestId: crypto.randomUUID(),
      type: 'fall',
    });
    expect(alert.statusCode).toBe(201);
    expect(await titlesFor(caregiver.user.id)).toEqual(
      expect.arrayContaining([expect.stringContaining('Sam Lopez')]),
    );
  });

  it('keeps the emergency profile, its contacts and the printable sheet', async () => {
    expect(
      (await caregiver.agent.patch('/api/circle/emergency-profile', { bloodType: 'O+' }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await caregiver.agent.post('/api/circle/emergency-contacts', {
          name: 'Pat Neighbour',
          phone: '555-0142',
          relationship: 'Neighbour',
        })
      ).statusCode,
    ).toBe(201);
    const link = await caregiver.agent.post('/api/circle/emergency-links', { days: 30 });
    expect(link.statusCode).toBe(201);
    const sheet = await ctx.app.inject({
      method: 'GET',
      url: new URL(link.json<{ url: string }>().url).pathname,
    });
    expect(sheet.statusCode).toBe(200);
    expect(sheet.body).toContain('O+');
  });

  it('keeps location sharing', async () => {
    expect(
      (await family.agent.post('/api/circle/locations/mine', { duration: 'hour' })).statusCode,
    ).toBe(200);
  });

  it('keeps the export and the photo a caregiver needs for the emergency sheet', async () => {
    expect((await caregiver.agent.get('/api/circle/export')).statusCode).toBe(200);
    expect(
      (
        await caregiver.agent.upload(
          'PUT',
          `/api/circle/medications/${medicationId}/photo`,
          await photoUpload(),
        )
      ).statusCode,
    ).toBe(200);
  });

  it('keeps account deletion', async () => {
    const answer = await family.agent.post('/api/account/deletion', {
      currentPassword: family.input.password,
    });
    expect(answer.statusCode).toBe(200);
  });

  it('opens everything again once Stripe says the family paid', async () => {
    const checkout = await caregiver.agent.post('/api/circle/subscription/checkout');
    expect(checkout.statusCode).toBe(200);
    const subscription = await stripe.pay(
      checkout.json<{ url: string }>().url.split('/').at(-1) ?? '',
    );
    // No webhook reached this app yet (no address was given): the daily reconcile or the next
    // event stores it. Here the event comes now.
    const { payload, signature } = stripe.signedEvent(
      'customer.subscription.created',
      subscription,
    );
    const delivered = await ctx.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
    expect(delivered.statusCode).toBe(200);
    expect(
      (await caregiver.agent.post('/api/circle/tasks', { title: 'Call the pharmacy' })).statusCode,
    ).toBe(201);
  });
});
