import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuditDescriber } from '../../platform/audit/audit.descriptions';
import type { SessionUser } from '../../platform/auth/sessions.service';
import { dailyMedication, inviteMember } from '../../test/fixtures';
import { createAgent, createTestApp, registerAgent, type TestContext } from '../../test/test-app';
import { chatAsker } from './chat.test-setup';
import { circleFacts } from './circle-answers';

let ctx: TestContext;
let circleA: Awaited<ReturnType<typeof makeCircleA>>;
let circleB: Awaited<ReturnType<typeof makeCircleB>>;

/** Words only circle B holds: none may ever reach a member of circle A. */
const CIRCLE_B_WORDS = ['Rivastigmine', 'Cardiology review', 'Fix the stairlift', 'Walter', 'Ben'];

async function makeCircleA() {
  const caregiver = await registerAgent(ctx.app, { name: 'Maria Lopez', role: 'caregiver' });
  await caregiver.agent.patch('/api/circle/recipient', {
    preferredName: 'Rosa',
    timeZone: 'America/Chicago',
  });
  const family = await inviteMember(ctx, caregiver.agent, 'family', 'Sam Lopez');
  const medication = await caregiver.agent.post(
    '/api/circle/medications',
    dailyMedication('Donepezil'),
  );
  if (medication.statusCode !== 201) throw new Error(medication.body);
  const appointment = await caregiver.agent.post('/api/circle/appointments', {
    title: 'Dentist check-up',
    type: 'dentist',
    provider: 'Dr. Ali',
    date: '2026-03-03',
    startTime: '09:00',
    endTime: '10:00',
    assigneeUserId: family.user.id,
  });
  if (appointment.statusCode !== 201) throw new Error(appointment.body);
  await caregiver.agent.post('/api/circle/tasks', {
    title: 'Pick up prescriptions',
    assigneeUserId: family.user.id,
    dueDate: '2026-03-03',
  });
  await caregiver.agent.post('/api/circle/tasks', { title: 'Call the insurance' });
  const entry = await caregiver.agent.post('/api/circle/tracking/entries', { kind: 'falls' });
  if (entry.statusCode !== 201) throw new Error(entry.body);
  return { caregiver, family, appointmentId: appointment.json<{ id: string }>().id };
}

async function makeCircleB() {
  const caregiver = await registerAgent(ctx.app, { name: 'Ben Okafor', role: 'caregiver' });
  await caregiver.agent.patch('/api/circle/recipient', {
    preferredName: 'Walter',
    timeZone: 'Australia/Sydney',
  });
  await caregiver.agent.post(
    '/api/circle/medications',
    dailyMedication('Rivastigmine', ['09:00', '21:00']),
  );
  // In Sydney it is already Tuesday March 3 (02:00): "tomorrow" there is Wednesday March 4.
  const appointment = await caregiver.agent.post('/api/circle/appointments', {
    title: 'Cardiology review',
    type: 'specialist',
    date: '2026-03-04',
    startTime: '10:00',
    endTime: '11:00',
  });
  if (appointment.statusCode !== 201) throw new Error(appointment.body);
  await caregiver.agent.post('/api/circle/tasks', { title: 'Fix the stairlift' });
  return { caregiver };
}

beforeAll(async () => {
  ctx = await createTestApp();
  // 06:00 in Chicago: the day's doses are planned from here on.
  ctx.clock.set('2026-03-02T12:00:00Z');
  circleA = await makeCircleA();
  circleB = await makeCircleB();
  // Monday March 2, 9:00 AM in Chicago; Sam gives the 8:00 AM dose.
  ctx.clock.set('2026-03-02T15:00:00Z');
  const today = (await circleA.family.agent.get('/api/circle/doses')).json<{
    doses: { id: string; localTime: string }[];
  }>();
  const morning = today.doses.find((dose) => dose.localTime === '08:00');
  const logged = await circleA.family.agent.upload('POST', `/api/circle/doses/${morning?.id}/log`, {
    fields: { status: 'taken' },
  });
  if (logged.statusCode !== 200) throw new Error(logged.body);
});
afterAll(() => ctx.close());

const ask = chatAsker('198.51');

