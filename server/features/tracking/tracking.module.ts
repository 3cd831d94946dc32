import { trackingEntries } from './tracking.schema';
import { trackingAudit } from './tracking.audit';
import { defineModule, ownedByCircle } from '../../platform/module';
import { trackingRoutes } from './tracking.routes';

/** Observations for the doctor, their charts and the doctor-visit report. */
export const trackingModule = defineModule({
  name: 'tracking',
  audit: trackingAudit,
  routes: async (app, { db, clock }) => {
    await app.register(trackingRoutes, { db, clock });
  },
  circleTables: [ownedByCircle(trackingEntries)],
});
