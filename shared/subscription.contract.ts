import { contract } from './api-contract';
import { billingRedirectSchema, subscriptionSchema } from './subscription';
import { subscriptionEndpoints } from './subscription.endpoints';

/** The family's plan with its schemas, for the server and OpenAPI. */
const tags = ['subscription'] as const;
const errors = [401, 403, 409] as const;
// Stripe away: said in plain words, with care unaffected (askStripe).
const stripeErrors = [401, 403, 409, 503] as const;

export const subscriptionApi = contract(subscriptionEndpoints, {
  view: {
    summary: 'The family’s plan: free, trial days left, paid, past due, cancelled or ended',
    tags,
    responses: { 200: subscriptionSchema },
    errors,
  },
  checkout: {
    summary: 'Start paying: the address of Stripe Checkout for the plan (caregivers)',
    tags,
    responses: { 200: billingRedirectSchema },
    errors: stripeErrors,
  },
  portal: {
    summary: 'The address of Stripe’s billing settings: card, invoices, cancelling (caregivers)',
    tags,
    responses: { 200: billingRedirectSchema },
    errors: stripeErrors,
  },
});
