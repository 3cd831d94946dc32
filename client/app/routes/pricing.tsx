import { CircleCheck } from 'lucide-react';
import { SignUpLinks } from '../../components/call-to-action';
import { PlanPrice } from '../../components/plan-price';
import { Section } from '../../components/section';
import { ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { CardGrid } from '../../components/ui/card-grid';
import { Page } from '../../components/ui/page';
import { PLAN_INCLUDES, PRICE_YEAR_TEXT } from '../../content/plan';
import { TRIAL_DAYS } from '../../../shared/product';

/** The one Kinwell plan (spec §1, §9); /pricing-full and signed-out /subscription move here. */
export default function PricingScreen() {
  return (
    <Page wide title="Pricing" lead="One simple plan for the whole family. Everything is included.">
      <Card className="grid gap-4">
        <h2 className="text-2xl font-bold">The Kinwell plan</h2>
        <PlanPrice>per month for your whole family ({PRICE_YEAR_TEXT} a year)</PlanPrice>
        <ul className="grid gap-2">
          {[
            `${TRIAL_DAYS} days free to start`,
            'No credit card needed for the trial',
            'One price, no matter how many family members join',
            'Cancel anytime',
          ].map((point) => (
            <li key={point} className="flex items-start gap-3">
              <CircleCheck aria-hidden="true" className="text-accent mt-1 h-5 w-5 shrink-0" />
              <span>{point}</span>
            </li>
          ))}
        </ul>
        <div>
          <ButtonLink to="/register">Start your free {TRIAL_DAYS}-day trial</ButtonLink>
        </div>
      </Card>

      <Section title="What's included">
        <CardGrid items={PLAN_INCLUDES} columns={3}>
          {(group) => (
            <ul className="grid list-disc gap-1 pl-6">
              {group.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </CardGrid>
      </Section>

      <Section title="How the free trial works">
        <ol className="grid list-decimal gap-2 pl-6">
          <li>Create your account. It takes a few minutes, and you do not need a credit card.</li>
          <li>Use everything in Kinwell for {TRIAL_DAYS} days.</li>
          <li>
            Decide if Kinwell is right for your family. If it is not, you do not pay anything.
          </li>
        </ol>
      </Section>

      <Section title="Cancel anytime">
        <p>
          There is no contract. You can stop your subscription whenever you like, and your
          family&rsquo;s information stays yours: a caregiver can download all of it, and you can
          delete your account yourself.
        </p>
      </Section>

      <Section title="Safety never switches off">
        <p>
          If a trial or subscription ends, medication reminders, missed-dose alerts, crisis alerts
          and the medical emergency profile keep working. We will never put someone&rsquo;s safety
          behind a payment.
        </p>
      </Section>

      <SignUpLinks signUpLabel="Create your free account" to="/faq">
        Read common questions
      </SignUpLinks>
    </Page>
  );
}
