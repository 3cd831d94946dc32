import { eq } from 'drizzle-orm';
import { dashboardMarkers } from './dashboard.schema';
import { defineModule } from '../../platform/module';
import { dashboardRoutes } from './dashboard.routes';

/** The caregiver's home: each feature's "today" in one answer, and what changed since last time. */
export const dashboardModule = defineModule({
  name: 'dashboard',
  routes: async (app, { db, clock }) => {
    await app.register(dashboardRoutes, { db, clock });
  },
  circleTables: [
    {
      name: 'dashboard_markers',
      table: dashboardMarkers,
      where: (id) => eq(dashboardMarkers.circleId, id),
    },
  ],
});
