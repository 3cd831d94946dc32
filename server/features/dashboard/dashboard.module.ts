import { dashboardMarkers } from './dashboard.schema';
import { dashboardAudit } from './dashboard.audit';
import { defineModule, ownedByCircle } from '../../platform/module';
import { dashboardRoutes } from './dashboard.routes';

/** The caregiver's home: each feature's "today" in one answer, and what changed since last time. */
export const dashboardModule = defineModule({
  name: 'dashboard',
  audit: dashboardAudit,
  routes: async (app, { db, clock, describeAuditAction }) => {
    await app.register(dashboardRoutes, { db, clock, describeAuditAction });
  },
  circleTables: [ownedByCircle(dashboardMarkers)],
});
