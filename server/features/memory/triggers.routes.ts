import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memoryTriggersApi } from '../../../shared/memory-triggers.contract';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { contractRoute } from '../../lib/contract-route';
import { circleCaller } from '../../platform/circles/circles.policy';
import { changesNeedActivePlan } from '../../platform/circles/plan-guard';
import { listRecentAdditions } from './home.service';
import { addTrigger, changeTrigger, listTriggers, removeTrigger } from './triggers.service';

const member = circleCaller('circle.view');
const triggerEditor = circleCaller('triggers.edit');

/**
 * Memory triggers and the memory support home (decision 053). Everyone in the circle reads them;
 * family members and caregivers write triggers (`triggers.edit`); whoever wrote one, or a
 * caregiver, changes or removes it.
 */
export const triggerRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  changesNeedActivePlan(app);

  app.route({
    ...contractRoute(memoryTriggersApi.list),
    config: { caller: member },
    handler: async (request) => ({
      triggers: await listTriggers(db, member(request), request.query),
    }),
  });

  app.route({
    ...contractRoute(memoryTriggersApi.add),
    config: { caller: triggerEditor },
    handler: async (request, reply) => {
      const trigger = await addTrigger({
        db,
        actor: triggerEditor(request),
        input: request.body,
        at: clock.now(),
      });
      return reply.code(201).send({ trigger });
    },
  });

  app.route({
    ...contractRoute(memoryTriggersApi.change),
    config: { caller: triggerEditor },
    handler: async (request) => ({
      trigger: await changeTrigger({
        db,
        actor: triggerEditor(request),
        id: request.params.id,
        input: request.body,
        at: clock.now(),
      }),
    }),
  });

  app.route({
    ...contractRoute(memoryTriggersApi.remove),
    config: { caller: triggerEditor },
    handler: async (request, reply) => {
      await removeTrigger({
        db,
        actor: triggerEditor(request),
        id: request.params.id,
        at: clock.now(),
      });
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...contractRoute(memoryTriggersApi.recentAdditions),
    config: { caller: member },
    handler: async (request) => ({
      additions: await listRecentAdditions(db, member(request), clock.now()),
    }),
  });
};
