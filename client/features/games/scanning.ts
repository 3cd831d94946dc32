import { type RefObject, useEffect } from 'react';

const TARGETS = '[data-scan]';

function targetsIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(TARGETS)].filter(
    (element) =>
      element.getAttribute('aria-disabled') !== 'true' && !element.hasAttribute('disabled'),
  );
}

function step(root: HTMLElement, by: 1 | -1) {
  const targets = targetsIn(root);
  if (targets.length === 0) return;
  const current = targets.indexOf(document.activeElement as HTMLElement);
  const next =
    current === -1
      ? by === 1
        ? 0
        : targets.length - 1
      : (current + by + targets.length) % targets.length;
  targets[next]?.focus();
}

/**
 * Moving between a game's choices without a mouse. Arrow keys step through them (Tab works too);
 * Enter or Space chooses. In one-switch mode the one switch (Space) steps to the next choice with
 * a clear highlight and Enter chooses: nothing moves on by itself, there is no timed scanning.
 */
export function useScanning(root: RefObject<HTMLElement | null>, oneSwitch: boolean) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const area = root.current;
      if (!area || event.altKey || event.ctrlKey || event.metaKey) return;
      // Leave dialogs (the companion's "Finish") to their own keys.
      if (document.querySelector('[role="alertdialog"]')) return;
      const active = document.activeElement;
      // On the game, or on nothing in particular (the page itself, after a screen changed).
      const inside =
        !active || active === document.body || active.contains(area) || area.contains(active);
      if (oneSwitch && event.key === ' ') {
        event.preventDefault();
        step(area, 1);
        return;
      }
      if (!inside) return;
      if (event.key === 'ArrowRight' || event.key === 'ArrowDown') {
        event.preventDefault();
        step(area, 1);
      } else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') {
        event.preventDefault();
        step(area, -1);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [root, oneSwitch]);
}
