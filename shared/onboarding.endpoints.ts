import { endpointRoutes } from './api-contract';

/**
 * The tour's two flags (spec §7; their paths are the spec's own): where each endpoint answers
 * (their schemas: onboarding.contract.ts).
 */
export const onboardingEndpoints = endpointRoutes({
  status: { method: 'GET', path: '/api/user/onboarding-status' },
  complete: { method: 'POST', path: '/api/user/complete-onboarding' },
  skip: { method: 'POST', path: '/api/user/skip-onboarding' },
});
