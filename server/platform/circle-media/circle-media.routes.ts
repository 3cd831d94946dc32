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
 * The routes every kind of circle media has, from its contract: "Recently removed" and one item
 * for any member (`viewer`), and for those who may add media (`changer`) move to "Recently
 * removed" (204), bring back (200 with the item) and delete for good (204); whether this person
 * may change this item is the lifecycle's check. The kind presents its items (`listRemoved`,
 * `view`: the answer's body, e.g. `{ photo }`).
 */
export function registerCircleMediaRoutes(
  app: FastifyInstance,
  options: {
    endpoints: Record<
      'listRemoved' | 'view' | 'remove' | 'restore' | 'deleteForGood',
      EndpointShape
    >;
    media: CircleMedia;
    viewer: Caller<CircleActor>;
    changer: Caller<CircleActor>;
    listRemoved: (actor: CircleActor) => Promise<object>;
    view: (actor: CircleActor, id: string) => Promise<object>;
    db: Database;
    files: FileStore;
    clock: Clock;
  },
): void {
  const {
    endpoints,
    media,
    viewer,
    changer: caller,
    listRemoved,
    view,
    db,
    files,
    clock,
  } = options;
  const idOf = (params: unknown) => (params as { id: string }).id;

  app.route({
    ...contractRoute(endpoints.listRemoved),
    config: { caller: viewer },
    handler: (request) => listRemoved(viewer(request)),
  });

  app.route({
    ...contractRoute(endpoints.view),
    config: { caller: viewer },
    handler: (request) => view(viewer(request), idOf(request.params)),
  });

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
