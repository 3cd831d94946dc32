import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATE_RANGE_MESSAGE } from '../../shared/entered-dates';
import { APPOINTMENT, dailyMedication } from '../test/fixtures';
import { createTestApp, registerAgent, type Agent, type TestContext } from '../test/test-app';
import { HIDDEN_CHARACTER_MESSAGE } from './hidden-characters';

let ctx: TestContext;
let agent: Agent;

beforeAll(async () => {
  ctx = await createTestApp();
  ctx.clock.set('2026-03-02T15:00:00Z');
  agent = (await registerAgent(ctx.app, { name: 'Maria Lopez', role: 'caregiver' })).agent;
});
afterAll(() => ctx.close());

/** What the circle holds, to prove a refused request wrote nothing. */
const snapshot = async () => ({
  medications: (await agent.get('/api/circle/medications')).body,
  appointments: (await agent.get('/api/circle/appointments?from=2000-01-01&to=2100-12-31')).body,
  tasks: (await agent.get('/api/circle/tasks')).body,
  tracking: (await agent.get('/api/circle/tracking/entries')).body,
});

describe('bad input gets a clear 400 and writes nothing', () => {
  it('refuses a NUL character in any text, query or form field', async () => {
    const before = await snapshot();
    const nul = 'Rosa\u0000';
    const attempts = [
      () => agent.post('/api/circle/medications', { ...dailyMedication(), name: nul }),
      () => agent.post('/api/circle/appointments', { ...APPOINTMENT, title: nul }),
      () => agent.post('/api/circle/tasks', { title: nul }),
      () => agent.post('/api/circle/tracking/entries', { kind: 'note', note: nul }),
      () => agent.patch('/api/circle/recipient', { preferredName: nul }),
      () => agent.get(`/api/circle/doses?date=${encodeURIComponent('2026-03-02\u0000')}`),
      () =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          headers: { origin: 'http://localhost:3000' },
          payload: {
            name: nul,
            email: 'nul@example.com',
            password: 'kind words 42',
            role: 'caregiver',
          },
        }),
    ];
    for (const attempt of attempts) {
      const response = await attempt();
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({ message: HIDDEN_CHARACTER_MESSAGE });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses years outside 1900–2100 on every date a person enters, and keeps years exact', async () => {
    const before = await snapshot();
    for (const year of ['0000', '0001', '0099', '1899', '2101', '9999', '10000']) {
      const date = `${year}-06-01`;
      const attempts = [
        () => agent.post('/api/circle/medications', { ...dailyMedication(), startDate: date }),
        () => agent.post('/api/circle/appointments', { ...APPOINTMENT, date }),
        () => agent.post('/api/circle/tasks', { title: 'Call the pharmacy', dueDate: date }),
        () =>
          agent.post('/api/circle/tracking/entries', {
            kind: 'note',
            note: 'Slept well',
            recordedAt: `${date}T08:00:00Z`,
          }),
        () => agent.get(`/api/circle/doses?date=${date}`),
        () => agent.get(`/api/circle/appointments?from=${date}`),
        () => agent.get(`/api/circle/reports/doctor?from=${date}&to=2026-03-01`),
      ];
      for (const attempt of attempts) {
        const response = await attempt();
        expect(response.statusCode, `${year}: ${response.body}`).toBe(400);
        const { message } = response.json<{ message: string }>();
        // Year 10000 is not a date at all: the field's own message says how to write one.
        if (year === '10000') expect(message, `${year}`).toMatch(/^Please (enter|choose) /);
        else expect(message, `${year}`).toBe(DATE_RANGE_MESSAGE);
      }
    }
    expect(await snapshot()).toEqual(before);

    const kept = await agent.post('/api/circle/appointments', {
      ...APPOINTMENT,
      date: '1900-01-01',
    });
    expect(kept.statusCode).toBe(201);
    expect(kept.json()).toMatchObject({ date: '1900-01-01', startTime: '09:00' });

    // Multipart forms go through the same check.
    const id = kept.json<{ id: string }>().id;
    const notes = await agent.upload('PUT', `/api/circle/appointments/${id}/notes`, {
      fields: { notesAfter: 'Went well\u0000' },
    });
    expect(notes.statusCode, notes.body).toBe(400);
    expect(notes.json()).toEqual({ message: HIDDEN_CHARACTER_MESSAGE });
  });
});
