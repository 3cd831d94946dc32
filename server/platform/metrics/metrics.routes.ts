import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/http-responses';
import type { PlatformMetrics } from './metrics';

/** Hashes both sides first, so the comparison takes as long whatever length was sent. */
const digest = (value: string) => createHash('sha256').update(value).digest();

/** Does `header` carry `Bearer <token>`, compared in constant time? */
export function isMetricsTokenValid(header: string | undefined, token: string): boolean {
  const sent = /^Bearer (.+)$/.exec(header ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(sent), digest(token)) && sent.length > 0;
}

/**
 * GET /metrics in the Prometheus text format, for a scraper holding METRICS_TOKEN (decision 042).
 * Without a configured token the route answers 404 as if it did not exist; with one, any other
 * caller gets 401. Outside /api/: it is for the operator's monitoring, not for the app.
 */
export const metricsRoutes: FastifyPluginAsyncZod<{
  metrics: PlatformMetrics;
  token: string | undefined;
}> = async (app, { metrics, token }) => {
  app.get(
    '/metrics',
    {
      schema: {
        tags: ['system'],
        summary:
          'Prometheus metrics, for the bearer token METRICS_TOKEN; 404 when none is configured',
        produces: ['text/plain'],
        response: { 200: z.any(), ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!token) return reply.code(404).send({ message: 'Not found.' });
      if (!isMetricsTokenValid(request.headers.authorization, token)) {
        return reply
          .code(401)
          .header('www-authenticate', 'Bearer realm="metrics"')
          .send({ message: 'This needs the metrics token.' });
      }
      const body = await metrics.registry.metrics();
      return reply.header('content-type', metrics.registry.contentType).send(body);
    },
  );
};
