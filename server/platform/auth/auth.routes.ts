import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PASSWORD_RESET_LINK_INVALID_MESSAGE,
  PASSWORD_RESET_SENT_MESSAGE,
} from '../../../shared/auth';
import { authApi } from '../../../shared/auth.contract';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError, gone } from '../../lib/errors';
import type { EmailWorker } from '../email/email-outbox';
import { contractRoute } from '../../lib/contract-route';
import { assertUnderLimit, recordEvent } from '../../lib/rate-limit';
import type { Notifier } from '../notifications/notifications.service';
import { findFirstMembership } from '../circles/membership';
import { presentUser } from './auth.presenter';
import { authenticateUser, EMAIL_TAKEN_MESSAGE, registerUser } from './auth.service';
import {
  clearSessionCookie,
  type DeviceCookie,
  type SessionCookie,
  sessionOriginOf,
  setDeviceCookie,
  setSessionCookie,
  signedInCaller,
} from './auth.plugin';
import { TAKEN_EMAIL_SIGNUPS } from './login-throttle';
import { createSession, deleteSession, type SessionPolicies } from './sessions.service';
import { DEVICE_TRUST_SECONDS, trustDevice } from './trusted-devices';
import {
  confirmEmailLink,
  findActiveAccountToken,
  requestPasswordReset,
  resetPassword,
} from './recovery.service';

export interface AuthRoutesOptions {
  db: Database;
  clock: Clock;
  policies: SessionPolicies;
  cookie: SessionCookie;
  deviceCookie: DeviceCookie;
  /** Tells caregivers when someone joins with an invitation. */
  notifier?: Notifier;
  emailWorker: EmailWorker;
  publicUrl: string;
  supportEmail: string;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const { db, clock, policies, cookie, deviceCookie, notifier, emailWorker } = options;

  /**
   * A new session with the chosen policy's limits, and a device cookie for this account unless the
   * browser already holds a valid one (decision 021).
   */
  const signIn = async (
    request: FastifyRequest,
    reply: FastifyReply,
    session: {
      userId: string;
      circleId: string | null;
      remember: boolean;
      trustedDeviceId: string | null;
    },
  ) => {
    const policy = session.remember ? policies.remembered : policies.standard;
    const { token, expiresAt } = await createSession({
      db,
      clock,
      policy,
      owner: { userId: session.userId },
      origin: sessionOriginOf(request),
      circleId: session.circleId,
    });
    setSessionCookie(
      reply,
      cookie,
      token,
      expiresAt,
      policy.persistentCookie ? policy.absoluteSeconds : undefined,
    );
    if (!session.trustedDeviceId) {
      const deviceToken = await trustDevice(db, clock, { userId: session.userId });
      setDeviceCookie(reply, deviceCookie, deviceToken, DEVICE_TRUST_SECONDS);
    }
  };

  app.route({
    ...contractRoute(authApi.register),
    handler: async (request, reply) => {
      await assertUnderLimit(db, clock, TAKEN_EMAIL_SIGNUPS, request.ip);
      const { user, circleId } = await registerUser({
        db,
        clock,
        input: request.body,
        ip: request.ip,
        publicUrl: options.publicUrl,
        ...(notifier ? { notifier } : {}),
      }).catch(async (error: unknown) => {
        if (error instanceof AppError && error.message === EMAIL_TAKEN_MESSAGE)
          await recordEvent(db, clock, TAKEN_EMAIL_SIGNUPS, request.ip);
        throw error;
      });
      emailWorker.kick();
      await signIn(request, reply, {
        userId: user.id,
        circleId,
        remember: false,
        trustedDeviceId: null,
      });
      const membership = circleId ? await findFirstMembership(db, user.id) : null;
      return reply.code(201).send(presentUser(user, membership));
    },
  });

  app.route({
    ...contractRoute(authApi.login),
    handler: async (request, reply) => {
      const { user, trustedDeviceId } = await authenticateUser({
        db,
        clock,
        input: request.body,
        ip: request.ip,
        deviceToken: request.cookies[deviceCookie.name],
      });
      const membership = await findFirstMembership(db, user.id);
      await signIn(request, reply, {
        userId: user.id,
        circleId: membership?.circleId ?? null,
        remember: request.body.rememberDevice === true,
        trustedDeviceId,
      });
      return presentUser(user, membership);
    },
  });

  app.route({
    ...contractRoute(authApi.user),
    config: { caller: signedInCaller },
    handler: async (request) => {
      const { user, membership } = signedInCaller(request);
      return presentUser(user, membership);
    },
  });

  app.route({
    ...contractRoute(authApi.logout),
    handler: async (request, reply) => {
      const sessionId = request.auth?.sessionId ?? request.staffAuth?.sessionId;
      if (sessionId) await deleteSession(db, sessionId);
      clearSessionCookie(reply, cookie);
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...contractRoute(authApi.requestPasswordReset),
    handler: async (request) => {
      const queued = await requestPasswordReset({
        db,
        clock,
        email: request.body.email,
        ip: request.ip,
        publicUrl: options.publicUrl,
      });
      if (queued) emailWorker.kick();
      return { message: PASSWORD_RESET_SENT_MESSAGE };
    },
  });

  app.route({
    ...contractRoute(authApi.checkResetLink),
    handler: async (request, reply) => {
      if (!(await findActiveAccountToken(db, 'password_reset', request.body.token, clock.now())))
        throw gone(PASSWORD_RESET_LINK_INVALID_MESSAGE);
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...contractRoute(authApi.resetPassword),
    handler: async (request, reply) => {
      const user = await resetPassword({
        db,
        clock,
        token: request.body.token,
        password: request.body.password,
        ip: request.ip,
        publicUrl: options.publicUrl,
        supportEmail: options.supportEmail,
      });
      emailWorker.kick();
      const membership = await findFirstMembership(db, user.id);
      // A fresh, standard session: "Keep me signed in" is a choice made at a sign-in.
      await signIn(request, reply, {
        userId: user.id,
        circleId: membership?.circleId ?? null,
        remember: false,
        trustedDeviceId: null,
      });
      return presentUser(user, membership);
    },
  });

  app.route({
    ...contractRoute(authApi.confirmEmail),
    handler: async (request) => {
      const confirmed = await confirmEmailLink({
        db,
        clock,
        token: request.body.token,
        ip: request.ip,
      });
      emailWorker.kick();
      return confirmed;
    },
  });
};
