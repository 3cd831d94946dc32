import { type ComponentType, lazy, type ReactElement, useEffect } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import {
  ORIGIN_PLACEHOLDER,
  PUBLIC_REDIRECTS,
  publicPages,
  type PublicPage,
  type PublicScreen,
} from '../../shared/public-routes';
import { ARTICLES, hasContentPage, HELP_PAGES, loadContentPage } from '../content/pages';
import { PublicLayout } from './shell/layouts';

/** Every public page, from the one route list (shared/public-routes.ts, decision 016). */
export const PUBLIC_PAGES = publicPages({ articles: ARTICLES, help: HELP_PAGES });

const SCREENS: Record<Exclude<PublicScreen, 'article' | 'help'>, ComponentType> = {
  landing: lazy(() => import('./routes/landing')),
  login: lazy(() => import('./routes/login')),
  register: lazy(() => import('./routes/register')),
  'forgot-password': lazy(() => import('./routes/forgot-password')),
  'reset-password': lazy(() => import('./routes/reset-password')),
  'confirm-email': lazy(() => import('./routes/confirm-email')),
  pricing: lazy(() => import('./routes/pricing')),
  features: lazy(() => import('./routes/features')),
  'feature-care-management': lazy(() => import('./routes/feature-care-management')),
  'feature-memory-support': lazy(() => import('./routes/feature-memory-support')),
  'feature-community-support': lazy(() => import('./routes/feature-community-support')),
  faq: lazy(() => import('./routes/faq')),
  about: lazy(() => import('./routes/about')),
  support: lazy(() => import('./routes/support')),
  'privacy-policy': lazy(() => import('./routes/privacy-policy')),
  guides: lazy(() => import('./routes/guides')),
  search: lazy(() => import('./routes/search')),
};

const StaffSignIn = lazy(() => import('../features/staff/staff-sign-in.screen'));
const StaffDesk = lazy(() => import('../features/staff/staff-desk.screen'));
const StaffFamilies = lazy(() => import('../features/staff/staff-families.screen'));
const StaffPeople = lazy(() => import('../features/staff/staff-people.screen'));
const StaffAccounts = lazy(() => import('../features/staff/staff-accounts.screen'));
const StaffFigures = lazy(() => import('../features/staff/staff-figures.screen'));
const StaffCommunity = lazy(() => import('../features/community/staff-community.screen'));
const StaffCommunityGroups = lazy(
  () => import('../features/community/staff-community-groups.screen'),
);
const StaffQuestions = lazy(() => import('../features/community/staff-questions.screen'));
const SystemStatus = lazy(() => import('../features/staff/system-status.screen'));
const Invite = lazy(() => import('../features/circles/invite.screen'));
const NotFound = lazy(() => import('./routes/not-found'));

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
        : SCREENS[page.screen];
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

const toStaffSignIn = <Navigate to="/admin-login" replace />;

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
        <Route path="/admin-login" element={<StaffSignIn />} />
        <Route path="/stealth-admin" element={toStaffSignIn} />
        <Route path="/staff" element={<StaffDesk />} />
        <Route path="/staff/families" element={<StaffFamilies />} />
        <Route path="/staff/people" element={<StaffPeople />} />
        <Route path="/staff/figures" element={<StaffFigures />} />
        <Route path="/staff/community" element={<StaffCommunity />} />
        <Route path="/staff/community/groups" element={<StaffCommunityGroups />} />
        <Route path="/staff/questions" element={<StaffQuestions />} />
        <Route path="/staff/accounts" element={<StaffAccounts />} />
        <Route path="/admin-test" element={<SystemStatus />} />
        <Route path="/invite/:code" element={<Invite />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </PublicLayout>
  );
}
