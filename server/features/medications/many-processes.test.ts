import { and, count, countDistinct, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { doseEvents, medications } from './medications.schema';
import { emailOutbox } from '../../platform/email/email.schema';
import { notifications } from '../../platform/notifications/notifications.schema';
import { startAppProcess, type AppProcess } from '../../test/app-process';
import { seedCircles } from '../../test/seed-medications';
import { startSmtpTestServer, type ReceivedEmail } from '../../test/smtp-test-server';
import { openTestDatabase } from '../../test/test-database';

/**
 * Three Kinwell processes (`server/main.ts`, each with its own database pool and its own timers)
 * on one PostgreSQL: 2,000 doses due at the same minute are reminded exactly once in total, also
 * when one process is killed without warning in the middle of the sweep. MANY_PROCESSES_CIRCLES
 * sets the number of circles (four doses each): 2,500 is the 10,000-dose burst of decision 051,
 * three minutes more than CI spends here (decision 078). Their clocks are the
 * test clock (KINWELL_TEST_CLOCK), moved on each process by POST /api/test/clock; the sweeps and
 * the email they queue are left to each process's own timers and wake-ups. PGlite is one process
 * by design, so there is nothing to share there.
 */
const onPostgres = inject('dbTemplate').kind === 'postgres';
const REASON = 'needs PostgreSQL: set DATABASE_URL to run several processes on one database';

const CIRCLES = Number(process.env.MANY_PROCESSES_CIRCLES ?? 500);
const PER_CIRCLE = 4;
const DOSES = CIRCLES * PER_CIRCLE;
/** Emails one process sends at once (SENDING_LANES in email-outbox.ts). */
const SENDING_LANES = 4;

const emailOn = {
  'medication.reminder': { inApp: true, email: true, push: false },
  'medication.missed': { inApp: true, email: true, push: false },
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

/** Checks `probe` every 50 ms until it returns something, for at most `limit` seconds. */
async function waitFor<T>(what: string, limit: number, probe: () => Promise<T | undefined>) {
  const until = Date.now() + limit * 1000;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`Gave up after ${limit} s waiting for ${what}`);
    await sleep(50);
  }
}

