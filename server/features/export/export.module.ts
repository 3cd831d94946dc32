import { exportAudit } from './export.audit';
import { defineModule } from '../../platform/module';
import { exportRoutes } from './export.routes';

/** The circle's data as one zip: every module's circle tables, in the order an import needs. */
export const exportModule = defineModule({
  name: 'export',
  audit: exportAudit,
  routes: async (app, { db, clock, circleTables, files }) => {
    await app.register(exportRoutes, { db, clock, circleTables, files });
  },
});
