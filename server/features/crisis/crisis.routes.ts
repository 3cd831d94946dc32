import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { crisisApi } from '../../../shared/crisis.contract';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { contractRoute } from '../../lib/contract-route';
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
  app.route({
    ...contractRoute(crisisApi.send),
    config: { caller: member },
    handler: async (request, reply) => {
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
  });

  app.route({
    ...contractRoute(crisisApi.list),
    config: { caller: member },
    handler: async (request) => listCrisisAlerts(db, member(request)),
  });

  app.route({
    ...contractRoute(crisisApi.view),
    config: { caller: member },
    handler: async (request) => getCrisisAlert(db, member(request), request.params.id),
  });

  app.route({
    ...contractRoute(crisisApi.answer),
    config: { caller: member },
    handler: async (request) => {
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
  });

  app.route({
    ...contractRoute(crisisApi.resolve),
    config: { caller: member },
    handler: async (request) => {
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
  });
};