describe.skipIf(!onPostgres)(`three Kinwell processes on one PostgreSQL (${REASON})`, () => {
  let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
  let database: DatabaseHandle;
  let processes: AppProcess[] = [];

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    database = await openTestDatabase(inject('dbTemplate'));
    const started = performance.now();
    processes = await Promise.all(
      [0, 1, 2].map(() =>
        startAppProcess({
          DATABASE_URL: database.url as string,
          KINWELL_TEST_CLOCK: 'true',
          SMTP_URL: `${smtp.url}?pool=true`,
          REMINDER_SWEEP_SECONDS: '0.5',
        }),
      ),
    );
    console.info(`3 processes started in ${seconds(started)} s`);
  }, 120_000);
  afterAll(async () => {
    await Promise.all(processes.map((instance) => instance.kill('SIGKILL')));
    await database?.close();
    await smtp?.close();
  });

  /**
   * DOSES doses due at 08:00 on `day` (CIRCLES circles, four medicines each, reminders by email),
   * planned by the running processes at 06:00.
   */
  const seedDay = async (day: string, tag: string) => {
    const { db } = database;
    // Every clock at 06:00 before the medicines exist, so nothing is planned from another time.
    const moved = await Promise.all(processes.map((p) => p.moveClock({ to: `${day}T06:00:00Z` })));
    expect(moved.map((response) => response.status)).toEqual(processes.map(() => 200));
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
    const seedTime = seconds(seeded);
    // The processes' own sweeps (every half second) plan the doses.
    const planned = performance.now();
    await waitFor('the doses to be planned', 30, async () => {
      const [today] = await db
        .select({ value: count() })
        .from(doseEvents)
        .where(eq(doseEvents.localDate, day));
      return today?.value === DOSES ? true : undefined;
    });
    console.info(`${CIRCLES} circles seeded in ${seedTime} s, planned in ${seconds(planned)} s`);

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
        .where(like(emailOutbox.to, `seed.${tag}.%`));
      return row;
    };
    const isOutboxEmpty = async () => {
      const row = await outbox();
      return row?.rows === DOSES && row.pending === 0 ? true : undefined;
    };
    const received = () => smtp.received.filter((email) => email.to[0]?.startsWith(`seed.${tag}.`));
    return { reminders, outbox, isOutboxEmpty, received };
  };

  const distinct = (emails: ReceivedEmail[], key: (email: ReceivedEmail) => string | undefined) =>
    new Set(emails.map(key)).size;
  const messageId = (email: ReceivedEmail) => email.headers['message-id'];
  const personAndSubject = (email: ReceivedEmail) => `${email.to.join()}|${email.subject}`;

  it(`delivers ${DOSES.toLocaleString('en')} reminders due together exactly once in total`, async () => {
    const day = await seedDay('2026-05-04', 'three');

    const sweep = performance.now();
    // Every process's clock reaches 07:45, a quarter of an hour before the doses, together.
    const moved = await Promise.all(
      processes.map((p) => p.moveClock({ to: '2026-05-04T07:45:00Z' })),
    );
    expect(moved.map((response) => response.status)).toEqual([200, 200, 200]);
    await waitFor('every reminder', 180, async () =>
      (await day.reminders()).rows === DOSES ? true : undefined,
    );
    const sweepTime = seconds(sweep);
    await waitFor('the outbox to empty', 180, day.isOutboxEmpty);
    console.info(`reminders written in ${sweepTime} s, all emailed in ${seconds(sweep)} s`);

    expect(await day.reminders()).toEqual({ rows: DOSES, keys: DOSES });
    expect(await day.outbox()).toEqual({ rows: DOSES, pending: 0, sent: DOSES });
    const received = day.received();
    expect(received).toHaveLength(DOSES);
    expect(distinct(received, personAndSubject)).toBe(DOSES);
    expect(distinct(received, messageId)).toBe(DOSES);
  }, 240_000);

  it('a process killed in the middle of the sweep loses nothing and doubles nothing', async () => {
    // The first test's medicines are done with, and their doses to come with them.
    await database.db.update(medications).set({ status: 'stopped' });
    await database.db.delete(doseEvents).where(eq(doseEvents.status, 'pending'));
    const day = await seedDay('2026-06-01', 'crash');
    const [victim, ...survivors] = processes as [AppProcess, AppProcess, AppProcess];

    const moves = processes.map((p) =>
      p.moveClock({ to: '2026-06-01T07:45:00Z' }).then(
        (response) => response.status,
        () => 'killed',
      ),
    );
    // Some reminders are written, far from all: the victim is sweeping and sending with the others.
    const atKill = await waitFor('the sweep to be under way', 60, async () => {
      const { rows } = await day.reminders();
      return rows >= DOSES / 10 ? rows : undefined;
    });
    await victim.kill('SIGKILL');
    console.info(`killed one process with ${atKill} of ${DOSES} reminders written`);
    expect(atKill).toBeLessThan(DOSES);
    // (The victim's own request may have come back before it died: its timers do the sweeping.)
    expect((await Promise.all(moves)).slice(1)).toEqual([200, 200]);

    // The two others carry on by themselves: the victim's unfinished batch was rolled back with
    // its connection, and its timers are gone, so their sweeps write the rest.
    await waitFor('every reminder', 180, async () =>
      (await day.reminders()).rows === DOSES ? true : undefined,
    );
    // Emails the victim had claimed stay its own for a two-minute lease; past it, the others
    // send them.
    const leaseOver = await Promise.all(survivors.map((p) => p.moveClock({ advanceMinutes: 3 })));
    expect(leaseOver.map((response) => response.status)).toEqual([200, 200]);
    await waitFor('the outbox to empty', 180, day.isOutboxEmpty);

    expect(await day.reminders()).toEqual({ rows: DOSES, keys: DOSES });
    expect(await day.outbox()).toEqual({ rows: DOSES, pending: 0, sent: DOSES });
    const received = day.received();
    expect(distinct(received, personAndSubject)).toBe(DOSES);
    expect(distinct(received, messageId)).toBe(DOSES);
    // One email can go twice: the mail server took it from the victim, which died before noting
    // so. SMTP has no way to ask; the copy carries the same Message-ID, which many mail systems
    // show once.
    // At most the emails the victim was sending at that instant.
    const resent = received.length - DOSES;
    console.info(`emails sent again after the kill (same Message-ID): ${resent}`);
    expect(resent).toBeGreaterThanOrEqual(0);
    expect(resent).toBeLessThanOrEqual(SENDING_LANES);
  }, 240_000);
});
