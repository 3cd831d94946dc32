import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffApi } from '../../../shared/staff.contract';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { contractRoute } from '../../lib/contract-route';
import {
  type DeviceCookie,
  type SessionCookie,
  setDeviceCookie,
  setSessionCookie,
} from '../auth/auth.plugin';
import { DEVICE_TRUST_SECONDS, findTrustedDevice, trustDevice } from '../auth/trusted-devices';
import { createSession, type SessionPolicy } from '../auth/sessions.service';
import { staffCaller } from './staff.policy';
import { completeStaffChallenge, startStaffChallenge } from './second-factor.service';
import { presentStaff, presentStaffChallenge } from './staff.presenter';
import { authenticateStaff } from './staff.service';

const anyStaff = staffCaller();

export const staffRoutes: FastifyPluginAsyncZod<{
  db: Database;
  clock: Clock;
  policy: SessionPolicy;
  cookie: SessionCookie;
  deviceCookie: DeviceCookie;
}> = async (app, { db, clock, policy, cookie, deviceCookie }) => {
  app.route({
    ...contractRoute(staffApi.login),
    handler: async (request, reply) => {
      const staff = await authenticateStaff({
        db,
        clock,
        input: request.body,
        ip: request.ip,
        deviceToken: request.cookies[deviceCookie.name],
      });
      const started = await startStaffChallenge({ db, clock, staff });
      void reply.header('cache-control', 'no-store');
      return presentStaffChallenge(started);
    },
  });

  app.route({
    ...contractRoute(staffApi.confirmCode),
    handler: async (request, reply) => {
      const staff = await completeStaffChallenge({
        db,
        clock,
        input: request.body,
        ip: request.ip,
      });
      const { token, expiresAt } = await createSession({
        db,
        clock,
        policy,
        owner: { staffId: staff.id },
      });
      setSessionCookie(reply, cookie, token, expiresAt);
      // Signed in with both factors: this browser is trusted for the account (decision 021).
      const deviceToken = request.cookies[deviceCookie.name];
      const trusted = deviceToken
        ? await findTrustedDevice(db, clock, deviceToken, { staffId: staff.id })
        : null;
      if (!trusted) {
        const newToken = await trustDevice(db, clock, { staffId: staff.id });
        setDeviceCookie(reply, deviceCookie, newToken, DEVICE_TRUST_SECONDS);
      }
      void reply.header('cache-control', 'no-store');
      return presentStaff(staff);
    },
  });

  app.route({
    ...contractRoute(staffApi.me),
    config: { caller: anyStaff },
    handler: async (request) => presentStaff(anyStaff(request).staff),
  });
};
