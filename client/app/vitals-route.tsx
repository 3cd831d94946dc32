import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { appPatternOf } from '../../shared/route-paths';
import { useUser } from '../features/auth/auth.queries';
import { setVitalsContext } from '../lib/vitals';
import { PUBLIC_PAGES } from './public-routes';

const PUBLIC_PATTERNS = new Map(
  PUBLIC_PAGES.map((page) => [
    page.path,
    page.screen === 'article' ? '/:article' : page.screen === 'help' ? '/help/:slug' : page.path,
  ]),
);

/** The route pattern of a path for the speed figures: never the path itself, its ids or query. */
export const vitalsRouteOf = (pathname: string): string =>
  appPatternOf(pathname) ?? PUBLIC_PATTERNS.get(pathname) ?? 'other';

/** Tells the speed figures which route is showing and whether someone is signed in (decision 044). */
export function VitalsRoute() {
  const { pathname } = useLocation();
  const { user } = useUser();
  const isSignedIn = user !== null;
  useEffect(() => setVitalsContext(vitalsRouteOf(pathname), isSignedIn), [pathname, isSignedIn]);
  return null;
}
