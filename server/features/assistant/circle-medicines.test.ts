import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dailyMedication, inviteMember } from '../../test/fixtures';
import { type Agent, createTestApp, registerAgent, type TestContext } from '../../test/test-app';
import { chatAsker } from './chat.test-setup';

/**
 * "What medicines is mum taking?", "which pills does she take in the morning?" and "what changed
 * this week?" asked of the assistant by a family, answered from the circle's own medicines,
 * schedules, appointments and audit log.
 */

let ctx: TestContext;
let caregiver: Agent;
let family: Agent;
let other: Agent;

const created = async (agent: Agent, path: string, body: object) => {
  const response = await agent.post(path, body);
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json<{ id: string }>().id;
};
const ok = async (response: Promise<{ statusCode: number; body: string }>) => {
  const done = await response;
  if (done.statusCode !== 200) throw new Error(done.body);
};

/**
 * Moves the clock to `iso` a few hours at a time: each member looks in so they stay signed in, and
 * the reminder engine plans doses and marks those nobody logged as missed.
 */
async function passTimeTo(iso: string, agents: Agent[]) {
  const end = new Date(iso).getTime();
  for (let at = ctx.clock.now().getTime(); at < end; at = Math.min(end, at + 6 * 3600_000)) {
    ctx.clock.set(new Date(Math.min(end, at + 6 * 3600_000)).toISOString());
    for (const agent of agents) await agent.get('/api/circle');
    await ctx.app.jobs.get('medication-sweep').runOnce();
  }
}

const memoryClinic = {
  title: 'Memory clinic review',
  type: 'specialist',
  provider: 'Dr. Chen',
  date: '2026-03-05',
  startTime: '10:00',
  endTime: '11:00',
};

beforeAll(async () => {
  ctx = await createTestApp();
  // Friday February 20: what the circle already had before the last 7 days.
  ctx.clock.set('2026-02-20T15:00:00Z');
  const joan = await registerAgent(ctx.app, { name: 'Maria Lopez', role: 'caregiver' });
  caregiver = joan.agent;
  await caregiver.patch('/api/circle/recipient', {
    preferredName: 'Joan',
    timeZone: 'America/Chicago',
  });
  family = (await inviteMember(ctx, caregiver, 'family', 'Sam Lopez')).agent;
  await created(caregiver, '/api/circle/medications', dailyMedication('Donepezil'));
  const memantine = await created(caregiver, '/api/circle/medications', {
    ...dailyMedication('Memantine', ['08:00']),
    strength: '5 mg',
  });
  const aspirin = await created(caregiver, '/api/circle/medications', {
    ...dailyMedication('Aspirin', ['09:00']),
    strength: '81 mg',
  });
  const vitaminD = await created(caregiver, '/api/circle/medications', {
    ...dailyMedication('Vitamin D', ['08:00']),
    strength: '1000 IU',
  });
  await ok(caregiver.post(`/api/circle/medications/${vitaminD}/pause`));
  const clinic = await created(caregiver, '/api/circle/appointments', memoryClinic);

  // Friday February 27, within the last 7 days: a new lunchtime medicine and one for pain, a
  // dose changed, one stopped, the clinic moved and a dentist visit added.
  await passTimeTo('2026-02-27T16:00:00Z', [caregiver, family]);
  await created(caregiver, '/api/circle/medications', {
    ...dailyMedication('Metformin', ['12:30']),
    strength: '500 mg',
    startDate: '2026-02-27',
  });
  await created(caregiver, '/api/circle/medications', {
    ...dailyMedication('Paracetamol'),
    strength: '500 mg',
    startDate: '2026-02-27',
    schedule: { type: 'asNeeded', minIntervalMinutes: 240, maxPerDay: 4 },
  });
  await ok(
    caregiver.put(`/api/circle/medications/${memantine}`, {
      ...dailyMedication('Memantine', ['08:00']),
      strength: '5 mg',
      doseAmount: 2,
    }),
  );
  await ok(caregiver.post(`/api/circle/medications/${aspirin}/stop`));
  await ok(
    caregiver.put(`/api/circle/appointments/${clinic}`, {
      ...memoryClinic,
      date: '2026-03-06',
      startTime: '14:00',
      endTime: '15:00',
    }),
  );
  await created(caregiver, '/api/circle/appointments', {
    title: 'Dentist check-up',
    type: 'dentist',
    date: '2026-03-09',
    startTime: '09:00',
    endTime: '10:00',
  });

  // Monday March 2, 9:00 AM in Chicago: Sam skips the morning Donepezil, Maria logs a fall.
  await passTimeTo('2026-03-02T15:00:00Z', [caregiver, family]);
  const today = (await family.get('/api/circle/doses')).json<{
    doses: { id: string; localTime: string; medicationName: string }[];
  }>();
  const morning = today.doses.find(
    (dose) => dose.localTime === '08:00' && dose.medicationName === 'Donepezil',
  );
  const skipped = await family.upload('POST', `/api/circle/doses/${morning?.id}/log`, {
    fields: { status: 'skipped', skipReason: 'Refused it' },
  });
  if (skipped.statusCode !== 200) throw new Error(skipped.body);
  await created(caregiver, '/api/circle/tracking/entries', { kind: 'falls' });

  // Another circle, whose medicines never reach Joan's family.
  other = (await registerAgent(ctx.app, { name: 'Ben Okafor', role: 'caregiver' })).agent;
  await other.patch('/api/circle/recipient', { preferredName: 'Walter', timeZone: 'UTC' });
  await created(other, '/api/circle/medications', dailyMedication('Rivastigmine', ['07:00']));
});
afterAll(() => ctx.close());

