import { auditEvents } from './audit.schema';
import { auditAudit } from './audit.audit';
import { defineModule, ownedByCircle } from '../module';
import { auditRoutes } from './audit.routes';

export const auditModule = defineModule({
  name: 'audit',
  audit: auditAudit,
  routes: async (app, { db, describeAuditAction }) => {
    await app.register(auditRoutes, { db, describeAuditAction });
  },
  circleTables: [ownedByCircle(auditEvents, { generated: ['id'] })],
});
