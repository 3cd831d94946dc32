import { CreditCard, ShieldCheck } from 'lucide-react';
import { StandaloneLink, MailLink } from '../../components/links';
import { Notice } from '../../components/notice';
import { PlanPrice } from '../../components/plan-price';
import { Section } from '../../components/section';
import { Card } from '../../components/ui/card';
import { Page } from '../../components/ui/page';
import { useAppConfig } from '../../features/auth/auth.queries';
import { PLAN_INCLUDES, PRICE_YEAR_TEXT } from '../../content/plan';
import { TRIAL_DAYS } from '../../../shared/product';

/** The family's plan, honestly: the facts, no billing on this installation, and safety that stays on. */
export default function SubscriptionScreen() {
  const { supportEmail } = useAppConfig();
  return (
    <Page title="Subscription" lead="One plan covers your whole family.">
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

      <Notice title="No charge is made" icon={CreditCard}>
        <p>
          Billing is not set up on this installation of Kinwell. Nobody in your family will be asked
          to pay, and no card details are stored.
        </p>
        <p>
          Questions? Write to <MailLink email={supportEmail} />.
        </p>
      </Notice>

      <Notice title="Safety never switches off" icon={ShieldCheck}>
        <p>
          If a trial or subscription ends, medication reminders, missed-dose alerts, crisis alerts
          and the medical emergency profile keep working. Safety is never behind a payment.
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
