import { type ComponentType, lazy, type ReactElement, useEffect } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import {
  ORIGIN_PLACEHOLDER,
  PUBLIC_REDIRECTS,
  publicPages,
  type PublicPage,
} from '../../shared/public-routes';
import { NOT_FOUND_SCREEN } from '../../shared/route-manifest';
import { MEMBER_ROUTES, SIGNED_OUT_APP_ROUTES } from '../../shared/route-paths';
import { ARTICLES, hasContentPage, HELP_PAGES, loadContentPage } from '../content/pages';
import { signedOutScreen } from './screens';
import { PublicLayout } from './shell/layouts';

/** Every public page, from the one route list (shared/public-routes.ts, decision 016). */
export const PUBLIC_PAGES = publicPages({ articles: ARTICLES, help: HELP_PAGES });

/** One component per content page: its text and the page screen load together. */
function contentScreen(path: string): ComponentType {
  if (!hasContentPage(path)) throw new Error(`No content for ${path}`);
  return lazy(async () => {
    const [page, { ContentView }] = await Promise.all([
      loadContentPage(path),
      import('./routes/content-page'),
    ]);
    if (!page) throw new Error(`No content for ${path}`);
    return { default: () => <ContentView page={page} /> };
  });
}

const ELEMENTS = new Map(
  PUBLIC_PAGES.map((page) => {
    const Screen =
      page.screen === 'article' || page.screen === 'help'
        ? contentScreen(page.path)
        : signedOutScreen(page.screen);
    return [page.path, <Screen key={page.path} />] as const;
  }),
);

/** A public page's screen, for the signed-in route tree too: public pages open for everyone. */
export const publicPageElement = (path: string): ReactElement | undefined => ELEMENTS.get(path);

/**
 * After a move inside the app, the description and canonical link follow the page (the title
 * follows each screen's heading). Pre-rendered pages arrive with them already set.
 */
function PageMeta() {
  const { pathname } = useLocation();
  useEffect(() => {
    const page: PublicPage | undefined = PUBLIC_PAGES.find((item) => item.path === pathname);
    if (!page) return;
    document.querySelector('meta[name="description"]')?.setAttribute('content', page.description);
    const canonical = document.querySelector('link[rel="canonical"]');
    const href = canonical?.getAttribute('href');
    if (canonical && href && !href.startsWith(ORIGIN_PLACEHOLDER)) {
      canonical.setAttribute('href', `${new URL(href).origin}${page.canonicalPath ?? page.path}`);
    }
  }, [pathname]);
  return null;
}

const NotFound = signedOutScreen(NOT_FOUND_SCREEN);

// Loaded only when such an address is opened: the public pages' code stays without the console's.
const StaffHomeOr = lazy(() =>
  import('../features/staff/staff-console.part').then((part) => ({ default: part.StaffHomeOr })),
);

/**
 * The family app's own addresses (/admin, /dashboard…), which have no signed-out page: a staff
 * member lands on their console instead (an admin typing /admin); anyone else, not found.
 */
const FAMILY_ONLY_PATHS = MEMBER_ROUTES.map((route) => route.path).filter(
  (path) => !PUBLIC_PAGES.some((page) => page.path === path) && !(path in PUBLIC_REDIRECTS),
);

/** The staff console and the both-ways pages (invitations, the staff sign-in). */
const APP_ELEMENTS = SIGNED_OUT_APP_ROUTES.map((route) => {
  if (route.screen === undefined)
    return [route.path, <Navigate to={route.redirectTo} replace />] as const;
  const Screen = signedOutScreen(route.screen);
  return [route.path, <Screen />] as const;
});

/** Spec §2, signed out. Old feature links land on the pages that exist. */
export function SignedOutRoutes() {
  return (
    <PublicLayout>
      <PageMeta />
      <Routes>
        {PUBLIC_PAGES.map((page) => (
          <Route key={page.path} path={page.path} element={ELEMENTS.get(page.path)} />
        ))}
        {Object.entries(PUBLIC_REDIRECTS).map(([from, to]) => (
          <Route key={from} path={from} element={<Navigate to={to} replace />} />
        ))}
        {APP_ELEMENTS.map(([path, element]) => (
          <Route key={path} path={path} element={element} />
        ))}
        {FAMILY_ONLY_PATHS.map((path) => (
          <Route key={path} path={path} element={<StaffHomeOr otherwise={<NotFound />} />} />
        ))}
        <Route path="*" element={<NotFound />} />
      </Routes>
    </PublicLayout>
  );
}
