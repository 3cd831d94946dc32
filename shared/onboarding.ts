import { z } from 'zod';

export const onboardingStatusSchema = z.object({ completed: z.boolean(), skipped: z.boolean() });
export type OnboardingStatus = z.infer<typeof onboardingStatusSchema>;

/** Spec §4: the tour opens 1.5 s after sign-in when neither flag is set. */
export const ONBOARDING_OPEN_DELAY_MS = 1500;
