import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  recentAdditionsSchema,
  TRIGGER_NOT_FOUND,
  triggerInputSchema,
  triggerListQuerySchema,
  triggerListSchema,
  triggerSchema,
} from '../../../shared/memory-triggers';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { errorResponses } from '../../lib/http-responses';
import { circleCaller } from '../../platform/circles/circles.policy';
import { changesNeedActivePlan } from '../../platform/circles/plan-guard';
import { listRecentAdditions } from './home.service';
import { addTrigger, changeTrigger, listTriggers, removeTrigger } from './triggers.service';

const tags = ['memory'];
const errors = errorResponses(400, 401, 403, 404);
const triggerParams = z.object({ id: z.uuid({ error: TRIGGER_NOT_FOUND }) });

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

  app.get(
    '/api/circle/memory-triggers',
    {
      config: { caller: member },
      schema: {
        tags,
        summary:
          'The circle’s memory triggers, newest first; narrowed to a kind of tie, a photo or a person',
        querystring: triggerListQuerySchema,
        response: { 200: triggerListSchema, ...errors },
      },
    },
    async (request) => ({
      triggers: await listTriggers(db, member(request), request.query),
    }),
  );

  app.post(
    '/api/circle/memory-triggers',
    {
      config: { caller: triggerEditor },
      schema: {
        tags,
        summary:
          'Write a memory trigger: a conversation starter, what helps, what to avoid, and what it is tied to',
        body: triggerInputSchema,
        response: { 201: z.object({ trigger: triggerSchema }), ...errors },
      },
    },
    async (request, reply) => {
      const trigger = await addTrigger({
        db,
        actor: triggerEditor(request),
        input: request.body,
        at: clock.now(),
      });
      return reply.code(201).send({ trigger });
    },
  );

  app.put(
    '/api/circle/memory-triggers/:id',
    {
      config: { caller: triggerEditor },
      schema: {
        tags,
        summary: 'Change a memory trigger (whoever wrote it, or a caregiver)',
        params: triggerParams,
        body: triggerInputSchema,
        response: { 200: z.object({ trigger: triggerSchema }), ...errors },
      },
    },
    async (request) => ({
      trigger: await changeTrigger({
        db,
        actor: triggerEditor(request),
        id: request.params.id,
        input: request.body,
        at: clock.now(),
      }),
    }),
  );

  app.delete(
    '/api/circle/memory-triggers/:id',
    {
      config: { caller: triggerEditor },
      schema: {
        tags,
        summary: 'Remove a memory trigger (whoever wrote it, or a caregiver)',
        params: triggerParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeTrigger({
        db,
        actor: triggerEditor(request),
        id: request.params.id,
        at: clock.now(),
      });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/circle/memory-home/recent',
    {
      config: { caller: member },
      schema: {
        tags,
        summary:
          'What others in the circle added to memory support in the last 14 days, grouped ("Rosa added 3 photos")',
        response: { 200: recentAdditionsSchema, ...errors },
      },
    },
    async (request) => ({
      additions: await listRecentAdditions(db, member(request), clock.now()),
    }),
  );
};