describe('a caregiver asks about their own circle', () => {
  it.each([
    ["When is mum's next dose?", ["Rosa's next dose is Donepezil at 8:00 PM CST today."]],
    ['wen is the next doze', ['Donepezil at 8:00 PM CST today']],
    ['what time is the next dose of donepezil', ['Donepezil at 8:00 PM CST']],
  ])('%s', async (message, expected) => {
    const reply = await ask(circleA.caregiver.agent, message);
    for (const text of expected) expect(reply.response).toContain(text);
    expect(reply.response).toContain('See /medications/today');
    expect(reply.needsEscalation).toBe(false);
  });

  it("answers what's on tomorrow: the appointment, who takes her, and the task due", async () => {
    for (const message of [
      "What's on tomorrow?",
      'whats on tommorow',
      'anything planned tomorrow?',
    ]) {
      const reply = await ask(circleA.caregiver.agent, message);
      expect(reply.response).toContain('Tomorrow (Tuesday, March 3, 2026)');
      expect(reply.response).toContain(
        'Dentist check-up at 9:00 AM CST with Dr. Ali; Sam Lopez is taking Rosa.',
      );
      expect(reply.response).toContain(`/appointments/${circleA.appointmentId}`);
      expect(reply.response).toContain('Tasks due: Pick up prescriptions, with Sam Lopez.');
    }
  });

  it('names who is taking her to the dentist, and who is doing a task', async () => {
    for (const message of [
      'Who is taking dad to the dentist?',
      "who's driving mum to the dentst",
      'who is bringing my wife to the dentist tomorrow',
    ]) {
      expect((await ask(circleA.caregiver.agent, message)).response).toContain(
        'Sam Lopez is taking Rosa to Dentist check-up tomorrow at 9:00 AM CST.',
      );
    }
    expect(
      (await ask(circleA.caregiver.agent, 'Who is picking up the prescriptions?')).response,
    ).toContain('Sam Lopez is doing "Pick up prescriptions", due tomorrow.');
    expect(
      (await ask(circleA.caregiver.agent, 'who is taking her to the podiatrist?')).response,
    ).toContain('I could not find an upcoming appointment or open task about podiatrist.');
  });

  it('says which pills were given, and which are not due yet', async () => {
    const morning = await ask(circleA.caregiver.agent, 'Did anyone give the morning pills?');
    expect(morning.response).toContain(
      "Rosa's doses this morning: Donepezil at 8:00 AM CST: given by Sam Lopez at 9:00 AM CST.",
    );
    const evening = await ask(circleA.caregiver.agent, 'Did anyone give the evening pills?');
    expect(evening.response).toContain('Donepezil at 8:00 PM CST: not due yet');
    const nextAfternoon = await ask(circleA.caregiver.agent, 'were the afternoon tablets given?');
    expect(nextAfternoon.response).toContain('No doses are planned for Rosa this afternoon.');
  });

  it('follows up on the question before: another day, another part of the day, another name', async () => {
    const tomorrow = await ask(circleA.caregiver.agent, 'and tomorrow?', ["What's on today?"]);
    expect(tomorrow.response).toContain('Tomorrow (Tuesday, March 3, 2026)');
    expect(tomorrow.response).toContain('Dentist check-up at 9:00 AM CST with Dr. Ali');
    expect(tomorrow.needsEscalation).toBe(false);

    const evening = await ask(circleA.caregiver.agent, "what about mum's evening pills?", [
      'Did anyone give the morning pills?',
    ]);
    expect(evening.response).toContain('Donepezil at 8:00 PM CST: not due yet');
    expect(evening.response).not.toContain('8:00 AM');

    const nextDay = await ask(circleA.caregiver.agent, 'and tomorrow?', [
      "When is mum's next dose?",
    ]);
    expect(nextDay.response).toContain('tomorrow');
    expect(nextDay.response).toContain('Donepezil at 8:00 AM CST');
    expect(nextDay.response).toContain('See /medications/today');

    const dentist = await ask(circleA.caregiver.agent, 'and the dentist?', [
      'Who is taking dad to the doctor?',
    ]);
    expect(dentist.response).toContain('Sam Lopez is taking Rosa to Dentist check-up');

    // Three questions back: "and tomorrow?" follows "what about the evening?" follows the pills.
    const chained = await ask(circleA.caregiver.agent, 'and tomorrow?', [
      'Did anyone give the morning pills?',
      'what about the evening?',
    ]);
    expect(chained.response).toContain('tomorrow');
    expect(chained.response).toContain('Donepezil at 8:00 PM CST');
  });

  it('does not read a follow-up against a question that was not about the circle', async () => {
    const reply = await ask(circleA.caregiver.agent, 'and tomorrow?', [
      'How much does Kinwell cost?',
    ]);
    expect(reply.response).not.toContain('Dentist check-up');
  });

  it('lists what changed today, with who did it, in her time zone', async () => {
    const reply = await ask(circleA.caregiver.agent, 'What changed today?');
    expect(reply.response).toMatch(/^Today so far/);
    expect(reply.response).toContain('Sam Lopez: ');
    expect(reply.response).toContain('You: added an appointment at 6:00 AM CST');
    expect(reply.response).toContain('See /dashboard');
  });

  it("looks past the recipient's name to what is asked", async () => {
    expect(
      (await ask(circleA.caregiver.agent, "When is Rosa's next appointment?")).response,
    ).toMatch(/^The next appointment: Dentist check-up tomorrow at 9:00 AM CST/);
    expect(
      (await ask(circleA.caregiver.agent, 'who is taking rosa to the dentist')).response,
    ).toContain('Sam Lopez is taking Rosa to Dentist check-up');
  });

  it('lists open tasks, and says plainly when there are none', async () => {
    const open = await ask(circleA.caregiver.agent, 'what tasks are open');
    expect(open.response).toContain('There are 2 open tasks: ');
    expect(open.response).toContain('Call the insurance, not taken yet');
    expect((await ask(circleA.caregiver.agent, 'what are my tasks')).response).toContain(
      'You have no open tasks. See /tasks',
    );
    expect((await ask(circleA.caregiver.agent, 'Any appointments today?')).response).toContain(
      'No appointments today (Monday, March 2, 2026).',
    );
  });

  it('shows a caregiver what was tracked this week', async () => {
    const reply = await ask(circleA.caregiver.agent, 'What was tracked this week?');
    expect(reply.response).toContain('Tracked in the last 7 days: Falls');
    expect(reply.response).toContain('logged by Maria Lopez. See /tracking');
  });
});