const ask = chatAsker('203.0');

/** 8:00 PM in Chicago on Monday March 2: the morning's doses are long past. */
const EVENING = '2026-03-03T02:00:00Z';

describe('the medicine list, from the schedules', () => {
  it.each([
    'what medicines is mum taking',
    'list her medications',
    'what tablets is dad on',
    'what meds does she take',
    "What's Joan on for meds?",
  ])('%s: every medicine with its times, the as-needed one as such', async (message) => {
    ctx.clock.set(EVENING);
    for (const agent of [caregiver, family]) {
      const { response, needsEscalation } = await ask(agent, message);
      expect(needsEscalation).toBe(false);
      expect(response).toMatch(/^Joan takes 4 medicines: /);
      expect(response).not.toContain('911');
      expect(response).toContain('Donepezil 10 mg, 1 tablet at 8:00 AM CST and 8:00 PM CST');
      expect(response).toContain('Memantine 5 mg, 2 tablets at 8:00 AM CST');
      expect(response).toContain('Metformin 500 mg, 1 tablet at 12:30 PM CST');
      expect(response).toContain('As needed: Paracetamol 500 mg, 1 tablet.');
      expect(response).toContain('Paused for now: Vitamin D.');
      // Stopped medicines are not taken any more.
      expect(response).not.toContain('Aspirin');
      expect(response).not.toContain('Rivastigmine');
      expect(response).toMatch(/ See \/medications$/);
    }
  });

  it('names the morning medicines from the schedule, asked at 8 PM', async () => {
    ctx.clock.set(EVENING);
    for (const message of [
      'which pills does she take in the morning',
      'what meds does mum have at breakfast',
    ]) {
      const { response } = await ask(family, message);
      expect(response).toMatch(/^In the morning Joan takes: /);
      expect(response).toContain('Donepezil 10 mg, 1 tablet at 8:00 AM CST');
      expect(response).toContain('Memantine 5 mg, 2 tablets at 8:00 AM CST');
      expect(response).not.toContain('8:00 PM');
      expect(response).not.toContain('Metformin');
      expect(response).not.toContain('No doses');
    }
  });

  it('names the evening, night and lunchtime medicines, at any hour', async () => {
    // 7:00 AM in Chicago: nothing of the evening has happened yet, nothing of the morning is left.
    ctx.clock.set('2026-03-02T13:00:00Z');
    for (const message of [
      'which pills does she take in the evening',
      'what tablets does she take at night',
    ]) {
      const { response } = await ask(caregiver, message);
      expect(response).toMatch(
        /^In the evening Joan takes: Donepezil 10 mg, 1 tablet at 8:00 PM CST\./,
      );
      expect(response).not.toContain('Memantine');
    }
    const lunch = await ask(caregiver, 'which pills does she take at lunch');
    expect(lunch.response).toMatch(
      /^In the afternoon Joan takes: Metformin 500 mg, 1 tablet at 12:30 PM CST\./,
    );
  });

  it('still reads the log for what was given, skipped or taken', async () => {
    ctx.clock.set(EVENING);
    for (const message of [
      'which doses were given this morning',
      'did she take her morning pills',
      'has she had her morning tablets',
    ]) {
      const { response } = await ask(family, message);
      expect(response, message).toContain("Joan's doses this morning: ");
      expect(response, message).toContain(
        'Donepezil at 8:00 AM CST: skipped by Sam Lopez (Refused it)',
      );
    }
  });

  it('answers a follow-up about another part of the day from the schedule', async () => {
    ctx.clock.set('2026-03-02T13:00:00Z');
    for (const message of ['and in the evening?', 'what about at night']) {
      const { response } = await ask(family, message, ['what medicines is mum taking']);
      expect(response, message).toMatch(
        /^In the evening Joan takes: Donepezil 10 mg, 1 tablet at 8:00 PM CST\./,
      );
    }
    const morning = await ask(family, 'and in the morning?', [
      'what medicines is mum taking',
      'and in the evening?',
    ]);
    expect(morning.response).toContain('Memantine 5 mg, 2 tablets at 8:00 AM CST');
    const named = await ask(family, 'what about the metformin?', ['list her medications']);
    expect(named.response).toMatch(/^Joan takes: Metformin 500 mg, 1 tablet at 12:30 PM CST\./);
  });

  it("never shows another circle's medicines", async () => {
    const { response } = await ask(other, 'what medicines is dad taking');
    expect(response).toMatch(
      /^Walter takes 1 medicine: Rivastigmine 10 mg, 1 tablet at 7:00 AM UTC\./,
    );
    for (const word of ['Donepezil', 'Memantine', 'Metformin', 'Paracetamol', 'Joan'])
      expect(response).not.toContain(word);
  });
});

