import { Activity, Heart, House, LayoutGrid, type LucideIcon, Users } from 'lucide-react';
import { type ComponentType, lazy, type ReactElement } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import type { Role } from '../../shared/auth';
import { GAME_PLAY_PATH, PERSON_VIEW_PATH } from '../../shared/app-paths';
import { PUBLIC_REDIRECTS } from '../../shared/public-routes';
import { can, type CircleRight } from '../../shared/permissions';
import type { NavItem } from './navigation';
import { PUBLIC_PAGES, publicPageElement } from './public-routes';

// Shared with the signed-out routes (lazy there too, so each loads once).
const Features = lazy(() => import('./routes/features'));
const Support = lazy(() => import('./routes/support'));
const PrivacyPolicy = lazy(() => import('./routes/privacy-policy'));
const NotFound = lazy(() => import('./routes/not-found'));

// Signed-in screens.
const Dashboard = lazy(() => import('../features/dashboard/dashboard.screen'));
const Resources = lazy(() => import('./routes/resources'));
const Tracking = lazy(() => import('../features/tracking/tracking.screen'));
const Community = lazy(() => import('../features/community/community.screen'));
const CommunityGroup = lazy(() => import('../features/community/community-group.screen'));
const CommunityPost = lazy(() => import('../features/community/community-post.screen'));
const CommunityQuestions = lazy(() => import('../features/community/community-questions.screen'));
const CommunityQuestion = lazy(() => import('../features/community/community-question.screen'));
const CarePlans = lazy(() => import('../features/care-plans/care-plans.screen'));
const CarePlanTemplates = lazy(() => import('../features/care-plans/care-plan-templates.screen'));
const Wellness = lazy(() => import('../features/wellness/wellness.screen'));
const CognitiveActivities = lazy(() => import('../features/games/cognitive-activities.screen'));
const GamePlay = lazy(() => import('../features/games/game-play.screen'));
const MemorySupport = lazy(() => import('../features/memory/memory-support.screen'));
const MemoryMusic = lazy(() => import('../features/memory/music.screen'));
const MemoryPhotos = lazy(() => import('../features/memory/photos.screen'));
const MemoryRecordings = lazy(() => import('../features/memory/recordings.screen'));
const MemoryTriggers = lazy(() => import('../features/memory/triggers.screen'));
const MemoryBooks = lazy(() => import('../features/memory/books.screen'));
const MemoryBookEdit = lazy(() => import('../features/memory/book-edit.screen'));
const MemoryBookView = lazy(() => import('../features/memory/book-view.screen'));
const PersonView = lazy(() => import('../features/memory/person-view.screen'));
const Account = lazy(() => import('../features/account/account.screen'));
const Subscription = lazy(() => import('../features/subscription/subscription.screen'));
const FamilyAdmin = lazy(() => import('../features/circles/family-admin.screen'));
const StaffSignIn = lazy(() => import('../features/staff/staff-sign-in.screen'));
const CareRecipient = lazy(() => import('../features/care-recipient/care-recipient.screen'));
const CareRecipientSetup = lazy(
  () => import('../features/care-recipient/care-recipient-setup.screen'),
);
const Invite = lazy(() => import('../features/circles/invite.screen'));
const EmergencyProfile = lazy(() => import('../features/emergency/emergency-profile.screen'));
const CrisisAlerts = lazy(() => import('../features/crisis/crisis-alerts.screen'));
const CrisisAlert = lazy(() => import('../features/crisis/crisis-alert.screen'));
const Notifications = lazy(() => import('../features/notifications/notifications.screen'));
const Medications = lazy(() => import('../features/medications/medications.screen'));
const MedicationsToday = lazy(() => import('../features/medications/medications-today.screen'));
const MedicationEdit = lazy(() => import('../features/medications/medication-edit.screen'));
const Appointments = lazy(() => import('../features/appointments/appointments.screen'));
const Appointment = lazy(() => import('../features/appointments/appointment.screen'));
const AppointmentEdit = lazy(() => import('../features/appointments/appointment-edit.screen'));
const Tasks = lazy(() => import('../features/tasks/tasks.screen'));
const Task = lazy(() => import('../features/tasks/task.screen'));
const TrackingReport = lazy(() => import('../features/tracking/tracking-report.screen'));
const ActivitiesLog = lazy(() => import('../features/activities/activities-log.screen'));
const ActivitiesSettings = lazy(() => import('../features/activities/activities-settings.screen'));

/**
 * What opening a route needs: a right from the rights table (shared/permissions.ts), so a right
 * given to family members also opens its screens; the caregiver role, for screens the spec keeps
 * from family members whatever their rights; or only being signed in.
 */
export type RouteNeeds = CircleRight | 'caregiver' | 'signed-in';

