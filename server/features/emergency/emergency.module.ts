import {
  emergencyContacts,
  emergencyLinks,
  emergencyProfiles,
  locationShares,
} from './emergency.schema';
import { emergencyAudit } from './emergency.audit';
import { defineModule, ownedByCircle } from '../../platform/module';
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
    ownedByCircle(emergencyContacts),
    ownedByCircle(emergencyProfiles),
    ownedByCircle(emergencyLinks, { omit: ['tokenHash'] }),
    ownedByCircle(locationShares),
  ],
});
