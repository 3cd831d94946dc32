import Stripe from 'stripe';
import { AppError } from '../../lib/errors';
import type { BillingConfig } from '../../platform/module';

export type StripeClient = Stripe;

/**
 * The Stripe library for the operator's account. `billing.api` points it at another address (the
 * tests' local stand-in, server/test/fake-stripe-server.ts) through the library's own settings.
 */
export function createStripeClient(billing: BillingConfig): StripeClient {
  return new Stripe(billing.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Kinwell' },
    ...(billing.api
      ? { host: billing.api.host, port: billing.api.port, protocol: billing.api.protocol }
      : {}),
  });
}

export const PAYMENTS_UNREACHABLE_MESSAGE =
  'We cannot reach our payment service just now. Nothing was charged, and your family’s care in Kinwell is not affected: everything keeps working. Please try again in a few minutes.';

/**
 * A call to Stripe, with Stripe being away (no connection, or an error on its side) said as it is:
 * 503 with words a caregiver can act on, instead of a 500. Stripe's refusals of the request itself
 * stay errors of ours.
 */
export async function askStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (
      error instanceof Stripe.errors.StripeConnectionError ||
      error instanceof Stripe.errors.StripeAPIError
    ) {
      throw new AppError(503, PAYMENTS_UNREACHABLE_MESSAGE, { 'retry-after': '120' });
    }
    throw error;
  }
}
