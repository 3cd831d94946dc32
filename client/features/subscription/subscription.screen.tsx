import { useQuery } from '@tanstack/react-query';
import { CreditCard, ShieldCheck } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { StandaloneLink, MailLink } from '../../components/links';
import { Notice } from '../../components/notice';
import { PlanPrice } from '../../components/plan-price';
import { Section } from '../../components/section';
import { Card } from '../../components/ui/card';
import { Page } from '../../components/ui/page';
import { useAppConfig, useUser } from '../auth/auth.queries';
import { isPaid, PlanState } from './plan-state';
import { subscriptionQuery } from './subscription.queries';
import { PLAN_INCLUDES, PRICE_YEAR_TEXT } from '../../content/plan';
import { TRIAL_DAYS } from '../../../shared/product';
import { describeError } from '../../lib/api';

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
