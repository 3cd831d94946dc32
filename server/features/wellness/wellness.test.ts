import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SelfCheckDto, SelfCheckList, WellnessSettingsDto } from '../../../shared/wellness';
import { auditEvents } from '../../platform/audit/audit.schema';
import { inviteMember } from '../../test/fixtures';
import { type Agent, registerAgent, staffAgent, setUpTestApp } from '../../test/test-app';
import { wellnessSelfChecks } from './wellness.schema';

const ctx = setUpTestApp();
/** Monday March 2, 2026, 9:00 in Chicago. */
const NOW = '2026-03-02T15:00:00Z';
beforeEach(() => ctx.clock.set(NOW));

async function family() {
  const caregiver = await registerAgent(ctx.app, { name: 'Maria Lopez', role: 'caregiver' });
  await caregiver.agent.patch('/api/circle/recipient', {
    preferredName: 'Rosa',
    timeZone: 'America/Chicago',
  });
  const sam = await inviteMember(ctx, caregiver.agent, 'family', 'Sam Lopez');
  const coCaregiver = await inviteMember(ctx, caregiver.agent, 'caregiver', 'Ana Lopez');
  return { caregiver, sam, coCaregiver };
}

/** Every statement "no", which counts items 5 and 15 ("useful", "supported") as a "yes" each. */
const allNo = () => Array.from({ length: 16 }, () => false);
const sheet = (yes: number[] = [], stress = 3, health = 3) => ({
  answers: allNo().map((_, index) => yes.includes(index + 1)),
  stress,
  health,
});

const take = async (agent: Agent, body: object) => {
  const response = await agent.post('/api/wellness/self-checks', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<SelfCheckDto>();
};

describe('the caregiver self-check', () => {
  it('is scored as the AMA describes: reversed items, the total, the ratings and the key items', async () => {
    const { caregiver } = await family();
    // Feeling useful and supported, low ratings, no key item: not a high degree of distress.
    const calm = await take(caregiver.agent, sheet([5, 15]));
    expect(calm).toMatchObject({ yesCount: 0, isHighDistress: false, reasons: [] });
    expect(calm.suggestions).toEqual(['self-care']);

    // Not feeling useful nor supported counts two: nine "yes" in all, short of ten.
    const nine = await take(caregiver.agent, sheet([2, 3, 6, 7, 8, 12, 16]));
    expect(nine).toMatchObject({ yesCount: 9, isHighDistress: false, reasons: [] });
    expect(nine.suggestions).toEqual(['respite', 'support-group', 'local-help', 'self-care']);
    const supported = await take(caregiver.agent, sheet([2, 3, 6, 7, 8, 12, 16, 15]));
    expect(supported.yesCount).toBe(8);
    const ten = await take(caregiver.agent, sheet([1, 2, 3, 6, 7, 8, 12, 16]));
    expect(ten).toMatchObject({ yesCount: 10, reasons: ['total', 'key-item'] });

    const crying = await take(caregiver.agent, sheet([5, 15, 11]));
    expect(crying).toMatchObject({ yesCount: 1, isHighDistress: true, reasons: ['key-item'] });
    expect(crying.suggestions).toContain('doctor');

    const stressed = await take(caregiver.agent, sheet([5, 15], 6, 2));
    expect(stressed).toMatchObject({ isHighDistress: true, reasons: ['stress'] });
    const unwell = await take(caregiver.agent, sheet([5, 15], 5, 6));
    expect(unwell).toMatchObject({ isHighDistress: true, reasons: ['health'] });

    const heavy = await take(caregiver.agent, sheet([1, 2, 3, 4, 6, 7, 8, 9, 10, 12], 9, 7));
    expect(heavy).toMatchObject({
      yesCount: 12,
      isHighDistress: true,
      reasons: ['total', 'stress', 'health', 'key-item'],
    });
    expect(heavy.suggestions).toEqual([
      'doctor',
      'respite',
      'support-group',
      'local-help',
      'self-care',
    ]);
  });

  it('says what is missing in plain words', async () => {
    const { caregiver } = await family();
    const short = await caregiver.agent.post('/api/wellness/self-checks', {
      ...sheet(),
      answers: [true, false],
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ message: 'Please answer yes or no to every statement' });
    const rating = await caregiver.agent.post('/api/wellness/self-checks', sheet([], 11));
    expect(rating.json()).toEqual({ message: 'Please choose a number from 1 to 10' });
  });

  it('keeps a history, newest first, that only its owner can see or delete', async () => {
    const { caregiver, sam, coCaregiver } = await family();
    const first = await take(sam.agent, sheet([4], 7, 4));
    ctx.clock.advance(3 * 24 * 60 * 60 * 1000);
    const second = await take(sam.agent, sheet([5, 15], 4, 3));
    const staff = await staffAgent(ctx);

    const history = await sam.agent.get('/api/wellness/self-checks');
    expect(history.json<SelfCheckList>().selfChecks.map((check) => check.id)).toEqual([
      second.id,
      first.id,
    ]);
    expect((await sam.agent.get(`/api/wellness/self-checks/${first.id}`)).statusCode).toBe(200);

    // Not the circle's: a caregiver of the same circle, another caregiver, staff.
    for (const other of [caregiver.agent, coCaregiver.agent, staff.agent]) {
      expect((await other.get(`/api/wellness/self-checks/${first.id}`)).statusCode).toBe(404);
      expect((await other.delete(`/api/wellness/self-checks/${first.id}`)).statusCode).toBe(404);
    }
    for (const other of [caregiver.agent, coCaregiver.agent]) {
      expect((await other.get('/api/wellness/self-checks')).json<SelfCheckList>()).toEqual({
        selfChecks: [],
      });
    }
    // Not even the fact that Sam took one reaches the circle's audit log.
    const log = await caregiver.agent.get('/api/circle/audit');
    expect(log.statusCode).toBe(200);
    expect(log.body).not.toContain('self-check');
    const audit = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.subject, `wellness_self_check:${first.id}`));
    expect(audit).toMatchObject([{ action: 'wellness.self_check_taken', circleId: null }]);

    expect((await sam.agent.delete(`/api/wellness/self-checks/${first.id}`)).statusCode).toBe(204);
    expect((await sam.agent.get(`/api/wellness/self-checks/${first.id}`)).statusCode).toBe(404);
    expect((await sam.agent.delete('/api/wellness/self-checks')).statusCode).toBe(204);
    expect((await sam.agent.get('/api/wellness/self-checks')).json<SelfCheckList>()).toEqual({
      selfChecks: [],
    });
  });

  it('goes with the account when it is deleted', async () => {
    const { sam } = await family();
    await take(sam.agent, sheet([4]));
    await sam.agent.post('/api/account/deletion', { currentPassword: sam.input.password });
    ctx.clock.advance(15 * 24 * 60 * 60 * 1000);
    await ctx.app.jobs.get('account-purge').runOnce();
    const left = await ctx.database.db
      .select()
      .from(wellnessSelfChecks)
      .where(eq(wellnessSelfChecks.userId, sam.user.id));
    expect(left).toEqual([]);
  });
});

