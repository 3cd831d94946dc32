import { z } from 'zod';

// The words and helpers screens use without the schemas (client/app/first-screen-code.test.ts).
export * from './onboarding-basics';

export const onboardingStatusSchema = z.object({ completed: z.boolean(), skipped: z.boolean() });
export type OnboardingStatus = z.infer<typeof onboardingStatusSchema>;
