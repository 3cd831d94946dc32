import { describe, expect, it } from 'vitest';
import { DAY_MS, planOf, showsTrialBanner } from './subscription';

const created = new Date('2026-03-02T15:00:00Z');
const at = (days: number) => new Date(created.getTime() + days * DAY_MS);
const plan = (days: number, subscription: Parameters<typeof planOf>[0]['subscription'] = null) =>
  planOf({ isBillingOn: true, circleCreatedAt: created, subscription, now: at(days) });

describe('a circle’s plan', () => {
  it('is free, forever, with billing off', () => {
    expect(
      planOf({ isBillingOn: false, circleCreatedAt: created, subscription: null, now: at(999) }),
    ).toMatchObject({ state: 'free', isReadOnly: false, trialDaysLeft: null });
  });

  it('counts the trial’s days up from the circle’s creation, with the banner in the last 7', () => {
    expect(plan(0)).toMatchObject({ state: 'trialing', trialDaysLeft: 30 });
    expect(showsTrialBanner(plan(22.5))).toBe(false);
    expect(plan(23.5)).toMatchObject({ trialDaysLeft: 7 });
    expect(showsTrialBanner(plan(23.5))).toBe(true);
    expect(plan(29.99)).toMatchObject({ state: 'trialing', trialDaysLeft: 1 });
    expect(plan(30)).toMatchObject({ state: 'expired', isReadOnly: true });
  });

  it('follows Stripe: paid, past due and cancelled stay open; a cancelled one ends with its period', () => {
    const paid = { status: 'active', currentPeriodEnd: at(60), cancelAtPeriodEnd: false };
    expect(plan(45, paid)).toMatchObject({ state: 'active', isReadOnly: false });
    expect(plan(45, { ...paid, status: 'past_due' })).toMatchObject({
      state: 'past_due',
      isReadOnly: false,
    });
    expect(plan(45, { ...paid, cancelAtPeriodEnd: true })).toMatchObject({
      state: 'cancelled',
      isReadOnly: false,
    });
    expect(plan(61, { ...paid, cancelAtPeriodEnd: true })).toMatchObject({
      state: 'expired',
      isReadOnly: true,
    });
    expect(plan(45, { ...paid, status: 'canceled' })).toMatchObject({ state: 'expired' });
    expect(plan(45, { ...paid, status: 'unpaid' })).toMatchObject({ state: 'expired' });
    // An abandoned first payment during the trial leaves the trial running.
    expect(plan(5, { ...paid, status: 'incomplete_expired' })).toMatchObject({ state: 'trialing' });
  });
});
