/**
 * A stand-alone instance of the reminder engine for the crash test: it sweeps the database at
 * CHILD_DATABASE_URL at the moment CHILD_NOW, in small batches, until it is killed.
 */
import { openDatabase } from '../db/client';
import { sweepMedications } from '../features/medications/medications.engine';
import { createNotifier } from '../platform/notifications/notifications.service';
import { createManualClock } from '../lib/clock';

const database = await openDatabase({ databaseUrl: process.env.CHILD_DATABASE_URL });
const clock = createManualClock(process.env.CHILD_NOW);
const notifier = createNotifier({ publicUrl: 'http://localhost:3000' });
process.send?.('ready');
for (;;) {
  await sweepMedications({ db: database.db, clock, notifier, batchSize: 5 });
}
