import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import type { BillingConfig } from '../platform/module';

/**
 * A local stand-in for Stripe's API, reached through the Stripe library's own `host`, `port` and
 * `protocol` settings, so the real library makes the real requests. It keeps customers, Checkout
 * sessions and subscriptions in memory, serves a Checkout page and a billing portal page a browser
 * can use, and delivers webhook events signed the way Stripe signs them.
 */

export const FAKE_STRIPE_KEY = 'sk_test_kinwell_fake';
export const FAKE_WEBHOOK_SECRET = 'whsec_kinwell_fake';
export const FAKE_PRICE_ID = 'price_kinwell_family_monthly';

const DAY_S = 24 * 60 * 60;

interface FakeSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  created: number;
  metadata: Record<string, string>;
  items: {
    object: 'list';
    data: {
      id: string;
      object: 'subscription_item';
      current_period_start: number;
      current_period_end: number;
      price: { id: string; object: 'price' };
      quantity: number;
    }[];
    has_more: false;
  };
}

interface FakeCheckoutSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  customer: string;
  client_reference_id: string | null;
  url: string;
  success_url: string;
  cancel_url: string;
  status: 'open' | 'complete';
  subscription: string | null;
  metadata: Record<string, string>;
  subscriptionMetadata: Record<string, string>;
  price: string;
}

export interface FakeStripeOptions {
  port?: number;
  /** Where events go (a real address); or `deliver` for an app tested without a socket. */
  webhookUrl?: string;
  deliver?: (payload: string, signature: string) => Promise<void>;
  /** Stripe's clock for new periods; the real time when not given. */
  now?: () => Date;
}

