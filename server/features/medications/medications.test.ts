import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { doseEvents } from './medications.schema';
import { auditEvents } from '../../platform/audit/audit.schema';
import { notifications } from '../../platform/notifications/notifications.schema';
import { dailyMedication, inviteMember, photoUpload } from '../../test/fixtures';
import { type Agent, registerAgent, setUpTestAppWithSmtp } from '../../test/test-app';

const ctx = setUpTestAppWithSmtp();

interface Dose {
  id: string;
  localDate: string;
  localTime: string;
  status: string;
  isLate: boolean;
  medicationName: string;
  photoUrl: string | null;
  loggedBy: string | null;
  dose: string;
}

/** A caregiver and a family member of a circle for Rosa, in New York. */
async function circle(timeZone = 'America/New_York') {
  const caregiver = await registerAgent(ctx.app, { name: 'Maria Lopez', role: 'caregiver' });
  await caregiver.agent.patch('/api/circle/recipient', { preferredName: 'Rosa', timeZone });
  const family = await inviteMember(ctx, caregiver.agent, 'family', 'Sam Lopez');
  return { caregiver, family, circleId: caregiver.user.circleId as string };
}

const sweep = async () => {
  await ctx.app.jobs.get('medication-sweep').runOnce();
  await ctx.app.jobs.get('email-delivery').runOnce();
};

const dosesOn = async (agent: Agent, date?: string) =>
  (await agent.get(`/api/circle/doses${date ? `?date=${date}` : ''}`)).json<{ doses: Dose[] }>()
    .doses;

const titlesFor = async (userId: string, circleId: string) =>
  (
    await ctx.database.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(and(eq(notifications.recipientUserId, userId), eq(notifications.circleId, circleId)))
  ).map((row) => row.title);

const logTaken = (agent: Agent, id: string, withPhoto = false) =>
  withPhoto
    ? photoUpload().then((upload) =>
        agent.upload('POST', `/api/circle/doses/${id}/log`, {
          ...upload,
          fields: { status: 'taken', notes: 'With porridge' },
        }),
      )
    : agent.upload('POST', `/api/circle/doses/${id}/log`, { fields: { status: 'taken' } });

describe('medications', () => {
  it('adds a medicine with two daily times and plans today’s doses in local time', async () => {
    ctx.clock.set('2026-03-02T10:00:00Z'); // 05:00 in New York
    const { caregiver, family } = await circle();
    const created = await caregiver.agent.post('/api/circle/medications', {
      ...dailyMedication(),
      pharmacy: 'Main Street Pharmacy',
      pillsOnHand: 30,
      refillThreshold: 5,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Donepezil',
      status: 'active',
      runsOutOn: '2026-03-17',
      needsRefill: false,
    });

    const today = await dosesOn(family.agent);
    expect(today.map((dose) => [dose.localTime, dose.status, dose.dose])).toEqual([
      ['08:00', 'pending', '1 tablet'],
      ['20:00', 'pending', '1 tablet'],
    ]);
    // 08:00 in New York on 2 March is 13:00 UTC.
    const [row] = await ctx.database.db
      .select()
      .from(doseEvents)
      .where(eq(doseEvents.id, today[0]?.id as string));
    expect(row?.scheduledAt.toISOString()).toBe('2026-03-02T13:00:00.000Z');
    expect(row?.remindAt.toISOString()).toBe('2026-03-02T12:45:00.000Z');
  });

  it('lets family members see and log doses, but only caregivers change medicines', async () => {
    ctx.clock.set('2026-03-02T10:00:00Z');
    const { caregiver, family } = await circle();
    const { id } = (await caregiver.agent.post('/api/circle/medications', dailyMedication())).json<{
      id: string;
    }>();
    expect((await family.agent.get('/api/circle/medications')).statusCode).toBe(200);
    expect((await family.agent.post('/api/circle/medications', dailyMedication())).statusCode).toBe(
      403,
    );
    expect((await family.agent.post(`/api/circle/medications/${id}/pause`)).statusCode).toBe(403);
    const [first] = await dosesOn(family.agent);
    ctx.clock.set('2026-03-02T12:55:00Z'); // 07:55, near the 8:00 AM dose

    expect((await logTaken(family.agent, first?.id as string)).statusCode).toBe(200);
    const stranger = await registerAgent(ctx.app, { role: 'caregiver' });
    expect((await stranger.agent.get(`/api/circle/medications/${id}`)).statusCode).toBe(404);
  });

  it('explains what is wrong with a medicine', async () => {
    const { caregiver } = await circle();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...dailyMedication(), name: '' }, 'Please enter the medicine’s name'],
      [
        { ...dailyMedication(), schedule: { type: 'daily', times: [], weekdays: [1] } },
        'Please add at least one time of day',
      ],
      [
        { ...dailyMedication(), schedule: { type: 'daily', times: ['8am'], weekdays: [1] } },
        'Please enter a time like 08:00',
      ],
      [
        { ...dailyMedication(), endDate: '2025-12-01' },
        'The end date must be on or after the start date',
      ],
    ];
    for (const [body, message] of cases) {
      const response = await caregiver.agent.post('/api/circle/medications', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    }
  });
});

