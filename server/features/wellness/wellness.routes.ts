import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { wellnessApi } from '../../../shared/wellness.contract';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { contractRoute } from '../../lib/contract-route';
import { personCaller, selfCheckOwnerCaller } from './wellness.policy';
import {
  deleteAllSelfChecks,
  deleteSelfCheck,
  getSelfCheck,
  getWellnessSettings,
  listSelfChecks,
  saveWellnessSettings,
  takeSelfCheck,
} from './wellness.service';

/** The wellness centre's own routes: everything here is the signed-in person's, never the circle's. */
export const wellnessRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  app.route({
    ...contractRoute(wellnessApi.listSelfChecks),
    config: { caller: personCaller },
    handler: async (request) => ({ selfChecks: await listSelfChecks(db, personCaller(request)) }),
  });

  app.route({
    ...contractRoute(wellnessApi.takeSelfCheck),
    config: { caller: personCaller },
    handler: async (request, reply) => {
      const selfCheck = await takeSelfCheck({
        db,
        person: personCaller(request),
        input: request.body,
        at: clock.now(),
      });
      return reply.code(201).send(selfCheck);
    },
  });

  app.route({
    ...contractRoute(wellnessApi.removeAllSelfChecks),
    config: { caller: personCaller },
    handler: async (request, reply) => {
      await deleteAllSelfChecks({ db, person: personCaller(request), at: clock.now() });
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...contractRoute(wellnessApi.viewSelfCheck),
    config: { caller: selfCheckOwnerCaller },
    handler: async (request) => getSelfCheck(db, selfCheckOwnerCaller(request), request.params.id),
  });

  app.route({
    ...contractRoute(wellnessApi.removeSelfCheck),
    config: { caller: selfCheckOwnerCaller },
    handler: async (request, reply) => {
      await deleteSelfCheck({
        db,
        person: selfCheckOwnerCaller(request),
        id: request.params.id,
        at: clock.now(),
      });
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...contractRoute(wellnessApi.settings),
    config: { caller: personCaller },
    handler: async (request) => {
      const person = personCaller(request);
      return getWellnessSettings(db, person, person.circleId);
    },
  });

  app.route({
    ...contractRoute(wellnessApi.saveSettings),
    config: { caller: personCaller },
    handler: async (request) => {
      const person = personCaller(request);
      return saveWellnessSettings({
        db,
        person,
        circleId: person.circleId,
        input: request.body,
        at: clock.now(),
      });
    },
  });
};
