import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Subscription } from '../../../shared/subscription';
import { inviteMember } from '../../test/fixtures';
import { FAKE_PRICE_ID, startFakeStripe, type FakeStripe } from '../../test/fake-stripe-server';
import type { ConsoleFamilies } from '../../../shared/console';
import { createTestApp, registerAgent, staffAgent, type TestContext } from '../../test/test-app';
import { emailOutbox } from '../../platform/email/email.schema';
import { PAYMENTS_UNREACHABLE_MESSAGE } from './stripe-client';
import { circleSubscriptions } from './subscription.schema';
import { subscriptionFigures } from './subscription.service';

const DAY = 24 * 60 * 60 * 1000;

let ctx: TestContext;
let stripe: FakeStripe;

beforeAll(async () => {
  stripe = await startFakeStripe({
    now: () => ctx.clock.now(),
    deliver: async (payload, signature) => {
      const answer = await ctx.app.inject({
        method: 'POST',
        url: '/api/stripe/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload,
      });
      if (answer.statusCode !== 200)
        throw new Error(`webhook: ${answer.statusCode} ${answer.body}`);
    },
  });
  ctx = await createTestApp({ billing: stripe.billing });
});
afterAll(async () => {
  await ctx.close();
  await stripe.close();
});

const planOf = async (agent: Awaited<ReturnType<typeof registerAgent>>['agent']) => {
  const answer = await agent.get('/api/circle/subscription');
  expect(answer.statusCode).toBe(200);
  return answer.json<Subscription>();
};
const addTask = (agent: Awaited<ReturnType<typeof registerAgent>>['agent']) =>
  agent.post('/api/circle/tasks', { title: 'Call the pharmacy' });

/** After weeks on the clock a session has ended (decision 021): the person signs in again. */
async function signInAgain(person: Awaited<ReturnType<typeof registerAgent>>) {
  const answer = await person.agent.post('/api/auth/login', {
    email: person.input.email,
    password: person.input.password,
    rememberDevice: true,
  });
  expect(answer.statusCode).toBe(200);
}

const mailsTo = async (to: string) =>
  ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, to));

describe('the free trial', () => {
  it('starts with the circle: 30 days, no card; every member sees it, only caregivers manage it', async () => {
    const caregiver = await registerAgent(ctx.app);
    const family = await inviteMember(ctx, caregiver.agent, 'family');
    expect(await planOf(caregiver.agent)).toMatchObject({
      state: 'trialing',
      trialDaysLeft: 30,
      isReadOnly: false,
      showsTrialBanner: false,
      canManage: true,
      hasBillingAccount: false,
      pricePerMonthUsd: 14.95,
    });
    expect(await planOf(family.agent)).toMatchObject({ state: 'trialing', canManage: false });
    expect((await family.agent.post('/api/circle/subscription/checkout')).statusCode).toBe(403);
    expect((await family.agent.post('/api/circle/subscription/portal')).statusCode).toBe(403);

    ctx.clock.advance(24 * DAY);
    await signInAgain(caregiver);
    expect(await planOf(caregiver.agent)).toMatchObject({
      state: 'trialing',
      trialDaysLeft: 6,
      showsTrialBanner: true,
    });
    ctx.clock.advance(7 * DAY);
    await signInAgain(family);
    expect(await planOf(family.agent)).toMatchObject({ state: 'expired', isReadOnly: true });
  });

  it('emails the caregivers 7 days and 1 day before the end, once each', async () => {
    const caregiver = await registerAgent(ctx.app);
    const family = await inviteMember(ctx, caregiver.agent, 'family');
    const trialReminders = ctx.app.jobs.get('trial-reminders');
    const sendMail = ctx.app.jobs.get('email-delivery');

    ctx.clock.advance(22 * DAY);
    await trialReminders.runOnce();
    ctx.clock.advance(1 * DAY + 60_000);
    await trialReminders.runOnce();
    await trialReminders.runOnce();
    await sendMail.runOnce();
    let mails = await mailsTo(caregiver.input.email);
    const subjects = () => mails.map((mail) => mail.subject).filter((s) => s.includes('trial'));
    expect(subjects()).toEqual(['Your free trial ends in 7 days']);
    const reminder = mails.find((m) => m.subject.includes('trial'))?.text;
    expect(reminder).toContain('/subscription');
    // The price as the Subscription page it leads to writes it.
    expect(reminder).toContain('$14.95 a month for the whole family');
    expect(reminder).not.toContain('USD');

    ctx.clock.advance(6 * DAY);
    await trialReminders.runOnce();
    await trialReminders.runOnce();
    mails = await mailsTo(caregiver.input.email);
    expect(subjects()).toEqual(['Your free trial ends in 7 days', 'Your free trial ends tomorrow']);
    // Family members see the plan's state on the screen; the reminders go to caregivers.
    const familyMails = await mailsTo(family.input.email);
    expect(familyMails.filter((m) => m.subject.includes('trial'))).toEqual([]);
  });
});