export type SignedInRoute = {
  path: string;
  needs: RouteNeeds;
  /** Its label in the header navigation, which lists routes in this table's order (spec §2). */
  nav?: string;
  /** Its place in the caregivers' mobile bottom bar (spec §2). */
  bar?: { label: string; icon: LucideIcon; slot: number };
} & (
  | {
      screen: ComponentType;
      /** What family members see here instead of `screen`. */
      familyScreen?: ComponentType;
      redirectTo?: never;
    }
  | { redirectTo: string; screen?: never; familyScreen?: never }
);

/**
 * A family member's home, also shown on every path they may not open, so a caregiver's link
 * never strands them on an error page (spec §2, decision 005).
 */
export const FAMILY_FALLBACK: ComponentType = MemorySupport;

/** A caregiver's unknown path shows the 404 page. */
export const CAREGIVER_FALLBACK: ComponentType = NotFound;

/** The one list of signed-in routes: both roles' route trees and the navigation come from it. */
export const SIGNED_IN_ROUTES: readonly SignedInRoute[] = [
  {
    path: '/',
    screen: Dashboard,
    familyScreen: FAMILY_FALLBACK,
    needs: 'signed-in',
    bar: { label: 'Home', icon: House, slot: 0 },
  },
  { path: '/dashboard', screen: Dashboard, needs: 'caregiver', nav: 'Dashboard' },
  {
    path: '/features',
    screen: Features,
    needs: 'signed-in',
    nav: 'All Features',
    bar: { label: 'Features', icon: LayoutGrid, slot: 1 },
  },
  { path: '/resources', screen: Resources, needs: 'signed-in', nav: 'Resources' },
  {
    path: '/tracking',
    screen: Tracking,
    needs: 'tracking.view',
    nav: 'Tracking',
    bar: { label: 'Tracking', icon: Activity, slot: 2 },
  },
  {
    path: '/community',
    screen: Community,
    needs: 'signed-in',
    nav: 'Community',
    bar: { label: 'Community', icon: Users, slot: 4 },
  },
  { path: '/community/groups/:slug', screen: CommunityGroup, needs: 'signed-in' },
  { path: '/community/posts/:id', screen: CommunityPost, needs: 'signed-in' },
  { path: '/community/questions', screen: CommunityQuestions, needs: 'signed-in' },
  { path: '/community/questions/:id', screen: CommunityQuestion, needs: 'signed-in' },
  { path: '/care-plans', screen: CarePlans, needs: 'plans.view', nav: 'Care Plans' },
  {
    path: '/care-plan-templates',
    screen: CarePlanTemplates,
    needs: 'signed-in',
    nav: 'Plan Templates',
  },
  {
    path: '/burnout-prevention',
    screen: Wellness,
    needs: 'signed-in',
    nav: 'Wellness Center',
    bar: { label: 'Wellness', icon: Heart, slot: 3 },
  },
  {
    path: '/cognitive-activities',
    screen: CognitiveActivities,
    needs: 'signed-in',
    nav: 'Cognitive Activities',
  },
  // Full screen, without the header (app-layout.tsx).
  { path: GAME_PLAY_PATH, screen: GamePlay, needs: 'activities.play' },
  { path: '/memory-support', screen: MemorySupport, needs: 'signed-in', nav: 'Memory Support' },
  { path: '/memory-support/music', screen: MemoryMusic, needs: 'signed-in' },
  { path: '/memory-support/photos', screen: MemoryPhotos, needs: 'signed-in' },
  // One photo's own address (decision 061): the same screen, with that photo open.
  { path: '/memory-support/photos/:id', screen: MemoryPhotos, needs: 'signed-in' },
  { path: '/memory-support/recordings', screen: MemoryRecordings, needs: 'signed-in' },
  { path: '/memory-support/triggers', screen: MemoryTriggers, needs: 'signed-in' },
  { path: '/memory-support/books', screen: MemoryBooks, needs: 'signed-in' },
  { path: '/memory-support/books/:id', screen: MemoryBookEdit, needs: 'signed-in' },
  { path: '/memory-support/books/:id/view', screen: MemoryBookView, needs: 'signed-in' },
  // Full screen, without the header (app-layout.tsx); leaving needs the companion (decision 057).
  { path: PERSON_VIEW_PATH, screen: PersonView, needs: 'signed-in' },
  { path: '/support', screen: Support, needs: 'signed-in', nav: 'Support' },

  { path: '/medications', screen: Medications, needs: 'care.view' },
  { path: '/medications/today', screen: MedicationsToday, needs: 'doses.log' },
  { path: '/medications/new', screen: MedicationEdit, needs: 'care.manage' },
  { path: '/medications/:id/edit', screen: MedicationEdit, needs: 'care.manage' },
  { path: '/tracking/report', screen: TrackingReport, needs: 'tracking.view' },
  { path: '/cognitive-activities/log', screen: ActivitiesLog, needs: 'activities.play' },
  {
    path: '/cognitive-activities/settings',
    screen: ActivitiesSettings,
    needs: 'activities.configure',
  },
  // "View care updates" (spec §2): the calendar and the task hub (decision 013).
  { path: '/appointments', screen: Appointments, needs: 'appointments.view' },
  { path: '/appointments/new', screen: AppointmentEdit, needs: 'care.manage' },
  { path: '/appointments/:id', screen: Appointment, needs: 'appointments.view' },
  { path: '/appointments/:id/edit', screen: AppointmentEdit, needs: 'care.manage' },
  { path: '/tasks', screen: Tasks, needs: 'tasks.view' },
  { path: '/tasks/:id', screen: Task, needs: 'tasks.view' },
  { path: '/account', screen: Account, needs: 'signed-in' },
  { path: '/notifications', screen: Notifications, needs: 'signed-in' },
  { path: '/subscription', screen: Subscription, needs: 'signed-in' },
  { path: '/privacy-policy', screen: PrivacyPolicy, needs: 'signed-in' },
  { path: '/admin', screen: FamilyAdmin, needs: 'members.manage' },
  { path: '/admin-panel', screen: FamilyAdmin, needs: 'members.manage' },
  { path: '/care-recipient', screen: CareRecipient, needs: 'recipient.edit' },
  { path: '/care-recipient/setup', screen: CareRecipientSetup, needs: 'recipient.edit' },
  // Safety is for every member (PRODUCT.md), beyond the spec's family list.
  { path: '/emergency-profile', screen: EmergencyProfile, needs: 'signed-in' },
  { path: '/alerts', screen: CrisisAlerts, needs: 'signed-in' },
  { path: '/alerts/:id', screen: CrisisAlert, needs: 'signed-in' },
  { path: '/invite/:code', screen: Invite, needs: 'signed-in' },
  // The staff entrance opens for a family account too; it grants nothing (a staff sign-in ends
  // the family session). /admin-test is not here: family accounts get the fallback there.
  { path: '/stealth-admin', redirectTo: '/admin-login', needs: 'signed-in' },
  { path: '/admin-login', screen: StaffSignIn, needs: 'signed-in' },
  { path: '/login', redirectTo: '/', needs: 'caregiver' },
  { path: '/register', redirectTo: '/', needs: 'caregiver' },
];

