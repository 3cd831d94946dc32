import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditPageSchema, auditQuerySchema } from '../../../shared/circles';
import type { Database } from '../../db/client';
import { findRecipient } from '../circles/recipient';
import { circleCaller } from '../circles/circles.policy';
import type { DescribeAuditAction } from './audit.descriptions';
import { errorResponses } from '../../lib/http-responses';
import { listAuditEvents } from './audit.service';

const errors = errorResponses(400, 401, 403);

const auditViewer = circleCaller('audit.view');

export const auditRoutes: FastifyPluginAsyncZod<{
  db: Database;
  describeAuditAction: DescribeAuditAction;
}> = async (app, { db, describeAuditAction }) => {
  app.get(
    '/api/circle/audit',
    {
      config: { caller: auditViewer },
      schema: {
        tags: ['circles'],
        summary: 'The circle’s audit log: who viewed or changed what, when and from where',
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, ...errors },
      },
    },
    async (request) => {
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
  );
};