describe('paying through Stripe', () => {
  it('trial → expired (read-only) → paid → past due → cancelled → expired, by the clock', async () => {
    const caregiver = await registerAgent(ctx.app);
    expect((await addTask(caregiver.agent)).statusCode).toBe(201);

    // The trial ends: changes to everyday features wait, with a clear word and a way to pay.
    ctx.clock.advance(30 * DAY + 60_000);
    await signInAgain(caregiver);
    const refused = await addTask(caregiver.agent);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({
      code: 'plan_inactive',
      message: expect.stringContaining('free trial has ended') as string,
    });

    // Checkout: the operator's price, a subscription, the circle named for the webhook.
    const checkout = await caregiver.agent.post('/api/circle/subscription/checkout');
    expect(checkout.statusCode).toBe(200);
    const { url } = checkout.json<{ url: string }>();
    expect(url).toMatch(new RegExp(`^${stripe.url}/checkout/cs_`));
    const session = stripe.sessions.get(url.split('/').at(-1) ?? '');
    expect(session).toMatchObject({
      mode: 'subscription',
      price: FAKE_PRICE_ID,
      client_reference_id: caregiver.user.circleId,
      success_url: 'http://localhost:3000/subscription?checkout=done',
    });
    // A double tap makes the same checkout, not a second subscription.
    const again = await caregiver.agent.post('/api/circle/subscription/checkout');
    expect(again.json<{ url: string }>().url).toBe(url);
    // The success address is no proof of payment: nothing changes until Stripe says so.
    expect(await planOf(caregiver.agent)).toMatchObject({
      state: 'expired',
      hasBillingAccount: true,
    });

    const subscription = await stripe.pay(session?.id ?? '');
    expect(await planOf(caregiver.agent)).toMatchObject({ state: 'active', isReadOnly: false });
    expect((await addTask(caregiver.agent)).statusCode).toBe(201);
    expect((await caregiver.agent.post('/api/circle/subscription/checkout')).statusCode).toBe(409);

    // A renewal fails: past due, and everything stays open while Stripe retries.
    stripe.update(subscription.id, { status: 'past_due' });
    await stripe.sendEvent('invoice.payment_failed', {
      id: 'in_fake1',
      object: 'invoice',
      parent: { subscription_details: { subscription: subscription.id } },
    });
    expect(await planOf(caregiver.agent)).toMatchObject({ state: 'past_due', isReadOnly: false });
    expect((await addTask(caregiver.agent)).statusCode).toBe(201);

    stripe.update(subscription.id, { status: 'active' });
    await stripe.sendEvent('customer.subscription.updated', subscription);
    expect((await planOf(caregiver.agent)).state).toBe('active');

    // The billing portal opens for the family's Stripe customer; cancelling there lasts until
    // the end of the period already paid for.
    const portal = await caregiver.agent.post('/api/circle/subscription/portal');
    expect(portal.statusCode).toBe(200);
    expect(portal.json<{ url: string }>().url).toMatch(new RegExp(`^${stripe.url}/portal/`));
    const periodEnd = subscription.items.data[0]?.current_period_end ?? 0;
    stripe.update(subscription.id, { cancel_at_period_end: true });
    await stripe.sendEvent('customer.subscription.updated', subscription);
    const cancelled = await planOf(caregiver.agent);
    expect(cancelled).toMatchObject({ state: 'cancelled', isReadOnly: false });
    expect(cancelled.periodEndsAt).toBe(new Date(periodEnd * 1000).toISOString());
    expect((await addTask(caregiver.agent)).statusCode).toBe(201);

    // The period ends: read-only again, even before Stripe's "deleted" event arrives.
    ctx.clock.set(new Date(periodEnd * 1000 + 60_000));
    await signInAgain(caregiver);
    expect((await planOf(caregiver.agent)).state).toBe('expired');
    expect((await addTask(caregiver.agent)).statusCode).toBe(402);
    stripe.update(subscription.id, { status: 'canceled' });
    await stripe.sendEvent('customer.subscription.deleted', subscription);
    expect(await planOf(caregiver.agent)).toMatchObject({ state: 'expired', isReadOnly: true });
  });
});

