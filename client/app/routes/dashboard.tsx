import {
  BookHeart,
  CalendarCheck,
  ClipboardList,
  HeartPulse,
  LifeBuoy,
  LibraryBig,
  NotebookPen,
} from 'lucide-react';
import { LinkCard, LinkCardGrid } from '../../components/link-card';
import { TextLink } from '../../components/links';
import { Notice } from '../../components/notice';
import { Section } from '../../components/section';
import { Page } from '../../components/ui/page';
import { useUser } from '../../features/auth/auth.queries';

function greeting(now: Date): string {
  const hour = now.getHours();
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

/** The caregiver's home: a greeting, an honest "Today", and the places they go most. */
export default function DashboardScreen() {
  const { user } = useUser();
  const firstName = user?.name.trim().split(/\s+/)[0] || 'Caregiver';
  const today = new Date().toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  });
  return (
    <Page
      wide
      title="Dashboard"
      lead={`${greeting(new Date())}, ${firstName}. Here is your family's care at a glance.`}
    >
      <Notice title="Today" icon={CalendarCheck}>
        <p className="text-fg-muted">{today}</p>
        <p>
          Nothing is scheduled yet. Medicines, appointments and family tasks will show here once
          they are in Kinwell.
        </p>
        <p>
          Meanwhile, <TextLink to="/tracking">Tracking</TextLink> shows what to note for the next
          doctor visit, with a simple paper log you can print.
        </p>
      </Notice>

      <Section title="Where to go next">
        <LinkCardGrid>
          <LinkCard title="Tracking" to="/tracking" icon={NotebookPen}>
            Keep notes on mood, sleep, appetite and changes to share with the doctor.
          </LinkCard>
          <LinkCard title="Care Plans" to="/care-plans" icon={ClipboardList}>
            Write down routines, wishes and who helps with what, all in one place.
          </LinkCard>
          <LinkCard title="Memory Support" to="/memory-support" icon={BookHeart}>
            Gather photos, stories and music that bring comfort and good moments.
          </LinkCard>
          <LinkCard title="Wellness Center" to="/burnout-prevention" icon={HeartPulse}>
            Look after yourself: signs of burnout, small daily habits and ways to get a break.
          </LinkCard>
          <LinkCard title="Resources" to="/resources" icon={LibraryBig}>
            Trusted helplines and organizations, and questions to ask the doctor.
          </LinkCard>
          <LinkCard title="Support" to="/support" icon={LifeBuoy}>
            Who to call in an emergency, and how to reach the Kinwell team.
          </LinkCard>
        </LinkCardGrid>
      </Section>
    </Page>
  );
}
