import { Printer } from 'lucide-react';
import { Checklist } from '../../components/checklist';
import { HelplineList } from '../../components/helpline-list';
import { ExternalLink } from '../../components/links';
import { Section } from '../../components/section';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Page } from '../../components/ui/page';
import { ResourceLibrary } from '../../features/resources/library';

const ORGANIZATIONS = [
  {
    name: "Alzheimer's Association",
    href: 'https://www.alz.org/',
    label: 'alz.org',
    helpsWith: 'Care tips for every stage, local chapters, support groups and education programs.',
  },
  {
    name: 'National Institute on Aging (NIA)',
    href: 'https://www.nia.nih.gov/health/alzheimers-and-dementia',
    label: 'nia.nih.gov',
    helpsWith:
      'Research-based guides on dementia, caregiving, legal and financial planning, and clinical trials.',
  },
  {
    name: 'Alzheimers.gov',
    href: 'https://www.alzheimers.gov/',
    label: 'alzheimers.gov',
    helpsWith: "The U.S. government's starting point for information and services about dementia.",
  },
  {
    name: 'Eldercare Locator',
    href: 'https://eldercare.acl.gov/',
    label: 'eldercare.acl.gov',
    helpsWith:
      'Finds your local Area Agency on Aging for meals, rides, in-home help and respite care.',
  },
  {
    name: 'ARCH National Respite Network',
    href: 'https://archrespite.org/',
    label: 'archrespite.org',
    helpsWith: 'Explains respite care and helps you find respite services in your state.',
  },
  {
    name: 'ALZConnected',
    href: 'https://www.alzconnected.org/',
    label: 'alzconnected.org',
    helpsWith:
      "The Alzheimer's Association's free online community for caregivers and people living with dementia.",
  },
] as const;

const DOCTOR_QUESTIONS = [
  'What type of dementia is this, and how sure are you?',
  'What changes should we expect in the coming months?',
  'What is each medicine for, and what side effects should we watch for?',
  'Are there any medicines that could make memory or confusion worse?',
  'Could anything else, such as pain, poor sleep, an infection or low mood, be making things worse?',
  'Is it still safe to drive, cook or stay home alone?',
  'Which changes should we call you about right away?',
  'Are there clinical trials that might be a good fit?',
  'Can you refer us to a social worker, support group or other local services?',
  'Who should we call after hours?',
];

/**
 * The library of Kinwell's articles and help pages (by stage and topic, with search), trusted
 * organizations and helplines, and a checklist for the next doctor visit.
 */
export default function ResourcesScreen() {
  return (
    <Page
      wide
      title="Resources"
      lead="Kinwell's own guides and help pages, free helplines, and trusted organizations."
    >
      <Section
        title="Guides and help"
        intro="Plain-language articles for each stage, and how-to pages for Kinwell."
      >
        <ResourceLibrary />
      </Section>

      <Section title="Helplines" intro="All of these are free to call.">
        <HelplineList />
      </Section>

      <Section title="Trusted organizations">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {ORGANIZATIONS.map((org) => (
            <li key={org.name} className="grid">
              <Card className="grid content-start gap-2">
                <h3 className="text-lg font-bold">{org.name}</h3>
                <p>{org.helpsWith}</p>
                <p>
                  <ExternalLink href={org.href} standalone>
                    Visit {org.label}
                  </ExternalLink>
                </p>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        title="Questions to ask the doctor"
        intro="Doctor visits go fast. Pick three or four of these, write them down, and bring them with you."
      >
        <Card className="grid gap-4">
          <Checklist items={DOCTOR_QUESTIONS} />
          <div>
            <Button variant="secondary" onClick={() => window.print()}>
              <Printer aria-hidden="true" className="h-5 w-5" />
              Print this page
            </Button>
          </div>
        </Card>
        <p className="text-fg-muted">
          Adapted from guidance by the National Institute on Aging and the Alzheimer&rsquo;s
          Association.
        </p>
      </Section>
    </Page>
  );
}
