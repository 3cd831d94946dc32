import { eq, gt, inArray, isNotNull } from 'drizzle-orm';
import type Stripe from 'stripe';
import { can } from '../../../shared/permissions';
import { PRICE_PER_MONTH_USD, TRIAL_DAYS } from '../../../shared/product';
import {
  DAY_MS,
  isPayingStatus,
  type Plan,
  type PlanState,
  planOf,
  type Subscription,
  type BillingRedirect,
} from '../../../shared/subscription';
import type { Database } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { careCircles } from '../../platform/circles/circles.schema';
import type { CircleActor } from '../../platform/circles/circles.policy';
import type { PlanGate } from '../../platform/circles/plan-guard';
import type { AppConfig, BillingConfig } from '../../platform/module';
import { subscriptionAudit } from './subscription.audit';
import { presentSubscription } from './subscription.presenter';
import { circleSubscriptions, stripeEvents } from './subscription.schema';
import { askStripe, type StripeClient } from './stripe-client';

type SubscriptionRow = typeof circleSubscriptions.$inferSelect;

export const BILLING_OFF_MESSAGE =
  'Billing is not set up on this installation of Kinwell, so everything is free here.';
export const ALREADY_PAYING_MESSAGE =
  'Your family already has the plan. Use “Manage billing” to change the card, see invoices or cancel.';
export const NO_BILLING_ACCOUNT_MESSAGE =
  'There are no billing settings yet. Choose the plan first.';

/** A checkout asked for twice in this window (a double tap) is the same checkout (PITFALLS.md). */
const CHECKOUT_WINDOW_MS = 10 * 60 * 1000;

interface BillingDeps {
  db: Database;
  billing: BillingConfig | undefined;
}

async function loadCircle(db: Database, circleId: string) {
  const [row] = await db
    .select({ createdAt: careCircles.createdAt, subscription: circleSubscriptions })
    .from(careCircles)
    .leftJoin(circleSubscriptions, eq(circleSubscriptions.circleId, careCircles.id))
    .where(eq(careCircles.id, circleId));
  return row ?? null;
}

const planFrom = (
  billing: BillingConfig | undefined,
  circleCreatedAt: Date,
  row: SubscriptionRow | null,
  now: Date,
): Plan =>
  planOf({
    isBillingOn: billing !== undefined,
    circleCreatedAt,
    subscription: row,
    now,
  });

/** The plan state of many circles at once (the staff console's list of families). */
export async function planStatesOf(
  options: BillingDeps & { circleIds: readonly string[]; at: Date },
): Promise<Map<string, PlanState>> {
  const states = new Map<string, PlanState>();
  if (options.circleIds.length === 0) return states;
  const rows = await options.db
    .select({
      id: careCircles.id,
      createdAt: careCircles.createdAt,
      subscription: circleSubscriptions,
    })
    .from(careCircles)
    .leftJoin(circleSubscriptions, eq(circleSubscriptions.circleId, careCircles.id))
    .where(inArray(careCircles.id, [...options.circleIds]));
  for (const row of rows) {
    states.set(
      row.id,
      planFrom(options.billing, row.createdAt, row.subscription, options.at).state,
    );
  }
  return states;
}

/** The circle's plan now. */
export async function findPlan(
  options: BillingDeps & { circleId: string; at: Date },
): Promise<Plan & { row: SubscriptionRow | null }> {
  const circle = await loadCircle(options.db, options.circleId);
  if (!circle) throw notFound('We could not find that care circle.');
  return {
    ...planFrom(options.billing, circle.createdAt, circle.subscription, options.at),
    row: circle.subscription,
  };
}

/** What the platform's one guard asks (decision 037); with billing off, nothing is ever locked. */
export const createPlanGate = (config: AppConfig): PlanGate => ({
  isOpen: async (db, circleId, at) => {
    if (!config.billing) return true;
    const circle = await loadCircle(db, circleId);
    if (!circle) return true;
    return !planFrom(config.billing, circle.createdAt, circle.subscription, at).isReadOnly;
  },
});

