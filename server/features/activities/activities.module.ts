import { defineModule, ownedByCircle } from '../../platform/module';
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
    ownedByCircle(activitySettings),
    ownedByCircle(activitySessions),
    // Its steps name memory support's photos by id (kept by the export and import).
    ownedByCircle(activityFamilySequences),
  ],
});