describe('the webhook', () => {
  const post = (payload: string, headers: Record<string, string>) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', ...headers },
      payload,
    });

  async function payingCircle() {
    const caregiver = await registerAgent(ctx.app);
    const checkout = await caregiver.agent.post('/api/circle/subscription/checkout');
    const sessionId = checkout.json<{ url: string }>().url.split('/').at(-1) ?? '';
    const subscription = await stripe.pay(sessionId);
    return { caregiver, subscription };
  }

  it('refuses a body without Stripe’s signature, or signed with another secret', async () => {
    const { payload, signature } = stripe.signedEvent('customer.subscription.updated', {
      id: 'sub_unknown',
    });
    expect((await post(payload, {})).statusCode).toBe(400);
    const tampered = payload.replace('sub_unknown', 'sub_other');
    expect((await post(tampered, { 'stripe-signature': signature })).statusCode).toBe(400);
    expect((await post(payload, { 'stripe-signature': 't=1,v1=abc' })).statusCode).toBe(400);
  });

  it('handles an event once however often it comes, and any order ends in Stripe’s state', async () => {
    const { caregiver, subscription } = await payingCircle();
    stripe.update(subscription.id, { cancel_at_period_end: true });
    const updated = stripe.signedEvent('customer.subscription.updated', subscription);
    expect((await post(updated.payload, { 'stripe-signature': updated.signature })).json()).toEqual(
      {
        received: true,
      },
    );
    const fetches = stripe.requests.filter(
      (r) => r.path === `/v1/subscriptions/${subscription.id}`,
    );
    const again = await post(updated.payload, { 'stripe-signature': updated.signature });
    expect(again.statusCode).toBe(200);
    expect(
      stripe.requests.filter((r) => r.path === `/v1/subscriptions/${subscription.id}`),
    ).toHaveLength(fetches.length);

    // "created" arriving after "updated" does not undo the cancellation: Stripe is asked.
    await stripe.sendEvent('customer.subscription.created', {
      ...subscription,
      cancel_at_period_end: false,
    });
    expect((await planOf(caregiver.agent)).state).toBe('cancelled');
  });

  it('late news of an older, ended subscription never overrides the one being paid', async () => {
    const { caregiver, subscription: first } = await payingCircle();
    stripe.update(first.id, { status: 'canceled' });
    await stripe.sendEvent('customer.subscription.deleted', first);
    expect((await planOf(caregiver.agent)).state).toBe('trialing');
    // The family pays again; then a late event about the first subscription arrives.
    const checkout = await caregiver.agent.post('/api/circle/subscription/checkout');
    await stripe.pay(checkout.json<{ url: string }>().url.split('/').at(-1) ?? '');
    expect((await planOf(caregiver.agent)).state).toBe('active');
    await stripe.sendEvent('customer.subscription.updated', first);
    expect((await planOf(caregiver.agent)).state).toBe('active');
  });

  it('the daily reconcile stores what Stripe has when a webhook never came', async () => {
    const { caregiver, subscription } = await payingCircle();
    stripe.update(subscription.id, { status: 'past_due' });
    expect((await planOf(caregiver.agent)).state).toBe('active');
    expect(await ctx.app.jobs.get('subscription-reconcile').runOnce()).toBeGreaterThan(0);
    expect((await planOf(caregiver.agent)).state).toBe('past_due');
  });
});

describe('the staff console’s figures', () => {
  it('counts sign-ups per week, trials, conversions, cancellations, active circles and MRR', async () => {
    const { database, clock } = ctx;
    const before = await subscriptionFigures({
      db: database.db,
      billing: stripe.billing,
      at: clock.now(),
    });
    const trial = await registerAgent(ctx.app);
    const payer = await registerAgent(ctx.app);
    const checkout = await payer.agent.post('/api/circle/subscription/checkout');
    await stripe.pay(checkout.json<{ url: string }>().url.split('/').at(-1) ?? '');
    const quitter = await registerAgent(ctx.app);
    const quit = await quitter.agent.post('/api/circle/subscription/checkout');
    const quitSub = await stripe.pay(quit.json<{ url: string }>().url.split('/').at(-1) ?? '');
    stripe.update(quitSub.id, { cancel_at_period_end: true });
    await stripe.sendEvent('customer.subscription.updated', quitSub);
    expect(trial.user.circleId).toBeTruthy();

    const after = await subscriptionFigures({
      db: database.db,
      billing: stripe.billing,
      at: clock.now(),
    });
    expect(after.signUpsPerWeek).toHaveLength(12);
    expect(after.signUpsPerWeek.at(-1)?.count).toBe((before.signUpsPerWeek.at(-1)?.count ?? 0) + 3);
    expect(after.trials).toBe(before.trials + 1);
    expect(after.conversions).toBe(before.conversions + 2);
    expect(after.cancellations).toBe(before.cancellations + 1);
    expect(after.activeCircles).toBe(before.activeCircles + 2);
    expect(after.monthlyRecurringRevenueUsd).toBeCloseTo(before.monthlyRecurringRevenueUsd + 14.95);

    // The same figures on the console, for admins; the families list shows each plan's state.
    const admin = await staffAgent(ctx, 'admin');
    const shown = await admin.agent.get('/api/staff/console/figures');
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual({ isBillingOn: true, ...after });
    const families = (await admin.agent.get('/api/staff/console/families')).json<ConsoleFamilies>()
      .families;
    const stateOf = (circleId: string | null) =>
      families.find((family) => family.id === circleId)?.planState;
    expect(stateOf(trial.user.circleId)).toBe('trialing');
    expect(stateOf(payer.user.circleId)).toBe('active');
    expect(stateOf(quitter.user.circleId)).toBe('cancelled');
    const specialist = await staffAgent(ctx, 'specialist');
    expect((await specialist.agent.get('/api/staff/console/figures')).statusCode).toBe(403);
    expect((await trial.agent.get('/api/staff/console/figures')).statusCode).toBe(401);
  });
});