export async function viewSubscription(
  options: BillingDeps & { actor: CircleActor; at: Date },
): Promise<Subscription> {
  const plan = await findPlan({ ...options, circleId: options.actor.circleId });
  return presentSubscription(plan, {
    canManage: can(options.actor.role, 'subscription.manage'),
    hasBillingAccount: plan.row !== null,
  });
}

function requireBilling(
  billing: BillingConfig | undefined,
  stripe: StripeClient | undefined,
): { billing: BillingConfig; stripe: StripeClient } {
  if (!billing || !stripe) throw conflict(BILLING_OFF_MESSAGE);
  return { billing, stripe };
}

/**
 * Stripe Checkout in subscription mode for the operator's price. The customer is made once per
 * circle and the session with an idempotency key tied to the circle, so a double tap on a slow
 * connection never makes two subscriptions.
 */
export async function startCheckout(
  options: BillingDeps & {
    stripe: StripeClient | undefined;
    actor: CircleActor;
    publicUrl: string;
    at: Date;
  },
): Promise<BillingRedirect> {
  const { db, actor, at, publicUrl } = options;
  const { billing, stripe } = requireBilling(options.billing, options.stripe);
  const plan = await findPlan({ db, billing, circleId: actor.circleId, at });
  if (plan.row && isPayingStatus(plan.row.status)) throw conflict(ALREADY_PAYING_MESSAGE);

  let customerId = plan.row?.stripeCustomerId;
  if (!customerId) {
    const customer = await askStripe(() =>
      stripe.customers.create(
        { email: actor.user.email, name: actor.user.name, metadata: { circleId: actor.circleId } },
        { idempotencyKey: `kinwell-customer-${actor.circleId}` },
      ),
    );
    await db
      .insert(circleSubscriptions)
      .values({ circleId: actor.circleId, stripeCustomerId: customer.id, updatedAt: at })
      .onConflictDoNothing();
    customerId = customer.id;
  }

  const session = await askStripe(() =>
    stripe.checkout.sessions.create(
      {
        mode: 'subscription',
        customer: customerId,
        client_reference_id: actor.circleId,
        line_items: [{ price: billing.priceId, quantity: 1 }],
        metadata: { circleId: actor.circleId },
        subscription_data: { metadata: { circleId: actor.circleId } },
        success_url: `${publicUrl}/subscription?checkout=done`,
        cancel_url: `${publicUrl}/subscription`,
      },
      {
        idempotencyKey: `kinwell-checkout-${actor.circleId}-${Math.floor(at.getTime() / CHECKOUT_WINDOW_MS)}`,
      },
    ),
  );
  if (!session.url) throw new Error('Stripe Checkout answered without an address');
  await subscriptionAudit.record(db, { actor, action: 'subscription.checkout_started', at });
  return { url: session.url };
}

/** Stripe's customer portal: the card, invoices and cancelling, all on Stripe's pages. */
export async function openBillingPortal(
  options: BillingDeps & {
    stripe: StripeClient | undefined;
    actor: CircleActor;
    publicUrl: string;
    at: Date;
  },
): Promise<BillingRedirect> {
  const { db, actor, at, publicUrl } = options;
  const { billing, stripe } = requireBilling(options.billing, options.stripe);
  const plan = await findPlan({ db, billing, circleId: actor.circleId, at });
  if (!plan.row) throw conflict(NO_BILLING_ACCOUNT_MESSAGE);
  const customer = plan.row.stripeCustomerId;
  const session = await askStripe(() =>
    stripe.billingPortal.sessions.create({
      customer,
      return_url: `${publicUrl}/subscription`,
    }),
  );
  await subscriptionAudit.record(db, { actor, action: 'subscription.portal_opened', at });
  return { url: session.url };
}

/** The subscription an event is about, if it is about one. */
function subscriptionIdOf(event: Stripe.Event): string | null {
  const object = event.data.object as unknown as Record<string, unknown>;
  const idOf = (value: unknown): string | null => {
    if (typeof value === 'string') return value;
    if (value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'string')
      return (value as { id: string }).id;
    return null;
  };
  if (event.type.startsWith('customer.subscription.')) return idOf(object.id);
  if (event.type.startsWith('checkout.session.')) return idOf(object.subscription);
  if (event.type.startsWith('invoice.')) {
    const parent = object.parent as
      { subscription_details?: { subscription?: unknown } | null } | null | undefined;
    return idOf(parent?.subscription_details?.subscription ?? object.subscription);
  }
  return null;
}

