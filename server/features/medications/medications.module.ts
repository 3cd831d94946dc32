import { doseEvents, medications, medicationSettings } from './medications.schema';
import { medicationsAudit } from './medications.audit';
import { defineModule, ownedByCircle } from '../../platform/module';
import type { PlatformMetrics } from '../../platform/metrics/metrics';
import { sendDailySummaries } from './daily-summary';
import { sweepMedications } from './medications.engine';
import { medicationRoutes } from './medications.routes';
import { replanCircle } from './medications.service';

/** How late the reminder engine sends "time for a dose" alerts (decision 042). */
const reminderLag = (metrics: PlatformMetrics) =>
  metrics.histogram({
    name: 'kinwell_reminder_lag_seconds',
    help: 'How long after a dose was due its alert was written, in seconds (the reminder engine lag).',
    buckets: [0.5, 1, 2, 3, 5, 10, 30, 60, 300, 900],
  });

/** Medicines, their schedules, the reminder engine, dose logging and the evening summary. */
export const medicationsModule = defineModule({
  name: 'medications',
  audit: medicationsAudit,
  routes: async (app, { db, clock, notifier, files }) => {
    await app.register(medicationRoutes, { db, clock, notifier, files });
  },
  jobs: [
    {
      name: 'medication-sweep',
      everyMs: (config) => (config.reminderSweepSeconds ?? 2) * 1000,
      isOnEveryInstance: true,
      run: ({ db, clock, notifier, metrics }) => {
        const lag = reminderLag(metrics);
        return sweepMedications({
          db,
          clock,
          notifier,
          onDueSent: (lateSeconds) => lag.observe(Math.max(0, lateSeconds)),
        });
      },
    },
    {
      name: 'daily-summaries',
      everyMs: 5 * 60_000,
      run: ({ db, clock, notifier }) => sendDailySummaries({ db, clock, notifier }),
    },
  ],
  metrics: ({ metrics }) => {
    reminderLag(metrics);
  },
  reactions: {
    // Medication times are wall-clock times: in a new zone, future doses keep their times.
    recipientTimeZoneChanged: (tx, { circleId, at }) => replanCircle(tx, circleId, at),
  },
  circleTables: [
    ownedByCircle(medications),
    ownedByCircle(doseEvents),
    ownedByCircle(medicationSettings),
  ],
});
