import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginSchema } from '../../../shared/auth';
import { staffSchema } from '../../../shared/staff';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { errorResponses } from '../../lib/http-responses';
import { type SessionCookie, setSessionCookie } from '../auth/auth.plugin';
import { createSession, type SessionPolicy } from '../auth/sessions.service';
import { requireStaff } from './staff.policy';
import { presentStaff } from './staff.presenter';
import { authenticateStaff } from './staff.service';

export const staffRoutes: FastifyPluginAsyncZod<{
  db: Database;
  clock: Clock;
  policy: SessionPolicy;
  cookie: SessionCookie;
}> = async (app, { db, clock, policy, cookie }) => {
  app.post(
    '/api/staff/login',
    {
      schema: {
        tags: ['staff'],
        summary: 'Staff sign-in (replaces any family session in this browser)',
        body: loginSchema,
        response: { 200: staffSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const staff = await authenticateStaff({ db, clock, input: request.body, ip: request.ip });
      const { token, expiresAt } = await createSession({
        db,
        clock,
        policy,
        owner: { staffId: staff.id },
      });
      setSessionCookie(reply, cookie, token, expiresAt);
      return presentStaff(staff);
    },
  );

  app.get(
    '/api/staff/me',
    {
      schema: {
        tags: ['staff'],
        summary: 'The signed-in staff member, or 401',
        response: { 200: staffSchema, ...errorResponses(401) },
      },
    },
    async (request) => presentStaff(requireStaff(request).staff),
  );
};
