import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ActivitySessionDto, ActivitySettingsDto } from '../../../shared/activities';
import type { ActivityLog } from '../../../shared/activities-log';
import type { DoctorReport } from '../../../shared/tracking';
import { auditEvents } from '../../platform/audit/audit.schema';
import { activitySessions, activitySettings } from './activities.schema';
import { activitySessionInput, inviteMember } from '../../test/fixtures';
import { type Agent, registerAgent, setUpTestApp } from '../../test/test-app';
import { inAnotherKinwell } from '../../test/another-kinwell';

const ctx = setUpTestApp();
/** Monday March 2, 2026, 9:00 in Chicago. */
const NOW = '2026-03-02T15:00:00Z';
beforeEach(() => ctx.clock.set(NOW));

async function family(stage: 'early' | 'middle' | 'late' | null = 'middle') {
  const caregiver = await registerAgent(ctx.app, { name: 'Maria Lopez', role: 'caregiver' });
  await caregiver.agent.patch('/api/circle/recipient', {
    preferredName: 'Rosa',
    stage,
    timeZone: 'America/Chicago',
  });
  const sam = await inviteMember(ctx, caregiver.agent, 'family', 'Sam Lopez');
  const circleId = caregiver.user.circleId as string;
  return { caregiver, sam, circleId, base: `/api/circles/${circleId}/activities` };
}

const record = async (agent: Agent, base: string, body: object) => {
  const response = await agent.post(`${base}/sessions`, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ session: ActivitySessionDto }>().session;
};

const SETTINGS = {
  difficulty: {
    'photo-matching': 3,
    'word-recall': null,
    'sequence-memory': 6,
    'picture-naming': null,
  },
  speech: { voice: 'Samantha', rate: 0.8 },
};

