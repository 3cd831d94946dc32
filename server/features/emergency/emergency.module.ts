import { eq } from 'drizzle-orm';
import {
  emergencyContacts,
  emergencyLinks,
  emergencyProfiles,
  locationShares,
} from './emergency.schema';
import { emergencyAudit } from './emergency.audit';
import { defineModule } from '../../platform/module';
import { emergencySheetRoutes } from './emergency-sheet.routes';
import { emergencyRoutes } from './emergency.routes';
import { deleteEndedShares } from './location.service';

/** Emergency contacts, the emergency profile and its sheet behind `/e/<token>`, location sharing. */
export const emergencyModule = defineModule({
  name: 'emergency',
  audit: emergencyAudit,
  routes: async (app, { db, clock, config, files }) => {
    await app.register(emergencyRoutes, { db, clock, publicUrl: config.publicUrl });
    await app.register(emergencySheetRoutes, {
      db,
      files,
      clock,
      publicUrl: config.publicUrl,
      emergencyNumber: config.emergencyNumber,
    });
  },
  jobs: [
    {
      name: 'location-share-cleanup',
      everyMs: 5 * 60_000,
      run: ({ db, clock }) => deleteEndedShares(db, clock.now()),
    },
  ],
  circleTables: [
    {
      name: 'emergency_contacts',
      table: emergencyContacts,
      where: (id) => eq(emergencyContacts.circleId, id),
    },
    {
      name: 'emergency_profiles',
      table: emergencyProfiles,
      where: (id) => eq(emergencyProfiles.circleId, id),
    },
    {
      name: 'emergency_links',
      table: emergencyLinks,
      where: (id) => eq(emergencyLinks.circleId, id),
      omit: ['tokenHash'],
    },
    {
      name: 'location_shares',
      table: locationShares,
      where: (id) => eq(locationShares.circleId, id),
    },
  ],
});
