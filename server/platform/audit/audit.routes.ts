import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { circlesApi } from '../../../shared/circles.contract';
import type { Database } from '../../db/client';
import { contractRoute } from '../../lib/contract-route';
import { findRecipient } from '../circles/recipient';
import { circleCaller } from '../circles/circles.policy';
import type { DescribeAuditAction } from './audit.descriptions';
import { listAuditEvents } from './audit.service';

const auditViewer = circleCaller('audit.view');

export const auditRoutes: FastifyPluginAsyncZod<{
  db: Database;
  describeAuditAction: DescribeAuditAction;
}> = async (app, { db, describeAuditAction }) => {
  app.route({
    ...contractRoute(circlesApi.audit),
    config: { caller: auditViewer },
    handler: async (request) => {
      const actor = auditViewer(request);
      // Dates in the filter are the family's own days, in the care recipient's time zone.
      const { timeZone } = await findRecipient(db, actor.circleId);
      return listAuditEvents({
        db,
        circleId: actor.circleId,
        query: request.query,
        timeZone,
        describeAuditAction,
      });
    },
  });
};
