import { eq } from 'drizzle-orm';
import { defineModule } from '../../platform/module';
import { activitiesAudit } from './activities.audit';
import { activitiesRoutes } from './activities.routes';
import { activitySessions, activitySettings } from './activities.schema';

/** The games' settings and the family's log of the sessions played. */
export const activitiesModule = defineModule({
  name: 'activities',
  audit: activitiesAudit,
  routes: async (app, { db, clock }) => {
    await app.register(activitiesRoutes, { db, clock });
  },
  circleTables: [
    {
      name: 'activity_settings',
      table: activitySettings,
      where: (id) => eq(activitySettings.circleId, id),
    },
    {
      name: 'activity_sessions',
      table: activitySessions,
      where: (id) => eq(activitySessions.circleId, id),
    },
  ],
});
