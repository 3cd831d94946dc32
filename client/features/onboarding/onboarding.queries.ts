import { queryOptions } from '@tanstack/react-query';
import type { OnboardingStatus } from '../../../shared/onboarding';
import { apiRequest, getJson } from '../../lib/api';

const STATUS_PATH = '/api/user/onboarding-status';

/** GET /api/user/onboarding-status (spec §7), for a signed-in person only. */
export const onboardingStatusQuery = (userId: string) =>
  queryOptions({
    queryKey: ['onboarding', userId, 'status'],
    queryFn: () => getJson<OnboardingStatus>(STATUS_PATH),
  });

export type TourOutcome = 'complete' | 'skip';

/** POST complete-onboarding or skip-onboarding; no body (spec §7). */
export async function saveTourOutcome(outcome: TourOutcome): Promise<void> {
  await apiRequest(
    'POST',
    outcome === 'complete' ? '/api/user/complete-onboarding' : '/api/user/skip-onboarding',
  );
}

export const statusAfter = (
  outcome: TourOutcome,
  previous: OnboardingStatus | undefined,
): OnboardingStatus => ({
  completed: outcome === 'complete' || (previous?.completed ?? false),
  skipped: outcome === 'skip' || (previous?.skipped ?? false),
});
