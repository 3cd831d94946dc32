import { useCallback, useEffect, useRef } from 'react';

/**
 * `setTimeout` for a component: every pending timer is cleared when the component unmounts, so a
 * late escalation step never lands in a closed widget.
 */
export function useTimeouts() {
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => {
      pending.forEach(clearTimeout);
      pending.clear();
    };
  }, []);

  return useCallback((callback: () => void, delayMs: number) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      callback();
    }, delayMs);
    timers.current.add(timer);
  }, []);
}
