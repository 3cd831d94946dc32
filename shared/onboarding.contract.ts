import { contract } from './api-contract';
import { onboardingStatusSchema } from './onboarding';
import { onboardingEndpoints } from './onboarding.endpoints';

/** The tour's endpoints with their schemas, for the server, OpenAPI and the client. */
const tags = ['onboarding'] as const;
const errors = [401] as const;
const responses = { 200: onboardingStatusSchema };

export const onboardingApi = contract(onboardingEndpoints, {
  status: { summary: 'Whether the tour was completed or skipped', tags, responses, errors },
  complete: { summary: 'Mark the tour completed', tags, responses, errors },
  skip: { summary: 'Mark the tour skipped', tags, responses, errors },
});