describe('the games’ settings', () => {
  it('follow the care recipient’s stage until a caregiver chooses, and say what is played now', async () => {
    const { caregiver, sam, base } = await family('late');
    const before = await sam.agent.get(`${base}/settings`);
    expect(before.statusCode).toBe(200);
    expect(before.json<ActivitySettingsDto>()).toEqual({
      difficulty: {
        'photo-matching': null,
        'word-recall': null,
        'sequence-memory': null,
        'picture-naming': null,
      },
      speech: { voice: null, rate: 1 },
      effectiveDifficulty: {
        'photo-matching': 2,
        'word-recall': 1,
        'sequence-memory': 2,
        'picture-naming': 2,
      },
    });

    const saved = await caregiver.agent.put(`${base}/settings`, SETTINGS);
    expect(saved.statusCode).toBe(200);
    expect(saved.json<ActivitySettingsDto>()).toMatchObject({
      ...SETTINGS,
      effectiveDifficulty: { 'photo-matching': 3, 'word-recall': 1, 'sequence-memory': 6 },
    });

    // A later change of stage moves the games that follow it, not the ones chosen by hand.
    await caregiver.agent.patch('/api/circle/recipient', { stage: 'early' });
    const after = (await sam.agent.get(`${base}/settings`)).json<ActivitySettingsDto>();
    expect(after.effectiveDifficulty).toEqual({
      'photo-matching': 3,
      'word-recall': 4,
      'sequence-memory': 6,
      'picture-naming': 4,
    });
    expect(after.speech).toEqual({ voice: 'Samantha', rate: 0.8 });
  });

  it('uses the middle of each range when the stage is not known', async () => {
    const { sam, base } = await family(null);
    const settings = (await sam.agent.get(`${base}/settings`)).json<ActivitySettingsDto>();
    expect(settings.effectiveDifficulty).toEqual({
      'photo-matching': 4,
      'word-recall': 2,
      'sequence-memory': 3,
      'picture-naming': 3,
    });
  });

  it.each([
    [{ 'photo-matching': 9 }, {}, 'Please choose at most 8 pairs of cards'],
    [{ 'word-recall': 0 }, {}, 'Please choose at least 1 words to remember'],
    [{ 'picture-naming': 2.5 }, {}, 'Please choose a whole number'],
    [{}, { rate: 2 }, 'Please choose a speed of at most 1.5'],
    [{}, { rate: 0.1 }, 'Please choose a slower speed of at least 0.5'],
  ])('refuses %j %j with the field’s message', async (difficulty, speech, message) => {
    const { caregiver, base } = await family();
    const response = await caregiver.agent.put(`${base}/settings`, {
      difficulty: { ...SETTINGS.difficulty, ...difficulty },
      speech: { ...SETTINGS.speech, ...speech },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('may be changed by caregivers only, and every change is in the audit log', async () => {
    const { caregiver, sam, base, circleId } = await family();
    const refused = await sam.agent.put(`${base}/settings`, SETTINGS);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toMatch(/Only caregivers/);
    await caregiver.agent.put(`${base}/settings`, SETTINGS);
    const log = (await caregiver.agent.get('/api/circle/audit?category=activity')).json<{
      entries: { description: string }[];
    }>();
    expect(log.entries.map((e) => e.description)).toContain(
      'Changed the games’ difficulty or read-aloud voice',
    );
    const audit = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.circleId, circleId));
    expect(audit.filter((e) => e.action === 'activity.settings_changed')).toEqual([
      expect.objectContaining({
        actorUserId: caregiver.user.id,
        detail: 'Photo matching, Sequence memory, read-aloud voice, read-aloud speed',
      }),
    ]);
  });
});

describe('recording a session', () => {
  it('works out the help needed from what the game counted, and keeps who sat with the person', async () => {
    const { sam, base, circleId } = await family();
    const now = ctx.clock.now();
    const none = await record(sam.agent, base, activitySessionInput(now));
    expect(none).toMatchObject({
      game: 'photo-matching',
      durationSeconds: 300,
      difficulty: 4,
      help: 'none',
      enjoyment: null,
      recordedBy: { id: sam.user.id, name: 'Sam Lopez' },
    });
    const little = await record(
      sam.agent,
      base,
      activitySessionInput(now, { answersShown: 4 }, 10),
    );
    expect(little.help).toBe('a_little');
    const lot = await record(sam.agent, base, activitySessionInput(now, { answersShown: 5 }, 20));
    expect(lot.help).toBe('a_lot');
    const eased = await record(
      sam.agent,
      base,
      activitySessionInput(now, { answersShown: 1, eased: true }, 30),
    );
    expect(eased.help).toBe('a_lot');

    const audit = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.circleId, circleId));
    expect(
      audit.filter((e) => e.action === 'activity.session_recorded').map((e) => e.subject),
    ).toEqual(
      expect.arrayContaining([none, little, lot, eased].map((s) => `activity_session:${s.id}`)),
    );
  });

  it('stores a retried upload of the same session once', async () => {
    const { sam, base } = await family();
    const body = activitySessionInput(ctx.clock.now());
    const first = await record(sam.agent, base, body);
    const again = await record(sam.agent, base, body);
    expect(again.id).toBe(first.id);
    const log = (await sam.agent.get(`${base}/sessions`)).json<ActivityLog>();
    expect(log.sessions).toHaveLength(1);
  });

  it.each([
    [
      'in the future',
      (now: Date) => activitySessionInput(now, {}, -30),
      'That session ends in the future. Please check the date and time on this device.',
    ],
    [
      'more than two days ago',
      (now: Date) => activitySessionInput(now, {}, 3 * 24 * 60),
      'That session started more than 2 days ago, so it can no longer be recorded.',
    ],
    [
      'outside the game’s range',
      (now: Date) => activitySessionInput(now, { game: 'picture-naming', difficulty: 6 }),
      'Picture naming is played with 2 to 4 choices for each picture.',
    ],
    [
      'ending before it started',
      (now: Date) => ({
        ...activitySessionInput(now),
        endedAt: new Date(now.getTime() - 60 * 60_000).toISOString(),
      }),
      'The end must be after the start',
    ],
  ])('refuses a session %s, saying why', async (_, body, message) => {
    const { sam, base } = await family();
    const response = await sam.agent.post(`${base}/sessions`, body(ctx.clock.now()));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('takes the enjoyment answer from whoever recorded it or a caregiver, not other members', async () => {
    const { caregiver, sam, base, circleId } = await family();
    const ana = await inviteMember(ctx, caregiver.agent, 'family', 'Ana Lopez');
    const session = await record(sam.agent, base, activitySessionInput(ctx.clock.now()));
    const path = `${base}/sessions/${session.id}`;

    const own = await sam.agent.patch(path, { enjoyment: 'enjoyed' });
    expect(own.json<{ session: ActivitySessionDto }>().session.enjoyment).toBe('enjoyed');
    const other = await ana.agent.patch(path, { enjoyment: 'not_enjoyed' });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({
      message: 'Only the person who recorded this session, or a caregiver, can answer for it.',
    });
    const byCaregiver = await caregiver.agent.patch(path, { enjoyment: 'neutral' });
    expect(byCaregiver.json<{ session: ActivitySessionDto }>().session.enjoyment).toBe('neutral');
    const wrong = await sam.agent.patch(path, { enjoyment: 'loved' });
    expect(wrong.json()).toEqual({ message: 'Please choose one answer' });

    const audit = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.circleId, circleId));
    expect(audit.filter((e) => e.action === 'activity.enjoyment_answered')).toHaveLength(2);
  });

  it('keeps one circle’s sessions and settings from another', async () => {
    const { sam, base } = await family();
    const session = await record(sam.agent, base, activitySessionInput(ctx.clock.now()));
    const stranger = await registerAgent(ctx.app, { name: 'Ben Okafor', role: 'caregiver' });
    const strangerBase = `/api/circles/${stranger.user.circleId as string}/activities`;

    for (const response of [
      await stranger.agent.get(`${base}/settings`),
      await stranger.agent.get(`${base}/sessions`),
      await stranger.agent.post(`${base}/sessions`, activitySessionInput(ctx.clock.now())),
      await stranger.agent.patch(`${base}/sessions/${session.id}`, { enjoyment: 'enjoyed' }),
    ]) {
      expect(response.statusCode).toBe(404);
    }
    // Their own circle's path does not reach the session either.
    const sideways = await stranger.agent.patch(`${strangerBase}/sessions/${session.id}`, {
      enjoyment: 'enjoyed',
    });
    expect(sideways.statusCode).toBe(404);
    expect(
      (await stranger.agent.get(`${strangerBase}/sessions`)).json<ActivityLog>().sessions,
    ).toEqual([]);
  });
});