/**
 * A Stripe webhook: verified against the signing secret over the raw body, handled once per event
 * id. Events may come twice or in any order, so an event is only a cue: the subscription itself
 * is fetched from Stripe and stored as it is now (decision 037).
 */
export async function receiveStripeEvent(
  options: BillingDeps & {
    stripe: StripeClient | undefined;
    rawBody: Buffer;
    signature: string | undefined;
    at: Date;
  },
): Promise<{ received: boolean }> {
  const { db, billing, stripe, at } = options;
  if (!billing || !stripe) throw notFound(BILLING_OFF_MESSAGE);
  if (!options.signature) throw badRequest('This request has no Stripe signature.');
  let event: Stripe.Event;
  try {
    // The age check uses the real time: Stripe signs with it (replays older than 5 minutes fail).
    event = stripe.webhooks.constructEvent(
      options.rawBody,
      options.signature,
      billing.webhookSecret,
    );
  } catch {
    throw badRequest('The Stripe signature does not match.');
  }
  const [seen] = await db
    .select({ id: stripeEvents.id })
    .from(stripeEvents)
    .where(eq(stripeEvents.id, event.id));
  if (seen) return { received: true };

  const subscriptionId = subscriptionIdOf(event);
  const subscription = subscriptionId ? await stripe.subscriptions.retrieve(subscriptionId) : null;
  await db.transaction(async (tx) => {
    const [isNew] = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type, receivedAt: at })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    if (isNew && subscription) await storeSubscription(tx, subscription, at);
  });
  return { received: true };
}

const customerIdOf = (subscription: Stripe.Subscription): string =>
  typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id;

/** The latest end of the subscription's items' current periods (Stripe keeps it per item). */
const periodEndOf = (subscription: Stripe.Subscription): Date | null => {
  const ends = subscription.items.data.map((item) => item.current_period_end);
  return ends.length === 0 ? null : new Date(Math.max(...ends) * 1000);
};

/** Stores a subscription as Stripe has it now, in the caller's transaction. */
export async function storeSubscription(
  tx: Database,
  subscription: Stripe.Subscription,
  at: Date,
): Promise<void> {
  const customerId = customerIdOf(subscription);
  const [known] = await tx
    .select()
    .from(circleSubscriptions)
    .where(eq(circleSubscriptions.stripeCustomerId, customerId));
  const circleId = known?.circleId ?? subscription.metadata.circleId;
  if (!circleId) return;
  const [circle] = await tx
    .select({ id: careCircles.id })
    .from(careCircles)
    .where(eq(careCircles.id, circleId));
  if (!circle) return;
  const [current] = known
    ? [known]
    : await tx.select().from(circleSubscriptions).where(eq(circleSubscriptions.circleId, circleId));
  // Late news of an older, ended subscription never overrides the one the family pays with now.
  if (
    current?.stripeSubscriptionId &&
    current.stripeSubscriptionId !== subscription.id &&
    isPayingStatus(current.status) &&
    !isPayingStatus(subscription.status)
  ) {
    return;
  }
  const cancelAtPeriodEnd =
    subscription.cancel_at_period_end || (subscription.cancel_at ?? null) !== null;
  const isCancelled = cancelAtPeriodEnd || subscription.status === 'canceled';
  const values = {
    stripeSubscriptionId: subscription.id,
    status: subscription.status,
    currentPeriodEnd: periodEndOf(subscription),
    cancelAtPeriodEnd,
    paidSince: current?.paidSince ?? (subscription.status === 'active' ? at : null),
    cancelledAt: isCancelled ? (current?.cancelledAt ?? at) : null,
    updatedAt: at,
  };
  const isChanged =
    !current ||
    current.status !== values.status ||
    current.cancelAtPeriodEnd !== values.cancelAtPeriodEnd ||
    current.stripeSubscriptionId !== values.stripeSubscriptionId ||
    current.currentPeriodEnd?.getTime() !== values.currentPeriodEnd?.getTime();
  await tx
    .insert(circleSubscriptions)
    .values({ circleId, stripeCustomerId: customerId, ...values })
    .onConflictDoUpdate({ target: circleSubscriptions.circleId, set: values });
  if (isChanged) {
    await subscriptionAudit.record(tx, {
      circleId,
      actorUserId: null,
      action: 'subscription.changed',
      detail: `Stripe: ${values.status}${cancelAtPeriodEnd ? ', ends at the period’s end' : ''}`,
      at,
    });
  }
}

