import { BookHeart, HeartPulse, type LucideIcon, Pill, ShieldCheck, Users } from 'lucide-react';
import { CallToAction, SignUpLinks } from '../../components/call-to-action';
import { StandaloneLink } from '../../components/links';
import { CardGrid } from '../../components/ui/card-grid';
import { Page } from '../../components/ui/page';
import { useUser } from '../../features/auth/auth.queries';
import type { Role } from '../../../shared/auth';
import { TRIAL_DAYS } from '../../../shared/product';

type Audience = 'visitor' | Role;

interface FeatureGroup {
  title: string;
  icon: LucideIcon;
  items: readonly string[];
  /** Where to go next; every path exists in that audience's route table. */
  links: Record<Audience, readonly { label: string; to: string }[]>;
}

const GROUPS: readonly FeatureGroup[] = [
  {
    title: 'Care management',
    icon: Pill,
    items: [
      'Medication tracking, with a reminder 15 minutes before each dose',
      'Dose logging with notes and a photo to confirm',
      'An alert to the family when a dose is missed',
      'Appointments the whole family can see',
      'A task hub, so everyone knows who is doing what',
      'Care plans, with templates for the early, middle and late stages',
    ],
    links: {
      visitor: [{ label: 'Learn about care management', to: '/feature/care-management' }],
      caregiver: [
        { label: 'Open Tracking', to: '/tracking' },
        { label: 'Open Care Plans', to: '/care-plans' },
      ],
      family: [{ label: 'See care plan templates', to: '/care-plan-templates' }],
    },
  },
  {
    title: 'Safety',
    icon: ShieldCheck,
    items: [
      'Emergency contacts for the whole care circle',
      'Crisis alerts to every family member, with location sharing',
      'A medical emergency profile with the facts responders need',
      'Safety features keep working even if a subscription ends',
    ],
    links: {
      visitor: [{ label: 'How to get help in an emergency', to: '/support' }],
      caregiver: [{ label: 'How to get help in an emergency', to: '/support' }],
      family: [{ label: 'How to get help in an emergency', to: '/support' }],
    },
  },
  {
    title: 'Memory support',
    icon: BookHeart,
    items: [
      'Family photos and voice recordings, with names and stories',
      'Memory triggers and photo memory books',
      'Music by era and mood',
      'Four calm games: photo matching, word recall, sequence memory and picture naming',
    ],
    links: {
      visitor: [{ label: 'Learn about memory support', to: '/feature/memory-support' }],
      caregiver: [
        { label: 'Open Memory Support', to: '/memory-support' },
        { label: 'Open Cognitive Activities', to: '/cognitive-activities' },
      ],
      family: [
        { label: 'Open Memory Support', to: '/memory-support' },
        { label: 'Open Cognitive Activities', to: '/cognitive-activities' },
      ],
    },
  },
  {
    title: 'Community and support',
    icon: Users,
    items: [
      'Moderated support groups with other families',
      'Expert Q&A',
      'The Kinwell Assistant, day and night, with hand-over to a human care specialist',
    ],
    links: {
      visitor: [{ label: 'Learn about community support', to: '/feature/community-support' }],
      caregiver: [{ label: 'Open Community', to: '/community' }],
      family: [{ label: 'Open Community', to: '/community' }],
    },
  },
  {
    title: 'For the caregiver',
    icon: HeartPulse,
    items: [
      'A Wellness Center with signs of burnout, small daily habits and respite options',
      'Trusted organizations and helplines in one place',
      'A large-text setting and a calm, simple layout',
    ],
    links: {
      visitor: [{ label: 'See where to get support', to: '/support' }],
      caregiver: [
        { label: 'Open the Wellness Center', to: '/burnout-prevention' },
        { label: 'Open Resources', to: '/resources' },
      ],
      family: [
        { label: 'Open the Wellness Center', to: '/burnout-prevention' },
        { label: 'Open Resources', to: '/resources' },
      ],
    },
  },
];

/** What Kinwell does, grouped; links go only where this person's routes lead (spec §2). */
export default function FeaturesScreen() {
  const { user } = useUser();
  const audience: Audience = user ? user.role : 'visitor';
  return (
    <Page
      wide
      title="All Features"
      lead="Kinwell brings a family's care into one calm place. Here is everything it does, grouped by what you need."
    >
      <CardGrid items={GROUPS} columns={3} headingLevel={2}>
        {(group) => (
          <>
            <ul className="grid list-disc gap-1 pl-6">
              {group.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <ul className="grid">
              {group.links[audience].map((link) => (
                <li key={link.to}>
                  <StandaloneLink to={link.to}>{link.label}</StandaloneLink>
                </li>
              ))}
            </ul>
          </>
        )}
      </CardGrid>
      {user ? null : (
        <CallToAction title="Try everything free">
          <p>
            One plan covers the whole family. Your first {TRIAL_DAYS} days are free, with no credit
            card needed.
          </p>
          <SignUpLinks to="/pricing">See pricing</SignUpLinks>
        </CallToAction>
      )}
    </Page>
  );
}
