import { and, count, countDistinct, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, inject } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { doseEvents } from './medications.schema';
import { emailOutbox } from '../../platform/email/email.schema';
import { notifications } from '../../platform/notifications/notifications.schema';
import { startAppProcess, type AppProcess } from '../../test/app-process';
import { seedCircles } from '../../test/seed-medications';
import { startSmtpTestServer } from '../../test/smtp-test-server';
import { openTestDatabase } from '../../test/test-database';

/**
 * Three Kinwell processes (`server/main.ts`, each with its own pool and timers) on one PostgreSQL:
 * 10,000 doses due at the same minute are reminded exactly once in total, also when one process
 * is killed without warning in the middle of the sweep. Their clocks are the test clock
 * (KINWELL_TEST_CLOCK), moved on each process by POST /api/test/clock. PGlite is one process by
 * design, so there is nothing to share there.
 */
const onPostgres = inject('dbTemplate').kind === 'postgres';
const REASON = 'needs PostgreSQL: set DATABASE_URL to run several processes on one database';

const CIRCLES = 2_500;
const PER_CIRCLE = 4;
const DOSES = CIRCLES * PER_CIRCLE;

const emailOn = {
  'medication.reminder': { inApp: true, email: true, push: false },
  'medication.missed': { inApp: true, email: true, push: false },
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Checks `probe` every 50 ms until it returns something, for at most `seconds`. */
async function waitFor<T>(what: string, seconds: number, probe: () => Promise<T | undefined>) {
  const until = Date.now() + seconds * 1000;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`Gave up after ${seconds} s waiting for ${what}`);
    await sleep(50);
  }
}

