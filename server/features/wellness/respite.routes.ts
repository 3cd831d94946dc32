import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { wellnessApi } from '../../../shared/wellness.contract';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { contractRoute } from '../../lib/contract-route';
import { circleCaller } from '../../platform/circles/circles.policy';
import { changesNeedActivePlan } from '../../platform/circles/plan-guard';
import {
  addRespiteHelper,
  getRespitePlan,
  removeRespiteHelper,
  saveRespiteNotes,
} from './respite.service';

const careManager = circleCaller('care.manage');
const careViewer = circleCaller('care.view');

/** The circle's respite plan: every member reads it, caregivers keep it. */
export const respiteRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  // Changing the respite plan is everyday planning, read-only while the family's plan has lapsed
  // (decision 037); reading it, and the emergency profile it points to, stay open.
  changesNeedActivePlan(app);
  app.route({
    ...contractRoute(wellnessApi.respitePlan),
    config: { caller: careViewer },
    handler: async (request) => getRespitePlan(db, careViewer(request)),
  });

  app.route({
    ...contractRoute(wellnessApi.saveRespiteNotes),
    config: { caller: careManager },
    handler: async (request) =>
      saveRespiteNotes({
        db,
        actor: careManager(request),
        notes: request.body.notes,
        at: clock.now(),
      }),
  });

  app.route({
    ...contractRoute(wellnessApi.addRespiteHelper),
    config: { caller: careManager },
    handler: async (request, reply) => {
      const helper = await addRespiteHelper({
        db,
        actor: careManager(request),
        input: request.body,
        at: clock.now(),
      });
      return reply.code(201).send(helper);
    },
  });

  app.route({
    ...contractRoute(wellnessApi.removeRespiteHelper),
    config: { caller: careManager },
    handler: async (request, reply) => {
      await removeRespiteHelper({
        db,
        actor: careManager(request),
        id: request.params.id,
        at: clock.now(),
      });
      return reply.code(204).send(null);
    },
  });
};
