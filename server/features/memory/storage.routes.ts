import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { storageUsageSchema } from '../../../shared/memory-storage';
import type { Database } from '../../db/client';
import { errorResponses } from '../../lib/http-responses';
import { circleInPathCaller } from '../../platform/circles/circles.policy';
import { circleStorageUsage } from './storage.service';

const circleParams = z.object({
  circleId: z.uuid({ error: 'We could not find that care circle.' }),
});

const member = circleInPathCaller('circle.view');

/**
 * How much of its room a circle's photos and recordings take (decision 060). Every member may
 * read it; the circle is named in the path, so another circle answers 404.
 */
export const storageRoutes: FastifyPluginAsyncZod<{ db: Database; quotaBytes: number }> = async (
  app,
  { db, quotaBytes },
) => {
  app.get(
    '/api/circles/:circleId/storage',
    {
      config: { caller: member },
      schema: {
        tags: ['memory'],
        summary:
          'The room the circle’s photos and recordings take, “Recently removed” included, and the quota',
        params: circleParams,
        response: { 200: storageUsageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const actor = member(request);
      return circleStorageUsage(db, actor.circleId, quotaBytes);
    },
  );
};
