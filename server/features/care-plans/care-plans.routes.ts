import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { carePlansApi } from '../../../shared/care-plans.contract';
import { carePlanFileRoutes } from '../../../shared/care-plans.endpoints';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { contractRoute } from '../../lib/contract-route';
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
  setItemArchived,
  updatePlan,
} from './care-plans.service';

const careManager = circleCaller('care.manage');
const planViewer = circleCaller('plans.view');

export const carePlanRoutes: FastifyPluginAsyncZod<{
  db: Database;
  clock: Clock;
  notifier: Notifier;
}> = async (app, { db, clock, notifier }) => {
  // A plan is everyday work, not safety: read-only while the family's plan has lapsed (037).
  changesNeedActivePlan(app);

  app.route({
    ...contractRoute(carePlansApi.view),
    config: { caller: planViewer },
    handler: async (request) => getCarePlan({ db, actor: planViewer(request), at: clock.now() }),
  });

  // A PDF to download, not JSON: outside the contract (its OpenAPI entry says `application/pdf`).
  app.get(
    carePlanFileRoutes.pdf.path,
    {
      config: { caller: planViewer },
      schema: {
        tags: ['care-plans'],
        summary: 'The circle’s care plan as a PDF (404 while there is no plan)',
        produces: ['application/pdf'],
        response: { 200: z.any(), ...errorResponses(400, 401, 403, 404) },
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

  app.route({
    ...contractRoute(carePlansApi.applyTemplate),
    config: { caller: careManager },
    handler: async (request) =>
      applyTemplate({
        db,
        notifier,
        actor: careManager(request),
        input: request.body,
        at: clock.now(),
      }),
  });

  app.route({
    ...contractRoute(carePlansApi.update),
    config: { caller: careManager },
    handler: async (request) =>
      updatePlan({
        db,
        actor: careManager(request),
        input: request.body,
        at: clock.now(),
      }),
  });

  app.route({
    ...contractRoute(carePlansApi.review),
    config: { caller: careManager },
    handler: async (request) => markReviewed({ db, actor: careManager(request), at: clock.now() }),
  });

  app.route({
    ...contractRoute(carePlansApi.addItem),
    config: { caller: careManager },
    handler: async (request, reply) => {
      const answer = await addOwnItem({
        db,
        notifier,
        actor: careManager(request),
        input: request.body,
        at: clock.now(),
      });
      return reply.code(201).send(answer);
    },
  });

  app.route({
    ...contractRoute(carePlansApi.archiveItem),
    config: { caller: careManager },
    handler: async (request) =>
      setItemArchived({
        db,
        actor: careManager(request),
        id: request.params.id,
        archived: request.body.archived,
        at: clock.now(),
      }),
  });
};
