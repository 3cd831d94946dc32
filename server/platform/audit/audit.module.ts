import { eq } from 'drizzle-orm';
import { auditEvents } from './audit.schema';
import { auditAudit } from './audit.audit';
import { defineModule } from '../module';
import { auditRoutes } from './audit.routes';

export const auditModule = defineModule({
  name: 'audit',
  audit: auditAudit,
  routes: async (app, { db, describeAuditAction }) => {
    await app.register(auditRoutes, { db, describeAuditAction });
  },
  circleTables: [
    {
      name: 'audit_events',
      table: auditEvents,
      where: (circleId) => eq(auditEvents.circleId, circleId),
      generated: ['id'],
    },
  ],
});
