/**
 * What screens need of the care recipient without the schemas in `care-recipient.ts`, which re-exports all of it:
 * a screen a visit starts on must not load zod (client/app/first-screen-code.test.ts).
 */

/** The steps of the guided first-run flow, in order. */
export const SETUP_STEPS = ['name', 'about', 'home', 'health', 'comfort'] as const;

/** What a person calls the care recipient in sentences, before the profile is filled. */
export const recipientDisplayName = (name: string | null | undefined): string =>
  name?.trim() || 'your loved one';
