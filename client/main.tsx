import './lib/zod-config';
import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter, matchPath } from 'react-router';
import {
  FIRST_READS_ELEMENT_ID,
  FIRST_SCREEN_ATTRIBUTE,
  SCREEN_MODULES_META,
} from '../shared/first-screens';
import { SIGNED_OUT_APP_ROUTES } from '../shared/route-paths';
import { preloadSignedInRoutes } from './app/app';
import { Root } from './app/root';
import { applyStoredPreferences } from './features/account/display-preferences';
import { configQuery, userQuery } from './features/auth/auth.queries';
import { createQueryClient } from './lib/query-client';
import { rememberViewerTimeZone } from './lib/viewer-time-zone';
import { startVitals } from './lib/vitals';
import './styles.css';

/**
 * A signed-in visitor's shell names the screen's code (server/lib/first-screen-hints.ts): fetch it
 * all now, in parallel, instead of chunk after chunk as the router finds it (decision 017).
 */
function preloadNamedScreen(): void {
  const named = document.querySelector<HTMLMetaElement>(`meta[name="${SCREEN_MODULES_META}"]`);
  for (const href of named?.content.split(' ').filter(Boolean) ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

/** Replaces whatever the server drew with the app's own first render. */
function drawAfresh(root: HTMLElement): void {
  root.replaceChildren();
  createRoot(root).render(app);
}

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
// The large-text preference may enlarge a pre-rendered page right after load; that is the
// person's own setting and worth the one reflow.
applyStoredPreferences();

const queryClient = createQueryClient();
/** The app; `drawnByServer` when it takes over a signed-in first screen the server drew. */
const appThat = ({ drawnByServer = false } = {}) => (
  <Root
    queryClient={queryClient}
    router={(children) => <BrowserRouter>{children}</BrowserRouter>}
    drawnByServer={drawnByServer}
  />
);
const app = appThat();

// A visitor on a public page gets no cookie; anyone else may see a signed-in first screen next.
if (!root.hasAttribute('data-prerendered')) rememberViewerTimeZone();

// The server sends a pre-rendered page only to visitors without a session cookie, so the visitor
// is signed out: hydrate it that way (no splash, no flash) without asking the server, which could
// only answer 401 (decision 016). Signing in from here sets the user like anywhere else.
if (root.hasAttribute('data-prerendered')) {
  queryClient.setQueryData(userQuery.queryKey, null);
  hydrateRoot(root, app);
} else if (root.hasAttribute(FIRST_SCREEN_ATTRIBUTE)) {
  // The server drew this signed-in screen, before its data or with its first reads (decision
  // 017): take it over once the person is known (their answer was preloaded with the page), so
  // nothing on screen is drawn twice. Someone else, or no answer, gets the screen drawn afresh.
  preloadNamedScreen();
  preloadSignedInRoutes();
  const drawnFor = root.getAttribute(FIRST_SCREEN_ATTRIBUTE);
  void queryClient.fetchQuery(userQuery).then(
    (user) => {
      if (user?.id !== drawnFor) return drawAfresh(root);
      // The answers the screen was drawn with, so the first render finds what the server did.
      const reads = document.getElementById(FIRST_READS_ELEMENT_ID)?.textContent;
      if (reads) hydrate(queryClient, JSON.parse(reads) as DehydratedState);
      hydrateRoot(root, appThat({ drawnByServer: true }));
    },
    () => drawAfresh(root),
  );
} else {
  // Ask who is signed in now, while React starts, rather than once the first render asks for it.
  void queryClient.prefetchQuery(userQuery);
  // Without a pre-rendered page the visitor has a session cookie or opened an app screen: unless
  // it is a sign-in, registration, invitation or staff screen, fetch the signed-in app meanwhile.
  const { pathname } = window.location;
  const signedOutScreen =
    ['/login', '/register'].includes(pathname) ||
    SIGNED_OUT_APP_ROUTES.some((route) => matchPath(route.path, pathname) !== null);
  if (!signedOutScreen) {
    preloadNamedScreen();
    preloadSignedInRoutes();
  }
  createRoot(root).render(app);
}

// Real-user speed, for the share of page views the server's sampling rate picks (decision 044).
queryClient.fetchQuery(configQuery).then(
  (config) => startVitals(config.vitalsSampleRate),
  () => undefined,
);

// Keeps the emergency profile readable with no signal (public/sw.js). Built app only.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      console.warn('The offline emergency profile is not available in this browser', error);
    });
  });
}