describe('the reminder engine', () => {
  it('reminds 15 minutes before, alerts when due, and tells the family once when a dose is missed', async () => {
    ctx.clock.set('2026-03-02T10:00:00Z');
    const { caregiver, family, circleId } = await circle();
    await caregiver.agent.post('/api/circle/medications', dailyMedication());

    ctx.clock.set('2026-03-02T12:44:00Z'); // 07:44: nothing yet
    await sweep();
    expect(await titlesFor(family.user.id, circleId)).not.toContain(
      'Rosa’s 8:00 AM dose in 15 minutes: Donepezil',
    );
    ctx.clock.set('2026-03-02T12:45:00Z'); // 07:45
    await sweep();
    await sweep();
    expect(await titlesFor(caregiver.user.id, circleId)).toContain(
      'Rosa’s 8:00 AM dose in 15 minutes: Donepezil',
    );
    ctx.clock.set('2026-03-02T13:00:00Z'); // 08:00
    await sweep();
    expect(await titlesFor(caregiver.user.id, circleId)).toContain(
      'Time for Rosa’s 8:00 AM dose: Donepezil',
    );

    ctx.clock.set('2026-03-02T13:30:00Z'); // 08:30: the grace period is over
    await sweep();
    await sweep();
    const missedTitle = 'Missed dose: Rosa’s 8:00 AM Donepezil';
    const mails = ctx.smtp.received.filter(
      (email) => email.to.includes(family.input.email) && email.subject === missedTitle,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(
      'Rosa’s 8:00 AM dose of Donepezil (1 tablet) on Monday, March 2, 2026',
    );
    expect(
      (await titlesFor(family.user.id, circleId)).filter((title) => title === missedTitle),
    ).toHaveLength(1);
    const [missed] = await dosesOn(family.agent);
    expect(missed?.status).toBe('missed');

    // Logged late: taken late, and nothing more is sent for it.
    ctx.clock.set('2026-03-02T13:50:00Z');
    const late = await logTaken(family.agent, missed?.id as string);
    expect(late.json()).toMatchObject({ status: 'taken', isLate: true, loggedBy: 'Sam Lopez' });
    await sweep();
    expect(
      (await titlesFor(family.user.id, circleId)).filter((title) => title === missedTitle),
    ).toHaveLength(1);
  });

  it('after a long outage, alerts only about doses missed in the last 24 hours', async () => {
    ctx.clock.set('2026-04-01T10:00:00Z'); // 06:00 in New York
    const { caregiver, family, circleId } = await circle();
    await caregiver.agent.post('/api/circle/medications', dailyMedication());
    // Kinwell is down for three weeks; the doses planned before it stopped are weeks old now.
    ctx.clock.set('2026-04-22T12:40:00Z'); // 08:40: this morning's dose is past its grace too
    await sweep();
    await sweep();
    const missedBodies = (
      await ctx.database.db
        .select({ body: notifications.body })
        .from(notifications)
        .where(
          and(
            eq(notifications.recipientUserId, family.user.id),
            eq(notifications.circleId, circleId),
            eq(notifications.kind, 'medication.missed'),
          ),
        )
    ).map((row) => row.body);
    // Doses at 08:00 and 20:00: last night's (16 h ago) and this morning's are news; nothing
    // from before the outage is.
    expect(missedBodies.map((body) => body.slice(0, body.indexOf(' was not logged')))).toEqual(
      expect.arrayContaining([
        'Rosa’s 8:00 PM dose of Donepezil (1 tablet) on Tuesday, April 21, 2026',
        'Rosa’s 8:00 AM dose of Donepezil (1 tablet) on Wednesday, April 22, 2026',
      ]),
    );
    expect(missedBodies).toHaveLength(2);
    expect(
      ctx.smtp.received.filter(
        (email) => email.to.includes(family.input.email) && /April [123], 2026/.test(email.text),
      ),
    ).toHaveLength(0);
    // The old doses still read as missed in the history.
    const old = await ctx.database.db
      .select({ status: doseEvents.status })
      .from(doseEvents)
      .where(and(eq(doseEvents.circleId, circleId), eq(doseEvents.localDate, '2026-04-02')));
    expect(old.map((dose) => dose.status)).toEqual(['missed', 'missed']);
  });

  it('repeats the alert until the dose is logged, when the circle asks', async () => {
    ctx.clock.set('2026-03-03T10:00:00Z');
    const { caregiver, circleId } = await circle();
    await caregiver.agent.put('/api/circle/medications/settings', {
      reminderLeadMinutes: 0,
      graceMinutes: 60,
      repeatEveryMinutes: 20,
    });
    await caregiver.agent.post('/api/circle/medications', dailyMedication('Sertraline', ['09:00']));
    for (const minute of [0, 10, 20, 30, 40]) {
      ctx.clock.set(new Date(Date.parse('2026-03-03T14:00:00Z') + minute * 60_000));
      await sweep();
    }
    const titles = await titlesFor(caregiver.user.id, circleId);
    expect(titles.filter((t) => t.startsWith('Time for Rosa’s 9:00 AM'))).toHaveLength(1);
    expect(titles.filter((t) => t.startsWith('Still due: Rosa’s 9:00 AM'))).toHaveLength(2);
    expect(titles.some((t) => t.includes('dose in'))).toBe(false);
    const [dose] = await dosesOn(caregiver.agent);
    await logTaken(caregiver.agent, dose?.id as string);
    ctx.clock.set('2026-03-03T14:45:00Z');
    await sweep();
    expect(
      (await titlesFor(caregiver.user.id, circleId)).filter((t) => t.startsWith('Still due')),
    ).toHaveLength(2);
  });

  it('fires a 02:30 dose once on the spring-forward night, at 03:30 with its reminder at 03:15', async () => {
    ctx.clock.set('2026-03-07T12:00:00Z');
    const { caregiver, circleId } = await circle();
    await caregiver.agent.post('/api/circle/medications', dailyMedication('Melatonin', ['02:30']));
    // Walk the night of 8 March in five-minute steps, sweeping each time.
    for (let t = Date.parse('2026-03-08T05:00:00Z'); t <= Date.parse('2026-03-08T09:00:00Z');) {
      ctx.clock.set(new Date(t));
      await ctx.app.jobs.get('medication-sweep').runOnce();
      t += 5 * 60_000;
    }
    const rows = await ctx.database.db
      .select({ title: notifications.title, createdAt: notifications.createdAt })
      .from(notifications)
      .where(
        and(
          eq(notifications.recipientUserId, caregiver.user.id),
          eq(notifications.circleId, circleId),
        ),
      );
    const reminders = rows.filter((row) => row.title.includes('dose in'));
    const due = rows.filter((row) => row.title.startsWith('Time for'));
    expect(reminders.map((r) => r.createdAt.toISOString())).toEqual(['2026-03-08T07:15:00.000Z']);
    expect(due.map((r) => r.createdAt.toISOString())).toEqual(['2026-03-08T07:30:00.000Z']);
  });

  it('keeps wall-clock times when the care recipient moves to another time zone', async () => {
    ctx.clock.set('2026-03-04T10:00:00Z');
    const { caregiver } = await circle('America/New_York');
    await caregiver.agent.post('/api/circle/medications', dailyMedication('Donepezil', ['08:00']));
    const before = await ctx.database.db
      .select()
      .from(doseEvents)
      .where(eq(doseEvents.circleId, caregiver.user.circleId as string));
    expect(before.map((d) => d.scheduledAt.toISOString())).toContain('2026-03-04T13:00:00.000Z');

    await caregiver.agent.patch('/api/circle/recipient', { timeZone: 'Europe/Berlin' });
    const after = await ctx.database.db
      .select()
      .from(doseEvents)
      .where(eq(doseEvents.circleId, caregiver.user.circleId as string));
    // 08:00 in Berlin on 5 March is 07:00 UTC; every future dose is still at 08:00 local.
    expect(after.map((d) => d.scheduledAt.toISOString())).toContain('2026-03-05T07:00:00.000Z');
    expect(after.every((d) => d.localTime === '08:00' && d.timeZone === 'Europe/Berlin')).toBe(
      true,
    );
  });

  it('keeps past doses exactly as they were when the schedule changes', async () => {
    ctx.clock.set('2026-03-05T10:00:00Z');
    const { caregiver } = await circle();
    const { id } = (await caregiver.agent.post('/api/circle/medications', dailyMedication())).json<{
      id: string;
    }>();
    const [morning] = await dosesOn(caregiver.agent);
    ctx.clock.set('2026-03-05T13:05:00Z');
    await logTaken(caregiver.agent, morning?.id as string, true);
    const changed = await caregiver.agent.put(`/api/circle/medications/${id}`, {
      ...dailyMedication('Donepezil', ['09:00', '21:00']),
      doseAmount: 2,
    });
    expect(changed.statusCode).toBe(200);
    const today = await dosesOn(caregiver.agent);
    expect(today.map((d) => [d.localTime, d.status, d.dose])).toEqual([
      ['08:00', 'taken', '1 tablet'],
      ['09:00', 'pending', '2 tablets'],
      ['21:00', 'pending', '2 tablets'],
    ]);
    expect(today[0]?.photoUrl).toMatch(/^\/api\/images\//);
    const photo = await caregiver.agent.get(today[0]?.photoUrl as string);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    const logged = await ctx.database.db
      .select({ detail: auditEvents.detail })
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.circleId, caregiver.user.circleId as string),
          eq(auditEvents.action, 'dose.logged'),
        ),
      );
    expect(logged.map((e) => e.detail)).toEqual(['taken, with a photo']);
  });

  it('pauses, resumes and stops; a stopped medicine keeps its history', async () => {
    ctx.clock.set('2026-03-06T10:00:00Z');
    const { caregiver } = await circle();
    const { id } = (await caregiver.agent.post('/api/circle/medications', dailyMedication())).json<{
      id: string;
    }>();
    await caregiver.agent.post(`/api/circle/medications/${id}/pause`);
    expect(await dosesOn(caregiver.agent)).toEqual([]);
    await caregiver.agent.post(`/api/circle/medications/${id}/resume`);
    expect((await dosesOn(caregiver.agent)).map((d) => d.localTime)).toEqual(['08:00', '20:00']);
    ctx.clock.set('2026-03-06T13:10:00Z');
    const [first] = await dosesOn(caregiver.agent);
    await logTaken(caregiver.agent, first?.id as string);
    const stopped = await caregiver.agent.post(`/api/circle/medications/${id}/stop`);
    expect(stopped.json()).toMatchObject({ status: 'stopped' });
    expect((await dosesOn(caregiver.agent)).map((d) => [d.localTime, d.status])).toEqual([
      ['08:00', 'taken'],
    ]);
  });

  it('warns before an as-needed dose that comes too soon or over the daily maximum', async () => {
    ctx.clock.set('2026-03-07T15:00:00Z');
    const { caregiver, family } = await circle();
    const { id } = (
      await caregiver.agent.post('/api/circle/medications', {
        ...dailyMedication('Paracetamol'),
        schedule: { type: 'asNeeded', minIntervalMinutes: 240, maxPerDay: 2 },
      })
    ).json<{ id: string }>();
    const log = (acknowledge = false) =>
      family.agent.upload('POST', `/api/circle/medications/${id}/doses`, {
        fields: { notes: 'Headache', acknowledgeWarnings: String(acknowledge) },
      });
    expect((await log()).statusCode).toBe(201);
    ctx.clock.advance(60 * 60_000);
    const tooSoon = await log();
    expect(tooSoon.statusCode).toBe(409);
    expect(tooSoon.json<{ message: string }>().message).toBe(
      'The last dose was at 10:00 AM. Doses should be at least 4 hours apart.',
    );
    expect((await log(true)).statusCode).toBe(201);
    ctx.clock.advance(5 * 60 * 60_000);
    const overMax = await log();
    expect(overMax.json<{ message: string }>().message).toBe(
      '2 doses were already taken today; the most is 2.',
    );
  });

  it('tells the caregivers once when the stock runs low, with the day it runs out', async () => {
    ctx.clock.set('2026-03-08T15:00:00Z');
    const { caregiver, circleId } = await circle();
    await caregiver.agent.post('/api/circle/medications', {
      ...dailyMedication('Donepezil', ['08:00', '20:00']),
      pillsOnHand: 7,
      refillThreshold: 6,
      pharmacy: 'Main Street Pharmacy',
    });
    ctx.clock.set('2026-03-09T13:05:00Z');
    const [first, second] = await dosesOn(caregiver.agent);
    await logTaken(caregiver.agent, first?.id as string);
    ctx.clock.set('2026-03-10T01:05:00Z');
    await logTaken(caregiver.agent, second?.id as string);
    const refills = (await titlesFor(caregiver.user.id, circleId)).filter((t) =>
      t.startsWith('Time to refill'),
    );
    expect(refills).toEqual(['Time to refill Donepezil']);
    const [medication] = (await caregiver.agent.get('/api/circle/medications')).json<
      { pillsOnHand: number; needsRefill: boolean; runsOutOn: string }[]
    >();
    expect(medication).toMatchObject({
      pillsOnHand: 5,
      needsRefill: true,
      runsOutOn: '2026-03-11',
    });
  });
});

