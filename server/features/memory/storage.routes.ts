import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memoryStorageApi } from '../../../shared/memory-storage.contract';
import type { Database } from '../../db/client';
import { contractRoute } from '../../lib/contract-route';
import { circleInPathCaller } from '../../platform/circles/circles.policy';
import { circleStorageUsage } from './storage.service';

const member = circleInPathCaller('circle.view');

/**
 * How much of its room a circle's photos and recordings take (decision 060). Every member may
 * read it; the circle is named in the path, so another circle answers 404.
 */
export const storageRoutes: FastifyPluginAsyncZod<{ db: Database; quotaBytes: number }> = async (
  app,
  { db, quotaBytes },
) => {
  app.route({
    ...contractRoute(memoryStorageApi.usage),
    config: { caller: member },
    handler: async (request) => {
      const actor = member(request);
      return circleStorageUsage(db, actor.circleId, quotaBytes);
    },
  });
};
