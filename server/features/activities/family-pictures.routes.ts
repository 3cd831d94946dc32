import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activitiesApi } from '../../../shared/activities.contract';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { contractRoute } from '../../lib/contract-route';
import { NEEDS_ACTIVE_PLAN } from '../../platform/circles/plan-guard';
import {
  addSequence,
  changeSequence,
  gamePictureSet,
  removeSequence,
} from './family-pictures.service';
import { circleInPathCaller } from '../../platform/circles/circles.policy';

const gamesConfigurer = circleInPathCaller('activities.configure');
const player = circleInPathCaller('activities.play');

/** The family's photos, people and sequences for the games (decision 056). */
export const familyPictureRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  app.route({
    ...contractRoute(activitiesApi.pictures),
    config: { caller: player },
    handler: async (request) => {
      const actor = player(request);
      return gamePictureSet(db, actor.circleId);
    },
  });

  app.route({
    ...contractRoute(activitiesApi.addSequence),
    config: { ...NEEDS_ACTIVE_PLAN, caller: gamesConfigurer },
    handler: async (request, reply) => {
      const sequence = await addSequence({
        db,
        actor: gamesConfigurer(request),
        input: request.body,
        at: clock.now(),
      });
      return reply.code(201).send({ sequence });
    },
  });

  app.route({
    ...contractRoute(activitiesApi.changeSequence),
    config: { ...NEEDS_ACTIVE_PLAN, caller: gamesConfigurer },
    handler: async (request) => ({
      sequence: await changeSequence({
        db,
        actor: gamesConfigurer(request),
        id: request.params.sequenceId,
        input: request.body,
        at: clock.now(),
      }),
    }),
  });

  app.route({
    ...contractRoute(activitiesApi.removeSequence),
    config: { caller: gamesConfigurer },
    handler: async (request, reply) => {
      await removeSequence({
        db,
        actor: gamesConfigurer(request),
        id: request.params.sequenceId,
        at: clock.now(),
      });
      return reply.code(204).send(null);
    },
  });
};
