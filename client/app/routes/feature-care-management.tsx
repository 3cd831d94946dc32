import { CalendarDays, ClipboardList, ListChecks, Pill, ShieldCheck } from 'lucide-react';
import { CallToAction, SignUpLinks } from '../../components/call-to-action';
import { Checklist } from '../../components/checklist';
import { Section } from '../../components/section';
import { Card } from '../../components/ui/card';
import { CardGrid } from '../../components/ui/card-grid';
import { Page } from '../../components/ui/page';
import { TRIAL_DAYS } from '../../../shared/product';

const AREAS = [
  {
    title: 'Medications',
    icon: Pill,
    points: [
      'List every medicine with its dose and times.',
      'Get a reminder 15 minutes before each dose.',
      'Log each dose with a note and a photo, so the family knows it was taken.',
      'If a dose is not logged in time, everyone who asked to know gets one alert.',
    ],
  },
  {
    title: 'Appointments',
    icon: CalendarDays,
    points: [
      'Keep doctor visits, therapy and tests in one shared calendar.',
      'See who is driving and who is going along.',
      'Write down questions to ask before you go.',
    ],
  },
  {
    title: 'Family tasks',
    icon: ListChecks,
    points: [
      'Share jobs like grocery runs, bill paying and calls to the pharmacy.',
      'Each task has one owner, so nothing is done twice or forgotten.',
      'Family far away can help with the jobs they can do from home.',
    ],
  },
  {
    title: 'Care plans',
    icon: ClipboardList,
    points: [
      'Start from a template for the early, middle or late stage.',
      'Keep routines, preferences and important papers in one place.',
      'Update the plan together as needs change.',
    ],
  },
] as const;

/** Marketing page for care management (spec §1): medicines, appointments, tasks, plans. */
export default function FeatureCareManagementScreen() {
  return (
    <Page
      wide
      title="Care management"
      lead="Medicines, appointments and tasks, shared by the whole family. Less to remember, fewer group texts, and no doubt about who did what."
    >
      <Section title="What you can do">
        <CardGrid items={AREAS}>{(area) => <Checklist items={area.points} />}</CardGrid>
      </Section>

      <Section title="Safety comes first">
        <Card className="grid gap-3">
          <h3 className="flex items-center gap-3 text-xl font-bold">
            <ShieldCheck aria-hidden="true" className="text-accent h-7 w-7 shrink-0" />
            <span>Always on</span>
          </h3>
          <p>
            Emergency contacts, crisis alerts with location sharing, and a medical emergency profile
            sit beside your care plan. Medication reminders, missed-dose alerts and crisis alerts
            keep working even if a subscription ends.
          </p>
        </Card>
      </Section>

      <Section title="Who does what">
        <p>
          The primary caregiver manages medicines, appointments and the care plan. Family members
          see care updates and help with memories. A family can have more than one caregiver.
        </p>
      </Section>

      <CallToAction title="Try it with your family">
        <p>Your first {TRIAL_DAYS} days are free. No credit card needed.</p>
        <SignUpLinks to="/pricing">See pricing</SignUpLinks>
      </CallToAction>
    </Page>
  );
}
