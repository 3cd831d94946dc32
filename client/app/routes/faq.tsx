import { Accordion } from '../../components/accordion';
import { CallToAction, SignUpLinks } from '../../components/call-to-action';
import { ExternalLink, StandaloneLink } from '../../components/links';
import { Section } from '../../components/section';
import { Card } from '../../components/ui/card';
import { Page } from '../../components/ui/page';
import { FAQ_GROUPS } from '../../content/faq';

const OUTSIDE_GUIDES = [
  {
    title: "Alzheimer's and related dementias",
    by: 'National Institute on Aging',
    href: 'https://www.nia.nih.gov/health/alzheimers-and-dementia',
    why: 'Clear, free guides on symptoms, diagnosis, caregiving and planning ahead.',
  },
  {
    title: 'Help and support for caregivers',
    by: "Alzheimer's Association",
    href: 'https://www.alz.org/help-support/caregiving',
    why: 'Practical tips for daily care, safety, and changes in behavior at each stage.',
  },
  {
    title: 'Alzheimers.gov',
    by: 'U.S. federal government',
    href: 'https://www.alzheimers.gov/',
    why: 'One place to find federal information and services for people with dementia and their caregivers.',
  },
] as const;

/** Questions families ask, grouped, and the guides worth reading first (footer "Guides" → #guides). */
export default function FaqScreen() {
  return (
    <Page
      title="Frequently asked questions"
      lead="Plain answers to the questions families ask us most."
    >
      {FAQ_GROUPS.map((group) => (
        <Section key={group.title} title={group.title}>
          <Accordion items={group.items} />
        </Section>
      ))}

      <Section
        id="guides"
        title="Guides for families"
        intro="New to dementia care? These are good places to start, in this order."
      >
        <ol className="grid gap-4">
          {OUTSIDE_GUIDES.map((guide) => (
            <li key={guide.href}>
              <Card className="grid gap-2">
                <h3 className="text-lg font-bold">{guide.title}</h3>
                <p className="text-fg-muted">From the {guide.by}.</p>
                <p>{guide.why}</p>
                <p>
                  <ExternalLink href={guide.href} standalone>
                    Read {guide.title}
                  </ExternalLink>
                </p>
              </Card>
            </li>
          ))}
          <li>
            <Card className="grid gap-2">
              <h3 className="text-lg font-bold">Getting help with Kinwell</h3>
              <p>Who to call, how to reach us, and answers about setup, privacy and billing.</p>
              <p>
                <StandaloneLink to="/support">Go to Support</StandaloneLink>
              </p>
            </Card>
          </li>
          <li>
            <Card className="grid gap-2">
              <h3 className="text-lg font-bold">Why Kinwell exists</h3>
              <p>What we believe, and where our information comes from.</p>
              <p>
                <StandaloneLink to="/about">Read our story</StandaloneLink>
              </p>
            </Card>
          </li>
        </ol>
      </Section>

      <CallToAction title="Still have a question?">
        <p>We are happy to help. You can also try Kinwell free and see for yourself.</p>
        <SignUpLinks to="/support">Contact support</SignUpLinks>
      </CallToAction>
    </Page>
  );
}
