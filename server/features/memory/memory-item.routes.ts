import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { EndpointShape } from '../../../shared/api-contract';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { contractRoute } from '../../lib/contract-route';
import type { Caller } from '../../platform/auth/callers';
import type { CircleActor } from '../../platform/circles/circles.policy';

type WithBody = EndpointShape & { body: z.ZodType };

/** A service function the routes call: what the route read, and when. */
type ItemStep<Read, Answer> = (
  options: { db: Database; actor: CircleActor; at: Date } & Read,
) => Promise<Answer>;

/**
 * The three routes of a memory item that its writers keep (a person in the photos, an album, a
 * book, a song, a trigger), from its contract: add (201 with `{ [key]: item }`), change (200 with
 * `{ [key]: item }`) and remove (204). The `writer` may call them; whether this person may change
 * this item is the service's check. The service functions take what the route read: the actor,
 * the item's `id`, the body as `input` and the clock's `at`.
 */
export function registerMemoryItemRoutes<Add extends WithBody, Change extends WithBody>(
  app: FastifyInstance,
  options: {
    endpoints: { add: Add; change: Change; remove: EndpointShape };
    /** The answer's one field, e.g. `book` for `{ book }`. */
    key: string;
    writer: Caller<CircleActor>;
    db: Database;
    clock: Clock;
    add: ItemStep<{ input: z.output<Add['body']> }, unknown>;
    change: ItemStep<{ id: string; input: z.output<Change['body']> }, unknown>;
    remove: ItemStep<{ id: string }, void>;
  },
): void {
  const { endpoints, key, writer: caller, db, clock } = options;
  const idOf = (params: unknown) => (params as { id: string }).id;

  app.route({
    // Its body is the kind's own schema; the route reads it as the contract checked it.
    ...contractRoute<EndpointShape>(endpoints.add),
    config: { caller },
    handler: async (request, reply) => {
      const input = request.body as z.output<Add['body']>;
      const item = await options.add({ db, actor: caller(request), input, at: clock.now() });
      return reply.code(201).send({ [key]: item });
    },
  });

  app.route({
    ...contractRoute<EndpointShape>(endpoints.change),
    config: { caller },
    handler: async (request) => {
      const input = request.body as z.output<Change['body']>;
      const id = idOf(request.params);
      return {
        [key]: await options.change({ db, actor: caller(request), id, input, at: clock.now() }),
      };
    },
  });

  app.route({
    ...contractRoute(endpoints.remove),
    config: { caller },
    handler: async (request, reply) => {
      await options.remove({
        db,
        actor: caller(request),
        id: idOf(request.params),
        at: clock.now(),
      });
      return reply.code(204).send(null);
    },
  });
}