describe('the safety rules', () => {
  it('answer an emergency first, even inside a question about the circle', async () => {
    const reply = await ask(
      circleA.caregiver.agent,
      'Mum fell and hit her head and is bleeding, did anyone give her evening pills?',
    );
    expect(reply.needsEscalation).toBe(true);
    expect(reply.response).toContain('911');
    expect(reply.response).not.toContain('Donepezil');
  });

  it('still refuse to say how much to give', async () => {
    const reply = await ask(circleA.caregiver.agent, 'Should I give mum her next dose twice?');
    expect(reply.response).not.toContain('Donepezil');
    expect(reply.response).toContain('pharmacist');
  });
});

describe('a family member asks', () => {
  it('gets the doses, appointments and tasks the rights table lets them see', async () => {
    const dose = await ask(circleA.family.agent, "When is mum's next dose?");
    expect(dose.response).toContain('Donepezil at 8:00 PM CST today');
    const tomorrow = await ask(circleA.family.agent, "What's on tomorrow?");
    expect(tomorrow.response).toContain('Dentist check-up at 9:00 AM CST');
    const mine = await ask(circleA.family.agent, 'what are my tasks');
    expect(mine.response).toContain('You have 1 open task: Pick up prescriptions');
    const changed = await ask(circleA.family.agent, 'What changed today?');
    expect(changed.response).toContain('See /memory-support');
  });

  it('is told politely that tracked observations are for caregivers, with nothing of them', async () => {
    for (const message of [
      'What was tracked this week?',
      'any falls logged this week',
      'How has mum been sleeping this week?',
    ]) {
      const reply = await ask(circleA.family.agent, message);
      expect(reply.response).toContain('are for the caregivers in your circle');
      expect(reply.response).not.toContain('Maria Lopez');
      expect(reply.response).not.toContain('/tracking');
      expect(reply.needsEscalation).toBe(false);
    }
  });
});

describe('a recipient in another time zone', () => {
  it("names days and times in the recipient's zone (Sydney is a day ahead)", async () => {
    const tomorrow = await ask(circleB.caregiver.agent, "What's on tomorrow?");
    expect(tomorrow.response).toContain('Tomorrow (Wednesday, March 4, 2026)');
    expect(tomorrow.response).toContain('Cardiology review at 10:00 AM GMT+11');
    expect(tomorrow.response).toContain('nobody is down to take Walter yet');
    const dose = await ask(circleB.caregiver.agent, 'When is the next dose?');
    expect(dose.response).toContain("Walter's next dose is Rivastigmine at 9:00 AM GMT+11 today.");
  });
});

