import { BookHeart, HeartHandshake, HelpCircle, Pill, ShieldCheck, Users } from 'lucide-react';
import { Accordion } from '../../components/accordion';
import { CallToAction, SignUpLinks } from '../../components/call-to-action';
import { LinkCard, LinkCardGrid } from '../../components/link-card';
import { StandaloneLink } from '../../components/links';
import { PlanPrice } from '../../components/plan-price';
import { Section } from '../../components/section';
import { StatGrid } from '../../components/stat-grid';
import { ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Page } from '../../components/ui/page';
import { LANDING_FAQ } from '../../content/faq';
import { PRICE_YEAR_TEXT } from '../../content/plan';
import { STATISTICS } from '../../content/statistics';
import { TRIAL_DAYS } from '../../../shared/product';

/** The signed-out home page (spec §2): hero, feature cards, facts, questions, price, call to action. */
export default function LandingScreen() {
  return (
    <Page
      wide
      title="Care for your family, together"
      lead="Kinwell keeps the whole family on one page: medicines, appointments, tasks and the memories that matter. It is made for families caring for a person living with dementia."
    >
      <div className="grid gap-3">
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <ButtonLink to="/register" className="text-lg">
            Begin with a Free Consultation
          </ButtonLink>
          <ButtonLink to="/community" variant="secondary" className="text-lg">
            Connect with Other Families
          </ButtonLink>
        </div>
        <p className="text-fg-muted">
          {TRIAL_DAYS} days free. No credit card needed. Cancel anytime.
        </p>
      </div>

      <Section title="How Kinwell helps" intro="Start wherever you need help most.">
        <LinkCardGrid>
          <LinkCard title="Care management" to="/feature-care-management" icon={Pill}>
            Medicine reminders, dose logs, appointments and a shared task list, so nothing falls
            through the cracks.
          </LinkCard>
          <LinkCard title="Memory support" to="/feature-memory-support" icon={BookHeart}>
            Family photos, voice recordings, music and calm memory games to enjoy together.
          </LinkCard>
          <LinkCard title="Community support" to="/feature/community-support" icon={Users}>
            Moderated support groups and expert answers from people who understand.
          </LinkCard>
          <LinkCard title="Questions families ask" to="/faq" icon={HelpCircle}>
            Plain answers about price, privacy, roles and getting started.
          </LinkCard>
          <LinkCard title="Our story" to="/about" icon={HeartHandshake}>
            Why we built Kinwell, and who we built it for.
          </LinkCard>
          <LinkCard title="What we believe" to="/about" icon={ShieldCheck}>
            Families first. Safety never switched off. Your data stays yours.
          </LinkCard>
        </LinkCardGrid>
      </Section>

      <Section
        title="You are not alone"
        intro="Millions of people in the United States care for someone living with dementia."
      >
        <StatGrid stats={STATISTICS} />
      </Section>

      <Section title="Questions families ask first">
        <Accordion items={LANDING_FAQ} />
        <p>
          <StandaloneLink to="/faq">See all questions and answers</StandaloneLink>
        </p>
      </Section>

      <Section title="One plan for the whole family">
        <Card className="grid gap-4">
          <PlanPrice>per month for your whole family, {PRICE_YEAR_TEXT} a year</PlanPrice>
          <ul className="grid list-disc gap-1 pl-6">
            <li>Your first {TRIAL_DAYS} days are free</li>
            <li>No credit card needed to start</li>
            <li>Cancel anytime</li>
            <li>
              Safety features, such as medication reminders and crisis alerts, never switch off,
              even if your subscription ends
            </li>
          </ul>
          <SignUpLinks to="/pricing">See everything included</SignUpLinks>
        </Card>
      </Section>

      <CallToAction title="Caring is a lot. Let us help carry it.">
        <p>
          Setting up your account takes a few minutes. Your first {TRIAL_DAYS} days are free, and
          you can stop at any time.
        </p>
        <div>
          <ButtonLink to="/register">Create your free account</ButtonLink>
        </div>
      </CallToAction>
    </Page>
  );
}
