import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activityEnjoymentSchema,
  activitySessionInputSchema,
  activitySettingsSchema,
} from '../../../shared/activities';
import {
  activityLogQuerySchema,
  activityLogSchema,
  activitySessionAnswerSchema,
  activitySettingsDtoSchema,
} from '../../../shared/activities-log';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { errorResponses } from '../../lib/http-responses';
import {
  activityLog,
  answerEnjoyment,
  getSettings,
  recordSession,
  saveSettings,
} from './activities.service';
import { NEEDS_ACTIVE_PLAN } from '../../platform/circles/plan-guard';
import { circleInPathCaller } from '../../platform/circles/circles.policy';

const errors = errorResponses(400, 401, 403, 404);
const circleParams = z.object({
  circleId: z.uuid({ error: 'We could not find that care circle.' }),
});
const sessionParams = circleParams.extend({
  sessionId: z.uuid({ error: 'We could not find that session.' }),
});

const gamesConfigurer = circleInPathCaller('activities.configure');
const player = circleInPathCaller('activities.play');

export const activitiesRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  app.get(
    '/api/circles/:circleId/activities/settings',
    {
      config: { caller: player },
      schema: {
        tags: ['activities'],
        summary: 'The games’ difficulty (stored, or from the stage) and the read-aloud voice',
        params: circleParams,
        response: { 200: activitySettingsDtoSchema, ...errors },
      },
    },
    async (request) => {
      const actor = player(request);
      return getSettings(db, actor.circleId);
    },
  );

  app.put(
    '/api/circles/:circleId/activities/settings',
    {
      config: { ...NEEDS_ACTIVE_PLAN, caller: gamesConfigurer },
      schema: {
        tags: ['activities'],
        summary: 'Set each game’s difficulty (null follows the stage) and the read-aloud voice',
        params: circleParams,
        body: activitySettingsSchema,
        response: { 200: activitySettingsDtoSchema, ...errors },
      },
    },
    async (request) =>
      saveSettings({
        db,
        actor: gamesConfigurer(request),
        input: request.body,
        at: clock.now(),
      }),
  );

  app.post(
    '/api/circles/:circleId/activities/sessions',
    {
      config: { caller: player },
      schema: {
        tags: ['activities'],
        summary: 'Record a finished session of a game as the signed-in member’s',
        params: circleParams,
        body: activitySessionInputSchema,
        response: { 201: activitySessionAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const session = await recordSession({
        db,
        actor: player(request),
        input: request.body,
        at: clock.now(),
      });
      return reply.code(201).send({ session });
    },
  );

  app.patch(
    '/api/circles/:circleId/activities/sessions/:sessionId',
    {
      config: { caller: player },
      schema: {
        tags: ['activities'],
        summary: 'Say whether the person enjoyed a session (its recorder or a caregiver)',
        params: sessionParams,
        body: activityEnjoymentSchema,
        response: { 200: activitySessionAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      session: await answerEnjoyment({
        db,
        actor: player(request),
        id: request.params.sessionId,
        enjoyment: request.body.enjoyment,
        at: clock.now(),
      }),
    }),
  );

  app.get(
    '/api/circles/:circleId/activities/sessions',
    {
      config: { caller: player },
      schema: {
        tags: ['activities'],
        summary:
          'The log of sessions over 30 or 90 days with its summary (own sessions only without the history right)',
        params: circleParams,
        querystring: activityLogQuerySchema,
        response: { 200: activityLogSchema, ...errors },
      },
    },
    async (request) =>
      activityLog({
        db,
        actor: player(request),
        days: request.query.days,
        at: clock.now(),
      }),
  );
};
