import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memoryTriggersApi } from '../../../shared/memory-triggers.contract';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { contractRoute } from '../../lib/contract-route';
import { circleCaller } from '../../platform/circles/circles.policy';
import { changesNeedActivePlan } from '../../platform/circles/plan-guard';
import { listRecentAdditions } from './home.service';
import { registerMemoryItemRoutes } from './memory-item.routes';
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

  registerMemoryItemRoutes(app, {
    endpoints: {
      add: memoryTriggersApi.add,
      change: memoryTriggersApi.change,
      remove: memoryTriggersApi.remove,
    },
    key: 'trigger',
    writer: triggerEditor,
    db,
    clock,
    add: addTrigger,
    change: changeTrigger,
    remove: removeTrigger,
  });

  app.route({
    ...contractRoute(memoryTriggersApi.recentAdditions),
    config: { caller: member },
    handler: async (request) => ({
      additions: await listRecentAdditions(db, member(request), clock.now()),
    }),
  });
};
