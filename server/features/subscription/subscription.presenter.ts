import { PRICE_PER_MONTH_USD } from '../../../shared/product';
import { type Plan, showsTrialBanner, type Subscription } from '../../../shared/subscription';

/** The plan as every member sees it: its state and dates, never a card. */
export const presentSubscription = (
  plan: Plan,
  extra: { canManage: boolean; hasBillingAccount: boolean },
): Subscription => ({
  state: plan.state,
  trialEndsAt: plan.trialEndsAt?.toISOString() ?? null,
  trialDaysLeft: plan.trialDaysLeft,
  periodEndsAt: plan.periodEndsAt?.toISOString() ?? null,
  isReadOnly: plan.isReadOnly,
  showsTrialBanner: showsTrialBanner(plan),
  canManage: extra.canManage,
  hasBillingAccount: extra.canManage && extra.hasBillingAccount,
  pricePerMonthUsd: PRICE_PER_MONTH_USD,
});
