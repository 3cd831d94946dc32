import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  familySequenceAnswerSchema,
  familySequenceInputSchema,
  gamePictureSetSchema,
} from '../../../shared/activities-family';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { errorResponses } from '../../lib/http-responses';
import { NEEDS_ACTIVE_PLAN } from '../../platform/circles/plan-guard';
import {
  addSequence,
  changeSequence,
  gamePictureSet,
  removeSequence,
} from './family-pictures.service';
import { circleInPathCaller } from '../../platform/circles/circles.policy';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['activities'];
const circleParams = z.object({
  circleId: z.uuid({ error: 'We could not find that care circle.' }),
});
const sequenceParams = circleParams.extend({
  sequenceId: z.uuid({ error: 'We could not find that sequence.' }),
});

const gamesConfigurer = circleInPathCaller('activities.configure');
const player = circleInPathCaller('activities.play');

/** The family's photos, people and sequences for the games (decision 056). */
export const familyPictureRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  app.get(
    '/api/circles/:circleId/activities/pictures',
    {
      config: { caller: player },
      schema: {
        tags,
        summary:
          'The circle’s photos (never removed ones), memory people and family sequences a game may deal',
        params: circleParams,
        response: { 200: gamePictureSetSchema, ...errors },
      },
    },
    async (request) => {
      const actor = player(request);
      return gamePictureSet(db, actor.circleId);
    },
  );

  app.post(
    '/api/circles/:circleId/activities/sequences',
    {
      config: { ...NEEDS_ACTIVE_PLAN, caller: gamesConfigurer },
      schema: {
        tags,
        summary: 'Make a sequence for sequence memory from three to six of the circle’s photos',
        params: circleParams,
        body: familySequenceInputSchema,
        response: { 201: familySequenceAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const sequence = await addSequence({
        db,
        actor: gamesConfigurer(request),
        input: request.body,
        at: clock.now(),
      });
      return reply.code(201).send({ sequence });
    },
  );

  app.put(
    '/api/circles/:circleId/activities/sequences/:sequenceId',
    {
      config: { ...NEEDS_ACTIVE_PLAN, caller: gamesConfigurer },
      schema: {
        tags,
        summary: 'Change a family sequence’s title, photos or labels',
        params: sequenceParams,
        body: familySequenceInputSchema,
        response: { 200: familySequenceAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      sequence: await changeSequence({
        db,
        actor: gamesConfigurer(request),
        id: request.params.sequenceId,
        input: request.body,
        at: clock.now(),
      }),
    }),
  );

  app.delete(
    '/api/circles/:circleId/activities/sequences/:sequenceId',
    {
      config: { caller: gamesConfigurer },
      schema: {
        tags,
        summary: 'Remove a family sequence (its photos stay in memory support)',
        params: sequenceParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeSequence({
        db,
        actor: gamesConfigurer(request),
        id: request.params.sequenceId,
        at: clock.now(),
      });
      return reply.code(204).send(null);
    },
  );
};