describe('the family’s log', () => {
  it('shows caregivers every session and family members only their own, newest first', async () => {
    const { caregiver, sam, base } = await family();
    const now = ctx.clock.now();
    const mine = await record(sam.agent, base, activitySessionInput(now, {}, 60));
    const theirs = await record(
      caregiver.agent,
      base,
      activitySessionInput(now, { game: 'word-recall', difficulty: 2 }, 10),
    );

    const all = (await caregiver.agent.get(`${base}/sessions`)).json<ActivityLog>();
    expect(all.scope).toBe('all');
    expect(all.sessions.map((s) => s.id)).toEqual([theirs.id, mine.id]);
    expect(all.summary).toMatchObject({ sessions: 2, minutes: 10 });

    const own = (await sam.agent.get(`${base}/sessions`)).json<ActivityLog>();
    expect(own.scope).toBe('own');
    expect(own.sessions.map((s) => s.id)).toEqual([mine.id]);
    expect(own.summary.sessions).toBe(1);
  });

  it('sums games, minutes, help and enjoyment, and counts weeks from Monday in the recipient’s zone', async () => {
    const { caregiver, base } = await family();
    // Sunday evening in Chicago (Monday 03:00 UTC), and Monday morning in Chicago.
    const sunday = new Date('2026-03-02T03:00:00Z');
    await record(
      caregiver.agent,
      base,
      activitySessionInput(sunday, { answersShown: 2, game: 'sequence-memory', difficulty: 3 }),
    );
    const monday = await record(
      caregiver.agent,
      base,
      activitySessionInput(new Date('2026-03-02T14:30:00Z'), {}),
    );
    await record(
      caregiver.agent,
      base,
      activitySessionInput(new Date('2026-03-02T14:00:00Z'), { answersShown: 9 }),
    );
    await caregiver.agent.patch(`${base}/sessions/${monday.id}`, { enjoyment: 'enjoyed' });

    const log = (await caregiver.agent.get(`${base}/sessions?days=30`)).json<ActivityLog>();
    expect(log).toMatchObject({
      days: 30,
      from: '2026-02-01',
      to: '2026-03-02',
      timeZone: 'America/Chicago',
    });
    expect(log.summary).toMatchObject({
      sessions: 3,
      minutes: 15,
      help: { none: 1, a_little: 1, a_lot: 1 },
      enjoyment: { enjoyed: 1, neutral: 0, not_enjoyed: 0, unanswered: 2 },
    });
    expect(log.summary.byGame).toEqual([
      { game: 'photo-matching', sessions: 2, minutes: 10 },
      { game: 'word-recall', sessions: 0, minutes: 0 },
      { game: 'sequence-memory', sessions: 1, minutes: 5 },
      { game: 'picture-naming', sessions: 0, minutes: 0 },
    ]);
    expect(log.summary.weeks.map((w) => w.weekStart)).toEqual([
      '2026-01-26',
      '2026-02-02',
      '2026-02-09',
      '2026-02-16',
      '2026-02-23',
      '2026-03-02',
    ]);
    expect(log.summary.weeks.slice(-2)).toEqual([
      { weekStart: '2026-02-23', sessions: 1, minutes: 5 },
      { weekStart: '2026-03-02', sessions: 2, minutes: 10 },
    ]);
  });

  it('covers 30 or 90 days back from today, by the injected clock', async () => {
    const { caregiver, base } = await family();
    await record(caregiver.agent, base, activitySessionInput(ctx.clock.now()));
    // A month and a day later, signed in again.
    ctx.clock.set('2026-04-02T15:00:00Z');
    await caregiver.agent.post('/api/auth/login', {
      email: caregiver.input.email,
      password: caregiver.input.password,
    });
    const monthResponse = await caregiver.agent.get(`${base}/sessions?days=30`);
    expect(monthResponse.statusCode, monthResponse.body).toBe(200);
    const month = monthResponse.json<ActivityLog>();
    expect(month.from).toBe('2026-03-04');
    expect(month.sessions).toEqual([]);
    const quarter = (await caregiver.agent.get(`${base}/sessions?days=90`)).json<ActivityLog>();
    expect(quarter.from).toBe('2026-01-03');
    expect(quarter.sessions).toHaveLength(1);
    const wrong = await caregiver.agent.get(`${base}/sessions?days=7`);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: 'Please choose 30 or 90 days' });
  });
});