const readBody = (request: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`;

export async function startFakeStripe(options: FakeStripeOptions = {}) {
  const now = () => Math.floor((options.now?.() ?? new Date()).getTime() / 1000);
  let sequence = 0;
  const nextId = (prefix: string) => `${prefix}_fake${(sequence += 1).toString().padStart(6, '0')}`;
  const customers = new Map<string, { id: string; email: string | null; metadata: object }>();
  const sessions = new Map<string, FakeCheckoutSession>();
  const subscriptions = new Map<string, FakeSubscription>();
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const requests: { method: string; path: string; form: Record<string, string> }[] = [];
  const delivered: Stripe.Event[] = [];
  let baseUrl = '';

  /** A webhook body and its `Stripe-Signature` header, as Stripe would send them. */
  const signedEvent = (type: string, object: object, id = nextId('evt')) => {
    const event = {
      id,
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: now(),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object },
    };
    const payload = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: FAKE_WEBHOOK_SECRET,
    });
    return { event: event as unknown as Stripe.Event, payload, signature };
  };

  /** Sends an event to the app; answers the event. */
  const sendEvent = async (type: string, object: object, id?: string) => {
    const signed = signedEvent(type, object, id);
    delivered.push(signed.event);
    if (options.deliver) {
      await options.deliver(signed.payload, signed.signature);
    } else if (options.webhookUrl) {
      const response = await fetch(options.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signed.signature },
        body: signed.payload,
      });
      if (!response.ok) throw new Error(`webhook answered ${response.status}`);
    }
    return signed;
  };

  /** What paying on the Checkout page does: a subscription, active for a month. */
  const pay = async (sessionId: string) => {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`no checkout session ${sessionId}`);
    const start = now();
    const subscription: FakeSubscription = {
      id: nextId('sub'),
      object: 'subscription',
      customer: session.customer,
      status: 'active',
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      created: start,
      metadata: session.subscriptionMetadata,
      items: {
        object: 'list',
        data: [
          {
            id: nextId('si'),
            object: 'subscription_item',
            current_period_start: start,
            current_period_end: start + 30 * DAY_S,
            price: { id: session.price, object: 'price' },
            quantity: 1,
          },
        ],
        has_more: false,
      },
    };
    subscriptions.set(subscription.id, subscription);
    session.status = 'complete';
    session.subscription = subscription.id;
    await sendEvent('checkout.session.completed', session);
    return subscription;
  };

  /** Changes a subscription as Stripe would (a failed renewal, a cancellation), sending no event. */
  const update = (
    id: string,
    patch: Partial<Omit<FakeSubscription, 'items'>> & { periodEnd?: number },
  ) => {
    const subscription = subscriptions.get(id);
    if (!subscription) throw new Error(`no subscription ${id}`);
    const { periodEnd, ...rest } = patch;
    Object.assign(subscription, rest);
    if (periodEnd !== undefined) {
      for (const item of subscription.items.data) item.current_period_end = periodEnd;
    }
    return subscription;
  };

  const stripeError = (response: ServerResponse, status: number, message: string) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ error: { type: 'invalid_request_error', message } }));
  };
  const json = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };

  const handleApi = (
    method: string,
    path: string,
    form: Record<string, string>,
  ): { status: number; body: unknown } => {
    if (method === 'POST' && path === '/v1/customers') {
      const customer = {
        id: nextId('cus'),
        object: 'customer',
        email: form.email ?? null,
        metadata: { circleId: form['metadata[circleId]'] },
      };
      customers.set(customer.id, customer);
      return { status: 200, body: customer };
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const customer = form.customer;
      if (!customer || !customers.has(customer))
        return {
          status: 400,
          body: { error: { type: 'invalid_request_error', message: 'No such customer' } },
        };
      const id = nextId('cs');
      const session: FakeCheckoutSession = {
        id,
        object: 'checkout.session',
        mode: form.mode ?? '',
        customer,
        client_reference_id: form.client_reference_id ?? null,
        url: `${baseUrl}/checkout/${id}`,
        success_url: form.success_url ?? '',
        cancel_url: form.cancel_url ?? '',
        status: 'open',
        subscription: null,
        metadata: { circleId: form['metadata[circleId]'] ?? '' },
        subscriptionMetadata: { circleId: form['subscription_data[metadata][circleId]'] ?? '' },
        price: form['line_items[0][price]'] ?? '',
      };
      sessions.set(id, session);
      return { status: 200, body: session };
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      const customer = form.customer;
      if (!customer || !customers.has(customer))
        return {
          status: 400,
          body: { error: { type: 'invalid_request_error', message: 'No such customer' } },
        };
      const id = nextId('bps');
      const returnUrl = form.return_url ?? '';
      portals.set(id, { customer, returnUrl });
      return {
        status: 200,
        body: {
          id,
          object: 'billing_portal.session',
          customer,
          return_url: returnUrl,
          url: `${baseUrl}/portal/${id}`,
        },
      };
    }
    const subscriptionPath = /^\/v1\/subscriptions\/([\w]+)$/.exec(path);
    if (method === 'GET' && subscriptionPath?.[1]) {
      const subscription = subscriptions.get(subscriptionPath[1]);
      if (!subscription)
        return {
          status: 404,
          body: { error: { type: 'invalid_request_error', message: 'No such subscription' } },
        };
      return { status: 200, body: subscription };
    }
    return {
      status: 404,
      body: {
        error: {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${method}: ${path})`,
        },
      },
    };
  };

  const portals = new Map<string, { customer: string; returnUrl: string }>();
  const liveSubscriptionOf = (customer: string) =>
    [...subscriptions.values()].find((s) => s.customer === customer && s.status !== 'canceled');

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const method = request.method ?? 'GET';
      const text = await readBody(request);
      const form = Object.fromEntries(new URLSearchParams(method === 'GET' ? url.search : text));
      if (url.pathname.startsWith('/v1/')) {
        requests.push({ method, path: url.pathname, form });
        if (request.headers.authorization !== `Bearer ${FAKE_STRIPE_KEY}`) {
          stripeError(response, 401, 'Invalid API Key provided');
          return;
        }
        const key = request.headers['idempotency-key'];
        const keyName =
          typeof key === 'string' && method === 'POST' ? `${url.pathname}:${key}` : null;
        const earlier = keyName ? idempotent.get(keyName) : undefined;
        const answer = earlier ?? handleApi(method, url.pathname, form);
        if (keyName && !earlier) idempotent.set(keyName, answer);
        json(response, answer.status, answer.body);
        return;
      }
      const checkout = /^\/checkout\/(\w+)(\/pay)?$/.exec(url.pathname);
      if (checkout?.[1]) {
        const session = sessions.get(checkout[1]);
        if (!session) return stripeError(response, 404, 'No such session');
        if (method === 'POST' && checkout[2]) {
          await pay(session.id);
          response.writeHead(303, { location: session.success_url });
          response.end();
          return;
        }
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(
          page(
            'Test checkout',
            `<p>Kinwell family plan: 14.95 USD a month.</p><form method="post" action="/checkout/${session.id}/pay"><button type="submit">Pay and subscribe</button></form><p><a href="${session.cancel_url}">Back to Kinwell</a></p>`,
          ),
        );
        return;
      }
      const portal = /^\/portal\/(\w+)(\/cancel)?$/.exec(url.pathname);
      if (portal?.[1]) {
        const session = portals.get(portal[1]);
        if (!session) return stripeError(response, 404, 'No such session');
        if (method === 'POST' && portal[2]) {
          const subscription = liveSubscriptionOf(session.customer);
          if (subscription) {
            update(subscription.id, { cancel_at_period_end: true, canceled_at: now() });
            await sendEvent('customer.subscription.updated', subscription);
          }
          response.writeHead(303, { location: session.returnUrl });
          response.end();
          return;
        }
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(
          page(
            'Test billing settings',
            `<form method="post" action="/portal/${portal[1]}/cancel"><button type="submit">Cancel plan</button></form><p><a href="${session.returnUrl}">Back to Kinwell</a></p>`,
          ),
        );
        return;
      }
      stripeError(response, 404, 'Not found');
    })().catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'text/plain' });
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}`;

  const billing: BillingConfig = {
    secretKey: FAKE_STRIPE_KEY,
    priceId: FAKE_PRICE_ID,
    webhookSecret: FAKE_WEBHOOK_SECRET,
    api: { host: '127.0.0.1', port, protocol: 'http' },
  };
  return {
    url: baseUrl,
    billing,
    requests,
    delivered,
    customers,
    sessions,
    subscriptions,
    signedEvent,
    sendEvent,
    pay,
    update,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
