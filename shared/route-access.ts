import type { Role } from './auth';
import { can } from './permissions';
import {
  type FirstReads,
  type AnyoneRoute,
  FAMILY_HOME_SCREEN,
  type MemberRoute,
  NOT_FOUND_SCREEN,
  type RouteNeeds,
  type ScreenModule,
} from './route-manifest';
import { ANYONE_ROUTES, MEMBER_ROUTES } from './route-paths';

// Who may open which page of the family app, from the route manifest and the rights table.

const meets = (role: Role, needs: RouteNeeds): boolean =>
  needs === 'signed-in' || (needs === 'caregiver' ? role === 'caregiver' : can(role, needs));

/** The pages one role opens in the family app: its member routes, then the both-ways ones. */
export const routesFor = (role: Role): readonly (MemberRoute | AnyoneRoute)[] => [
  ...MEMBER_ROUTES.filter((route) => meets(role, route.needs)),
  ...ANYONE_ROUTES,
];

/** Whether this role may open a path (given as written in the manifest, e.g. '/tasks/:id'). */
export const mayOpen = (role: Role, path: string): boolean =>
  routesFor(role).some((route) => route.path === path);

/**
 * The screen a role sees at a member path (as written in the manifest): the route's own, the
 * family's version of it, or a family member's home where they may not open it.
 */
export function memberScreenAt(role: Role, path: string): ScreenModule | undefined {
  const route = MEMBER_ROUTES.find((candidate) => candidate.path === path);
  if (!route) return undefined;
  if (!meets(role, route.needs)) return role === 'family' ? FAMILY_HOME_SCREEN : NOT_FOUND_SCREEN;
  return (role === 'family' && route.familyScreen) || route.screen;
}

/**
 * The signed-in screens a visit most often starts on (the manifest's `firstScreen`, in
 * shared/route-manifest.ts), and what each needs before it can draw: its code (the source
 * module, as the build's manifest names it) and its first API reads. For a request with a valid
 * session, the server names them in the app shell: the reads as `preload` links, fetched alongside
 * the main script, and the code's files in a meta tag, which the main script preloads as soon as
 * it runs, rather than one chunk after the other (decision 017, "Addendum — signed-in screens
 * without the request chain").
 *
 * `requests` are the exact URLs the screen's queries GET (client/features/…/*.queries.ts); a
 * preload that the screen does not ask for is wasted, so keep the two in step.
 */
export interface FirstScreen extends FirstReads {
  /** The screen's module, relative to client/ (the key in dist/client/.vite/manifest.json). */
  module: string;
}

/** Per path, the screen each role sees there, with its reads. */
export const FIRST_SCREENS: Readonly<Record<string, Partial<Record<Role, FirstScreen>>>> =
  Object.fromEntries(
    MEMBER_ROUTES.flatMap(({ path, firstScreen }) => {
      if (!firstScreen) return [];
      const byRole: Partial<Record<Role, FirstScreen>> = {};
      for (const [role, reads] of Object.entries(firstScreen) as [Role, FirstReads][]) {
        const module = memberScreenAt(role, path);
        if (module) byRole[role] = { module, ...reads };
      }
      return [[path, byRole]];
    }),
  );
