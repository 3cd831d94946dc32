import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emailChangeRequestedMessage } from '../../../shared/account';
import { accountApi } from '../../../shared/account.contract';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { contractRoute } from '../../lib/contract-route';
import { presentUser } from '../../platform/auth/auth.presenter';
import { requireAuth } from '../../platform/auth/auth.plugin';
import { defineCaller } from '../../platform/auth/callers';
import type { SessionUser } from '../../platform/auth/sessions.service';
import type { EmailWorker } from '../../platform/email/email-outbox';
import {
  cancelDeletion,
  cancelEmailChange,
  changeEmail,
  findPendingEmailChange,
  resendEmailConfirmation,
  changePassword,
  endOtherSessions,
  endSession,
  findSoleCaregiverCircles,
  listSessions,
  savePreferences,
  scheduleDeletion,
  updateProfile,
} from './account.service';
import { presentAccount } from './account.presenter';

/** Every signed-in family account, in a circle or not, acting on their own account. */
const accountHolder = defineCaller((request) => {
  const { user, sessionId, membership } = requireAuth(request);
  return { user, sessionId, membership, ip: request.ip };
});

export const accountRoutes: FastifyPluginAsyncZod<{
  db: Database;
  clock: Clock;
  emailWorker: EmailWorker;
  publicUrl: string;
}> = async (app, { db, clock, emailWorker, publicUrl }) => {
  const loadAccount = async (user: SessionUser) =>
    presentAccount(
      user,
      await findSoleCaregiverCircles(db, user.id),
      await findPendingEmailChange(db, user.id, clock.now()),
    );

  app.route({
    ...contractRoute(accountApi.view),
    config: { caller: accountHolder },
    handler: async (request) => loadAccount(accountHolder(request).user),
  });

  app.route({
    ...contractRoute(accountApi.updateProfile),
    config: { caller: accountHolder },
    handler: async (request) => {
      const actor = accountHolder(request);
      const user = await updateProfile({ db, actor, input: request.body });
      return presentUser(user, actor.membership);
    },
  });

  app.route({
    ...contractRoute(accountApi.resendEmailConfirmation),
    config: { caller: accountHolder },
    handler: async (request) => {
      const message = await resendEmailConfirmation({
        db,
        clock,
        actor: accountHolder(request),
        publicUrl,
      });
      emailWorker.kick();
      return { message };
    },
  });

  app.route({
    ...contractRoute(accountApi.changeEmail),
    config: { caller: accountHolder },
    handler: async (request, reply) => {
      const actor = accountHolder(request);
      const newEmail = await changeEmail({ db, clock, actor, input: request.body, publicUrl });
      emailWorker.kick();
      return reply.code(202).send({ message: emailChangeRequestedMessage(newEmail) });
    },
  });

  app.route({
    ...contractRoute(accountApi.cancelEmailChange),
    config: { caller: accountHolder },
    handler: async (request, reply) => {
      await cancelEmailChange({ db, clock, actor: accountHolder(request) });
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...contractRoute(accountApi.changePassword),
    config: { caller: accountHolder },
    handler: async (request, reply) => {
      await changePassword({ db, clock, actor: accountHolder(request), input: request.body });
      emailWorker.kick();
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...contractRoute(accountApi.sessions),
    config: { caller: accountHolder },
    handler: async (request) => listSessions(db, accountHolder(request)),
  });

  app.route({
    ...contractRoute(accountApi.endSession),
    config: { caller: accountHolder },
    handler: async (request, reply) => {
      await endSession(db, accountHolder(request), request.params.id);
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...contractRoute(accountApi.endOtherSessions),
    config: { caller: accountHolder },
    handler: async (request, reply) => {
      await endOtherSessions(db, accountHolder(request));
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...contractRoute(accountApi.savePreferences),
    config: { caller: accountHolder },
    handler: async (request) => savePreferences(db, accountHolder(request), request.body),
  });

  app.route({
    ...contractRoute(accountApi.scheduleDeletion),
    config: { caller: accountHolder },
    handler: async (request) => {
      const user = await scheduleDeletion({
        db,
        clock,
        actor: accountHolder(request),
        password: request.body.currentPassword,
      });
      emailWorker.kick();
      return loadAccount(user);
    },
  });

  app.route({
    ...contractRoute(accountApi.cancelDeletion),
    config: { caller: accountHolder },
    handler: async (request) =>
      loadAccount(await cancelDeletion({ db, clock, actor: accountHolder(request) })),
  });
};
