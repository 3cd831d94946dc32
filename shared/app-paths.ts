/**
 * Every path of the signed-in app and of the staff and invitation screens, as route patterns
 * (`:id` is one segment). The client's route table (client/app/signed-in-routes.tsx) must list
 * exactly these (a test checks it); the server answers 404 for a page path that is neither one
 * of these nor a public page (shared/public-routes.ts), so crawlers and monitors never see an
 * unknown address as a page.
 */
export const SIGNED_IN_PATHS = [
  '/',
  '/dashboard',
  '/features',
  '/resources',
  '/tracking',
  '/community',
  '/community/groups/:slug',
  '/community/posts/:id',
  '/community/questions',
  '/community/questions/:id',
  '/care-plans',
  '/care-plan-templates',
  '/burnout-prevention',
  '/cognitive-activities',
  '/cognitive-activities/play/:game',
  '/memory-support',
  '/memory-support/music',
  '/memory-support/photos',
  '/memory-support/photos/:id',
  '/memory-support/recordings',
  '/memory-support/triggers',
  '/memory-support/books',
  '/memory-support/books/:id',
  '/memory-support/books/:id/view',
  '/memory-support/view',
  '/support',
  '/medications',
  '/medications/today',
  '/medications/new',
  '/medications/:id/edit',
  '/tracking/report',
  '/cognitive-activities/log',
  '/cognitive-activities/settings',
  '/appointments',
  '/appointments/new',
  '/appointments/:id',
  '/appointments/:id/edit',
  '/tasks',
  '/tasks/:id',
  '/account',
  '/notifications',
  '/subscription',
  '/privacy-policy',
  '/admin',
  '/admin-panel',
  '/care-recipient',
  '/care-recipient/setup',
  '/emergency-profile',
  '/alerts',
  '/alerts/:id',
  '/invite/:code',
  '/stealth-admin',
  '/admin-login',
  '/login',
  '/register',
] as const;

/** A game played full screen, without the app's header and navigation. */
export const GAME_PLAY_PATH = '/cognitive-activities/play/:game';

/** The full-screen view for the person living with dementia (decision 057). */
export const PERSON_VIEW_PATH = '/memory-support/view';

/**
 * Screens that fill the screen for the person living with dementia: no header, menus, banners,
 * tour or assistant for them to fall into (PRODUCT.md, "Safety rules").
 */
export const FULL_SCREEN_PATHS = [GAME_PLAY_PATH, PERSON_VIEW_PATH] as const;

/**
 * Screens outside the family app: the staff sign-in and the staff console (its admin screens and
 * the system page at /admin-test). The staff sign-in is in both lists: it opens signed in or not.
 */
export const STAFF_PATHS = [
  '/admin-login',
  '/staff',
  '/staff/families',
  '/staff/people',
  '/staff/figures',
  '/staff/accounts',
  '/staff/community',
  '/staff/community/groups',
  '/staff/questions',
  '/admin-test',
] as const;

const patternOf = (path: string): RegExp =>
  new RegExp(
    `^${path
      .split('/')
      .map((segment) =>
        segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('/')}/?$`,
  );

const APP_PATHS: readonly string[] = [...SIGNED_IN_PATHS, ...STAFF_PATHS];
const APP_PATTERNS = APP_PATHS.map(patternOf);

/** Whether a path (without query) is one of the app's own screens. */
export const isAppPath = (pathname: string): boolean =>
  APP_PATTERNS.some((pattern) => pattern.test(pathname));

/**
 * The route pattern of an app path (`/tasks/4b1c…` → `/tasks/:id`), a path written out before a
 * pattern with a parameter (`/medications/new` before `/medications/:id/edit`); null for others.
 */
export function appPatternOf(pathname: string): string | null {
  if (APP_PATHS.includes(pathname)) return pathname;
  const index = APP_PATTERNS.findIndex((pattern) => pattern.test(pathname));
  return index === -1 ? null : (APP_PATHS[index] ?? null);
}
