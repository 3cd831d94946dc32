import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activitiesApi } from '../../../shared/activities.contract';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { contractRoute } from '../../lib/contract-route';
import {
  activityLog,
  answerEnjoyment,
  getSettings,
  recordSession,
  saveSettings,
} from './activities.service';
import { NEEDS_ACTIVE_PLAN } from '../../platform/circles/plan-guard';
import { circleInPathCaller } from '../../platform/circles/circles.policy';

const gamesConfigurer = circleInPathCaller('activities.configure');
const player = circleInPathCaller('activities.play');

export const activitiesRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  app.route({
    ...contractRoute(activitiesApi.settings),
    config: { caller: player },
    handler: async (request) => {
      const actor = player(request);
      return getSettings(db, actor.circleId);
    },
  });

  app.route({
    ...contractRoute(activitiesApi.saveSettings),
    config: { ...NEEDS_ACTIVE_PLAN, caller: gamesConfigurer },
    handler: async (request) =>
      saveSettings({
        db,
        actor: gamesConfigurer(request),
        input: request.body,
        at: clock.now(),
      }),
  });

  app.route({
    ...contractRoute(activitiesApi.recordSession),
    config: { caller: player },
    handler: async (request, reply) => {
      const session = await recordSession({
        db,
        actor: player(request),
        input: request.body,
        at: clock.now(),
      });
      return reply.code(201).send({ session });
    },
  });

  app.route({
    ...contractRoute(activitiesApi.answerEnjoyment),
    config: { caller: player },
    handler: async (request) => ({
      session: await answerEnjoyment({
        db,
        actor: player(request),
        id: request.params.sessionId,
        enjoyment: request.body.enjoyment,
        at: clock.now(),
      }),
    }),
  });

  app.route({
    ...contractRoute(activitiesApi.log),
    config: { caller: player },
    handler: async (request) =>
      activityLog({
        db,
        actor: player(request),
        days: request.query.days,
        at: clock.now(),
      }),
  });
};
