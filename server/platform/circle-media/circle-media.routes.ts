import type { FastifyInstance } from 'fastify';
import type { EndpointShape } from '../../../shared/api-contract';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { contractRoute } from '../../lib/contract-route';
import type { Caller } from '../auth/callers';
import type { CircleActor } from '../circles/circles.policy';
import type { FileStore } from '../files/file-store';
import type { CircleMedia } from './circle-media';

/**
 * The routes of the shared lifecycle, from a kind's contract: move to "Recently removed" (204),
 * bring back (200 with the item, as `view` presents it) and delete for good (204). The caller is
 * the right to add media; whether this person may change this item is the lifecycle's check.
 */
export function registerCircleMediaRoutes(
  app: FastifyInstance,
  options: {
    endpoints: { remove: EndpointShape; restore: EndpointShape; deleteForGood: EndpointShape };
    media: CircleMedia;
    caller: Caller<CircleActor>;
    /** The answer to bringing one back, e.g. `{ photo }`. */
    view: (actor: CircleActor, id: string) => Promise<object>;
    db: Database;
    files: FileStore;
    clock: Clock;
  },
): void {
  const { endpoints, media, caller, view, db, files, clock } = options;
  const idOf = (params: unknown) => (params as { id: string }).id;

  app.route({
    ...contractRoute(endpoints.remove),
    config: { caller },
    handler: async (request, reply) => {
      await media.remove({ db, actor: caller(request), id: idOf(request.params), at: clock.now() });
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...contractRoute(endpoints.restore),
    config: { caller },
    handler: async (request) => {
      const actor = caller(request);
      const id = idOf(request.params);
      await media.restore({ db, actor, id, at: clock.now() });
      return view(actor, id);
    },
  });

  app.route({
    ...contractRoute(endpoints.deleteForGood),
    config: { caller },
    handler: async (request, reply) => {
      const actor = caller(request);
      await media.deleteForGood({ db, files, actor, id: idOf(request.params), at: clock.now() });
      return reply.code(204).send(null);
    },
  });
}
