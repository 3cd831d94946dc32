import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountDeletionSchema,
  accountSchema,
  displayPreferencesSchema,
  emailChangeRequestedMessage,
  emailChangeSchema,
  passwordChangeSchema,
  profileUpdateSchema,
  sessionInfoSchema,
} from '../../../shared/account';
import { messageSchema, userSchema } from '../../../shared/auth';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { errorResponses } from '../../lib/http-responses';
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

const errors = errorResponses(400, 401, 404, 409, 429);

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

  app.get(
    '/api/account',
    {
      config: { caller: accountHolder },
      schema: {
        tags: ['account'],
        summary: 'Your display preferences and account status',
        response: { 200: accountSchema, ...errors },
      },
    },
    async (request) => loadAccount(accountHolder(request).user),
  );

  app.patch(
    '/api/account/profile',
    {
      config: { caller: accountHolder },
      schema: {
        tags: ['account'],
        summary: 'Change your name and phone number',
        body: profileUpdateSchema,
        response: { 200: userSchema, ...errors },
      },
    },
    async (request) => {
      const actor = accountHolder(request);
      const user = await updateProfile({ db, actor, input: request.body });
      return presentUser(user, actor.membership);
    },
  );

  app.post(
    '/api/account/email/confirmation',
    {
      config: { caller: accountHolder },
      schema: {
        tags: ['account'],
        summary: 'Send the link that confirms your email address again (3 an hour)',
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      const message = await resendEmailConfirmation({
        db,
        clock,
        actor: accountHolder(request),
        publicUrl,
      });
      emailWorker.kick();
      return { message };
    },
  );

  app.post(
    '/api/account/email',
    {
      config: { caller: accountHolder },
      schema: {
        tags: ['account'],
        summary:
          'Ask to change your email (needs your current password): a link goes to the new address, which takes effect when it is opened',
        body: emailChangeSchema,
        response: { 202: messageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const actor = accountHolder(request);
      const newEmail = await changeEmail({ db, clock, actor, input: request.body, publicUrl });
      emailWorker.kick();
      return reply.code(202).send({ message: emailChangeRequestedMessage(newEmail) });
    },
  );

  app.delete(
    '/api/account/email',
    {
      config: { caller: accountHolder },
      schema: {
        tags: ['account'],
        summary:
          'Cancel the change of email you asked for: the link sent to the new address stops working',
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await cancelEmailChange({ db, clock, actor: accountHolder(request) });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/account/password',
    {
      config: { caller: accountHolder },
      schema: {
        tags: ['account'],
        summary: 'Change your password; every other device is signed out',
        body: passwordChangeSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await changePassword({ db, clock, actor: accountHolder(request), input: request.body });
      emailWorker.kick();
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/account/sessions',
    {
      config: { caller: accountHolder },
      schema: {
        tags: ['account'],
        summary: 'The devices signed in to your account',
        response: { 200: z.array(sessionInfoSchema), ...errors },
      },
    },
    async (request) => listSessions(db, accountHolder(request)),
  );

  app.delete(
    '/api/account/sessions/:id',
    {
      config: { caller: accountHolder },
      schema: {
        tags: ['account'],
        summary: 'Sign out one device',
        params: z.object({ id: z.uuid({ error: 'We could not find that device.' }) }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await endSession(db, accountHolder(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/account/sessions/sign-out-others',
    {
      config: { caller: accountHolder },
      schema: {
        tags: ['account'],
        summary: 'Sign out everywhere else',
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await endOtherSessions(db, accountHolder(request));
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/api/account/preferences',
    {
      config: { caller: accountHolder },
      schema: {
        tags: ['account'],
        summary: 'Save how Kinwell looks for you (large text, high contrast, reduced motion)',
        body: displayPreferencesSchema,
        response: { 200: displayPreferencesSchema, ...errors },
      },
    },
    async (request) => savePreferences(db, accountHolder(request), request.body),
  );

  app.post(
    '/api/account/deletion',
    {
      config: { caller: accountHolder },
      schema: {
        tags: ['account'],
        summary: 'Delete your account after a grace period (needs your current password)',
        body: accountDeletionSchema,
        response: { 200: accountSchema, ...errors },
      },
    },
    async (request) => {
      const user = await scheduleDeletion({
        db,
        clock,
        actor: accountHolder(request),
        password: request.body.currentPassword,
      });
      emailWorker.kick();
      return loadAccount(user);
    },
  );

  app.delete(
    '/api/account/deletion',
    {
      config: { caller: accountHolder },
      schema: {
        tags: ['account'],
        summary: 'Keep your account: cancel a deletion still in its grace period',
        response: { 200: accountSchema, ...errors },
      },
    },
    async (request) =>
      loadAccount(await cancelDeletion({ db, clock, actor: accountHolder(request) })),
  );
};
