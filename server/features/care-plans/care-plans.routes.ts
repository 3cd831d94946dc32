import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  applyTemplateSchema,
  carePlanAnswerSchema,
  ownPlanItemSchema,
  planItemUpdateSchema,
  planUpdateSchema,
} from '../../../shared/care-plans';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { errorResponses } from '../../lib/http-responses';
import { circleCaller } from '../../platform/circles/circles.policy';
import { changesNeedActivePlan } from '../../platform/circles/plan-guard';
import type { Notifier } from '../../platform/notifications/notifications.service';
import {
  addOwnItem,
  applyTemplate,
  carePlanPdf,
  getCarePlan,
  markReviewed,
  PLAN_ITEM_NOT_FOUND,
  setItemArchived,
  updatePlan,
} from './care-plans.service';

const errors = errorResponses(400, 401, 403, 404);
const itemParams = z.object({ id: z.uuid({ error: PLAN_ITEM_NOT_FOUND }) });
const tags = ['care-plans'];

const careManager = circleCaller('care.manage');
const planViewer = circleCaller('plans.view');

export const carePlanRoutes: FastifyPluginAsyncZod<{
  db: Database;
  clock: Clock;
  notifier: Notifier;
}> = async (app, { db, clock, notifier }) => {
  // A plan is everyday work, not safety: read-only while the family's plan has lapsed (037).
  changesNeedActivePlan(app);
  app.get(
    '/api/circle/care-plan',
    {
      config: { caller: planViewer },
      schema: {
        tags,
        summary: 'The circle’s care plan with each item’s task, and the next stage’s suggestion',
        response: { 200: carePlanAnswerSchema, ...errors },
      },
    },
    async (request) => getCarePlan({ db, actor: planViewer(request), at: clock.now() }),
  );

  app.get(
    '/api/circle/care-plan/pdf',
    {
      config: { caller: planViewer },
      schema: {
        tags,
        summary: 'The circle’s care plan as a PDF (404 while there is no plan)',
        produces: ['application/pdf'],
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      const { pdf, fileName } = await carePlanPdf({
        db,
        actor: planViewer(request),
        at: clock.now(),
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );

  app.post(
    '/api/circle/care-plan/template',
    {
      config: { caller: careManager },
      schema: {
        tags,
        summary: 'Use a stage template: the kept items become tasks (owner, due date, repeat)',
        body: applyTemplateSchema,
        response: { 200: carePlanAnswerSchema, ...errors },
      },
    },
    async (request) =>
      applyTemplate({
        db,
        notifier,
        actor: careManager(request),
        input: request.body,
        at: clock.now(),
      }),
  );

  app.patch(
    '/api/circle/care-plan',
    {
      config: { caller: careManager },
      schema: {
        tags,
        summary: 'Change the plan’s notes or its next review date',
        body: planUpdateSchema,
        response: { 200: carePlanAnswerSchema, ...errors },
      },
    },
    async (request) =>
      updatePlan({
        db,
        actor: careManager(request),
        input: request.body,
        at: clock.now(),
      }),
  );

  app.post(
    '/api/circle/care-plan/review',
    {
      config: { caller: careManager },
      schema: {
        tags,
        summary: 'Say the plan was reviewed; the next review is set months ahead',
        response: { 200: carePlanAnswerSchema, ...errors },
      },
    },
    async (request) => markReviewed({ db, actor: careManager(request), at: clock.now() }),
  );

  app.post(
    '/api/circle/care-plan/items',
    {
      config: { caller: careManager },
      schema: {
        tags,
        summary: 'Add an item of the family’s own, with its task',
        body: ownPlanItemSchema,
        response: { 201: carePlanAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const answer = await addOwnItem({
        db,
        notifier,
        actor: careManager(request),
        input: request.body,
        at: clock.now(),
      });
      return reply.code(201).send(answer);
    },
  );

  app.patch(
    '/api/circle/care-plan/items/:id',
    {
      config: { caller: careManager },
      schema: {
        tags,
        summary: 'Put an item away or bring it back (its task stays in the hub)',
        params: itemParams,
        body: planItemUpdateSchema,
        response: { 200: carePlanAnswerSchema, ...errors },
      },
    },
    async (request) =>
      setItemArchived({
        db,
        actor: careManager(request),
        id: request.params.id,
        archived: request.body.archived,
        at: clock.now(),
      }),
  );
};
