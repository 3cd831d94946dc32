import { endpointRoutes } from './api-contract';

/**
 * The family's plan: where each endpoint answers (their schemas: subscription.contract.ts).
 * Stripe's webhook is Stripe's call, not the client's: it stays with its raw-body plugin
 * (server/features/subscription/subscription.routes.ts).
 */
export const subscriptionEndpoints = endpointRoutes({
  view: { method: 'GET', path: '/api/circle/subscription' },
  checkout: { method: 'POST', path: '/api/circle/subscription/checkout' },
  portal: { method: 'POST', path: '/api/circle/subscription/portal' },
});
