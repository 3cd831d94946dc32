import { fork } from 'node:child_process';
import path from 'node:path';
import { and, count, countDistinct, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { createSmtpMailer } from '../../adapters/mailer';
import { createApp, type App } from '../../app';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { doseEvents, medications } from './medications.schema';
import { emailOutbox } from '../../platform/email/email.schema';
import { notifications } from '../../platform/notifications/notifications.schema';
import { createManualClock } from '../../lib/clock';
import { findProjectRoot } from '../../lib/project-root';
import { createRecordingPushSender } from '../../test/push-test-sender';
import { seedCircles } from '../../test/seed-medications';
import { startSmtpTestServer } from '../../test/smtp-test-server';
import { testConfig } from '../../test/test-app';
import { openTestDatabase } from '../../test/test-database';

/**
 * Several app instances on one PostgreSQL: what CI's second run (DATABASE_URL set) proves. PGlite
 * is one process by design, so there is nothing to share there.
 */
const onPostgres = inject('dbTemplate').kind === 'postgres';
const REASON = 'needs PostgreSQL: set DATABASE_URL to run several instances on one database';

const emailOn = {
  'medication.reminder': { inApp: true, email: true, push: false },
  'medication.missed': { inApp: true, email: true, push: false },
};

describe.skipIf(!onPostgres)(`several instances on one PostgreSQL (${REASON})`, () => {
  let primary: DatabaseHandle;
  let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
  const handles: DatabaseHandle[] = [];
  const apps: App[] = [];

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    primary = await openTestDatabase(inject('dbTemplate'));
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const handle of handles) await handle.close();
    await primary.close();
    await smtp.close();
  });

  const startInstances = async (n: number, clock: ReturnType<typeof createManualClock>) => {
    const started: App[] = [];
    for (let i = 0; i < n; i += 1) {
      const database = await openDatabase({ databaseUrl: primary.url });
      handles.push(database);
      const app = await createApp({
        database,
        clock,
        config: testConfig,
        version: `instance-${i}`,
        mailer: createSmtpMailer(`${smtp.url}?pool=true`, 'Kinwell <no-reply@kinwell.example>'),
        push: createRecordingPushSender(),
      });
      await app.ready();
      apps.push(app);
      started.push(app);
    }
    return started;
  };

  /** Every instance sweeps at once, then all of them deliver email until none is waiting. */
  const allSweepAndSend = async (instances: App[]) => {
    await Promise.all(instances.map((app) => app.jobs.get('medication-sweep').runOnce()));
    for (;;) {
      await Promise.all(instances.map((app) => app.jobs.get('email-delivery').runOnce()));
      const [waiting] = await primary.db
        .select({ value: count() })
        .from(emailOutbox)
        .where(eq(emailOutbox.status, 'pending'));
      if ((waiting?.value ?? 0) === 0) return;
    }
  };

  const notificationsLike = async (pattern: string, circleIds: string[]) => {
    const [row] = await primary.db
      .select({ rows: count(), keys: countDistinct(notifications.dedupeKey) })
      .from(notifications)
      .where(
        and(like(notifications.dedupeKey, pattern), inArray(notifications.circleId, circleIds)),
      );
    return row;
  };

  it('three instances, 1,000 doses due together: every alert delivered, none twice', async () => {
    const clock = createManualClock('2026-05-04T06:00:00Z');
    const { circleIds } = await seedCircles(primary.db, {
      circles: 250,
      medicationsPerCircle: 4,
      times: ['08:00'],
      timeZone: 'UTC',
      at: clock.now(),
      channels: emailOn,
      tag: 'burst',
    });
    const instances = await startInstances(3, clock);
    await Promise.all(instances.map((app) => app.jobs.get('medication-sweep').runOnce()));
    const [planned] = await primary.db
      .select({ value: count() })
      .from(doseEvents)
      .where(eq(doseEvents.localDate, '2026-05-04'));
    expect(planned?.value).toBe(1000);

    for (const moment of ['07:45', '08:00', '08:30']) {
      clock.set(`2026-05-04T${moment}:00Z`);
      await allSweepAndSend(instances);
    }

    const expected = { rows: 1000, keys: 1000 };
    expect(await notificationsLike('dose:%:reminder', circleIds)).toEqual(expected);
    expect(await notificationsLike('dose:%:due', circleIds)).toEqual(expected);
    expect(await notificationsLike('dose:%:missed', circleIds)).toEqual(expected);
    const [outbox] = await primary.db
      .select({ rows: count(), sent: count(emailOutbox.sentAt) })
      .from(emailOutbox)
      .where(like(emailOutbox.dedupeKey, 'notification:dose:%'));
    expect(outbox).toEqual({ rows: 3000, sent: 3000 });
    const received = smtp.received.filter((email) => email.to[0]?.startsWith('seed.burst.'));
    expect(received).toHaveLength(3000);
    expect(new Set(received.map((e) => `${e.to.join()}|${e.subject}`)).size).toBe(3000);
  }, 180_000);

  it('an instance killed mid-sweep loses nothing and doubles nothing after a restart', async () => {
    const clock = createManualClock('2026-06-01T06:00:00Z');
    // The first test's medicines are done with; this test is about its own.
    await primary.db.update(medications).set({ status: 'stopped' });
    const { circleIds } = await seedCircles(primary.db, {
      circles: 250,
      medicationsPerCircle: 4,
      times: ['08:00'],
      timeZone: 'UTC',
      at: clock.now(),
      channels: emailOn,
      tag: 'crash',
    });
    const [survivor] = await startInstances(1, clock);
    await survivor?.jobs.get('medication-sweep').runOnce();
    const reminders = () => notificationsLike('dose:%:reminder', circleIds);

    // A separate process sweeps at 07:45 in small batches and is killed without warning.
    const child = fork(path.join(findProjectRoot(), 'server/test/sweep-child.ts'), [], {
      execArgv: ['--import', 'tsx'],
      env: {
        ...process.env,
        CHILD_DATABASE_URL: primary.url,
        CHILD_NOW: '2026-06-01T07:45:00Z',
      },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    const exited = new Promise((resolve) => child.on('exit', resolve));
    let atKill = (await reminders())?.rows ?? 0;
    while (atKill === 0) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      atKill = (await reminders())?.rows ?? 0;
    }
    child.kill('SIGKILL');
    await exited;
    expect(atKill).toBeGreaterThan(0);
    expect(atKill).toBeLessThan(1000);

    // Restarted (the surviving instance sweeps): the rest goes out, nothing twice.
    clock.set('2026-06-01T07:45:00Z');
    await allSweepAndSend([survivor as App]);
    expect(await reminders()).toEqual({ rows: 1000, keys: 1000 });
    const received = smtp.received.filter((email) => email.to[0]?.startsWith('seed.crash.'));
    expect(received).toHaveLength(1000);
    expect(new Set(received.map((e) => `${e.to.join()}|${e.subject}`)).size).toBe(1000);
  }, 180_000);
});
