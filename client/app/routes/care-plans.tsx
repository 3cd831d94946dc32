import { ClipboardList } from 'lucide-react';
import { StandaloneLink, TextLink } from '../../components/links';
import { Notice } from '../../components/notice';
import { Section } from '../../components/section';
import { ButtonLink } from '../../components/ui/button';
import { Page } from '../../components/ui/page';

const PLAN_PARTS = [
  {
    title: 'Daily routine',
    text: 'Wake-up, meals, activities, rest and bedtime. What a good day looks like.',
  },
  {
    title: 'Medicines',
    text: 'Each medicine, its dose and times, who gives it, and the pharmacy.',
  },
  {
    title: 'Health and doctors',
    text: 'Diagnosis, other conditions, allergies, doctors and their phone numbers.',
  },
  { title: 'Safety', text: 'Home safety steps, driving, wandering plan and emergency contacts.' },
  {
    title: 'Preferences',
    text: 'Favorite foods, music, people and places. What calms, and what upsets.',
  },
  {
    title: 'Who helps with what',
    text: 'Which family member, friend or paid helper covers each task, and when.',
  },
  {
    title: 'Legal and money matters',
    text: 'Where the power of attorney, advance directive and insurance papers are kept.',
  },
  {
    title: 'Wishes for the future',
    text: 'Care wishes, and plans for respite, a care setting, and end-of-life care.',
  },
] as const;

/** What a care plan covers, with an honest empty state and a way into the stage templates. */
export default function CarePlansScreen() {
  return (
    <Page
      title="Care Plans"
      lead="A care plan is your family's shared guide: how to care for your person, who does what, and what they would want."
    >
      <Notice title="No care plan yet" icon={ClipboardList}>
        <p>
          Your care circle does not have a care plan in Kinwell yet. The stage templates are a good
          place to begin. They list what most families plan for at each stage of dementia.
        </p>
        <div>
          <ButtonLink to="/care-plan-templates">See the plan templates</ButtonLink>
        </div>
      </Notice>

      <Section title="What a care plan covers">
        <ul className="grid gap-4 sm:grid-cols-2">
          {PLAN_PARTS.map((part) => (
            <li
              key={part.title}
              className="border-border grid content-start gap-1 rounded-xl border p-4"
            >
              <h3 className="text-lg font-bold">{part.title}</h3>
              <p>{part.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section title="Tips for a plan that works">
        <ul className="grid list-disc gap-1 pl-6">
          <li>
            Make the plan with the person living with dementia while they can still take part.
          </li>
          <li>
            Start small. A one-page plan that is kept up to date beats a long one nobody reads.
          </li>
          <li>
            Look at it again after every big change, such as a hospital stay or a new medicine.
          </li>
          <li>Keep a printed copy by the phone for helpers and emergencies.</li>
        </ul>
        <p>
          Want to talk it through? The <TextLink to="/resources">Resources</TextLink> page lists
          free helplines that help families plan care.
        </p>
        <p>
          <StandaloneLink to="/care-plan-templates">Start from a stage template</StandaloneLink>
        </p>
      </Section>
    </Page>
  );
}
