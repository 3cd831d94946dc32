import type { FastifyInstance } from 'fastify';
import { forbidden } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * One-click unsubscribe (RFC 8058) is posted by a mail provider's server, with no Origin and no
 * cookie, so it is let through on purpose. It is safe to: the unguessable secret in the address
 * is the whole authority (no session is used), and all it can do is turn off one kind of
 * notification email for the person the secret was made for (decision 028).
 */
const FOREIGN_POSTS_ALLOWED = /^\/api\/unsubscribe\/[A-Za-z0-9_-]+(?:\?|$)/;

/**
 * Stripe's webhook is posted by Stripe's servers, with no Origin and no cookie. It is safe to let
 * through: only a body signed with the operator's webhook secret is acted on, and what it can do is
 * make Kinwell fetch a subscription from Stripe and store it (decision 037).
 */
const STRIPE_WEBHOOK = /^\/api\/stripe\/webhook(?:\?|$)/;

const originOf = (value: string | undefined): string | null => {
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
};

/**
 * Cross-site request forgery guard: a state-changing request must come from a page of Kinwell
 * itself, told by its Origin (or, where a browser sends none, its Referer). The page's origin
 * must be the configured public URL or the very host the request was sent to.
 */
export function registerOriginCheck(app: FastifyInstance, publicUrl: string): void {
  const publicOrigin = new URL(publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (
      request.method === 'POST' &&
      (FOREIGN_POSTS_ALLOWED.test(request.url) || STRIPE_WEBHOOK.test(request.url))
    )
      return;
    const origin = originOf(request.headers.origin) ?? originOf(request.headers.referer);
    const host = request.headers.host;
    const isTrusted =
      origin !== null &&
      (origin === publicOrigin || (host !== undefined && new URL(origin).host === host));
    if (!isTrusted) throw forbidden('This request came from outside Kinwell and was refused.');
  });
}
