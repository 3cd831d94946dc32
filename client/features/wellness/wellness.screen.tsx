import { Coffee, HeartPulse, Home, Sun, Users } from 'lucide-react';
import { Checklist } from '../../components/checklist';
import { HelplineList } from '../../components/helpline-list';
import { ExternalLink } from '../../components/links';
import { Notice } from '../../components/notice';
import { Section } from '../../components/section';
import { CardGrid } from '../../components/ui/card-grid';
import { Page } from '../../components/ui/page';
import { ALZ_HELPLINE, CRISIS_LIFELINE, ELDERCARE_LOCATOR } from '../../../shared/helplines';
import { BreathingExercise } from './breathing';
import { CrisisLine } from './crisis-line';
import { LocalHelp, SelfCareReminder } from './local-help';
import { RespitePlanSection } from './respite-plan';
import { SelfCheck, SelfCheckHistory } from './self-check';

/** The Alzheimer's Association's ten symptoms of caregiver stress. */
const STRESS_SIGNS = [
  { sign: 'Denial', example: 'about the disease and what it means for your family.' },
  { sign: 'Anger', example: 'at the person, at others, or that there is no cure.' },
  { sign: 'Social withdrawal', example: 'from friends and things you used to enjoy.' },
  { sign: 'Anxiety', example: 'about facing another day and about the future.' },
  { sign: 'Depression', example: 'that wears down your spirit and your ability to cope.' },
  { sign: 'Exhaustion', example: 'that makes everyday tasks hard to finish.' },
  { sign: 'Sleeplessness', example: 'from a never-ending list of worries.' },
  { sign: 'Irritability', example: 'and moodiness that lead to sharp words.' },
  { sign: 'Lack of concentration', example: 'that makes familiar tasks harder.' },
  { sign: 'Health problems', example: 'that begin to take a toll on your body and mind.' },
] as const;

const DAILY_PRACTICES = [
  'Take ten minutes for yourself: a short walk, a cup of tea, a phone call with a friend.',
  'Eat regular meals and drink water. Keep easy snacks within reach.',
  'Keep your own doctor visits. Tell your doctor you are a caregiver.',
  'Say yes when someone offers help. Keep a list of small jobs people can do.',
  'Move your body a little every day. Even stretching counts.',
  'Notice one thing that went well today, however small.',
  'Let go of what does not matter. A good-enough day is a good day.',
];

const RESPITE = [
  {
    title: 'Family and friends',
    icon: Users,
    text: 'Ask someone to sit with your person for an afternoon. Be specific: “Could you come Tuesday from 2 to 5?”',
  },
  {
    title: 'Adult day programs',
    icon: Sun,
    text: 'Safe, social daytime activities for the person living with dementia, while you work, rest or run errands.',
  },
  {
    title: 'In-home help',
    icon: Home,
    text: 'A paid aide or companion comes to your home for a few hours, so you can step away.',
  },
  {
    title: 'Short stays',
    icon: Coffee,
    text: 'Some assisted living and memory care communities offer stays of a few days or weeks, so you can travel or recover.',
  },
] as const;

/**
 * Caregiver well-being: the private self-check and its history, a breathing exercise, the daily
 * reminder, local help, signs of burnout (sourced), small practices, respite, and who to call.
 */
export default function WellnessScreen() {
  return (
    <Page
      title="Wellness Center"
      lead="Caring for someone with dementia is hard work. Looking after yourself is part of good care, not a luxury."
    >
      <CrisisLine />

      <Section
        id="self-check"
        title="How are you? A short self-check"
        intro="A questionnaire from the American Medical Association that helps caregivers notice stress early. Your answers are private to you."
      >
        <SelfCheck />
      </Section>

      <Section
        title="Your earlier results"
        intro="Only you can see these. Delete them whenever you like."
      >
        <SelfCheckHistory />
      </Section>

      <Section id="breathing" title="A slow breath" intro="Go at your own pace. There is no timer.">
        <BreathingExercise />
      </Section>

      <Section title="A daily moment for yourself" intro="A gentle reminder, only if you want one.">
        <SelfCareReminder />
      </Section>

      <Section
        id="respite-plan"
        title="Your respite plan"
        intro="Who can step in so you can rest, when, how to reach them, and what they need to know. Print it for the person stepping in."
      >
        <RespitePlanSection />
      </Section>

      <Section id="local-help" title="Help near you">
        <LocalHelp />
      </Section>

      <Section
        title="Signs of caregiver stress"
        intro="If you notice these often, talk to your doctor. You deserve care too."
      >
        <ul className="grid gap-2">
          {STRESS_SIGNS.map((item) => (
            <li key={item.sign} className="flex items-start gap-3">
              <HeartPulse aria-hidden="true" className="text-accent mt-1 h-5 w-5 shrink-0" />
              <span>
                <strong>{item.sign}</strong> {item.example}
              </span>
            </li>
          ))}
        </ul>
        <p className="text-fg-muted">
          Source:{' '}
          <ExternalLink href="https://www.alz.org/help-support/caregiving/caregiver-health/caregiver-stress">
            Alzheimer&rsquo;s Association, 10 symptoms of caregiver stress
          </ExternalLink>
        </p>
      </Section>

      <Section title="Small things that help every day">
        <Checklist items={DAILY_PRACTICES} />
      </Section>

      <Section
        title="Take a break: respite care"
        intro="Respite care gives you time off while someone else looks after your person."
      >
        <CardGrid items={RESPITE} compact>
          {(option) => <p>{option.text}</p>}
        </CardGrid>
        <p>
          To find respite near you, call the Eldercare Locator or search the{' '}
          <ExternalLink href="https://archrespite.org/">ARCH National Respite Network</ExternalLink>
          .
        </p>
      </Section>

      <Section title="Someone to talk to">
        <HelplineList helplines={[ALZ_HELPLINE, ELDERCARE_LOCATOR, CRISIS_LIFELINE]} />
      </Section>

      <Notice title="If you are in crisis" tone="danger">
        <p>
          If you feel you might hurt yourself or the person you care for, call or text{' '}
          <a href="tel:988" className="font-semibold underline underline-offset-4">
            988
          </a>{' '}
          now. You are not a bad caregiver for feeling this way. You need support, and it is there.
        </p>
      </Notice>
    </Page>
  );
}
