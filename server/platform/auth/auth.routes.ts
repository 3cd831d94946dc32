import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginSchema, registerSchema, userSchema } from '../../../shared/auth';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { errorResponses } from '../../lib/http-responses';
import { assertUnderLimit, recordEvent } from '../../lib/rate-limit';
import type { Notifier } from '../notifications/notifications.service';
import { findFirstMembership } from '../circles/membership';
import { presentUser } from './auth.presenter';
import { authenticateUser, EMAIL_TAKEN_MESSAGE, registerUser } from './auth.service';
import {
  clearSessionCookie,
  requireAuth,
  type SessionCookie,
  sessionOriginOf,
  setSessionCookie,
} from './auth.plugin';
import { TAKEN_EMAIL_SIGNUPS } from './login-throttle';
import { createSession, deleteSession, type SessionPolicy } from './sessions.service';

export interface AuthRoutesOptions {
  db: Database;
  clock: Clock;
  policy: SessionPolicy;
  cookie: SessionCookie;
  /** Tells caregivers when someone joins with an invitation. */
  notifier?: Notifier;
}

const errors = errorResponses(400, 401, 403, 409, 429);

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const { db, clock, policy, cookie, notifier } = options;

  const signIn = async (
    request: FastifyRequest,
    reply: FastifyReply,
    userId: string,
    circleId: string | null,
  ) => {
    const { token, expiresAt } = await createSession({
      db,
      clock,
      policy,
      owner: { userId },
      origin: sessionOriginOf(request),
      circleId,
    });
    setSessionCookie(reply, cookie, token, expiresAt);
  };

  app.post(
    '/api/auth/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create an account and sign in',
        body: registerSchema,
        response: { 201: userSchema, ...errors },
      },
    },
    async (request, reply) => {
      await assertUnderLimit(db, clock, TAKEN_EMAIL_SIGNUPS, request.ip);
      const { user, circleId } = await registerUser({
        db,
        clock,
        input: request.body,
        ip: request.ip,
        ...(notifier ? { notifier } : {}),
      }).catch(async (error: unknown) => {
        if (error instanceof AppError && error.message === EMAIL_TAKEN_MESSAGE)
          await recordEvent(db, clock, TAKEN_EMAIL_SIGNUPS, request.ip);
        throw error;
      });
      await signIn(request, reply, user.id, circleId);
      const membership = circleId ? await findFirstMembership(db, user.id) : null;
      return reply.code(201).send(presentUser(user, membership));
    },
  );

  app.post(
    '/api/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        body: loginSchema,
        response: { 200: userSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await authenticateUser({ db, clock, input: request.body, ip: request.ip });
      const membership = await findFirstMembership(db, user.id);
      await signIn(request, reply, user.id, membership?.circleId ?? null);
      return presentUser(user, membership);
    },
  );

  app.get(
    '/api/auth/user',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user, or 401 when signed out',
        response: { 200: userSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const { user, membership } = requireAuth(request);
      return presentUser(user, membership);
    },
  );

  app.post(
    '/api/auth/logout',
    { schema: { tags: ['auth'], summary: 'Sign out and end the session on the server' } },
    async (request, reply) => {
      const sessionId = request.auth?.sessionId ?? request.staffAuth?.sessionId;
      if (sessionId) await deleteSession(db, sessionId);
      clearSessionCookie(reply, cookie);
      return reply.code(204).send();
    },
  );
};
