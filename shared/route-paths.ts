import { type AnyoneRoute, type AppRoute, ROUTES, type StaffRoute } from './route-manifest';

/**
 * What the route manifest (route-manifest.ts) gives the rest of Kinwell: its routes by audience,
 * the full-screen and staff paths, and every app path as a pattern, for the server's 404s and the
 * client's frames.
 */

const ofAudience = <A extends AppRoute['audience']>(audience: A) =>
  ROUTES.filter(
    (route): route is Extract<AppRoute, { audience: A }> => route.audience === audience,
  );

export const PUBLIC_ROUTES = ofAudience('public');
export const MEMBER_ROUTES = ofAudience('member');
export const STAFF_ROUTES = ofAudience('staff');
/** Pages that open the same way signed in or not. */
export const ANYONE_ROUTES = ofAudience('anyone');

/** Pages outside the family app's frame (drawn with the public header): staff and both-ways. */
export const SIGNED_OUT_APP_ROUTES: readonly (StaffRoute | AnyoneRoute)[] = [
  ...ANYONE_ROUTES,
  ...STAFF_ROUTES,
];

/** Screens that fill the screen for the person living with dementia (PRODUCT.md, "Safety rules"). */
export const FULL_SCREEN_PATHS: readonly string[] = MEMBER_ROUTES.filter(
  (route) => route.fullScreen,
).map((route) => route.path);

/** The staff console's paths (the staff sign-in is a both-ways page). */
export const STAFF_PATHS: readonly string[] = STAFF_ROUTES.map((route) => route.path);

/** The console's screens and the staff sign-in: drawn with the staff header, not the public one. */
export const isStaffPath = (pathname: string): boolean =>
  pathname === '/admin-login' || STAFF_PATHS.some((path) => patternOf(path).test(pathname));

/**
 * Every path of the family app, the staff console and the both-ways pages, as route patterns
 * (`:id` is one segment). The server answers 404 for a page path that is neither one of these
 * nor a public page, so crawlers and monitors never see an unknown address as a page.
 */
export const APP_PATHS: readonly string[] = [
  ...new Set([...MEMBER_ROUTES, ...ANYONE_ROUTES, ...STAFF_ROUTES].map((route) => route.path)),
];

const patternOf = (path: string): RegExp =>
  new RegExp(
    `^${path
      .split('/')
      .map((segment) =>
        segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('/')}/?$`,
  );

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
