import { z } from 'zod';
import { PRICE_PER_MONTH_USD, TRIAL_DAYS } from './product';

/**
 * A family's plan (decision 037). With billing off (a self-hosted installation) everything is
 * free. Otherwise a circle's trial starts when the circle is created and lasts `TRIAL_DAYS`; then
 * the family pays through Stripe, or the circle becomes read-only for everything but safety.
 */
export const PLAN_STATES = [
  'free',
  'trialing',
  'active',
  'past_due',
  'cancelled',
  'expired',
] as const;
export type PlanState = (typeof PLAN_STATES)[number];

/** A plan's state in a word, for staff (the family's own screen says more). */
export const PLAN_STATE_LABELS: Record<PlanState, string> = {
  free: 'Free (billing off)',
  trialing: 'Free trial',
  active: 'Paying',
  past_due: 'Payment due',
  cancelled: 'Cancelled, paid to the end of the period',
  expired: 'Ended (read-only)',
};

/** The calm banner shows in the trial's last days. */
export const TRIAL_BANNER_DAYS = 7;
/** Trial reminder emails: this many days before the end. */
export const TRIAL_REMINDER_DAYS = [7, 1] as const;

export const DAY_MS = 24 * 60 * 60 * 1000;

/** The code on the answer a read-only circle gets (HTTP 402), so screens can offer the plan. */
export const PLAN_INACTIVE_CODE = 'plan_inactive';
export const PLAN_INACTIVE_MESSAGE =
  'Your family’s free trial has ended, so Kinwell is read-only for now. A caregiver can choose the plan on the Subscription page to open everything again. Medication reminders, missed-dose alerts and emergency features keep working.';

/** Stripe's own subscription statuses, as stored. */
export type StripeSubscriptionStatus =
  | 'active'
  | 'canceled'
  | 'incomplete'
  | 'incomplete_expired'
  | 'past_due'
  | 'paused'
  | 'trialing'
  | 'unpaid'
  | (string & {});

export interface StoredSubscription {
  status: StripeSubscriptionStatus | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

export interface Plan {
  state: PlanState;
  /** When the free trial ends (or ended); null with billing off. */
  trialEndsAt: Date | null;
  /** Whole days left in the trial, rounded up; null outside a trial. */
  trialDaysLeft: number | null;
  /** When a paid period ends (renews, or ends for good once cancelled). */
  periodEndsAt: Date | null;
  /** Non-safety features refuse changes. */
  isReadOnly: boolean;
}

/** Statuses under which Stripe is still collecting or has collected: the plan is paid for. */
const PAYING = new Set<string>(['active', 'trialing', 'past_due']);

export const isPayingStatus = (status: string | null | undefined): boolean =>
  status != null && PAYING.has(status);

/** The one rule of a circle's plan, from its creation, its Stripe subscription and the time. */
export function planOf(input: {
  isBillingOn: boolean;
  circleCreatedAt: Date;
  subscription: StoredSubscription | null;
  now: Date;
}): Plan {
  const { isBillingOn, circleCreatedAt, subscription, now } = input;
  if (!isBillingOn) {
    return {
      state: 'free',
      trialEndsAt: null,
      trialDaysLeft: null,
      periodEndsAt: null,
      isReadOnly: false,
    };
  }
  const trialEndsAt = new Date(circleCreatedAt.getTime() + TRIAL_DAYS * DAY_MS);
  const periodEndsAt = subscription?.currentPeriodEnd ?? null;
  const paid = (state: PlanState): Plan => ({
    state,
    trialEndsAt,
    trialDaysLeft: null,
    periodEndsAt,
    isReadOnly: state === 'expired',
  });
  if (subscription && isPayingStatus(subscription.status)) {
    if (subscription.status === 'past_due') return paid('past_due');
    if (!subscription.cancelAtPeriodEnd) return paid('active');
    // Cancelled: everything stays open until the end of the period already paid for.
    if (periodEndsAt && periodEndsAt.getTime() > now.getTime()) return paid('cancelled');
  }
  const left = trialEndsAt.getTime() - now.getTime();
  if (left > 0) {
    return {
      state: 'trialing',
      trialEndsAt,
      trialDaysLeft: Math.ceil(left / DAY_MS),
      periodEndsAt: null,
      isReadOnly: false,
    };
  }
  return { ...paid('expired'), periodEndsAt };
}

/** Whether the trial's calm banner shows (the screen adds: not on the emergency screens). */
export const showsTrialBanner = (plan: Pick<Plan, 'state' | 'trialDaysLeft'>): boolean =>
  plan.state === 'trialing' &&
  plan.trialDaysLeft !== null &&
  plan.trialDaysLeft <= TRIAL_BANNER_DAYS;

export const subscriptionSchema = z.object({
  state: z.enum(PLAN_STATES),
  trialEndsAt: z.string().nullable(),
  trialDaysLeft: z.number().int().nullable(),
  periodEndsAt: z.string().nullable(),
  isReadOnly: z.boolean(),
  showsTrialBanner: z.boolean(),
  /** This member may pay, change the card or cancel (`subscription.manage`). */
  canManage: z.boolean(),
  /** Stripe knows the family (the billing portal can open). Never any card details. */
  hasBillingAccount: z.boolean(),
  pricePerMonthUsd: z.number(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** Where the browser goes next: Stripe Checkout or the customer portal. */
export const billingRedirectSchema = z.object({ url: z.string() });
export type BillingRedirect = z.infer<typeof billingRedirectSchema>;

export const webhookAnswerSchema = z.object({ received: z.boolean() });

/** The staff console's figures (no health data): see `subscriptionFigures`. */
export interface SubscriptionFigures {
  /** Circles created per ISO week (Monday, UTC), oldest first. */
  signUpsPerWeek: { weekStart: string; count: number }[];
  trials: number;
  /** Circles that ever paid. */
  conversions: number;
  /** Circles that cancelled (at the end of a period or at once). */
  cancellations: number;
  /** Circles whose plan is paid for now (including cancelled ones until the period ends). */
  activeCircles: number;
  monthlyRecurringRevenueUsd: number;
}

export const monthlyRevenueUsd = (payingCircles: number): number =>
  Math.round(payingCircles * PRICE_PER_MONTH_USD * 100) / 100;
