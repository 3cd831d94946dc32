import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
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
 * for any member (`viewer`), and for those who may add media (`changer`) change its details
 * (200 with the item), move it to "Recently removed" (204), bring it back (200 with the item) and
 * delete it for good (204); whether this person may change this item is checked by `change` and
 * the lifecycle. The kind presents its items (`listRemoved`, `view`, `change`: the answer's body,
 * e.g. `{ photo }`).
 */
export function registerCircleMediaRoutes<Change extends EndpointShape & { body: z.ZodType }>(
  app: FastifyInstance,
  options: {
    endpoints: Record<
      'listRemoved' | 'view' | 'remove' | 'restore' | 'deleteForGood',
      EndpointShape
    > & { change: Change };
    media: CircleMedia;
    viewer: Caller<CircleActor>;
    changer: Caller<CircleActor>;
    listRemoved: (actor: CircleActor) => Promise<object>;
    view: (actor: CircleActor, id: string) => Promise<object>;
    change: (options: {
      actor: CircleActor;
      id: string;
      details: z.output<Change['body']>;
      at: Date;
    }) => Promise<object>;
    db: Database;
    files: FileStore;
    clock: Clock;
  },
): void {
  const { endpoints, media, viewer, changer: caller, listRemoved, view, change } = options;
  const { db, files, clock } = options;
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
    // Its body is the kind's own schema; the route reads it as the contract checked it.
    ...contractRoute<EndpointShape>(endpoints.change),
    config: { caller },
    handler: (request) =>
      change({
        actor: caller(request),
        id: idOf(request.params),
        details: request.body as z.output<Change['body']>,
        at: clock.now(),
      }),
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
