import type { Role } from './auth';
import type { CircleRight } from './permissions';

/**
 * The route manifest: every page Kinwell shows, once (docs/decisions/076-route-manifest-and-page-
 * drawing.md). The server reads it for its 404s, sitemap, pre-rendering and first screens; the
 * client for its lazily loaded screens, both roles' route trees, the navigation and the family
 * fallback (through shared/route-access.ts). Adding a screen is its file in a feature folder plus
 * one line here. It imports nothing but types, and no screen imports it: the main script holds
 * it, and a module it shared with a lazily loaded chunk would become a file of its own that
 * every public page loads.
 */

/**
 * The module that draws a page, relative to client/. The router loads it when the page opens
 * (client/app/screens.ts); the build's manifest names its chunk by the same path.
 */
export type ScreenModule = `features/${string}.screen.tsx` | `app/routes/${string}.tsx`;

/**
 * What opening a member's page needs: a right from the rights table (shared/permissions.ts), so
 * a right given to family members also opens its screens; the caregiver role, for screens the
 * spec keeps from family members whatever their rights; or only being signed in.
 */
export type RouteNeeds = CircleRight | 'caregiver' | 'signed-in';

/** The caregivers' mobile bottom bar's icons (lucide names, drawn by client/app/shell). */
export type BarIcon = 'house' | 'layout-grid' | 'activity' | 'heart' | 'users';

/**
 * A screen the server draws for a signed-in visit that starts on it (decision 017): the GET
 * requests it makes at once when the person belongs to a circle (the server preloads them), and
 * those of them it is drawn with, their answers sent in the page. Only reads whose drawing does
 * not depend on the viewer's clock or zone belong in `drawnWith`. Each is an endpoint's path
 * (`shared/*.endpoints.ts`); server/lib/first-screen-hints.test.ts checks that each answers.
 */
export interface FirstReads {
  requests: readonly string[];
  drawnWith?: readonly string[];
}

/** What a page shows: a screen, or a move to another path. */
type Shows = { screen: ScreenModule; redirectTo?: never } | { redirectTo: string; screen?: never };

/** A page of the family app, for someone signed in to a family account. */
export type MemberRoute = Shows & {
  path: string;
  audience: 'member';
  needs: RouteNeeds;
  /** What family members see here instead of `screen`. */
  familyScreen?: ScreenModule;
  /** Its label in the header navigation, which lists routes in this manifest's order (spec §2). */
  nav?: string;
  /** Its place in the caregivers' mobile bottom bar (spec §2). */
  bar?: { label: string; icon: BarIcon; slot: number };
  /** Fills the screen for the person living with dementia: no header, menus, banners or tour. */
  fullScreen?: true;
  /** Drawn on the server when a visit starts here, per role (decision 017). */
  firstScreen?: Partial<Record<Role, FirstReads>>;
};

/**
 * A page of the staff console. It opens without a family sign-in (staff sessions are apart); the
 * screen checks the staff sign-in and its right (client/features/staff/staff-console.part.tsx,
 * which also holds the console's own menu).
 */
export type StaffRoute = Shows & { path: string; audience: 'staff' };

/** A page that opens the same way signed in or not (an invitation, the staff sign-in). */
export type AnyoneRoute = Shows & { path: string; audience: 'anyone' };

/**
 * A public page: for everyone, pre-rendered at build time unless it says otherwise (decision 016).
 * Guides and help pages are added from the content (shared/public-routes.ts).
 */
export interface PublicRoute {
  path: string;
  audience: 'public';
  screen: ScreenModule;
  /** The page's h1; the document title is `${title} — Kinwell`. */
  title: string;
  description: string;
  /** Another path with the same content: search engines are pointed there. */
  canonicalPath?: string;
  /** Listed in sitemap.xml (default: unless its canonical is elsewhere). */
  inSitemap?: boolean;
  /**
   * Pre-rendered at build time (default true). Sign-in and registration are not: a form clicked
   * before the page hydrates would submit natively and put the password in the address.
   */
  isPrerendered?: boolean;
  /** The trail shown above the title and in the BreadcrumbList data; home is implied. */
  breadcrumbs?: { name: string; path: string }[];
}

export type AppRoute = MemberRoute | StaffRoute | AnyoneRoute | PublicRoute;

/**
 * A family member's home, also shown on every path they may not open, so a caregiver's link
 * never strands them on an error page (spec §2, decision 005).
 */
