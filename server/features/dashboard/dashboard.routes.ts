import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dashboardSchema } from '../../../shared/dashboard';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { DescribeAuditAction } from '../../platform/audit/audit.descriptions';
import { errorResponses } from '../../lib/http-responses';
import { circleCaller } from '../../platform/circles/circles.policy';
import { markChangesSeen } from './dashboard-changes';
import { buildDashboard } from './dashboard.service';

const errors = errorResponses(401, 403, 404);

const dashboardViewer = circleCaller('dashboard.view');

export const dashboardRoutes: FastifyPluginAsyncZod<{
  db: Database;
  clock: Clock;
  describeAuditAction: DescribeAuditAction;
}> = async (app, { db, clock, describeAuditAction }) => {
  app.get(
    '/api/circle/dashboard',
    {
      config: { caller: dashboardViewer },
      schema: {
        tags: ['dashboard'],
        summary: 'Today at a glance: every section you may see, and what changed since you looked',
        response: { 200: dashboardSchema, ...errors },
      },
    },
    async (request) =>
      buildDashboard({
        db,
        actor: dashboardViewer(request),
        at: clock.now(),
        describeAuditAction,
      }),
  );

  app.post(
    '/api/circle/dashboard/seen',
    {
      config: { caller: dashboardViewer },
      schema: {
        tags: ['dashboard'],
        summary: 'You have caught up: the list of changes starts again from now',
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await markChangesSeen({
        db,
        actor: dashboardViewer(request),
        at: clock.now(),
      });
      return reply.code(204).send(null);
    },
  );
};
