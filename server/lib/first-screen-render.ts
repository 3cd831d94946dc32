import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { User } from '../../shared/auth';
import { FIRST_READS_ELEMENT_ID, FIRST_SCREEN_ATTRIBUTE } from '../../shared/first-screens';
import { FIRST_SCREENS } from '../../shared/route-access';
import { escapeHtml } from './html';

/** What the build's server-side bundle (dist/ssr/entry-server.js) offers this module. */
interface ServerBundle {
  renderFirstScreen: (
    path: string,
    user: User,
    timeZone: string,
    reads: Record<string, unknown>,
  ) => Promise<{ markup: string; reads: unknown }>;
}

/** A first screen as the server drew it, for the app shell. */
export interface DrawnScreen {
  /** `#root` with the screen's markup inside, and the answers it was drawn with after it. */
  html: string;
  /** The reads whose answers are in the page: the shell does not ask the browser to preload them. */
  inlined: readonly string[];
}

/**
 * Draws a signed-in first screen, or answers null when the path is not one of the first screens
 * for the person's role (they get the empty shell, drawn by the browser as before). `read` answers
 * a GET of the API as this person, or throws.
 */
export type FirstScreenRenderer = (input: {
  pathname: string;
  hasQuery: boolean;
  user: User;
  timeZone: string;
  read: (url: string) => Promise<unknown>;
}) => Promise<DrawnScreen | null>;

/** JSON safe inside an HTML element: `<` never closes the script element around it. */
const jsonInHtml = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/** A valid IANA zone name, as the browser's cookie should hold; anything else is ignored. */
export function validTimeZone(value: string | undefined): string | null {
  if (!value || value.length > 64) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/**
 * Loads the build's server-side bundle once and answers, per request, the first screen drawn as
 * the browser would draw it before its data arrives (decision 017, "Addendum — the first screen
 * drawn by the server"). The phone then paints the screen's frame, heading and lead with the HTML
 * instead of after downloading and running the app, and the browser takes the same elements over.
 * Null when the build has no server-side bundle (API-only tests, `vite` in development).
 */
export async function loadFirstScreenRenderer(ssrDir: string): Promise<FirstScreenRenderer | null> {
  const entry = path.join(ssrDir, 'entry-server.js');
  if (!existsSync(entry)) return null;
  const bundle = (await import(pathToFileURL(entry).href)) as ServerBundle;
  return async ({ pathname, hasQuery, user, timeZone, read }) => {
    const screen = FIRST_SCREENS[pathname]?.[user.role];
    if (!screen) return null;
    // A query string (another day's doses) asks for other reads than the ones the table names.
    const urls = user.circleId && !hasQuery ? (screen.drawnWith ?? []) : [];
    const answers = Object.fromEntries(
      await Promise.all(urls.map(async (url) => [url, await read(url)] as const)),
    );
    const drawn = await bundle.renderFirstScreen(pathname, user, timeZone, answers);
    const root = `<div id="root" ${FIRST_SCREEN_ATTRIBUTE}="${escapeHtml(user.id)}">${drawn.markup}</div>`;
    if (!drawn.reads) return { html: root, inlined: [] };
    return {
      html: `${root}<script type="application/json" id="${FIRST_READS_ELEMENT_ID}">${jsonInHtml(drawn.reads)}</script>`,
      inlined: urls,
    };
  };
}