describe('the doctor report and the export', () => {
  it('adds an activities section only when asked, and never calls it a score', async () => {
    const { caregiver, base } = await family();
    const session = await record(caregiver.agent, base, activitySessionInput(ctx.clock.now()));
    await caregiver.agent.patch(`${base}/sessions/${session.id}`, { enjoyment: 'enjoyed' });

    const plain = (await caregiver.agent.get('/api/circle/reports/doctor')).json<DoctorReport>();
    expect(plain.activities).toBeUndefined();
    const withGames = (
      await caregiver.agent.get('/api/circle/reports/doctor?activities=true')
    ).json<DoctorReport>();
    expect(withGames.activities).toEqual({
      summary:
        '1 session in these dates, 5 minutes in all, all Photo matching; enjoyed in 1 of the 1 answered.',
      sessions: 1,
      minutes: 5,
      byGame: [{ game: 'photo-matching', sessions: 1, minutes: 5 }],
      help: 'No help needed in 1, a little help in 0, a lot of help in 0 of 1 session.',
      enjoyment: 'Enjoyed in 1, all right in 0, not enjoyed in 0 of the 1 answered.',
      note: 'This is a record of time spent together, not a test or a clinical score.',
    });
    const pdf = await caregiver.agent.get('/api/circle/reports/doctor.pdf?activities=true');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('exports both tables with the circle, and imports them back', async () => {
    const { caregiver, base, circleId } = await family();
    await caregiver.agent.put(`${base}/settings`, SETTINGS);
    await record(caregiver.agent, base, activitySessionInput(ctx.clock.now()));
    const response = await caregiver.agent.get('/api/circle/export');
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const manifest = JSON.parse(strFromU8(files['kinwell-export.json'] as Uint8Array)) as {
      tables: Record<string, Record<string, unknown>[]>;
    };
    expect(manifest.tables.activity_settings).toEqual([
      expect.objectContaining({ voice: 'Samantha', rate: 0.8 }),
    ]);
    expect(manifest.tables.activity_sessions).toEqual([
      expect.objectContaining({ game: 'photo-matching', help: 'none' }),
    ]);
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(['tables/activity_settings.csv', 'tables/activity_sessions.csv']),
    );

    // And they come back from the archive as they were.
    await inAnotherKinwell({}, async (fresh) => {
      await fresh.importArchive(new Uint8Array(response.rawPayload));
      const [settings] = await fresh.db
        .select()
        .from(activitySettings)
        .where(eq(activitySettings.circleId, circleId));
      expect(settings).toMatchObject({
        voice: 'Samantha',
        rate: 0.8,
        difficulty: SETTINGS.difficulty,
      });
      const sessions = await fresh.db
        .select()
        .from(activitySessions)
        .where(eq(activitySessions.circleId, circleId));
      expect(sessions).toEqual([expect.objectContaining({ game: 'photo-matching', help: 'none' })]);
    });
  });
});