describe('another circle', () => {
  const QUESTIONS = [
    "When is mum's next dose?",
    'what medicines are due today',
    'which medicines does she take today',
    'Did anyone give the evening pills?',
    'any missed doses today',
    "What's on tomorrow?",
    "What's on today?",
    'what appointments this week',
    'When is the next appointment?',
    'Any appointments tomorrow?',
    'Who is taking dad to cardiology?',
    'who is doing the stairlift',
    'when is the rivastigmine dose',
    'what tasks are open',
    'what are my tasks',
    'What changed today?',
    'what changed this week',
    'what medicines is mum taking',
    'which pills does she take in the morning',
    'What was tracked this week?',
    'Walter next appointment',
    'When is Walter’s cardiology review?',
    'Did anyone give Walter his rivastigmine?',
    'What changed for Ben today?',
  ];

  it('never reaches a member of circle A, whatever the question', async () => {
    for (const agent of [circleA.caregiver.agent, circleA.family.agent]) {
      for (const message of QUESTIONS) {
        const { response } = await ask(agent, message);
        expect(response, message).not.toContain('GMT+11');
        for (const word of CIRCLE_B_WORDS) {
          // A word the asker typed may be said back ("no appointment about cardiology"); circle
          // B's own spelling of it, and every word the asker did not type, never.
          if (message.toLowerCase().includes(word.toLowerCase()))
            expect(response, message).not.toContain(word);
          else expect(response.toLowerCase(), message).not.toContain(word.toLowerCase());
        }
      }
    }
  });

  it('is never reached by a follow-up either', async () => {
    const FOLLOW_UPS = [
      'and tomorrow?',
      'what about the evening pills?',
      'and this week?',
      'and Walter?',
      'what about Ben?',
      'and cardiology?',
    ];
    for (const agent of [circleA.caregiver.agent, circleA.family.agent]) {
      for (const earlier of QUESTIONS.slice(0, 12)) {
        for (const message of FOLLOW_UPS) {
          const { response } = await ask(agent, message, [earlier]);
          expect(response, `${earlier} → ${message}`).not.toContain('GMT+11');
          for (const word of CIRCLE_B_WORDS) {
            const typed = `${earlier} ${message}`.toLowerCase().includes(word.toLowerCase());
            if (typed) expect(response, `${earlier} → ${message}`).not.toContain(word);
            else
              expect(response.toLowerCase(), `${earlier} → ${message}`).not.toContain(
                word.toLowerCase(),
              );
          }
        }
      }
    }
  });

  it('is not in the facts of circle A either', async () => {
    const describeAuditAction = createAuditDescriber([]);
    for (const member of [circleA.caregiver, circleA.family]) {
      const facts = await circleFacts({
        db: ctx.database.db,
        actor: {
          user: { id: member.user.id } as SessionUser,
          sessionId: 'test',
          circleId: member.user.circleId as string,
          role: member.user.role,
          ip: '127.0.0.1',
        },
        at: ctx.clock.now(),
        describeAuditAction,
      });
      const text = facts.join('\n');
      for (const word of CIRCLE_B_WORDS) expect(text).not.toContain(word);
      expect(text).toContain('Donepezil at 8:00 PM CST today');
      expect(text).toContain(
        'Rosa takes 1 medicine: Donepezil 10 mg, 1 tablet at 8:00 AM CST and 8:00 PM CST.',
      );
      expect(text).toContain('Dentist check-up at 9:00 AM CST');
      expect(text).toContain('Pick up prescriptions');
      expect(text).not.toContain('See /');
      // Tracked observations are never among the facts.
      expect(text).not.toContain('Falls');
    }
  });
});

describe('signed out', () => {
  it('says what it can do once signed in', async () => {
    // The harm check puts its line before some questions about the records from a visitor
    // signed out ("When is mum's next dose?"): the records set measures how many (decision 087).
    const reply = await ask(createAgent(ctx.app), "What's on for mum tomorrow?");
    expect(reply.response).toBe(
      "Sign in and I can tell you about your own family's medicines, appointments and tasks. Sign in at /login.",
    );
    expect(reply.needsEscalation).toBe(false);
  });

  it('still answers questions about Kinwell as before', async () => {
    const reply = await ask(createAgent(ctx.app), 'How much does Kinwell cost per month?');
    expect(reply.response).toContain('14.95');
  });
});
