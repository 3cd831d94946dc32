/**
 * What screens need of the tour without the schemas in `onboarding.ts`, which re-exports all of it:
 * a screen a visit starts on must not load zod (client/app/first-screen-code.test.ts).
 */

/** Spec §4: the tour opens 1.5 s after sign-in when neither flag is set. */
export const ONBOARDING_OPEN_DELAY_MS = 1500;