describe('logging a dose ahead of its time (decision 068)', () => {
  const earlyMessage =
    'The 8:35 PM Donepezil is not due yet. If it is logged as taken now, its reminder and missed-dose alert will not come. If it was given early, please confirm that it was taken early.';
  const doseRow = async (id: string) =>
    (await ctx.database.db.select().from(doseEvents).where(eq(doseEvents.id, id)))[0];

  /** Rosa in New York at 2:26 AM on 2 March, with Donepezil at 8:00 AM and 8:35 PM. */
  async function atTwentySixPastTwo() {
    ctx.clock.set('2026-03-02T07:26:00Z'); // 02:26 in New York
    const people = await circle();
    await people.caregiver.agent.post('/api/circle/medications', {
      ...dailyMedication('Donepezil', ['08:00', '20:35']),
      pillsOnHand: 30,
    });
    const [morning, evening] = await dosesOn(people.family.agent);
    return { ...people, morning: morning as Dose, evening: evening as Dose };
  }

  it('refuses "taken" 18 hours ahead without a confirmation, and stores nothing', async () => {
    const { family, evening, caregiver } = await atTwentySixPastTwo();
    const refused = await family.agent.upload('POST', `/api/circle/doses/${evening.id}/log`, {
      ...(await photoUpload()),
      fields: { status: 'taken', notes: 'Before bed' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: earlyMessage });
    expect(await doseRow(evening.id)).toMatchObject({
      status: 'pending',
      takenAt: null,
      loggedAt: null,
      notes: null,
      photoId: null,
    });
    const [medication] = (await caregiver.agent.get('/api/circle/medications')).json<
      { pillsOnHand: number }[]
    >();
    expect(medication?.pillsOnHand).toBe(30);
    // A confirmation that is not "true" is no confirmation.
    const unclear = await family.agent.upload('POST', `/api/circle/doses/${evening.id}/log`, {
      fields: { status: 'taken', confirmEarly: 'false' },
    });
    expect(unclear.statusCode).toBe(409);
  });

  it('logs it when confirmed, at the real time, and then sends no reminder or missed alert for it', async () => {
    const { family, caregiver, circleId, morning, evening } = await atTwentySixPastTwo();
    const logged = await family.agent.upload('POST', `/api/circle/doses/${evening.id}/log`, {
      fields: { status: 'taken', confirmEarly: 'true' },
    });
    expect(logged.statusCode, logged.body).toBe(200);
    expect(logged.json()).toMatchObject({
      status: 'taken',
      isLate: false,
      loggedBy: 'Sam Lopez',
      scheduledAt: '2026-03-03T01:35:00.000Z',
      // When it was given, not when it was planned.
      takenAt: '2026-03-02T07:26:00.000Z',
    });
    const audit = await ctx.database.db
      .select({ detail: auditEvents.detail })
      .from(auditEvents)
      .where(
        and(eq(auditEvents.subject, `dose:${evening.id}`), eq(auditEvents.action, 'dose.logged')),
      );
    expect(audit.map((row) => row.detail)).toEqual(['taken early']);

    // The day passes: the morning dose, never logged, is reminded and reported missed; the
    // evening one, logged early, is neither.
    for (const at of [
      '2026-03-02T12:45:00Z', // 07:45
      '2026-03-02T13:00:00Z', // 08:00
      '2026-03-02T13:30:00Z', // 08:30
      '2026-03-03T01:20:00Z', // 20:20
      '2026-03-03T01:35:00Z', // 20:35
      '2026-03-03T02:05:00Z', // 21:05
    ]) {
      ctx.clock.set(at);
      await sweep();
    }
    const titles = await titlesFor(caregiver.user.id, circleId);
    expect(titles).toContain('Rosa’s 8:00 AM dose in 15 minutes: Donepezil');
    expect(titles).toContain('Missed dose: Rosa’s 8:00 AM Donepezil');
    expect(titles.filter((title) => title.includes('8:35 PM'))).toEqual([]);
    expect(
      ctx.smtp.received.filter(
        (email) => email.to.includes(family.input.email) && email.subject.includes('8:35 PM'),
      ),
    ).toEqual([]);
    expect((await doseRow(morning.id))?.status).toBe('missed');
    expect((await doseRow(evening.id))?.status).toBe('taken');
  });

  it('logs with one tap from an hour before, as before', async () => {
    const { family, morning } = await atTwentySixPastTwo();
    ctx.clock.set('2026-03-02T11:59:00Z'); // 06:59: 61 minutes before 8:00 AM
    const early = await logTaken(family.agent, morning.id);
    expect(early.statusCode).toBe(409);
    expect(early.json<{ message: string }>().message).toMatch(/^The 8:00 AM Donepezil is not due/);
    ctx.clock.set('2026-03-02T12:00:00Z'); // 07:00: exactly an hour before
    const logged = await logTaken(family.agent, morning.id);
    expect(logged.statusCode, logged.body).toBe(200);
    expect(logged.json()).toMatchObject({ status: 'taken', takenAt: '2026-03-02T12:00:00.000Z' });
  });

  it('lets a dose be skipped ahead of its time, with its reason', async () => {
    const { caregiver, evening } = await atTwentySixPastTwo();
    const skipped = await caregiver.agent.upload('POST', `/api/circle/doses/${evening.id}/log`, {
      fields: { status: 'skipped', skipReason: 'In hospital tonight; the ward gives it' },
    });
    expect(skipped.statusCode, skipped.body).toBe(200);
    expect(skipped.json()).toMatchObject({ status: 'skipped', takenAt: null });
  });
});
