import { eq } from 'drizzle-orm';
import { defineModule } from '../../platform/module';
import { activitiesAudit } from './activities.audit';
import { activitiesRoutes } from './activities.routes';
import { activitySessions, activitySettings } from './activities.schema';
import { familyPictureRoutes } from './family-pictures.routes';
import { activityFamilySequences } from './family-pictures.schema';

/**
 * The games' settings, the family's log of the sessions played, and the family's own pictures for
 * the games (photos and people from memory support, sequences made of them: decision 056).
 */
export const activitiesModule = defineModule({
  name: 'activities',
  audit: activitiesAudit,
  routes: async (app, { db, clock }) => {
    await app.register(activitiesRoutes, { db, clock });
    await app.register(familyPictureRoutes, { db, clock });
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
    // Its steps name memory support's photos by id (kept by the export and import).
    {
      name: 'activity_family_sequences',
      table: activityFamilySequences,
      where: (id) => eq(activityFamilySequences.circleId, id),
    },
  ],
});
