import { matchPath, useLocation } from 'react-router';
import { FULL_SCREEN_PATHS } from '../../../shared/route-paths';

/**
 * True on a screen made for the person living with dementia (a game, their own view): it fills
 * the screen with nothing else to tap — no header, banners, tour or assistant button.
 */
export function useFullScreen(): boolean {
  const { pathname } = useLocation();
  return FULL_SCREEN_PATHS.some((path) => matchPath(path, pathname) !== null);
}
