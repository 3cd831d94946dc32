import { defineModule, DEFAULT_VITALS } from '../../platform/module';
import { VITALS_RATE_LIMIT, vitalsRoutes } from './vitals.routes';
import {
  aggregateVitals,
  forgetOldLimitEvents,
  purgeOldSamples,
  readTodaysFigures,
} from './vitals.service';

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
  // Today's p75 and sample count per route and measure, read from the daily figures when
  // Prometheus scrapes (decision 042): every instance reports the same shared figures.
  metrics: ({ metrics, db, clock }) => {
    let todays: Promise<Awaited<ReturnType<typeof readTodaysFigures>>> | undefined;
    const readOnce = () =>
      (todays ??= readTodaysFigures(db, clock).finally(() => (todays = undefined)));
    metrics.gauge({
      name: 'kinwell_web_vitals_p75',
      help: "Today's (UTC) 75th percentile of each real-user measure per route pattern (ms; CLS unitless).",
      labelNames: ['route', 'metric'],
      async collect() {
        this.reset();
        for (const row of await readOnce())
          this.set({ route: row.route, metric: row.name }, row.p75);
      },
    });
    metrics.gauge({
      name: 'kinwell_web_vitals_samples',
      help: "Today's (UTC) count of real-user samples per route pattern and measure.",
      labelNames: ['route', 'metric'],
      async collect() {
        this.reset();
        for (const row of await readOnce())
          this.set({ route: row.route, metric: row.name }, row.count);
      },
    });
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
