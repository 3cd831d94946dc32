import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginSchema, messageSchema, registerSchema, userSchema } from '../../../shared/auth';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { findCurrentCircleId } from '../circles/circles.service';
import { presentUser } from './auth.presenter';
import { authenticateUser, registerUser } from './auth.service';
import {
  clearSessionCookie,
  requireAuth,
  type SessionCookie,
  setSessionCookie,
} from './auth.plugin';
import { createSession, deleteSession, type SessionPolicy } from './sessions.service';

export interface AuthRoutesOptions {
  db: Database;
  clock: Clock;
  policy: SessionPolicy;
  cookie: SessionCookie;
}

const errors = { 400: messageSchema, 401: messageSchema, 409: messageSchema, 429: messageSchema };

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const { db, clock, policy, cookie } = options;

  const signIn = async (userId: string, reply: Parameters<typeof setSessionCookie>[0]) => {
    const { token, expiresAt } = await createSession({ db, clock, policy, owner: { userId } });
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
      const user = await registerUser({ db, clock, input: request.body, ip: request.ip });
      await signIn(user.id, reply);
      return reply.code(201).send(presentUser(user, await findCurrentCircleId(db, user.id)));
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
      await signIn(user.id, reply);
      return presentUser(user, await findCurrentCircleId(db, user.id));
    },
  );

  app.get(
    '/api/auth/user',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user, or 401 when signed out',
        response: { 200: userSchema, 401: messageSchema },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      return presentUser(user, await findCurrentCircleId(db, user.id));
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
