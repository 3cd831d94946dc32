import { Activity, Heart, House, LayoutGrid, type LucideIcon, Users } from 'lucide-react';
import type { ComponentType, ReactElement } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import type { Role } from '../../shared/auth';
import { PUBLIC_REDIRECTS } from '../../shared/public-routes';
import {
  type BarIcon,
  FAMILY_HOME_SCREEN,
  NOT_FOUND_SCREEN,
  type ScreenModule,
} from '../../shared/route-manifest';
import { MEMBER_ROUTES } from '../../shared/route-paths';
import { memberScreenAt, routesFor } from '../../shared/route-access';
import type { NavItem } from './navigation';
import { PUBLIC_PAGES, publicPageElement } from './public-routes';
import { screenFrom, signedOutScreen } from './screens';

/**
 * The member screens' loaders, in the signed-in frame's chunk (decision 016): every screen in a
 * feature folder except those the main script already knows (the patterns of screens.ts, which a
 * glob cannot import).
 */
const MEMBER_SCREENS = import.meta.glob<{ default: ComponentType }>([
  '../features/**/*.screen.tsx',
  '!../features/staff/*.screen.tsx',
  '!../features/*/staff-*.screen.tsx',
  '!../features/circles/invite.screen.tsx',
]);

/** The component for a screen the manifest names (shared/route-manifest.ts). */
export const screenComponent = (module: ScreenModule): ComponentType =>
  screenFrom(MEMBER_SCREENS, module) ?? signedOutScreen(module);

/** A family member's home, also shown on every path they may not open (decision 005). */
export const FAMILY_FALLBACK: ComponentType = screenComponent(FAMILY_HOME_SCREEN);

/** A caregiver's unknown path shows the 404 page. */
export const CAREGIVER_FALLBACK: ComponentType = screenComponent(NOT_FOUND_SCREEN);

function elementFor(role: Role, route: ReturnType<typeof routesFor>[number]): ReactElement {
  if (route.screen === undefined) return <Navigate to={route.redirectTo} replace />;
  const Screen = screenComponent(memberScreenAt(role, route.path) ?? route.screen);
  return <Screen />;
}

const MEMBER_PATHS = new Set(MEMBER_ROUTES.map((route) => route.path));

/**
 * Public pages (articles, help, FAQ, pricing …) open for everyone, signed in or not; where a
 * member route has its own screen at a path (/, /features, /subscription …) the member's wins.
 */
const PUBLIC_ROUTE_OBJECTS: readonly RouteObject[] = [
  ...PUBLIC_PAGES.filter((page) => !MEMBER_PATHS.has(page.path)).map((page) => ({
    path: page.path,
    element: publicPageElement(page.path),
  })),
  ...Object.entries(PUBLIC_REDIRECTS)
    .filter(([from]) => !MEMBER_PATHS.has(from))
    .map(([from, to]) => ({ path: from, element: <Navigate to={to} replace /> })),
];

/**
 * The route tree one role gets: the manifest's pages it may open, the public pages, then its
 * fallback for any other path.
 */
export function routeTreeFor(role: Role): RouteObject[] {
  const Fallback = role === 'caregiver' ? CAREGIVER_FALLBACK : FAMILY_FALLBACK;
  return [
    ...routesFor(role).map((route) => ({ path: route.path, element: elementFor(role, route) })),
    ...PUBLIC_ROUTE_OBJECTS,
    { path: '*', element: <Fallback /> },
  ];
}

/** Signed-in header navigation: the items this role may open, in the manifest's order. */
export const navForRole = (role: Role): readonly NavItem[] =>
  routesFor(role).flatMap((route) =>
    'nav' in route && route.nav ? [{ label: route.nav, to: route.path }] : [],
  );

const BAR_ICONS: Record<BarIcon, LucideIcon> = {
  house: House,
  'layout-grid': LayoutGrid,
  activity: Activity,
  heart: Heart,
  users: Users,
};

/** The caregivers' mobile bottom bar (spec §2). */
export const BOTTOM_BAR: readonly (NavItem & { icon: LucideIcon })[] = MEMBER_ROUTES.flatMap(
  (route) =>
    route.bar
      ? [
          {
            label: route.bar.label,
            icon: BAR_ICONS[route.bar.icon],
            to: route.path,
            slot: route.bar.slot,
          },
        ]
      : [],
)
  .sort((a, b) => a.slot - b.slot)
  .map(({ slot: _, ...item }) => item);
