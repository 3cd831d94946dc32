import { eq } from 'drizzle-orm';
import { auditEvents } from './audit.schema';
import { defineModule } from '../module';
import { auditRoutes } from './audit.routes';

export const auditModule = defineModule({
  name: 'audit',
  routes: async (app, { db }) => {
    await app.register(auditRoutes, { db });
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
