import type { Role } from '../../shared/auth';

export interface NavItem {
  label: string;
  to: string;
}

/** Signed-in header navigation, in the spec's order (§2). Tablets show the first four. */
export const APP_NAV: readonly NavItem[] = [
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'All Features', to: '/features' },
  { label: 'Resources', to: '/resources' },
  { label: 'Tracking', to: '/tracking' },
  { label: 'Community', to: '/community' },
  { label: 'Care Plans', to: '/care-plans' },
  { label: 'Plan Templates', to: '/care-plan-templates' },
  { label: 'Wellness Center', to: '/burnout-prevention' },
  { label: 'Cognitive Activities', to: '/cognitive-activities' },
  { label: 'Memory Support', to: '/memory-support' },
  { label: 'Support', to: '/support' },
];

/** Signed-out header (§2). */
export const PUBLIC_NAV: readonly NavItem[] = [
  { label: 'How We Help', to: '/features' },
  { label: 'Get Support', to: '/support' },
  { label: 'Our Story', to: '/about' },
  { label: 'Join Community', to: '/feature/community-support' },
];

/** The caregiver-only mobile bottom bar (§2). */
export const BOTTOM_BAR: readonly NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'Features', to: '/features' },
  { label: 'Tracking', to: '/tracking' },
  { label: 'Wellness', to: '/burnout-prevention' },
  { label: 'Community', to: '/community' },
];

/** The paths a family member may open (§2); any other path shows memory support. */
export const FAMILY_PATHS: readonly string[] = [
  '/',
  '/memory-support',
  '/features',
  '/cognitive-activities',
  '/community',
  '/resources',
  '/care-plan-templates',
  '/burnout-prevention',
  '/account',
  '/notifications',
  '/medications',
  '/medications/today',
  '/subscription',
  '/support',
  '/privacy-policy',
  '/appointments',
  '/tasks',
];

export const navForRole = (role: Role): readonly NavItem[] =>
  role === 'caregiver' ? APP_NAV : APP_NAV.filter((item) => FAMILY_PATHS.includes(item.to));