const meets = (role: Role, needs: RouteNeeds): boolean =>
  needs === 'signed-in' || (needs === 'caregiver' ? role === 'caregiver' : can(role, needs));

/** The table's routes this role may open. */
export const routesFor = (role: Role): readonly SignedInRoute[] =>
  SIGNED_IN_ROUTES.filter((route) => meets(role, route.needs));

/** Whether this role may open a path (given as written in the table, e.g. '/tasks/:id'). */
export const mayOpen = (role: Role, path: string): boolean =>
  routesFor(role).some((route) => route.path === path);

function elementFor(role: Role, route: SignedInRoute): ReactElement {
  if (route.screen === undefined) return <Navigate to={route.redirectTo} replace />;
  const Screen = (role === 'family' && route.familyScreen) || route.screen;
  return <Screen />;
}

const TABLE_PATHS = new Set(SIGNED_IN_ROUTES.map((route) => route.path));

/**
 * Public pages (articles, help, FAQ, pricing …) open for everyone, signed in or not; where the
 * table has its own screen at a path (/, /features, /subscription …) the table's wins.
 */
const PUBLIC_ROUTES: readonly RouteObject[] = [
  ...PUBLIC_PAGES.filter((page) => !TABLE_PATHS.has(page.path)).map((page) => ({
    path: page.path,
    element: publicPageElement(page.path),
  })),
  ...Object.entries(PUBLIC_REDIRECTS)
    .filter(([from]) => !TABLE_PATHS.has(from))
    .map(([from, to]) => ({ path: from, element: <Navigate to={to} replace /> })),
];

/**
 * The route tree one role gets: its routes from the table, the public pages, then its fallback
 * for any other path.
 */
export function routeTreeFor(role: Role): RouteObject[] {
  const Fallback = role === 'caregiver' ? CAREGIVER_FALLBACK : FAMILY_FALLBACK;
  return [
    ...routesFor(role).map((route) => ({ path: route.path, element: elementFor(role, route) })),
    ...PUBLIC_ROUTES,
    { path: '*', element: <Fallback /> },
  ];
}

/** Signed-in header navigation: the items this role may open, in the table's order. */
export const navForRole = (role: Role): readonly NavItem[] =>
  routesFor(role).flatMap((route) => (route.nav ? [{ label: route.nav, to: route.path }] : []));

/** The caregivers' mobile bottom bar (spec §2). */
export const BOTTOM_BAR: readonly (NavItem & { icon: LucideIcon })[] = SIGNED_IN_ROUTES.flatMap(
  (route) => (route.bar ? [{ ...route.bar, to: route.path }] : []),
).sort((a, b) => a.slot - b.slot);
