import { useQuery } from '@tanstack/react-query';
import { CreditCard, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { formatDate } from '../../../shared/relative-time';
import type { Subscription } from '../../../shared/subscription';
import { StandaloneLink, MailLink } from '../../components/links';
import { Notice } from '../../components/notice';
import { PlanPrice } from '../../components/plan-price';
import { Section } from '../../components/section';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Page } from '../../components/ui/page';
import { useAppConfig, useUser } from '../../features/auth/auth.queries';
import {
  subscriptionQuery,
  useBillingRedirect,
} from '../../features/subscription/subscription.queries';
import { PLAN_INCLUDES, PRICE_MONTH_TEXT, PRICE_YEAR_TEXT } from '../../content/plan';
import { TRIAL_DAYS } from '../../../shared/product';
import { describeError } from '../../lib/api';

const dateOf = (iso: string | null) => (iso ? formatDate(new Date(iso)) : '');

/** After Stripe Checkout: Stripe tells Kinwell, which may take a few seconds. */
const WAIT_FOR_STRIPE_MS = 2_000;

/** The family's plan: the trial's days, paying through Stripe, and safety that always stays on. */
export default function SubscriptionScreen() {
  const { supportEmail } = useAppConfig();
  const { user } = useUser();
  const [params] = useSearchParams();
  const isBackFromCheckout = params.get('checkout') === 'done';
  const { data, error } = useQuery({
    ...subscriptionQuery(user?.circleId ?? null),
    refetchInterval: (query) =>
      isBackFromCheckout && query.state.data && !isPaid(query.state.data)
        ? WAIT_FOR_STRIPE_MS
        : false,
  });

  return (
    <Page title="Subscription" lead="One plan covers your whole family.">
      {error ? (
        <Notice title="We could not load your plan" tone="danger">
          <p>{describeError(error) ?? 'Please try again in a moment.'}</p>
        </Notice>
      ) : null}
      {data ? <PlanState plan={data} isBackFromCheckout={isBackFromCheckout} /> : null}
      {data?.state === 'free' ? (
        <Notice title="No charge is made" icon={CreditCard}>
          <p>
            Billing is not set up on this installation of Kinwell, so everything is free here.
            Nobody in your family will be asked to pay, and no card details are stored.
          </p>
          <p>
            Questions? Write to <MailLink email={supportEmail} />.
          </p>
        </Notice>
      ) : null}

      <Card className="grid gap-3">
        <h2 className="text-2xl font-bold">The Kinwell plan</h2>
        <PlanPrice>per month for the whole family ({PRICE_YEAR_TEXT} a year)</PlanPrice>
        <ul className="grid list-disc gap-1 pl-6">
          <li>The first {TRIAL_DAYS} days are free.</li>
          <li>No credit card is needed for the trial.</li>
          <li>One price, however many family members take part.</li>
          <li>Cancel anytime.</li>
        </ul>
      </Card>

      <Notice title="Safety never switches off" icon={ShieldCheck}>
        <p>
          If a trial or subscription ends, medication reminders, missed-dose alerts, dose logging,
          crisis alerts, the medical emergency profile and sheet, location sharing, your data export
          and deleting your account keep working. Safety is never behind a payment.
        </p>
      </Notice>

      <Section title="What the plan includes">
        <div className="grid gap-4 sm:grid-cols-2">
          {PLAN_INCLUDES.map((group) => (
            <Card key={group.title} className="grid content-start gap-2">
              <h3 className="text-lg font-bold">{group.title}</h3>
              <ul className="grid list-disc gap-1 pl-6">
                {group.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </Card>
          ))}
        </div>
        <p>
          <StandaloneLink to="/features">See all features</StandaloneLink>
        </p>
      </Section>
    </Page>
  );
}

const isPaid = (plan: Subscription) =>
  plan.state === 'active' || plan.state === 'past_due' || plan.state === 'cancelled';

function PlanState({
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
