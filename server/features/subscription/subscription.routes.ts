import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { webhookAnswerSchema } from '../../../shared/subscription';
import { subscriptionApi } from '../../../shared/subscription.contract';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { contractRoute } from '../../lib/contract-route';
import { errorResponses } from '../../lib/http-responses';
import { circleCaller } from '../../platform/circles/circles.policy';
import type { BillingConfig } from '../../platform/module';
import type { StripeClient } from './stripe-client';
import {
  openBillingPortal,
  receiveStripeEvent,
  startCheckout,
  viewSubscription,
} from './subscription.service';

interface Options {
  db: Database;
  clock: Clock;
  billing: BillingConfig | undefined;
  stripe: StripeClient | undefined;
  publicUrl: string;
}

const member = circleCaller('circle.view');
const subscriptionManager = circleCaller('subscription.manage');

/** The family's plan: its state for every member, paying and the billing settings for caregivers. */
export const subscriptionRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { db, clock, billing, stripe, publicUrl } = options;

  app.route({
    ...contractRoute(subscriptionApi.view),
    config: { caller: member },
    handler: async (request) =>
      viewSubscription({
        db,
        billing,
        actor: member(request),
        at: clock.now(),
      }),
  });

  app.route({
    ...contractRoute(subscriptionApi.checkout),
    config: { caller: subscriptionManager },
    handler: async (request) =>
      startCheckout({
        db,
        billing,
        stripe,
        publicUrl,
        actor: subscriptionManager(request),
        at: clock.now(),
      }),
  });

  app.route({
    ...contractRoute(subscriptionApi.portal),
    config: { caller: subscriptionManager },
    handler: async (request) =>
      openBillingPortal({
        db,
        billing,
        stripe,
        publicUrl,
        actor: subscriptionManager(request),
        at: clock.now(),
      }),
  });
};

/**
 * Stripe's webhook. Its signature covers the exact bytes sent, so this plugin keeps JSON bodies
 * raw (content-type parsers are scoped to the plugin). No cookie, no Origin: the signature is the
 * whole authority, so the origin check lets it through (server/lib/origin-check.ts).
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { db, clock, billing, stripe } = options;
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });

  app.post(
    '/api/stripe/webhook',
    {
      schema: {
        tags: ['subscription'],
        summary: 'Stripe’s events about a family’s subscription (signed by Stripe)',
        response: { 200: webhookAnswerSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const signature = request.headers['stripe-signature'];
      return receiveStripeEvent({
        db,
        billing,
        stripe,
        rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
        signature: typeof signature === 'string' ? signature : undefined,
        at: clock.now(),
      });
    },
  );
};
