import { MessagesSquare, Phone, Users } from 'lucide-react';
import { ExternalLink, PhoneLink } from '../../components/links';
import { Notice } from '../../components/notice';
import { Section } from '../../components/section';
import { Card } from '../../components/ui/card';
import { Page } from '../../components/ui/page';

const GUIDELINES = [
  {
    title: 'Be kind',
    text: 'Everyone here is doing their best on hard days. Listen first, and be gentle.',
  },
  {
    title: 'Share experience, not medical advice',
    text: 'Say what worked for your family, not what someone else should do. Check anything about medicines or symptoms with a doctor.',
  },
  {
    title: 'Protect privacy',
    text: 'The person you care for did not choose to be in a group. Leave out full names, addresses, and photos they would not want shared.',
  },
  {
    title: 'Keep it safe',
    text: 'No selling, advertising or asking for money. Moderators remove posts that break these rules.',
  },
] as const;

/** Moderated support groups and expert Q&A: honest about no posts yet, with peer support that exists today. */
export default function CommunityScreen() {
  return (
    <Page
      title="Community"
      lead="Support groups for families like yours, and questions answered by people who know dementia care."
    >
      <Notice title="No posts yet" icon={MessagesSquare}>
        <p>
          There are no posts in the Kinwell support groups or expert Q&amp;A yet, and posting is not
          open in this version of Kinwell. You can still find other families today: the groups below
          are free and open now.
        </p>
      </Notice>

      <Section title="Find other families today">
        <ul className="grid gap-4 sm:grid-cols-2">
          <li className="grid">
            <Card className="grid content-start gap-2">
              <h3 className="flex items-center gap-3 text-lg font-bold">
                <Users aria-hidden="true" className="text-accent h-6 w-6 shrink-0" />
                <span>ALZConnected</span>
              </h3>
              <p>
                The Alzheimer&rsquo;s Association&rsquo;s free online community. Post questions and
                read what other caregivers have learned, any time of day.
              </p>
              <p>
                <ExternalLink href="https://www.alzconnected.org/" standalone>
                  Visit alzconnected.org
                </ExternalLink>
              </p>
            </Card>
          </li>
          <li className="grid">
            <Card className="grid content-start gap-2">
              <h3 className="flex items-center gap-3 text-lg font-bold">
                <Phone aria-hidden="true" className="text-accent h-6 w-6 shrink-0" />
                <span>A support group near you</span>
              </h3>
              <p>
                Call the Alzheimer&rsquo;s Association 24/7 Helpline and ask for caregiver support
                groups in your area, in person or online.
              </p>
              <p>
                <PhoneLink number="1-800-272-3900" standalone label="Call 1-800-272-3900" />
              </p>
            </Card>
          </li>
        </ul>
      </Section>

      <Section
        title="Community guidelines"
        intro="Every Kinwell group is moderated. These rules keep it a safe place."
      >
        <ul className="grid gap-3">
          {GUIDELINES.map((rule) => (
            <li key={rule.title}>
              <h3 className="text-lg font-bold">{rule.title}</h3>
              <p>{rule.text}</p>
            </li>
          ))}
        </ul>
      </Section>
    </Page>
  );
}
