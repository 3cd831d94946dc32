import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { consoleApi } from '../../../shared/console.contract';
import { VITALS_MAX_BODY_BYTES, vitalsBatchSchema } from '../../../shared/vitals';
import { vitalsFileRoutes } from '../../../shared/vitals.endpoints';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { contractRoute } from '../../lib/contract-route';
import { AppError } from '../../lib/errors';
import { errorResponses } from '../../lib/http-responses';
import type { RateLimit } from '../../lib/rate-limit';
import { staffCaller } from '../../platform/staff/staff.policy';
import { readVitalsReport, recordSamplesWithinLimit } from './vitals.service';

/**
 * Per browser address: a page sends a batch or two as it is hidden, so 60 a minute is far above
 * any person and far below a flood. Counted in the database, so every instance shares it.
 */
export const VITALS_RATE_LIMIT: RateLimit = {
  bucket: 'vitals',
  limit: 60,
  windowMs: 60_000,
  message: 'Too many speed reports from this address. Please try again in a minute.',
};

const systemReader = staffCaller('system.read');

/**
 * Speed figures in, for everyone (they name no one); the system page's report out, for staff
 * with the system right. Beacons arrive as `text/plain` (navigator.sendBeacon with a string, a
 * CORS-safelisted type) holding JSON; `application/json` is accepted too. They are same-origin
 * POSTs with an Origin header, so the app's cross-site check applies to them unchanged.
 */
export const vitalsRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new AppError(400, 'The speed report is not valid JSON.'), undefined);
    }
  });

  app.post(
    vitalsFileRoutes.report.path,
    {
      bodyLimit: VITALS_MAX_BODY_BYTES,
      // Sent as a page is hidden, not by the person using Kinwell: it must not keep a sign-in
      // alive, and changes no session (decisions 043, 044).
      config: { withoutSession: true },
      schema: {
        tags: ['system'],
        summary:
          'Speed figures measured in a browser (route pattern, device and connection kind, no one named), sent as a beacon',
        body: vitalsBatchSchema,
        response: { 204: z.null(), ...errorResponses(400, 403, 413, 429) },
      },
    },
    async (request, reply) => {
      await recordSamplesWithinLimit(
        db,
        clock,
        VITALS_RATE_LIMIT,
        request.ip,
        request.body.samples,
      );
      return reply.code(204).send(null);
    },
  );

  app.route({
    ...contractRoute(consoleApi.vitals),
    config: { caller: systemReader },
    handler: async () => readVitalsReport(db, clock),
  });
};
