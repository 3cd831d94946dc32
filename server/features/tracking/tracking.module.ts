import { eq } from 'drizzle-orm';
import { trackingEntries } from './tracking.schema';
import { trackingAudit } from './tracking.audit';
import { defineModule } from '../../platform/module';
import { trackingRoutes } from './tracking.routes';

/** Observations for the doctor, their charts and the doctor-visit report. */
export const trackingModule = defineModule({
  name: 'tracking',
  audit: trackingAudit,
  routes: async (app, { db, clock }) => {
    await app.register(trackingRoutes, { db, clock });
  },
  circleTables: [
    {
      name: 'tracking_entries',
      table: trackingEntries,
      where: (id) => eq(trackingEntries.circleId, id),
    },
  ],
});
