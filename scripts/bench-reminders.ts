/**
 * npm run bench:reminders [-- --circles 2000 --medications 4 --doses 3 --instances 4 --batch 250]
 *
 * Seeds N circles (each: one caregiver, M medicines, D daily doses, one of them at 08:00) and
 * prints, for PGlite and for PostgreSQL: the time to plan the doses ahead, the lateness of the
 * reminders of the 08:00 burst (p50/p99 seconds after their due moment, measured when each alert
 * is written, as the sweep starts at that moment), and duplicates (must be 0).
 *
 * PostgreSQL: BENCH_DATABASE_URL (or DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test)
 * names a server; a scratch database is made there and dropped afterwards.
 */
import { parseArgs } from 'node:util';
import { count, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../server/db/client';
import { doseEvents } from '../server/features/medications/medications.schema';
import { notifications } from '../server/platform/notifications/notifications.schema';
import { planAhead, sweepMedications } from '../server/features/medications/medications.engine';
import {
  createNotifier,
  type Notifier,
} from '../server/platform/notifications/notifications.service';
import { createAdjustableClock, createManualClock } from '../server/lib/clock';
import { seedCircles } from '../server/test/seed-medications';
import { benchServerUrl, onBothDatabases, percentile } from './bench-database';

const { values } = parseArgs({
  options: {
    circles: { type: 'string', default: '2000' },
    medications: { type: 'string', default: '4' },
    doses: { type: 'string', default: '3' },
    instances: { type: 'string', default: '4' },
    batch: { type: 'string', default: '250' },
    only: { type: 'string' },
  },
});
const circles = Number(values.circles);
const medicationsPerCircle = Number(values.medications);
const TIMES = ['08:00', '13:00', '20:00', '17:00', '22:00', '06:00'].slice(0, Number(values.doses));
const DAY = '2026-05-04';
const serverUrl = benchServerUrl();

async function run(label: string, database: DatabaseHandle, instances: number) {
  await database.migrate();
  const seedAt = new Date(`${DAY}T00:00:00Z`);
  const seedStart = performance.now();
  await seedCircles(database.db, {
    circles,
    medicationsPerCircle,
    times: TIMES,
    timeZone: 'UTC',
    at: seedAt,
  });
  const seeded = (performance.now() - seedStart) / 1000;

  const planStart = performance.now();
  await planAhead({ db: database.db, clock: createManualClock(seedAt) });
  const planSeconds = (performance.now() - planStart) / 1000;
  const [planned] = await database.db.select({ value: count() }).from(doseEvents);

  // The 08:00 burst: the sweep starts at the reminder moment on a clock that then runs on.
  const dueMoment = new Date(`${DAY}T07:45:00Z`);
  const clock = createAdjustableClock();
  const latenesses: number[] = [];
  const base = createNotifier({ publicUrl: 'http://localhost:3000' });
  const notifier: Notifier = {
    notify: (tx, input) => notifier.notifyMany(tx, [input]),
    async notifyMany(tx, inputs) {
      const reached = await base.notifyMany(tx, inputs);
      const lateness = (clock.now().getTime() - dueMoment.getTime()) / 1000;
      for (const input of inputs)
        if (input.kind === 'medication.reminder') latenesses.push(lateness);
      return reached;
    },
  };
  clock.set(dueMoment);
  const burstStart = performance.now();
  await Promise.all(
    Array.from({ length: instances }, () =>
      sweepMedications({ db: database.db, clock, notifier, batchSize: Number(values.batch) }),
    ),
  );
  const burstSeconds = (performance.now() - burstStart) / 1000;

  const [duplicates] = await database.db
    .select({ value: count() })
    .from(
      sql`(select ${notifications.dedupeKey}, ${notifications.recipientUserId} from ${notifications} group by 1, 2 having count(*) > 1) as d`,
    );
  const [reminders] = await database.db
    .select({ value: count() })
    .from(notifications)
    .where(sql`${notifications.dedupeKey} like 'dose:%:reminder'`);
  latenesses.sort((a, b) => a - b);
  console.log(
    [
      `${label} (${instances} sweeper${instances === 1 ? '' : 's'}, batches of ${values.batch})`,
      `  seeded ${circles} circles × ${medicationsPerCircle} medicines × ${TIMES.length} doses in ${seeded.toFixed(1)} s`,
      `  planned ${planned?.value ?? 0} doses (48 h ahead) in ${planSeconds.toFixed(2)} s — ${(planSeconds / 2).toFixed(2)} s per day`,
      `  08:00 burst: ${reminders?.value ?? 0} reminders in ${burstSeconds.toFixed(2)} s`,
      `  lateness p50 ${percentile(latenesses, 50).toFixed(2)} s, p99 ${percentile(latenesses, 99).toFixed(2)} s`,
      `  duplicates ${duplicates?.value ?? 0}`,
    ].join('\n'),
  );
}

await onBothDatabases({ only: values.only, serverUrl }, (name, db) =>
  run(name, db, name === 'PGlite' ? 1 : Number(values.instances)),
);
