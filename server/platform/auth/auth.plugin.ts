import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { unauthorized } from '../../lib/errors';
import { checkCallersFirst, defineCaller } from './callers';
import {
  type Membership,
  type SessionStaff,
  type SessionCache,
  type SessionUser,
  validateSession,
} from './sessions.service';

export interface AuthContext {
  sessionId: string;
  user: SessionUser;
  /** The circle this session works in and the user's role there; null outside any circle. */
  membership: Membership | null;
}

export interface StaffContext {
  sessionId: string;
  staff: SessionStaff;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in family account, or null. Set before every API handler runs. */
    auth: AuthContext | null;
    /** The signed-in staff account, or null. */
    staffAuth: StaffContext | null;
  }
}

export interface SessionCookie {
  name: string;
  secure: boolean;
}

/** What the account page shows about where a session started. */
export const sessionOriginOf = (request: FastifyRequest) => ({
  userAgent: request.headers['user-agent'] ?? null,
  ip: request.ip,
});

/** `__Host-` pins the cookie to this origin; browsers accept it only with Secure. */
const hostCookie = (publicUrl: string, name: string): SessionCookie => {
  const secure = publicUrl.startsWith('https://');
  return { name: secure ? `__Host-${name}` : name, secure };
};

export const sessionCookieFor = (publicUrl: string): SessionCookie =>
  hostCookie(publicUrl, 'kinwell_session');

/**
 * The session cookie. With `persistFor` (seconds) it outlives the browser ("Keep me signed in on
 * this device"); without it the browser forgets it when it closes (decision 021).
 */
export const setSessionCookie = (
  reply: FastifyReply,
  cookie: SessionCookie,
  token: string,
  expiresAt: Date,
  persistFor?: number,
) =>
  reply.setCookie(cookie.name, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: cookie.secure,
    path: '/',
    ...(persistFor !== undefined ? { maxAge: persistFor, expires: expiresAt } : {}),
  });

/** The cookie that marks a browser someone signed in from (decision 021). */
export type DeviceCookie = SessionCookie;

export const deviceCookieFor = (publicUrl: string): DeviceCookie =>
  hostCookie(publicUrl, 'kinwell_device');

export const setDeviceCookie = (
  reply: FastifyReply,
  cookie: DeviceCookie,
  token: string,
  maxAgeSeconds: number,
) =>
  reply.setCookie(cookie.name, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: cookie.secure,
    path: '/',
    maxAge: maxAgeSeconds,
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

/** A route's caller (callers.ts): any signed-in family account, in a circle or not. */
export const signedInCaller = defineCaller(requireAuth);

/** A route that set `config.withoutSession` (see the declaration below). */
const ignoresSessions = (request: FastifyRequest) =>
  request.routeOptions.config.withoutSession === true;

export const authPlugin = fp(
  async (
    app: FastifyInstance,
    options: { db: Database; clock: Clock; cookie: SessionCookie; cache?: SessionCache },
  ) => {
    app.decorateRequest('auth', null);
    app.decorateRequest('staffAuth', null);
    const { cache } = options;
    if (cache) {
      // A change made through this instance (sign-out, new password, a member removed…) is seen
      // by the very next request: its answer leaves only after the cache forgot every session.
      // Other instances hear of it from the database (decision 043).
      app.addHook('onSend', async (request, _reply, payload) => {
        if (request.method !== 'GET' && request.method !== 'HEAD' && !ignoresSessions(request))
          cache.clear();
        return payload;
      });
    }
    app.addHook('onRequest', async (request) => {
      const token = request.cookies[options.cookie.name];
      if (!token || !request.url.startsWith('/api/') || ignoresSessions(request)) return;
      const session = await validateSession({ ...options, token });
      if (session?.user) {
        request.auth = {
          sessionId: session.sessionId,
          user: session.user,
          membership: session.membership,
        };
      }
      if (session?.staff)
        request.staffAuth = { sessionId: session.sessionId, staff: session.staff };
    });
    // Who may call a route is known now, before its body is parsed or validated (decision 071).
    checkCallersFirst(app);
  },
  { name: 'kinwell-auth', dependencies: ['@fastify/cookie'] },
);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route names no one and changes no session (the speed beacon, decision 044): the session
     * cookie is not read, so the request keeps no sign-in alive, and the session cache is not
     * cleared after it (decision 043).
     */
    withoutSession?: boolean;
  }
}
