import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  crisisAlertSchema,
  crisisAnswerSchema,
  resolveCrisisSchema,
  sendCrisisAlertSchema,
} from '../../../shared/crisis';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { errorResponses } from '../../lib/http-responses';
import { circleCaller } from '../../platform/circles/circles.policy';
import type { EmailWorker } from '../../platform/email/email-outbox';
import type { Notifier } from '../../platform/notifications/notifications.service';
import {
  answerAsMember,
  getCrisisAlert,
  listCrisisAlerts,
  resolveCrisisAlert,
  sendCrisisAlert,
} from './crisis.service';

const errors = errorResponses(400, 401, 403, 404, 409);
const idParams = z.object({ id: z.uuid({ error: 'We could not find that crisis alert.' }) });

const member = circleCaller('circle.view');

/**
 * Crisis alerts are never rate-limited: a retry or a second press is the same alert (its
 * clientRequestId), and nothing may stand between a family and its alert.
 */
export const crisisRoutes: FastifyPluginAsyncZod<{
  db: Database;
  clock: Clock;
  notifier: Notifier;
  emailWorker: EmailWorker;
  publicUrl: string;
}> = async (app, { db, clock, notifier, emailWorker, publicUrl }) => {
  app.post(
    '/api/crisis-alerts',
    {
      config: { caller: member },
      schema: {
        tags: ['emergency'],
        summary:
          'Alert every member and emergency contact now; repeating the same clientRequestId sends nothing twice',
        body: sendCrisisAlertSchema,
        response: { 200: crisisAlertSchema, 201: crisisAlertSchema, ...errors },
      },
    },
    async (request, reply) => {
      const actor = member(request);
      const { alertId, isNew } = await sendCrisisAlert({
        db,
        notifier,
        actor,
        input: request.body,
        at: clock.now(),
        publicUrl,
      });
      emailWorker.kick();
      return reply.code(isNew ? 201 : 200).send(await getCrisisAlert(db, actor, alertId));
    },
  );

  app.get(
    '/api/crisis-alerts',
    {
      config: { caller: member },
      schema: {
        tags: ['emergency'],
        summary: 'The circle’s crisis alerts: open ones first, then the most recent',
        response: { 200: z.array(crisisAlertSchema), ...errors },
      },
    },
    async (request) => listCrisisAlerts(db, member(request)),
  );

  app.get(
    '/api/crisis-alerts/:id',
    {
      config: { caller: member },
      schema: {
        tags: ['emergency'],
        summary: 'One alert: who was reached, who answered',
        params: idParams,
        response: { 200: crisisAlertSchema, ...errors },
      },
    },
    async (request) => getCrisisAlert(db, member(request), request.params.id),
  );

  app.post(
    '/api/crisis-alerts/:id/answer',
    {
      config: { caller: member },
      schema: {
        tags: ['emergency'],
        summary: 'Answer an alert: “I’m on my way” or “I’m calling”',
        params: idParams,
        body: crisisAnswerSchema,
        response: { 200: crisisAlertSchema, ...errors },
      },
    },
    async (request) => {
      const actor = member(request);
      await answerAsMember({
        db,
        notifier,
        actor,
        id: request.params.id,
        answer: request.body.answer,
        at: clock.now(),
      });
      return getCrisisAlert(db, actor, request.params.id);
    },
  );

  app.post(
    '/api/crisis-alerts/:id/resolve',
    {
      config: { caller: member },
      schema: {
        tags: ['emergency'],
        summary: 'Close an alert, with a note for the circle’s history',
        params: idParams,
        body: resolveCrisisSchema,
        response: { 200: crisisAlertSchema, ...errors },
      },
    },
    async (request) => {
      const actor = member(request);
      await resolveCrisisAlert({
        db,
        notifier,
        actor,
        id: request.params.id,
        note: request.body.note ?? null,
        at: clock.now(),
      });
      return getCrisisAlert(db, actor, request.params.id);
    },
  );
};
