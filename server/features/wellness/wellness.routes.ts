import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  selfCheckInputSchema,
  selfCheckListSchema,
  selfCheckSchema,
  wellnessSettingsDtoSchema,
  wellnessSettingsSchema,
} from '../../../shared/wellness';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { errorResponses } from '../../lib/http-responses';
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

const errors = errorResponses(400, 401, 404);
const idParams = z.object({ id: z.uuid({ error: 'We could not find that self-check.' }) });

/** The wellness centre's own routes: everything here is the signed-in person's, never the circle's. */
export const wellnessRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  app.get(
    '/api/wellness/self-checks',
    {
      config: { caller: personCaller },
      schema: {
        tags: ['wellness'],
        summary: 'Your own caregiver self-checks, newest first (nobody else sees them)',
        response: { 200: selfCheckListSchema, ...errors },
      },
    },
    async (request) => ({ selfChecks: await listSelfChecks(db, personCaller(request)) }),
  );

  app.post(
    '/api/wellness/self-checks',
    {
      config: { caller: personCaller },
      schema: {
        tags: ['wellness'],
        summary: 'Take the caregiver self-check; scored as the AMA describes, kept for you alone',
        body: selfCheckInputSchema,
        response: { 201: selfCheckSchema, ...errors },
      },
    },
    async (request, reply) => {
      const selfCheck = await takeSelfCheck({
        db,
        person: personCaller(request),
        input: request.body,
        at: clock.now(),
      });
      return reply.code(201).send(selfCheck);
    },
  );

  app.delete(
    '/api/wellness/self-checks',
    {
      config: { caller: personCaller },
      schema: {
        tags: ['wellness'],
        summary: 'Delete all your own self-checks',
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteAllSelfChecks({ db, person: personCaller(request), at: clock.now() });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/wellness/self-checks/:id',
    {
      config: { caller: selfCheckOwnerCaller },
      schema: {
        tags: ['wellness'],
        summary: 'One of your own self-checks (anyone else’s answers 404)',
        params: idParams,
        response: { 200: selfCheckSchema, ...errors },
      },
    },
    async (request) => getSelfCheck(db, selfCheckOwnerCaller(request), request.params.id),
  );

  app.delete(
    '/api/wellness/self-checks/:id',
    {
      config: { caller: selfCheckOwnerCaller },
      schema: {
        tags: ['wellness'],
        summary: 'Delete one of your own self-checks',
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteSelfCheck({
        db,
        person: selfCheckOwnerCaller(request),
        id: request.params.id,
        at: clock.now(),
      });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/wellness/settings',
    {
      config: { caller: personCaller },
      schema: {
        tags: ['wellness'],
        summary: 'Your ZIP code for local help and your daily self-care reminder',
        response: { 200: wellnessSettingsDtoSchema, ...errors },
      },
    },
    async (request) => {
      const person = personCaller(request);
      return getWellnessSettings(db, person, person.circleId);
    },
  );

  app.put(
    '/api/wellness/settings',
    {
      config: { caller: personCaller },
      schema: {
        tags: ['wellness'],
        summary: 'Save your ZIP code and your daily self-care reminder',
        body: wellnessSettingsSchema,
        response: { 200: wellnessSettingsDtoSchema, ...errors },
      },
    },
    async (request) => {
      const person = personCaller(request);
      return saveWellnessSettings({
        db,
        person,
        circleId: person.circleId,
        input: request.body,
        at: clock.now(),
      });
    },
  );
};
