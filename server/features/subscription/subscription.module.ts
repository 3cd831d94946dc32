import { defineModule, ownedByCircle } from '../../platform/module';
import { createStripeClient } from './stripe-client';
import { subscriptionAudit } from './subscription.audit';
import { stripeWebhookRoutes, subscriptionRoutes } from './subscription.routes';
import { circleSubscriptions, trialReminders } from './subscription.schema';
import { createPlanGate, reconcileSubscriptions } from './subscription.service';
import { sendTrialReminders } from './trial-reminders';
import type { StripeClient } from './stripe-client';
import type { BillingConfig } from '../../platform/module';

/** One Stripe client per billing configuration (the jobs and the routes share it). */
const clients = new WeakMap<BillingConfig, StripeClient>();
const stripeFor = (billing: BillingConfig | undefined): StripeClient | undefined => {
  if (!billing) return undefined;
  let client = clients.get(billing);
  if (!client) {
    client = createStripeClient(billing);
    clients.set(billing, client);
  }
  return client;
};

/** The family's plan: the trial, paying through Stripe, and the guard's answer (decision 037). */
export const subscriptionModule = defineModule({
  name: 'subscription',
  audit: subscriptionAudit,
  planGate: createPlanGate,
  routes: async (app, { db, clock, config }) => {
    const options = {
      db,
      clock,
      billing: config.billing,
      stripe: stripeFor(config.billing),
      publicUrl: config.publicUrl,
    };
    await app.register(subscriptionRoutes, options);
    await app.register(stripeWebhookRoutes, options);
  },
  jobs: [
    {
      name: 'trial-reminders',
      everyMs: 60 * 60 * 1000,
      isRunAtStart: true,
      run: ({ db, clock, notifier, config }) =>
        sendTrialReminders({
          db,
          notifier,
          isBillingOn: config.billing !== undefined,
          at: clock.now(),
        }),
    },
    {
      name: 'subscription-reconcile',
      everyMs: 24 * 60 * 60 * 1000,
      run: async ({ db, clock, config }) => {
        const stripe = stripeFor(config.billing);
        return stripe ? reconcileSubscriptions({ db, stripe, at: clock.now() }) : 0;
      },
    },
  ],
  circleTables: [ownedByCircle(circleSubscriptions), ownedByCircle(trialReminders)],
});
