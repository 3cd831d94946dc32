import { describe, expect, it } from 'vitest';
import { inviteMember } from '../../test/fixtures';
import { openEventStream } from '../../test/event-stream';
import { registerAgent, setUpTestApp } from '../../test/test-app';

const ctx = setUpTestApp();

async function family() {
  const caregiver = await registerAgent(ctx.app, { name: 'Maria Lopez', role: 'caregiver' });
  const sam = await inviteMember(ctx, caregiver.agent, 'family', 'Sam Lopez');
  const ana = await inviteMember(ctx, caregiver.agent, 'family', 'Ana Lopez');
  return { caregiver, sam, ana };
}

type TaskView = {
  id: string;
  title: string;
  status: string;
  assignee: { name: string } | null;
  isMine: boolean;
  canTake: boolean;
  dueDate: string | null;
  recurrence: string;
};

describe('the family task hub', () => {
  it('tells the assignee, lets them take it and finish it, and undo puts it back', async () => {
    const { caregiver, sam } = await family();
    const created = await caregiver.agent.post('/api/circle/tasks', {
      title: 'Pick up prescriptions',
      notes: 'At the Walgreens on Main',
      assigneeUserId: sam.user.id,
      dueDate: '2026-03-04',
    });
    expect(created.statusCode).toBe(201);
    const task = created.json<TaskView>();
    expect(task).toMatchObject({ status: 'pending', assignee: { name: 'Sam Lopez' } });
    const notices = (await sam.agent.get('/api/notifications')).json<{
      notifications: { kind: string; title: string; body: string }[];
    }>().notifications;
    expect(notices[0]).toMatchObject({
      kind: 'task.assigned',
      title: 'Maria Lopez asked you to: Pick up prescriptions',
      body: expect.stringContaining('Due Wednesday, March 4'),
    });

    const list = (await sam.agent.get('/api/circle/tasks')).json<TaskView[]>();
    // Already Sam's: no "I'll do it" for him, while the caregiver may still take it over.
    expect(list[0]).toMatchObject({ id: task.id, isMine: true, canTake: false });
    const caregiversView = (await caregiver.agent.get('/api/circle/tasks')).json<TaskView[]>();
    expect(caregiversView[0]).toMatchObject({ id: task.id, isMine: false, canTake: true });

    const claimed = await sam.agent.post(`/api/circle/tasks/${task.id}/claim`);
    expect(claimed.json()).toMatchObject({ status: 'in_progress' });
    const done = await sam.agent.post(`/api/circle/tasks/${task.id}/complete`);
    expect(done.json()).toMatchObject({ status: 'completed', completedBy: 'Sam Lopez' });
    expect((await sam.agent.get('/api/circle/tasks')).json<TaskView[]>()).toEqual([]);
    const completed = (await sam.agent.get('/api/circle/tasks?view=completed')).json<TaskView[]>();
    expect(completed.map((t) => t.id)).toEqual([task.id]);

    const undone = await sam.agent.post(`/api/circle/tasks/${task.id}/reopen`);
    expect(undone.json()).toMatchObject({ status: 'in_progress', completedAt: null });
  });

  it('keeps family members to their own tasks, while anyone may take an unassigned one', async () => {
    const { caregiver, sam, ana } = await family();
    const samsTask = (
      await caregiver.agent.post('/api/circle/tasks', {
        title: 'Mow the lawn',
        assigneeUserId: sam.user.id,
      })
    ).json<TaskView>();
    const openTask = (
      await caregiver.agent.post('/api/circle/tasks', { title: 'Call the insurance' })
    ).json<TaskView>();

    expect((await ana.agent.post(`/api/circle/tasks/${samsTask.id}/claim`)).statusCode).toBe(403);
    expect((await ana.agent.post(`/api/circle/tasks/${samsTask.id}/complete`)).statusCode).toBe(
      403,
    );
    const status = await ana.agent.post(`/api/circle/tasks/${samsTask.id}/status`, {
      status: 'scheduled',
    });
    expect(status.json<{ message: string }>().message).toContain('someone else’s');
    expect((await ana.agent.post('/api/circle/tasks', { title: 'x' })).statusCode).toBe(403);
    expect(
      (await ana.agent.post(`/api/circle/tasks/${samsTask.id}/assign`, { assigneeUserId: null }))
        .statusCode,
    ).toBe(403);

    const taken = await ana.agent.post(`/api/circle/tasks/${openTask.id}/claim`);
    expect(taken.json()).toMatchObject({ assignee: { name: 'Ana Lopez' }, isMine: true });
    // Reassigning to Sam tells him and resets "in progress".
    const reassigned = await caregiver.agent.post(`/api/circle/tasks/${openTask.id}/assign`, {
      assigneeUserId: sam.user.id,
    });
    expect(reassigned.json()).toMatchObject({ assignee: { name: 'Sam Lopez' }, status: 'pending' });
  });

  it('makes the next one of a repeating task, stepping in dates; undo removes it', async () => {
    const { caregiver } = await family();
    const weekly = (
      await caregiver.agent.post('/api/circle/tasks', {
        title: 'Fill the pill organizer',
        dueDate: '2026-03-06',
        recurrence: 'weekly',
      })
    ).json<TaskView>();
    const monthly = (
      await caregiver.agent.post('/api/circle/tasks', {
        title: 'Pay the aide',
        dueDate: '2026-01-31',
        recurrence: 'monthly',
      })
    ).json<TaskView>();
    await caregiver.agent.post(`/api/circle/tasks/${weekly.id}/complete`);
    await caregiver.agent.post(`/api/circle/tasks/${monthly.id}/complete`);
    const open = (await caregiver.agent.get('/api/circle/tasks')).json<TaskView[]>();
    expect(open.map((t) => [t.title, t.dueDate])).toEqual([
      ['Pay the aide', '2026-02-28'],
      ['Fill the pill organizer', '2026-03-13'],
    ]);
    await caregiver.agent.post(`/api/circle/tasks/${weekly.id}/reopen`);
    const after = (await caregiver.agent.get('/api/circle/tasks')).json<TaskView[]>();
    expect(after.map((t) => [t.title, t.dueDate])).toEqual([
      ['Pay the aide', '2026-02-28'],
      ['Fill the pill organizer', '2026-03-06'],
    ]);
    const noDate = await caregiver.agent.post('/api/circle/tasks', {
      title: 'Water plants',
      recurrence: 'daily',
    });
    expect(noDate.json()).toEqual({ message: 'A repeating task needs a first due date' });
  });

  it('repeats every 3 months and every year, taking the month’s last day when a date is missing', async () => {
    const { caregiver } = await family();
    const quarterly = (
      await caregiver.agent.post('/api/circle/tasks', {
        title: 'Check the smoke alarm batteries',
        dueDate: '2026-01-31',
        recurrence: 'every_3_months',
      })
    ).json<TaskView>();
    const yearly = (
      await caregiver.agent.post('/api/circle/tasks', {
        title: 'Book the yearly wellness visit',
        dueDate: '2028-02-29',
        recurrence: 'yearly',
      })
    ).json<TaskView>();
    expect(quarterly.recurrence).toBe('every_3_months');
    await caregiver.agent.post(`/api/circle/tasks/${quarterly.id}/complete`);
    await caregiver.agent.post(`/api/circle/tasks/${yearly.id}/complete`);
    const open = (await caregiver.agent.get('/api/circle/tasks')).json<TaskView[]>();
    expect(open.map((t) => [t.title, t.dueDate, t.recurrence])).toEqual([
      ['Check the smoke alarm batteries', '2026-04-30', 'every_3_months'],
      ['Book the yearly wellness visit', '2029-02-28', 'yearly'],
    ]);
    const noDate = await caregiver.agent.post('/api/circle/tasks', {
      title: 'See the dentist',
      recurrence: 'yearly',
    });
    expect(noDate.json()).toEqual({ message: 'A repeating task needs a first due date' });
  });

  it('keeps comments in order and tells the people the task concerns, live', async () => {
    const { caregiver, sam } = await family();
    const task = (
      await caregiver.agent.post('/api/circle/tasks', {
        title: 'Book the eye exam',
        assigneeUserId: sam.user.id,
      })
    ).json<TaskView>();
    const stream = await openEventStream(ctx.app, caregiver.agent.cookie);
    try {
      const changed = stream.next('tasks.changed');
      const commented = await sam.agent.post(`/api/circle/tasks/${task.id}/comments`, {
        body: 'They have Tuesday at 10. Booking it.',
      });
      expect(commented.statusCode).toBe(201);
      await changed;
      expect(commented.json()).toMatchObject({
        commentCount: 1,
        comments: [{ author: 'Sam Lopez', body: 'They have Tuesday at 10. Booking it.' }],
      });
      const notices = (await caregiver.agent.get('/api/notifications')).json<{
        notifications: { kind: string; title: string }[];
      }>().notifications;
      expect(notices.find((n) => n.kind === 'task.comment')).toMatchObject({
        title: 'Sam Lopez commented on “Book the eye exam”',
      });
    } finally {
      stream.close();
    }
  });
});
