/**
 * What screens need of memory triggers without the schemas in `memory-triggers.ts`, which re-exports all of it:
 * a screen a visit starts on must not load zod (client/app/first-screen-code.test.ts).
 */

/** How many triggers the memory support home shows before "See all". */
export const HOME_TRIGGER_COUNT = 3;

export const MEMORY_TRIGGER_EVENTS = { changed: 'memory.triggers_changed' } as const;

export const RECENT_ADDITION_DAYS = 14;
