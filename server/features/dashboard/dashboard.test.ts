import { describe, expect, it } from 'vitest';
import type { Dashboard } from '../../../shared/dashboard';
import { APPOINTMENT, inviteMember } from '../../test/fixtures';
import { openEventStream } from '../../test/event-stream';
import { registerAgent, setUpTestApp } from '../../test/test-app';

const ctx = setUpTestApp();

const MINUTE = 60 * 1000;

async function circle() {
  ctx.clock.set('2026-03-02T15:00:00Z');
  const caregiver = await registerAgent(ctx.app, { name: 'Maria Lopez', role: 'caregiver' });
  await caregiver.agent.patch('/api/circle/recipient', {
    preferredName: 'Rosa',
    timeZone: 'America/Chicago',
  });
  const sam = await inviteMember(ctx, caregiver.agent, 'family', 'Sam Lopez');
  return { caregiver, sam };
}

const dashboardOf = async (agent: { get: (url: string) => Promise<{ json: <T>() => T }> }) =>
  (await agent.get('/api/circle/dashboard')).json<Dashboard>();

describe('the dashboard', () => {
  it('shows each feature’s section for today; family members see fewer', async () => {
    const { caregiver, sam } = await circle();
    await caregiver.agent.post('/api/circle/appointments', {
      ...APPOINTMENT,
      date: '2026-03-02',
      startTime: '14:00',
      endTime: '15:00',
    });
    await caregiver.agent.post('/api/circle/appointments', APPOINTMENT);
    await caregiver.agent.post('/api/circle/tasks', {
      title: 'Refill water jug',
      dueDate: '2026-03-01',
    });
    await caregiver.agent.post('/api/circle/tasks', {
      title: 'Pick up prescriptions',
      assigneeUserId: sam.user.id,
    });
    await caregiver.agent.post('/api/circle/tracking/entries', { kind: 'mood', value: 5 });

    const mine = await dashboardOf(caregiver.agent);
    expect(mine).toMatchObject({ today: '2026-03-02', timeZone: 'America/Chicago' });
    expect(mine.appointments?.todayCount).toBe(1);
    expect(mine.appointments?.upcoming.map((a) => a.date)).toEqual(['2026-03-02', '2026-03-10']);
    expect(mine.tasks).toMatchObject({ openCount: 2, mineCount: 0, overdueCount: 1 });
    expect(mine.tracking?.latest.map((e) => e.description)).toEqual(['Very good']);

    const theirs = await dashboardOf(sam.agent);
    expect(theirs.tracking).toBeNull();
    expect(theirs.tasks?.open.map((t) => t.title)).toEqual([
      'Pick up prescriptions',
      'Refill water jug',
    ]);
    expect(theirs.tasks).toMatchObject({ mineCount: 1 });
    expect(theirs.alerts.items[0]).toMatchObject({
      title: 'Maria Lopez asked you to: Pick up prescriptions',
      isRead: false,
    });
  });

  it('says what others changed since you last looked, and starts again on a later visit', async () => {
    const { caregiver, sam } = await circle();
    const first = await dashboardOf(caregiver.agent);
    expect(first.changes).toEqual({ since: null, count: 0, items: [] });

    const task = (
      await caregiver.agent.post('/api/circle/tasks', {
        title: 'Pick up prescriptions',
        assigneeUserId: sam.user.id,
      })
    ).json<{ id: string }>();
    ctx.clock.advance(5 * MINUTE);
    await sam.agent.post(`/api/circle/tasks/${task.id}/claim`);
    await sam.agent.post(`/api/circle/tasks/${task.id}/complete`);
    const during = await dashboardOf(caregiver.agent);
    expect(during.changes.count).toBe(2);
    expect(during.changes.items.map((c) => [c.actorName, c.description])).toEqual([
      ['Sam Lopez', 'Completed a task'],
      ['Sam Lopez', 'Said they will do a task'],
    ]);

    // Later: a new visit starts where the last one ended.
    ctx.clock.advance(3 * 60 * MINUTE);
    const later = await dashboardOf(caregiver.agent);
    expect(later.changes.count).toBe(0);
    expect(later.changes.since).toBe('2026-03-02T15:05:00.000Z');

    await sam.agent.post(`/api/circle/tasks/${task.id}/comments`, { body: 'Done, all three.' });
    expect((await dashboardOf(caregiver.agent)).changes.count).toBe(1);
    expect((await caregiver.agent.post('/api/circle/dashboard/seen')).statusCode).toBe(204);
    expect((await dashboardOf(caregiver.agent)).changes.count).toBe(0);
  });

  it('is told live when another member adds an appointment or a task', async () => {
    const { caregiver, sam } = await circle();
    const stream = await openEventStream(ctx.app, sam.agent.cookie);
    try {
      const appointment = stream.next('appointments.changed');
      await caregiver.agent.post('/api/circle/appointments', APPOINTMENT);
      await appointment;
      const task = stream.next('tasks.changed');
      await caregiver.agent.post('/api/circle/tasks', { title: 'Call the pharmacy' });
      await task;
    } finally {
      stream.close();
    }
  });
});
