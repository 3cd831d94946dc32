import { MessageCircle, ShieldCheck, Stethoscope, Users } from 'lucide-react';
import { CallToAction, SignUpLinks } from '../../components/call-to-action';
import { StandaloneLink } from '../../components/links';
import { Section } from '../../components/section';
import { CardGrid } from '../../components/ui/card-grid';
import { Page } from '../../components/ui/page';
import { TRIAL_DAYS } from '../../../shared/product';

const AREAS = [
  {
    title: 'Support groups',
    icon: Users,
    text: 'Talk with other families who know what this is like. Share what works, ask what to expect, or just be heard.',
  },
  {
    title: 'Expert Q&A',
    icon: Stethoscope,
    text: 'Ask questions about care, behavior changes and planning. Experts answer in plain words.',
  },
  {
    title: 'Kinwell Assistant',
    icon: MessageCircle,
    text: 'Ask about Kinwell any time of day. When you need a person, the assistant hands you over to a human care specialist.',
  },
  {
    title: 'Moderated and kind',
    icon: ShieldCheck,
    text: 'Moderators keep every group safe and respectful. Members protect the privacy and dignity of the people they care for.',
  },
] as const;

/** Marketing page for community support (spec §1): moderated groups, expert Q&A, the assistant. */
export default function FeatureCommunitySupportScreen() {
  return (
    <Page
      wide
      title="Community support"
      lead="Caring for someone with dementia can feel lonely. Kinwell connects you with other families and with people who know the road ahead."
    >
      <Section title="Ways to connect">
        <CardGrid items={AREAS}>{(area) => <p>{area.text}</p>}</CardGrid>
      </Section>

      <Section title="Our community guidelines">
        <ul className="grid list-disc gap-1 pl-6">
          <li>Be kind. Everyone here is doing their best.</li>
          <li>Share experience, not medical advice. Check anything medical with a doctor.</li>
          <li>
            Protect privacy. Do not post full names, addresses or photos of the person you care for.
          </li>
          <li>No selling or advertising.</li>
        </ul>
      </Section>

      <Section title="Need someone to talk to today?">
        <p>
          The Alzheimer&rsquo;s Association 24/7 Helpline is free and open day and night. Call{' '}
          <a href="tel:+18002723900" className="font-semibold underline underline-offset-4">
            1-800-272-3900
          </a>
          .
        </p>
        <p>
          <StandaloneLink to="/support">See more ways to get help</StandaloneLink>
        </p>
      </Section>

      <CallToAction title="Join families like yours">
        <p>Your first {TRIAL_DAYS} days are free. No credit card needed.</p>
        <SignUpLinks to="/feature/memory-support">See memory support</SignUpLinks>
      </CallToAction>
    </Page>
  );
}
