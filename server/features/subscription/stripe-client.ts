import Stripe from 'stripe';
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
