import { Ban, HeartHandshake, Lock, ShieldCheck, Sparkles } from 'lucide-react';
import { CallToAction, SignUpLinks } from '../../components/call-to-action';
import { ExternalLinkList, MailLink } from '../../components/links';
import { Section } from '../../components/section';
import { CardGrid } from '../../components/ui/card-grid';
import { Page } from '../../components/ui/page';
import { useAppConfig } from '../../features/auth/auth.queries';

const BELIEFS = [
  {
    title: 'Families first',
    icon: HeartHandshake,
    text: 'Care is a team effort. Kinwell is built for the spouse at home, the daughter two states away and the grandson who wants to help.',
  },
  {
    title: 'Safety never switches off',
    icon: ShieldCheck,
    text: 'Medication reminders, missed-dose alerts and crisis alerts keep working even if a subscription ends. Safety is never behind a payment.',
  },
  {
    title: 'Your data is yours',
    icon: Lock,
    text: 'Only your care circle sees your information. We do not sell it. A caregiver can download all of it, and you can delete your account at any time.',
  },
  {
    title: 'Dignity for the person living with dementia',
    icon: Sparkles,
    text: 'Our memory games have no timers, no scores and no "wrong" answers. Nothing on their screen counts down, flashes or scolds.',
  },
] as const;

const SOURCES = [
  { name: 'National Institute on Aging (NIA)', href: 'https://www.nia.nih.gov/' },
  { name: "Alzheimer's Association", href: 'https://www.alz.org/' },
  { name: 'Centers for Disease Control and Prevention (CDC)', href: 'https://www.cdc.gov/' },
] as const;

/** "Our story": why Kinwell exists, what it believes, how it uses sources. No invented people or numbers. */
export default function AboutScreen() {
  const { supportEmail } = useAppConfig();
  return (
    <Page title="Our story" lead="Why Kinwell exists, and what we promise the families who use it.">
      <Section title="Why Kinwell exists">
        <p>
          When someone you love is living with dementia, care soon spreads across a whole family.
          Pill bottles on the counter. Appointment cards on the fridge. A group text that nobody can
          scroll back through. One person often carries most of it, and it is a lot.
        </p>
        <p>
          According to the Alzheimer&rsquo;s Association&rsquo;s 2025 Facts and Figures report,
          nearly 12 million family members and other unpaid caregivers in the United States care for
          people living with Alzheimer&rsquo;s or other dementias. We built Kinwell for them.
        </p>
        <p>
          Kinwell puts medicines, appointments, tasks, care plans and memories in one calm place, so
          the whole family can share the load and see the same picture.
        </p>
      </Section>

      <Section title="What we believe">
        <CardGrid items={BELIEFS} compact>
          {(belief) => <p>{belief.text}</p>}
        </CardGrid>
      </Section>

      <Section title="How we work with sources">
        <p>
          Kinwell is not a medical provider, and it does not give medical advice. When we share
          facts or guidance about dementia, we take them from trusted public sources and name the
          source:
        </p>
        <ExternalLinkList links={SOURCES} />
        <p>
          If you spot something that is out of date or wrong, please tell us at{' '}
          <MailLink email={supportEmail} />.
        </p>
      </Section>

      <Section title="What we will not do">
        <ul className="grid gap-2">
          {[
            'Make up reviews, ratings or success numbers.',
            'Sell your family’s information.',
            'Switch off safety features because of billing.',
            'Pretend to be a doctor.',
          ].map((item) => (
            <li key={item} className="flex items-start gap-3">
              <Ban aria-hidden="true" className="mt-1 h-5 w-5 shrink-0" />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      </Section>

      <CallToAction title="Bring your family together">
        <p>Try Kinwell free, or ask us anything first.</p>
        <SignUpLinks to="/support">Get support</SignUpLinks>
      </CallToAction>
    </Page>
  );
}
