/**
 * The names the server and the browser share for a signed-in first screen (decision 017): which
 * screens those are, with their code and reads, is derived from the route manifest
 * (`FIRST_SCREENS` in shared/route-access.ts). This module imports nothing: the main script reads
 * it.
 */

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
