/** Time is injected so that tests move it instead of sleeping. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until a test moves it. */
export function createManualClock(start: Date | string = '2026-01-15T12:00:00Z') {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set(to: Date | string) {
      current = new Date(to);
    },
    advance(ms: number) {
      current = new Date(current.getTime() + ms);
    },
  };
}
export type ManualClock = ReturnType<typeof createManualClock>;

/**
 * The system clock shifted by an offset a browser test sets (`KINWELL_TEST_CLOCK`, never with an
 * https PUBLIC_URL; decision 012). It only ever runs on from where it is set.
 */
export function createAdjustableClock() {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    set(to: Date) {
      offsetMs = to.getTime() - Date.now();
    },
    advance(ms: number) {
      offsetMs += ms;
    },
  };
}
export type AdjustableClock = ReturnType<typeof createAdjustableClock>;
