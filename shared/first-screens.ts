import type { Role } from './auth';

/**
 * The signed-in screens a visit most often starts on, and what each needs before it can draw:
 * its code (the source module, as the build's manifest names it) and its first API reads. For a
 * request with a valid session, the server names them in the app shell: the reads as `preload`
 * links, fetched alongside the main script, and the code's files in a meta tag, which the main
 * script preloads as soon as it runs, rather than one chunk after the other (decision 017,
 * "Addendum — signed-in screens without the request chain").
 *
 * `requests` are the exact URLs the screen's queries GET (client/features/…/*.queries.ts); a
 * preload that the screen does not ask for is wasted, so keep the two in step.
 */
export interface FirstScreen {
  /** The screen's module, relative to client/ (the key in dist/client/.vite/manifest.json). */
  module: string;
  /** GET requests the screen makes at once when the person belongs to a circle. */
  requests: readonly string[];
  /**
   * Those of `requests` the server draws the screen with, their answers sent in the page
   * (client/app/first-screen-reads.ts): the screen's largest text depends on them. Only reads
   * whose drawing does not depend on the viewer's clock or zone belong here, so the page the
   * server draws is the one the browser would.
   */
  drawnWith?: readonly string[];
}

const DASHBOARD: FirstScreen = {
  module: 'features/dashboard/dashboard.screen.tsx',
  // TodayAtAGlance (today's doses and the summary) and useCurrentCircle.
  requests: ['/api/doses', '/api/circle/dashboard', '/api/circle'],
};

const TODAYS_DOSES: FirstScreen = {
  module: 'features/medications/medications-today.screen.tsx',
  requests: ['/api/doses', '/api/medications'],
  // "Did Rosa take the 8:00 AM Donepezil?": times in the care recipient's zone, from the answers.
  drawnWith: ['/api/doses', '/api/medications'],
};

/** A family member's home (spec §2): memory support with the family's part of today. */
const FAMILY_HOME: FirstScreen = {
  module: 'features/memory/memory-support.screen.tsx',
  requests: ['/api/doses', '/api/circle/dashboard'],
};

/** Per path, the screen each role sees there (client/app/signed-in-routes.tsx). */
export const FIRST_SCREENS: Readonly<Record<string, Partial<Record<Role, FirstScreen>>>> = {
  '/': { caregiver: DASHBOARD, family: FAMILY_HOME },
  '/dashboard': { caregiver: DASHBOARD, family: FAMILY_HOME },
  '/medications/today': { caregiver: TODAYS_DOSES, family: TODAYS_DOSES },
  '/memory-support': { caregiver: { ...FAMILY_HOME, requests: [] }, family: FAMILY_HOME },
};

/** The meta tag naming a signed-in screen's code files (space-separated paths). */
export const SCREEN_MODULES_META = 'kinwell-screen-modules';

/** The module of the signed-in app's frame (header, navigation, route table). */
export const SIGNED_IN_APP_MODULE = 'app/app-routes.tsx';

/**
 * The cookie in which the browser keeps its own time zone (an IANA name such as
 * `Europe/Paris`), so that a first screen the server draws says "Good evening" and today's date
 * as the person's phone will once it runs (client/lib/viewer-time-zone.tsx).
 */
export const TIME_ZONE_COOKIE = 'kinwell_tz';

/**
 * The attribute on `#root` when the server drew a signed-in first screen inside it: its value is
 * the id of the person it was drawn for (client/main.tsx hydrates it only for them).
 */
export const FIRST_SCREEN_ATTRIBUTE = 'data-first-screen';

/** The element holding, as JSON, the answers a first screen was drawn with (`drawnWith`). */
export const FIRST_READS_ELEMENT_ID = 'kinwell-first-reads';
