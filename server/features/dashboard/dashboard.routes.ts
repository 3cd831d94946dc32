import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardApi } from '../../../shared/dashboard.contract';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { contractRoute } from '../../lib/contract-route';
import type { DescribeAuditAction } from '../../platform/audit/audit.descriptions';
import { circleCaller } from '../../platform/circles/circles.policy';
import { markChangesSeen } from './dashboard-changes';
import { buildDashboard } from './dashboard.service';

const dashboardViewer = circleCaller('dashboard.view');

export const dashboardRoutes: FastifyPluginAsyncZod<{
  db: Database;
  clock: Clock;
  describeAuditAction: DescribeAuditAction;
}> = async (app, { db, clock, describeAuditAction }) => {
  app.route({
    ...contractRoute(dashboardApi.view),
    config: { caller: dashboardViewer },
    handler: async (request) =>
      buildDashboard({
        db,
        actor: dashboardViewer(request),
        at: clock.now(),
        describeAuditAction,
      }),
  });

  app.route({
    ...contractRoute(dashboardApi.markSeen),
    config: { caller: dashboardViewer },
    handler: async (request, reply) => {
      await markChangesSeen({
        db,
        actor: dashboardViewer(request),
        at: clock.now(),
      });
      return reply.code(204).send(null);
    },
  });
};