describe('what changed this week', () => {
  it('names the medicines and appointments that changed, the skipped dose and the fall', async () => {
    ctx.clock.set(EVENING);
    const { response } = await ask(caregiver, 'what changed this week');
    expect(response).toMatch(/^In the last 7 days \(since Tuesday, February 24, 2026\): /);
    expect(response).toContain('Metformin added Friday by you');
    expect(response).toContain('Paracetamol added Friday by you');
    expect(response).toContain('Memantine changed (dose) Friday by you');
    expect(response).toContain('Aspirin stopped Friday by you');
    expect(response).toContain(
      'Memory clinic review moved Friday by you, now Friday, March 6, 2026 at 2:00 PM CST',
    );
    expect(response).toContain(
      'Dentist check-up added Friday by you, for Monday, March 9, 2026 at 9:00 AM CDT',
    );
    expect(response).toContain(
      'Doses not taken: Donepezil today at 8:00 AM CST skipped (Refused it)',
    );
    expect(response).toContain('Tracked: Falls today (Maria Lopez)');
    // Done before the week began: not a change of this week.
    expect(response).not.toContain('Donepezil added');
    expect(response).not.toContain('Vitamin D');
    expect(response).toMatch(/See \/dashboard$/);
  });

  it('gives a family member the same, without what only caregivers see', async () => {
    ctx.clock.set(EVENING);
    for (const message of ['what changed this week', 'anything changed lately?']) {
      const { response } = await ask(family, message);
      expect(response, message).toContain('Metformin added Friday by Maria Lopez');
      expect(response, message).toContain('Memory clinic review moved Friday by Maria Lopez');
      expect(response, message).toContain('Donepezil today at 8:00 AM CST skipped (Refused it)');
      expect(response, message).not.toContain('Falls');
      expect(response, message).toMatch(/See \/memory-support$/);
    }
  });

  it('follows "what changed today?" with "and this week?"', async () => {
    ctx.clock.set(EVENING);
    const { response } = await ask(caregiver, 'and this week?', ['What changed today?']);
    expect(response).toContain('Aspirin stopped Friday by you');
  });

  it('says so when nothing changed, and never shows another circle', async () => {
    ctx.clock.set(EVENING);
    const { response } = await ask(other, 'what changed this week');
    for (const word of ['Metformin', 'Aspirin', 'Memory clinic', 'Falls', 'Joan'])
      expect(response).not.toContain(word);
    expect(response).toContain('Rivastigmine added yesterday by you');
  });
});