describe.skipIf(!onPostgres)(`three Kinwell processes on one PostgreSQL (${REASON})`, () => {
  let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
  let database: DatabaseHandle | undefined;
  let processes: AppProcess[] = [];

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
  });
  afterEach(async () => {
    await Promise.all(processes.map((instance) => instance.kill('SIGKILL')));
    processes = [];
    await database?.close();
    database = undefined;
  });
  afterAll(async () => {
    await smtp.close();
  });

  /**
   * A fresh database with 10,000 doses due at 08:00 on `day` (2,500 circles, four medicines each,
   * reminders by email), and three processes on it that have planned them by 06:00.
   */
  const startCluster = async (day: string, tag: string) => {
    database = await openTestDatabase(inject('dbTemplate'));
    const { db, url } = database;
    const started = performance.now();
    processes = await Promise.all(
      [0, 1, 2].map(() =>
        startAppProcess({
          DATABASE_URL: url as string,
          KINWELL_TEST_CLOCK: 'true',
          SMTP_URL: `${smtp.url}?pool=true`,
          REMINDER_SWEEP_SECONDS: '0.5',
        }),
      ),
    );
    // Every clock at 06:00 before there are medicines, so nothing is planned from another time.
    await Promise.all(processes.map((p) => p.moveClock({ to: `${day}T06:00:00Z` })));
    const startSeconds = (performance.now() - started) / 1000;

    const seeded = performance.now();
    const { circleIds } = await seedCircles(db, {
      circles: CIRCLES,
      medicationsPerCircle: PER_CIRCLE,
      times: ['08:00'],
      timeZone: 'UTC',
      at: new Date(`${day}T06:00:00Z`),
      channels: emailOn,
      tag,
    });
    const seedSeconds = (performance.now() - seeded) / 1000;
    // The processes' own sweeps (every half second) plan the doses.
    const planned = performance.now();
    await waitFor('the doses to be planned', 30, async () => {
      const [today] = await db
        .select({ value: count() })
        .from(doseEvents)
        .where(eq(doseEvents.localDate, day));
      return today?.value === DOSES ? true : undefined;
    });
    const planSeconds = (performance.now() - planned) / 1000;
    console.info(
      `started 3 processes in ${startSeconds.toFixed(1)} s, seeded ${CIRCLES} circles in ${seedSeconds.toFixed(1)} s, planned in ${planSeconds.toFixed(1)} s`,
    );

    const reminders = async () => {
      const [row] = await db
        .select({ rows: count(), keys: countDistinct(notifications.dedupeKey) })
        .from(notifications)
        .where(
          and(
            like(notifications.dedupeKey, 'dose:%:reminder'),
            inArray(notifications.circleId, circleIds),
          ),
        );
      return { rows: row?.rows ?? 0, keys: row?.keys ?? 0 };
    };
    const outbox = async () => {
      const [row] = await db
        .select({
          rows: count(),
          pending: count(sql`case when ${emailOutbox.status} = 'pending' then 1 end`),
          sent: count(emailOutbox.sentAt),
        })
        .from(emailOutbox)
        .where(like(emailOutbox.dedupeKey, 'notification:dose:%'));
      return row;
    };
    const received = () => smtp.received.filter((email) => email.to[0]?.startsWith(`seed.${tag}.`));
    return { db, reminders, outbox, received };
  };

  it(`delivers ${DOSES.toLocaleString('en')} reminders due together exactly once in total`, async () => {
    const cluster = await startCluster('2026-05-04', 'three');

    const sweep = performance.now();
    // Every process's clock reaches 07:45 (a quarter of an hour before the doses) together.
    const moves = Promise.all(processes.map((p) => p.moveClock({ to: '2026-05-04T07:45:00Z' })));
    expect((await moves).map((response) => response.status)).toEqual([200, 200, 200]);
    await waitFor('every reminder', 60, async () =>
      (await cluster.reminders()).rows === DOSES ? true : undefined,
    );
    const sweepSeconds = (performance.now() - sweep) / 1000;
    await waitFor('the outbox to empty', 90, async () => {
      const outbox = await cluster.outbox();
      return outbox?.rows === DOSES && outbox.pending === 0 ? true : undefined;
    });
    const deliverSeconds = (performance.now() - sweep) / 1000;
    console.info(
      `reminders written in ${sweepSeconds.toFixed(1)} s, all emailed in ${deliverSeconds.toFixed(1)} s`,
    );

    expect(await cluster.reminders()).toEqual({ rows: DOSES, keys: DOSES });
    expect(await cluster.outbox()).toEqual({ rows: DOSES, pending: 0, sent: DOSES });
    const received = cluster.received();
    expect(received).toHaveLength(DOSES);
    expect(new Set(received.map((e) => `${e.to.join()}|${e.subject}`)).size).toBe(DOSES);
  }, 150_000);

  it('a process killed in the middle of the sweep loses nothing and doubles nothing', async () => {
    const cluster = await startCluster('2026-06-01', 'crash');
    const [victim, ...survivors] = processes as [AppProcess, AppProcess, AppProcess];

    const moves = processes.map((p) =>
      p.moveClock({ to: '2026-06-01T07:45:00Z' }).then(
        (response) => response.status,
        () => 'killed',
      ),
    );
    // Some reminders are written, far from all: the victim is sweeping (and sending) with the others.
    const atKill = await waitFor('the sweep to be under way', 60, async () => {
      const { rows } = await cluster.reminders();
      return rows >= 1_000 ? rows : undefined;
    });
    await victim.kill('SIGKILL');
    expect(atKill).toBeLessThan(DOSES);
    expect(await Promise.all(moves)).toEqual(['killed', 200, 200]);

    // The two others carry on by themselves: the victim's unfinished batch was rolled back with
    // its connection, and its sweep timer is gone, so theirs write the rest.
    await waitFor('every reminder', 60, async () =>
      (await cluster.reminders()).rows === DOSES ? true : undefined,
    );
    // Emails the victim had claimed are its own for a two-minute lease; past it, the others
    // send them.
    const leaseOver = await Promise.all(survivors.map((p) => p.moveClock({ advanceMinutes: 3 })));
    expect(leaseOver.map((response) => response.status)).toEqual([200, 200]);
    await waitFor('the outbox to empty', 90, async () => {
      const outbox = await cluster.outbox();
      return outbox?.rows === DOSES && outbox.pending === 0 ? true : undefined;
    });

    expect(await cluster.reminders()).toEqual({ rows: DOSES, keys: DOSES });
    expect(await cluster.outbox()).toEqual({ rows: DOSES, pending: 0, sent: DOSES });
    const received = cluster.received();
    expect(new Set(received.map((e) => `${e.to.join()}|${e.subject}`)).size).toBe(DOSES);
    expect(received).toHaveLength(DOSES);
  }, 150_000);
});
