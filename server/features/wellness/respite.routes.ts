import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  respiteHelperInputSchema,
  respiteHelperSchema,
  respiteNotesSchema,
  respitePlanSchema,
} from '../../../shared/wellness';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { errorResponses } from '../../lib/http-responses';
import { circleCaller } from '../../platform/circles/circles.policy';
import { changesNeedActivePlan } from '../../platform/circles/plan-guard';
import {
  addRespiteHelper,
  getRespitePlan,
  removeRespiteHelper,
  saveRespiteNotes,
} from './respite.service';

const errors = errorResponses(400, 401, 403, 404);
const idParams = z.object({ id: z.uuid({ error: 'We could not find that person.' }) });

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
  app.get(
    '/api/circle/respite-plan',
    {
      config: { caller: careViewer },
      schema: {
        tags: ['wellness'],
        summary: 'Who can step in so a caregiver can rest, and what they need to know',
        response: { 200: respitePlanSchema, ...errors },
      },
    },
    async (request) => getRespitePlan(db, careViewer(request)),
  );

  app.put(
    '/api/circle/respite-plan/notes',
    {
      config: { caller: careManager },
      schema: {
        tags: ['wellness'],
        summary: 'What the person stepping in needs to know',
        body: respiteNotesSchema,
        response: { 200: respitePlanSchema, ...errors },
      },
    },
    async (request) =>
      saveRespiteNotes({
        db,
        actor: careManager(request),
        notes: request.body.notes,
        at: clock.now(),
      }),
  );

  app.post(
    '/api/circle/respite-plan/helpers',
    {
      config: { caller: careManager },
      schema: {
        tags: ['wellness'],
        summary: 'Add someone who can step in (a member of the circle or anyone trusted)',
        body: respiteHelperInputSchema,
        response: { 201: respiteHelperSchema, ...errors },
      },
    },
    async (request, reply) => {
      const helper = await addRespiteHelper({
        db,
        actor: careManager(request),
        input: request.body,
        at: clock.now(),
      });
      return reply.code(201).send(helper);
    },
  );

  app.delete(
    '/api/circle/respite-plan/helpers/:id',
    {
      config: { caller: careManager },
      schema: {
        tags: ['wellness'],
        summary: 'Remove someone from the respite plan',
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeRespiteHelper({
        db,
        actor: careManager(request),
        id: request.params.id,
        at: clock.now(),
      });
      return reply.code(204).send(null);
    },
  );
};
