import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { unauthorized } from '../../lib/errors';
import { type SessionPolicy, type SessionUser, validateSession } from './sessions.service';

export interface AuthContext {
  sessionId: string;
  user: SessionUser;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null. Set for every request before its handler runs. */
    auth: AuthContext | null;
  }
}

export interface SessionCookie {
  name: string;
  secure: boolean;
}

/** `__Host-` pins the cookie to this origin; browsers accept it only with Secure. */
export const sessionCookieFor = (publicUrl: string): SessionCookie => {
  const secure = publicUrl.startsWith('https://');
  return { name: secure ? '__Host-kinwell_session' : 'kinwell_session', secure };
};

export const setSessionCookie = (
  reply: FastifyReply,
  cookie: SessionCookie,
  token: string,
  expiresAt: Date,
) =>
  reply.setCookie(cookie.name, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: cookie.secure,
    path: '/',
    expires: expiresAt,
  });

export const clearSessionCookie = (reply: FastifyReply, cookie: SessionCookie) =>
  reply.clearCookie(cookie.name, {
    httpOnly: true,
    sameSite: 'lax',
    secure: cookie.secure,
    path: '/',
  });

/** The signed-in user, or a 401 for the error handler. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

export const authPlugin = fp(
  async (
    app: FastifyInstance,
    options: { db: Database; clock: Clock; policy: SessionPolicy; cookie: SessionCookie },
  ) => {
    app.decorateRequest('auth', null);
    app.addHook('onRequest', async (request) => {
      const token = request.cookies[options.cookie.name];
      if (!token || !request.url.startsWith('/api/')) return;
      request.auth = await validateSession({ ...options, token });
    });
  },
  { name: 'kinwell-auth', dependencies: ['@fastify/cookie'] },
);