describe('self-hosted: billing off', () => {
  let free: TestContext;
  beforeAll(async () => {
    free = await createTestApp();
  });
  afterAll(() => free.close());

  it('everything is free, forever, and there is nothing to pay', async () => {
    const caregiver = await registerAgent(free.app);
    const answer = await caregiver.agent.get('/api/circle/subscription');
    expect(answer.json()).toMatchObject({
      state: 'free',
      trialDaysLeft: null,
      isReadOnly: false,
      showsTrialBanner: false,
    });
    free.clock.advance(400 * DAY);
    await signInAgain(caregiver);
    expect(
      (await caregiver.agent.post('/api/circle/tasks', { title: 'Still free' })).statusCode,
    ).toBe(201);
    const checkout = await caregiver.agent.post('/api/circle/subscription/checkout');
    expect(checkout.statusCode).toBe(409);
    expect(checkout.json<{ message: string }>().message).toContain('everything is free here');
    expect(await free.app.jobs.get('trial-reminders').runOnce()).toBe(0);
    const webhook = await free.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
      payload: '{}',
    });
    expect(webhook.statusCode).toBe(404);
  });
});

describe('Stripe out of reach', () => {
  let cut: TestContext;
  beforeAll(async () => {
    // A port nobody listens on: the connection is refused, as when Stripe cannot be reached.
    const closed = await new Promise<number>((resolve) => {
      const probe = createServer();
      probe.listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    cut = await createTestApp({
      billing: { ...stripe.billing, api: { host: '127.0.0.1', port: closed, protocol: 'http' } },
    });
  });
  afterAll(() => cut.close());

  it('“Choose the plan” says payments are away for now and care is not affected, not a 500', async () => {
    const caregiver = await registerAgent(cut.app);
    const checkout = await caregiver.agent.post('/api/circle/subscription/checkout');
    expect(checkout.statusCode).toBe(503);
    expect(checkout.json()).toEqual({ message: PAYMENTS_UNREACHABLE_MESSAGE });
    expect(checkout.json<{ message: string }>().message).toContain(
      'care in Kinwell is not affected',
    );
    expect(checkout.headers['retry-after']).toBe('120');
    // Everything else keeps working meanwhile.
    expect((await addTask(caregiver.agent)).statusCode).toBe(201);
    expect((await planOf(caregiver.agent)).state).toBe('trialing');
    // Someone who may not pay is told so first: Stripe being away is not their business.
    const family = await inviteMember(cut, caregiver.agent, 'family');
    expect((await family.agent.post('/api/circle/subscription/checkout')).statusCode).toBe(403);
  }, 30_000);

  it('“Manage billing” says the same when Stripe cannot be reached', async () => {
    const caregiver = await registerAgent(cut.app);
    await cut.database.db.insert(circleSubscriptions).values({
      circleId: caregiver.user.circleId as string,
      stripeCustomerId: `cus_away_${caregiver.user.id}`,
      status: 'active',
      updatedAt: cut.clock.now(),
    });
    expect(await planOf(caregiver.agent)).toMatchObject({ hasBillingAccount: true });
    const portal = await caregiver.agent.post('/api/circle/subscription/portal');
    expect(portal.statusCode).toBe(503);
    expect(portal.json()).toEqual({ message: PAYMENTS_UNREACHABLE_MESSAGE });
  }, 30_000);
});
