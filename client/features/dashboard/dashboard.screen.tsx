import {
  BookHeart,
  CalendarDays,
  ContactRound,
  ClipboardList,
  ListChecks,
  HeartPulse,
  LifeBuoy,
  LibraryBig,
  NotebookPen,
  Pill,
} from 'lucide-react';
import { LinkCard, LinkCardGrid } from '../../components/link-card';
import { Notice } from '../../components/notice';
import { Section } from '../../components/section';
import { Page } from '../../components/ui/page';
import { SETUP_STEPS } from '../../../shared/care-recipient-basics';
import { ButtonLink } from '../../components/ui/button';
import { useUser } from '../auth/auth.queries';
import { useCurrentCircle } from '../circles/circles.queries';
import { NoCircleNotice } from '../circles/join-circle.part';
import { TodayAtAGlance } from './today-at-a-glance.part';
import { can } from '../../../shared/permissions';
import { hourIn, useViewerTimeZone } from '../../lib/viewer-time-zone';

/** Until the profile is filled, the dashboard asks for it first (and says how far it got). */
function ProfileNudge({ step }: { step: number }) {
  return (
    <Notice title="Tell us about the person you care for" icon={ContactRound}>
      <p>
        Their name, photo, health and what calms them: a few minutes, saved as you go. Reminders use
        their time zone, so this comes first.
      </p>
      {step > 0 ? (
        <p>
          You have done {step} of {SETUP_STEPS.length} steps.
        </p>
      ) : null}
      <div>
        <ButtonLink to="/care-recipient/setup">
          {step > 0 ? 'Continue setting up' : 'Start now'}
        </ButtonLink>
      </div>
    </Notice>
  );
}

function greeting(now: Date, zone: string): string {
  const hour = hourIn(now, zone);
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

/** The caregiver's home: a greeting, today at a glance (live), and the places they go most. */
export default function DashboardScreen() {
  const { user } = useUser();
  const { circleId, circle } = useCurrentCircle();
  const zone = useViewerTimeZone();
  const firstName = user?.name.trim().split(/\s+/)[0] || 'Caregiver';
  const now = new Date();
  const today = now.toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: zone,
  });
  return (
    <Page
      wide
      title="Dashboard"
      lead={`${greeting(now, zone)}, ${firstName}. Here is your family's care at a glance.`}
    >
      {!circleId ? <NoCircleNotice /> : null}
      {circle && !circle.isSetUp ? <ProfileNudge step={circle.setupStep} /> : null}
      {circleId ? (
        <section aria-labelledby="today-heading" className="grid gap-3">
          <h2 id="today-heading" className="text-2xl font-bold">
            Today <span className="text-fg-muted text-lg font-normal">{today}</span>
          </h2>
          <TodayAtAGlance
            circleId={circleId}
            level={3}
            canAddAppointment={can(user?.role, 'care.manage')}
          />
        </section>
      ) : null}

      <Section title="Where to go next">
        <LinkCardGrid>
          <LinkCard
            title={
              circle?.recipientName ? `About ${circle.recipientName}` : 'Care recipient profile'
            }
            to="/care-recipient"
            icon={ContactRound}
          >
            Health, allergies, routines and what calms them, for everyone who helps.
          </LinkCard>
          <LinkCard title="Medications" to="/medications" icon={Pill}>
            Every medicine, its dose and times, with reminders and family alerts.
          </LinkCard>
          <LinkCard title="Appointments" to="/appointments" icon={CalendarDays}>
            The calendar, who is taking them, and a link for your phone’s calendar.
          </LinkCard>
          <LinkCard title="Family tasks" to="/tasks" icon={ListChecks}>
            Who is doing what: give tasks, take them, and mark them done.
          </LinkCard>
          <LinkCard title="Tracking" to="/tracking" icon={NotebookPen}>
            One-tap notes on mood, sleep, falls and more, with charts and a doctor-visit report.
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