export const FAMILY_HOME_SCREEN: ScreenModule = 'features/memory/memory-support.screen.tsx';

/** Any other path: the 404 page. */
export const NOT_FOUND_SCREEN: ScreenModule = 'app/routes/not-found.tsx';

const FEATURES_DESCRIPTION =
  'Everything Kinwell does for a family caring for a person living with dementia: medicines, appointments, tasks, memories, safety and support.';
const PRICING_DESCRIPTION =
  'One plan for the whole family: 30 days free with no credit card, then $14.95 a month. Cancel anytime.';
const ALL_FEATURES = [{ name: 'All Features', path: '/features' }];

/** The dashboard: TodayAtAGlance (today's doses and the summary) and the current circle. */
const DASHBOARD_READS: FirstReads = {
  requests: ['/api/circle/doses', '/api/circle/dashboard', '/api/circle'],
};
/** A family member's home: memory support with the family's part of today. */
const FAMILY_HOME_READS: FirstReads = {
  requests: ['/api/circle/doses', '/api/circle/dashboard'],
};
/** "Did Rosa take the 8:00 AM Donepezil?": times in the care recipient's zone, from the answers. */
const TODAYS_DOSES_READS: FirstReads = {
  requests: ['/api/circle/doses', '/api/circle/medications'],
  drawnWith: ['/api/circle/doses', '/api/circle/medications'],
};