/**
 * The daily reconcile: every subscription Kinwell knows is fetched from Stripe and stored as it
 * is, in case a webhook never arrived. Returns how many it checked.
 */
export async function reconcileSubscriptions(options: {
  db: Database;
  stripe: StripeClient;
  at: Date;
}): Promise<number> {
  const { db, stripe, at } = options;
  const rows = await db
    .select({ id: circleSubscriptions.stripeSubscriptionId })
    .from(circleSubscriptions)
    .where(isNotNull(circleSubscriptions.stripeSubscriptionId));
  let count = 0;
  for (const row of rows) {
    if (!row.id) continue;
    const subscription = await stripe.subscriptions.retrieve(row.id);
    await db.transaction((tx) => storeSubscription(tx, subscription, at));
    count += 1;
  }
  return count;
}

const mondayOf = (date: Date): Date => {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS);
};

/**
 * The staff console's figures: no health data, no names. Sign-ups are circles created per week
 * (Monday, UTC) over `weeks` weeks; the monthly recurring revenue counts the plans that renew.
 */
export async function subscriptionFigures(options: {
  db: Database;
  billing: BillingConfig | undefined;
  at: Date;
  weeks?: number;
}) {
  const { db, at, weeks = 12 } = options;
  const firstWeek = new Date(mondayOf(at).getTime() - (weeks - 1) * 7 * DAY_MS);
  const trialStart = new Date(at.getTime() - TRIAL_DAYS * DAY_MS);
  const [created, recent, subscriptions] = await Promise.all([
    db
      .select({ createdAt: careCircles.createdAt })
      .from(careCircles)
      .where(gt(careCircles.createdAt, new Date(firstWeek.getTime() - 1))),
    db
      .select({ createdAt: careCircles.createdAt, status: circleSubscriptions.status })
      .from(careCircles)
      .leftJoin(circleSubscriptions, eq(circleSubscriptions.circleId, careCircles.id))
      .where(gt(careCircles.createdAt, trialStart)),
    db.select().from(circleSubscriptions),
  ]);
  const signUpsPerWeek = Array.from({ length: weeks }, (_, index) => {
    const start = firstWeek.getTime() + index * 7 * DAY_MS;
    const end = start + 7 * DAY_MS;
    return {
      weekStart: new Date(start).toISOString().slice(0, 10),
      count: created.filter((row) => {
        const time = row.createdAt.getTime();
        return time >= start && time < end && time <= at.getTime();
      }).length,
    };
  });
  const isPaidNow = (row: SubscriptionRow) =>
    isPayingStatus(row.status) &&
    (!row.cancelAtPeriodEnd || (row.currentPeriodEnd?.getTime() ?? 0) > at.getTime());
  const renewing = subscriptions.filter((row) => isPaidNow(row) && !row.cancelAtPeriodEnd).length;
  return {
    signUpsPerWeek,
    trials: recent.filter((row) => row.createdAt <= at && !isPayingStatus(row.status)).length,
    conversions: subscriptions.filter((row) => row.paidSince !== null).length,
    cancellations: subscriptions.filter((row) => row.cancelledAt !== null).length,
    activeCircles: subscriptions.filter(isPaidNow).length,
    monthlyRecurringRevenueUsd: Math.round(renewing * PRICE_PER_MONTH_USD * 100) / 100,
  };
}
