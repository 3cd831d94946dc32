import { type TouchEvent, useEffect, useRef } from 'react';

/** A swipe is a sideways move at least this long, and more sideways than up or down. */
export const SWIPE_PX = 50;

/**
 * Where the arrow keys belong to what has focus, not to turning: typing, a dialog, and a
 * player's seek slider (a recording under a photo or on a book's page).
 */
const KEEPS_ITS_ARROWS =
  'input, textarea, select, [contenteditable="true"], [role="dialog"], [role="slider"]';

/**
 * Turning one photo or page at a time, as the person's view and a memory book's flip-through do:
 * the right and left arrow keys anywhere on the page, and a sideways swipe on the returned
 * handlers' element (to the left goes forward, as a page turns). `turn` says what a step does
 * (stop at the ends, or go round).
 */
export function usePageTurns(turn: (step: 1 | -1) => void) {
  const touchStart = useRef<{ x: number; y: number } | null>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest?.(KEEPS_ITS_ARROWS)) return;
      if (event.key === 'ArrowRight') turn(1);
      else if (event.key === 'ArrowLeft') turn(-1);
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  return {
    onTouchStart: (event: TouchEvent) => {
      const touch = event.touches[0];
      touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd: (event: TouchEvent) => {
      const start = touchStart.current;
      const touch = event.changedTouches[0];
      touchStart.current = null;
      if (!start || !touch) return;
      const dx = touch.clientX - start.x;
      const dy = touch.clientY - start.y;
      if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(dy)) turn(dx < 0 ? 1 : -1);
    },
  };
}
