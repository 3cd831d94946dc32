import { queryOptions } from '@tanstack/react-query';
import type { OnboardingStatus } from '../../../shared/onboarding';
import type { onboardingApi } from '../../../shared/onboarding.contract';
import { onboardingEndpoints } from '../../../shared/onboarding.endpoints';
import { apiClient } from '../../lib/api-client';

const onboarding = apiClient<typeof onboardingApi>(onboardingEndpoints);

/** The tour's status (spec §7), for a signed-in person only. */
export const onboardingStatusQuery = (userId: string) =>
  queryOptions({
    queryKey: ['onboarding', userId, 'status'],
    queryFn: () => onboarding.status(),
  });

export type TourOutcome = 'complete' | 'skip';

/** POST complete-onboarding or skip-onboarding; no body (spec §7). */
export async function saveTourOutcome(outcome: TourOutcome): Promise<void> {
  await (outcome === 'complete' ? onboarding.complete() : onboarding.skip());
}

export const statusAfter = (
  outcome: TourOutcome,
  previous: OnboardingStatus | undefined,
): OnboardingStatus => ({
  completed: outcome === 'complete' || (previous?.completed ?? false),
  skipped: outcome === 'skip' || (previous?.skipped ?? false),
});
