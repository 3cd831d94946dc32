import type { ReactNode } from 'react';
import { formatDate } from '../../../shared/relative-time';
import type { Subscription } from '../../../shared/subscription';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { PRICE_MONTH_TEXT } from '../../../shared/product';
import { describeError } from '../../lib/api';
import { useBillingRedirect } from './subscription.queries';

const dateOf = (iso: string | null) => (iso ? formatDate(new Date(iso)) : '');

export const isPaid = (plan: Subscription) =>
  plan.state === 'active' || plan.state === 'past_due' || plan.state === 'cancelled';

/** Where the family's plan stands, and what a caregiver can do about it on Stripe. */
export function PlanState({
  plan,
  isBackFromCheckout,
}: {
  plan: Subscription;
  isBackFromCheckout: boolean;
}) {
  const checkout = useBillingRedirect('checkout');
  const portal = useBillingRedirect('portal');
  const failure = checkout.error ?? portal.error;

  const choosePlan = plan.canManage ? (
    <Button
      onClick={() => checkout.mutate()}
      disabled={checkout.isPending}
      className="justify-self-start"
    >
      {checkout.isPending ? 'Opening the payment page…' : 'Choose the plan'}
    </Button>
  ) : null;
  const manageBilling =
    plan.canManage && plan.hasBillingAccount ? (
      <Button
        variant="secondary"
        onClick={() => portal.mutate()}
        disabled={portal.isPending}
        className="justify-self-start"
      >
        {portal.isPending ? 'Opening the billing settings…' : 'Manage billing'}
      </Button>
    ) : null;
  const forFamily = plan.canManage ? null : (
    <p>A caregiver in your family can choose the plan, change the card or cancel.</p>
  );

  let body: ReactNode = null;
  let title = '';
  switch (plan.state) {
    case 'free':
      return null;
    case 'trialing':
      title =
        plan.trialDaysLeft === 1
          ? 'Your free trial ends tomorrow'
          : `${plan.trialDaysLeft ?? 0} days left in your free trial`;
      body = (
        <>
          <p>
            Your family’s free trial ends on {dateOf(plan.trialEndsAt)}. No card is needed until
            then. After that, the plan is {PRICE_MONTH_TEXT} a month for the whole family.
          </p>
          {choosePlan}
        </>
      );
      break;
    case 'active':
      title = 'Your family has the plan';
      body = (
        <>
          <p>Thank you. It renews on {dateOf(plan.periodEndsAt)}.</p>
          {plan.canManage ? (
            <p>Change the card, see invoices or cancel in the billing settings, on Stripe.</p>
          ) : null}
          {manageBilling}
        </>
      );
      break;
    case 'past_due':
      title = 'The last payment did not go through';
      body = (
        <>
          <p>
            Everything stays open while the payment is tried again. Updating the card usually fixes
            it.
          </p>
          {manageBilling}
        </>
      );
      break;
    case 'cancelled':
      title = 'Your plan is cancelled';
      body = (
        <>
          <p>
            Everything stays open until {dateOf(plan.periodEndsAt)}. You can change your mind in the
            billing settings before then.
          </p>
          {manageBilling}
        </>
      );
      break;
    case 'expired':
      title = plan.hasBillingAccount ? 'Your plan has ended' : 'Your free trial has ended';
      body = (
        <>
          <p>
            Kinwell is read-only for now: you can see everything, and medication reminders,
            missed-dose alerts and emergency features keep working. Choosing the plan opens
            everything again.
          </p>
          {choosePlan}
          {manageBilling}
        </>
      );
      break;
  }
  return (
    <Card className="grid gap-3">
      <h2 className="text-2xl font-bold">{title}</h2>
      {isBackFromCheckout && !isPaid(plan) ? (
        <p role="status">Thank you. We are waiting for Stripe to confirm your payment…</p>
      ) : null}
      {body}
      {forFamily}
      {failure ? (
        <p role="alert" className="text-danger font-semibold">
          {describeError(failure) ?? 'Please try again.'}
        </p>
      ) : null}
    </Card>
  );
}