type Notice = { kind: string; title: string; body: string; link: string | null };
const selfCareNotices = async (agent: Agent) =>
  (await agent.get('/api/notifications'))
    .json<{ notifications: Notice[] }>()
    .notifications.filter((notice) => notice.kind === 'wellness.self_care');
const runReminders = () => ctx.app.jobs.get('self-care-reminders').runOnce();

describe('the daily self-care reminder', () => {
  it('comes only to people who opted in, once a day at their time, and remembers the ZIP code', async () => {
    const { caregiver, sam } = await family();
    const saved = await sam.agent.put('/api/wellness/settings', {
      zipCode: '60614',
      reminder: { isOn: true, time: '19:30' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<WellnessSettingsDto>()).toEqual({
      zipCode: '60614',
      reminder: { isOn: true, time: '19:30' },
      quietHours: null,
      timeZone: 'America/Chicago',
    });

    ctx.clock.set('2026-03-03T01:29:00Z'); // 19:29 in Chicago
    await runReminders();
    expect(await selfCareNotices(sam.agent)).toEqual([]);
    ctx.clock.set('2026-03-03T01:30:00Z');
    await runReminders();
    await runReminders();
    const notices = await selfCareNotices(sam.agent);
    expect(notices).toMatchObject([{ title: 'A moment for you', link: '/burnout-prevention' }]);
    // Nobody else in the circle hears of it.
    expect(await selfCareNotices(caregiver.agent)).toEqual([]);

    ctx.clock.set('2026-03-04T01:30:00Z'); // the next evening
    await runReminders();
    expect(await selfCareNotices(sam.agent)).toHaveLength(2);

    await sam.agent.put('/api/wellness/settings', {
      zipCode: null,
      reminder: { isOn: false, time: '19:30' },
    });
    ctx.clock.set('2026-03-05T01:30:00Z');
    await runReminders();
    expect(await selfCareNotices(sam.agent)).toHaveLength(2);
    expect((await sam.agent.get('/api/wellness/settings')).json()).toMatchObject({
      zipCode: null,
    });
  });

  it('waits for the end of the person’s quiet hours', async () => {
    const { sam } = await family();
    const quiet = await sam.agent.put('/api/notifications/preferences', {
      kinds: {},
      quietHoursStart: '18:00',
      quietHoursEnd: '21:00',
      timeZone: 'America/Chicago',
    });
    expect(quiet.statusCode, quiet.body).toBe(200);
    await sam.agent.put('/api/wellness/settings', {
      zipCode: null,
      reminder: { isOn: true, time: '19:00' },
    });
    ctx.clock.set('2026-03-03T01:00:00Z'); // 19:00 in Chicago, quiet
    await runReminders();
    ctx.clock.set('2026-03-03T02:59:00Z'); // 20:59
    await runReminders();
    expect(await selfCareNotices(sam.agent)).toEqual([]);
    ctx.clock.set('2026-03-03T03:00:00Z'); // 21:00, quiet hours over
    await runReminders();
    expect(await selfCareNotices(sam.agent)).toHaveLength(1);
  });

  it('refuses a ZIP code that is not one', async () => {
    const { sam } = await family();
    const response = await sam.agent.put('/api/wellness/settings', {
      zipCode: '6061',
      reminder: { isOn: false, time: '19:00' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Please enter a 5-digit ZIP code, like 60614' });
  });
});

describe('the circle’s respite plan', () => {
  it('is kept by caregivers, read by every member, audited, and no other circle sees it', async () => {
    const { caregiver, sam } = await family();
    const stranger = await registerAgent(ctx.app, { name: 'Ben Okafor', role: 'caregiver' });

    const added = await caregiver.agent.post('/api/circle/respite-plan/helpers', {
      memberUserId: sam.user.id,
      name: 'Sam Lopez',
      phone: '555-0199',
      whenAndHowLong: 'Tuesday afternoons, 2 to 5',
    });
    expect(added.statusCode, added.body).toBe(201);
    const helper = added.json<{ id: string }>();
    const neighbour = await caregiver.agent.post('/api/circle/respite-plan/helpers', {
      memberUserId: null,
      name: 'Pat Neighbour',
      whenAndHowLong: 'An hour in an emergency',
    });
    expect(neighbour.statusCode).toBe(201);
    const notes = await caregiver.agent.put('/api/circle/respite-plan/notes', {
      notes: 'Rosa naps after lunch. Music from the 1960s calms her.',
    });
    expect(notes.statusCode).toBe(200);

    const seen = await sam.agent.get('/api/circle/respite-plan');
    expect(seen.json()).toMatchObject({
      canEdit: false,
      notes: 'Rosa naps after lunch. Music from the 1960s calms her.',
      helpers: [
        { name: 'Sam Lopez', phone: '555-0199', whenAndHowLong: 'Tuesday afternoons, 2 to 5' },
        { name: 'Pat Neighbour', phone: null },
      ],
    });
    // A family member reads it but does not change it.
    const refused = await sam.agent.post('/api/circle/respite-plan/helpers', {
      memberUserId: null,
      name: 'Someone',
    });
    expect(refused.statusCode).toBe(403);
    // Another circle neither sees nor removes it.
    expect((await stranger.agent.get('/api/circle/respite-plan')).json()).toMatchObject({
      helpers: [],
      notes: '',
    });
    expect(
      (await stranger.agent.delete(`/api/circle/respite-plan/helpers/${helper.id}`)).statusCode,
    ).toBe(404);
    // Only members of the circle can be linked.
    const outsider = await caregiver.agent.post('/api/circle/respite-plan/helpers', {
      memberUserId: stranger.user.id,
      name: 'Ben',
    });
    expect(outsider.json()).toEqual({
      message: 'That person is not a member of your care circle.',
    });
    const empty = await caregiver.agent.post('/api/circle/respite-plan/helpers', {
      memberUserId: null,
      name: ' ',
    });
    expect(empty.json()).toEqual({
      message: 'Please enter the name of the person who can step in',
    });

    expect(
      (await caregiver.agent.delete(`/api/circle/respite-plan/helpers/${helper.id}`)).statusCode,
    ).toBe(204);
    const log = await ctx.database.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.circleId, caregiver.user.circleId as string));
    expect(log.map((row) => row.action)).toEqual(
      expect.arrayContaining([
        'respite.helper_added',
        'respite.notes_changed',
        'respite.helper_removed',
      ]),
    );
  });
});
