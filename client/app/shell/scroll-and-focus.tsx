import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After a navigation, start at the top and move focus to the main content, so screen-reader and
 * keyboard users land on the new page instead of the link they left.
 */
export function ScrollAndFocus() {
  const { pathname } = useLocation();
  const isFirst = useRef(true);
  useEffect(() => {
    if (isFirst.current) {
      isFirst.current = false;
      return;
    }
    window.scrollTo(0, 0);
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);
  return null;
}