/** Every page, in navigation order for the members' header. */
export const ROUTES: readonly AppRoute[] = [
  // Public pages (spec §2, signed out; decisions 016 and 025).
  {
    path: '/',
    audience: 'public',
    screen: 'app/routes/landing.tsx',
    title: 'Care for your family, together',
    description:
      'Kinwell helps families caring for a person living with dementia share medications, appointments, tasks and memories in one calm place.',
  },
  {
    path: '/features',
    audience: 'public',
    screen: 'app/routes/features.tsx',
    title: 'All Features',
    description: FEATURES_DESCRIPTION,
  },
  {
    path: '/feature/care-management',
    audience: 'public',
    screen: 'app/routes/feature-care-management.tsx',
    title: 'Care management',
    description:
      'Medicines, appointments and tasks, shared by the whole family. Reminders before each dose and a clear record of who did what.',
    breadcrumbs: ALL_FEATURES,
  },
  {
    path: '/feature/memory-support',
    audience: 'public',
    screen: 'app/routes/feature-memory-support.tsx',
    title: 'Memory support',
    description:
      'Family photos, voice recordings, music and calm, errorless memory games for a person living with dementia and the people around them.',
    breadcrumbs: ALL_FEATURES,
  },
  {
    path: '/feature/community-support',
    audience: 'public',
    screen: 'app/routes/feature-community-support.tsx',
    title: 'Community support',
    description:
      'Moderated support groups and answers from experts, for families caring for a person living with dementia.',
    breadcrumbs: ALL_FEATURES,
  },
  {
    path: '/pricing',
    audience: 'public',
    screen: 'app/routes/pricing.tsx',
    title: 'Pricing',
    description: PRICING_DESCRIPTION,
  },
  {
    path: '/faq',
    audience: 'public',
    screen: 'app/routes/faq.tsx',
    title: 'Frequently asked questions',
    description:
      'Plain answers to the questions families ask most about Kinwell: price, privacy, roles, safety and getting started.',
  },
  {
    path: '/about',
    audience: 'public',
    screen: 'app/routes/about.tsx',
    title: 'Our story',
    description: 'Why Kinwell exists, and what we promise the families who use it.',
  },
  {
    path: '/support',
    audience: 'public',
    screen: 'app/routes/support.tsx',
    title: 'Support',
    description:
      'Who to call in an emergency, helplines for caregivers, how to reach the Kinwell team, and step-by-step help with the app.',
  },
  {
    path: '/privacy-policy',
    audience: 'public',
    screen: 'app/routes/privacy-policy.tsx',
    title: 'Privacy policy',
    description:
      'What Kinwell stores, why it stores it, and who can see it. Written in plain words.',
  },
  {
    path: '/guides',
    audience: 'public',
    screen: 'app/routes/guides.tsx',
    title: 'Guides for families',
    description:
      'Plain-language guides on dementia: early signs, stages, care at home, costs, care options, caring for yourself and helpful technology.',
  },
  {
    path: '/search',
    audience: 'public',
    screen: 'app/routes/search.tsx',
    title: 'Search',
    description: 'Search Kinwell guides and help pages.',
    inSitemap: false,
  },
  {
    path: '/login',
    audience: 'public',
    screen: 'app/routes/login.tsx',
    title: 'Sign in to your care account',
    description: 'Sign in to Kinwell to see your family’s care plan, medicines and appointments.',
    isPrerendered: false,
  },
  {
    path: '/register',
    audience: 'public',
    screen: 'app/routes/register.tsx',
    title: 'Create your Kinwell account',
    description:
      'Start your 30-day free trial of Kinwell. No credit card needed. One plan covers the whole family.',
    isPrerendered: false,
  },
  {
    path: '/forgot-password',
    audience: 'public',
    screen: 'app/routes/forgot-password.tsx',
    title: 'Reset your password',
    description: 'Forgot your Kinwell password? We email you a link to choose a new one.',
    inSitemap: false,
    isPrerendered: false,
  },
  {
    // The link's secret is after the #, so it never reaches the server or its logs (decision 026).
    path: '/reset-password',
    audience: 'public',
    screen: 'app/routes/reset-password.tsx',
    title: 'Choose a new password',
    description: 'Choose a new password for your Kinwell account.',
    inSitemap: false,
    isPrerendered: false,
  },
  {
    path: '/confirm-email',
    audience: 'public',
    screen: 'app/routes/confirm-email.tsx',
    title: 'Confirm your email address',
    description: 'Confirm the email address of your Kinwell account.',
    inSitemap: false,
    isPrerendered: false,
  },

  // The family app (spec §2, decision 005). Public pages open here too, except where a member
  // route has the same path (/, /features, /support …): the member's screen wins.
  {
    path: '/',
    audience: 'member',
    screen: 'features/dashboard/dashboard.screen.tsx',
    familyScreen: FAMILY_HOME_SCREEN,
    needs: 'signed-in',
    bar: { label: 'Home', icon: 'house', slot: 0 },
    firstScreen: { caregiver: DASHBOARD_READS, family: FAMILY_HOME_READS },
  },
  {
    path: '/dashboard',
    audience: 'member',
    screen: 'features/dashboard/dashboard.screen.tsx',
    needs: 'caregiver',
    nav: 'Dashboard',
    firstScreen: { caregiver: DASHBOARD_READS, family: FAMILY_HOME_READS },
  },
  {
    path: '/features',
    audience: 'member',
    screen: 'app/routes/features.tsx',
    needs: 'signed-in',
    nav: 'All Features',
    bar: { label: 'Features', icon: 'layout-grid', slot: 1 },
  },
  {
    path: '/resources',
    audience: 'member',
    screen: 'app/routes/resources.tsx',
    needs: 'signed-in',
    nav: 'Resources',
  },
  {
    path: '/tracking',
    audience: 'member',
    screen: 'features/tracking/tracking.screen.tsx',
    needs: 'tracking.view',
    nav: 'Tracking',
    bar: { label: 'Tracking', icon: 'activity', slot: 2 },
  },
  {
    path: '/community',
    audience: 'member',
    screen: 'features/community/community.screen.tsx',
    needs: 'signed-in',
    nav: 'Community',
    bar: { label: 'Community', icon: 'users', slot: 4 },
  },
  {
    path: '/community/groups/:slug',
    audience: 'member',
    screen: 'features/community/community-group.screen.tsx',
    needs: 'signed-in',
  },
  {
    path: '/community/posts/:id',
    audience: 'member',
    screen: 'features/community/community-post.screen.tsx',
    needs: 'signed-in',
  },
  {
    path: '/community/questions',
    audience: 'member',
    screen: 'features/community/community-questions.screen.tsx',
    needs: 'signed-in',
  },
  {
    path: '/community/questions/:id',
    audience: 'member',
    screen: 'features/community/community-question.screen.tsx',
    needs: 'signed-in',
  },
  {
    path: '/care-plans',
    audience: 'member',
    screen: 'features/care-plans/care-plans.screen.tsx',
    needs: 'plans.view',
    nav: 'Care Plans',
  },
  {
    path: '/care-plan-templates',
    audience: 'member',
    screen: 'features/care-plans/care-plan-templates.screen.tsx',
    needs: 'signed-in',
    nav: 'Plan Templates',
  },
  {
    path: '/burnout-prevention',
    audience: 'member',
    screen: 'features/wellness/wellness.screen.tsx',
    needs: 'signed-in',
    nav: 'Wellness Center',
    bar: { label: 'Wellness', icon: 'heart', slot: 3 },
  },
  {
    path: '/cognitive-activities',
    audience: 'member',
    screen: 'features/games/cognitive-activities.screen.tsx',
    needs: 'signed-in',
    nav: 'Cognitive Activities',
  },
  {
    path: '/cognitive-activities/play/:game',
    audience: 'member',
    screen: 'features/games/game-play.screen.tsx',
    needs: 'activities.play',
    fullScreen: true,
  },
  {
    path: '/memory-support',
    audience: 'member',
    screen: FAMILY_HOME_SCREEN,
    needs: 'signed-in',
    nav: 'Memory Support',
    firstScreen: { caregiver: { requests: [] }, family: FAMILY_HOME_READS },
  },
  {
    path: '/memory-support/music',
    audience: 'member',
    screen: 'features/memory/music.screen.tsx',
    needs: 'signed-in',
  },
  {
    path: '/memory-support/photos',
    audience: 'member',
    screen: 'features/memory/photos.screen.tsx',
    needs: 'signed-in',
  },
  // One photo's own address (decision 061): the same screen, with that photo open.
  {
    path: '/memory-support/photos/:id',
    audience: 'member',
    screen: 'features/memory/photos.screen.tsx',
    needs: 'signed-in',
  },
  {
    path: '/memory-support/recordings',
    audience: 'member',
    screen: 'features/memory/recordings.screen.tsx',
    needs: 'signed-in',
  },
  {
    path: '/memory-support/triggers',
    audience: 'member',
    screen: 'features/memory/triggers.screen.tsx',
    needs: 'signed-in',
  },
  {
    path: '/memory-support/books',
    audience: 'member',
    screen: 'features/memory/books.screen.tsx',
    needs: 'signed-in',
  },
  {
    path: '/memory-support/books/:id',
    audience: 'member',
    screen: 'features/memory/book-edit.screen.tsx',
    needs: 'signed-in',
  },
  {
    path: '/memory-support/books/:id/view',
    audience: 'member',
    screen: 'features/memory/book-view.screen.tsx',
    needs: 'signed-in',
  },
  // The view for the person living with dementia; leaving it needs the companion (decision 057).
  {
    path: '/memory-support/view',
    audience: 'member',
    screen: 'features/memory/person-view.screen.tsx',
    needs: 'signed-in',
    fullScreen: true,
  },
  {
    path: '/support',
    audience: 'member',
    screen: 'app/routes/support.tsx',
    needs: 'signed-in',
    nav: 'Support',
  },
  {
    path: '/medications',
    audience: 'member',
    screen: 'features/medications/medications.screen.tsx',
    needs: 'care.view',
  },
  {
    path: '/medications/today',
    audience: 'member',
    screen: 'features/medications/medications-today.screen.tsx',
    needs: 'doses.log',
    firstScreen: { caregiver: TODAYS_DOSES_READS, family: TODAYS_DOSES_READS },
  },
  {
    path: '/medications/new',
    audience: 'member',
    screen: 'features/medications/medication-edit.screen.tsx',
    needs: 'care.manage',
  },
  {
    path: '/medications/:id/edit',
    audience: 'member',
    screen: 'features/medications/medication-edit.screen.tsx',
    needs: 'care.manage',
  },
  {
    path: '/tracking/report',
    audience: 'member',
    screen: 'features/tracking/tracking-report.screen.tsx',
    needs: 'tracking.view',
  },
  {
    path: '/cognitive-activities/log',
    audience: 'member',
    screen: 'features/activities/activities-log.screen.tsx',
    needs: 'activities.play',
  },
  {
    path: '/cognitive-activities/settings',
    audience: 'member',
    screen: 'features/activities/activities-settings.screen.tsx',
    needs: 'activities.configure',
  },
  // "View care updates" (spec §2): the calendar and the task hub (decision 013).
  {
    path: '/appointments',
    audience: 'member',
    screen: 'features/appointments/appointments.screen.tsx',
    needs: 'appointments.view',
  },
  {
    path: '/appointments/new',
    audience: 'member',
    screen: 'features/appointments/appointment-edit.screen.tsx',
    needs: 'care.manage',
  },
  {
    path: '/appointments/:id',
    audience: 'member',
    screen: 'features/appointments/appointment.screen.tsx',
    needs: 'appointments.view',
  },
  {
    path: '/appointments/:id/edit',
    audience: 'member',
    screen: 'features/appointments/appointment-edit.screen.tsx',
    needs: 'care.manage',
  },
  {
    path: '/tasks',
    audience: 'member',
    screen: 'features/tasks/tasks.screen.tsx',
    needs: 'tasks.view',
  },
  {
    path: '/tasks/:id',
    audience: 'member',
    screen: 'features/tasks/task.screen.tsx',
    needs: 'tasks.view',
  },
  {
    path: '/account',
    audience: 'member',
    screen: 'features/account/account.screen.tsx',
    needs: 'signed-in',
  },
  {
    path: '/notifications',
    audience: 'member',
    screen: 'features/notifications/notifications.screen.tsx',
    needs: 'signed-in',
  },
  {
    path: '/home-screen',
    audience: 'member',
    screen: 'features/home-screen/home-screen.screen.tsx',
    needs: 'signed-in',
  },
  {
    path: '/subscription',
    audience: 'member',
    screen: 'features/subscription/subscription.screen.tsx',
    needs: 'signed-in',
  },
  {
    path: '/privacy-policy',
    audience: 'member',
    screen: 'app/routes/privacy-policy.tsx',
    needs: 'signed-in',
  },
  {
    path: '/admin',
    audience: 'member',
    screen: 'features/circles/family-admin.screen.tsx',
    needs: 'members.manage',
  },
  {
    path: '/admin-panel',
    audience: 'member',
    screen: 'features/circles/family-admin.screen.tsx',
    needs: 'members.manage',
  },
  {
    path: '/care-recipient',
    audience: 'member',
    screen: 'features/care-recipient/care-recipient.screen.tsx',
    needs: 'recipient.edit',
  },
  {
    path: '/care-recipient/setup',
    audience: 'member',
    screen: 'features/care-recipient/care-recipient-setup.screen.tsx',
    needs: 'recipient.edit',
  },
  // Safety is for every member (PRODUCT.md), beyond the spec's family list.
  {
    path: '/emergency-profile',
    audience: 'member',
    screen: 'features/emergency/emergency-profile.screen.tsx',
    needs: 'signed-in',
  },
  {
    path: '/alerts',
    audience: 'member',
    screen: 'features/crisis/crisis-alerts.screen.tsx',
    needs: 'signed-in',
  },
  {
    path: '/alerts/:id',
    audience: 'member',
    screen: 'features/crisis/crisis-alert.screen.tsx',
    needs: 'signed-in',
  },
  { path: '/login', audience: 'member', redirectTo: '/', needs: 'caregiver' },
  { path: '/register', audience: 'member', redirectTo: '/', needs: 'caregiver' },

  // Signed in or not. The staff entrance opens for a family account too; it grants nothing (a
  // staff sign-in ends the family session).
  { path: '/invite/:code', audience: 'anyone', screen: 'features/circles/invite.screen.tsx' },
  { path: '/stealth-admin', audience: 'anyone', redirectTo: '/admin-login' },
  { path: '/admin-login', audience: 'anyone', screen: 'features/staff/staff-sign-in.screen.tsx' },

  // The staff console (decision 038). Family accounts get their fallback here.
  {
    path: '/staff',
    audience: 'staff',
    screen: 'features/staff/staff-desk.screen.tsx',
  },
  {
    path: '/staff/community',
    audience: 'staff',
    screen: 'features/community/staff-community.screen.tsx',
  },
  {
    path: '/staff/community/groups',
    audience: 'staff',
    screen: 'features/community/staff-community-groups.screen.tsx',
  },
  {
    path: '/staff/questions',
    audience: 'staff',
    screen: 'features/community/staff-questions.screen.tsx',
  },
  {
    path: '/staff/families',
    audience: 'staff',
    screen: 'features/staff/staff-families.screen.tsx',
  },
  {
    path: '/staff/people',
    audience: 'staff',
    screen: 'features/staff/staff-people.screen.tsx',
  },
  {
    path: '/staff/figures',
    audience: 'staff',
    screen: 'features/staff/staff-figures.screen.tsx',
  },
  {
    path: '/staff/accounts',
    audience: 'staff',
    screen: 'features/staff/staff-accounts.screen.tsx',
  },
  {
    path: '/admin-test',
    audience: 'staff',
    screen: 'features/staff/system-status.screen.tsx',
  },
];
