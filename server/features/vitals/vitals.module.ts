import { defineModule, DEFAULT_VITALS } from '../../platform/module';
import { VITALS_RATE_LIMIT, vitalsRoutes } from './vitals.routes';
import { aggregateVitals, forgetOldLimitEvents, purgeOldSamples } from './vitals.service';

/**
 * Real-user speed (decision 044): browsers send what pages cost them, the job turns samples into
 * daily percentiles and forgets them after the retention, the system page shows the figures.
 * No circle tables: nothing here belongs to a family.
 */
export const vitalsModule = defineModule({
  name: 'vitals',
  routes: async (app, { db, clock }) => {
    await app.register(vitalsRoutes, { db, clock });
  },
  jobs: [
    {
      // Once per period across instances (decision 041).
      name: 'vitals-aggregate',
      everyMs: 60_000,
      run: async ({ db, clock, config }) => {
        const retentionDays = (config.vitals ?? DEFAULT_VITALS).retentionDays;
        const purged =
          (await purgeOldSamples(db, clock, retentionDays)) +
          (await forgetOldLimitEvents(db, clock, VITALS_RATE_LIMIT));
        return purged + (await aggregateVitals(db, clock));
      },
    },
  ],
});
