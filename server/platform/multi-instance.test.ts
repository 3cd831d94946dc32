import { afterAll, beforeAll, describe, expect, it, inject, vi } from 'vitest';
import { createApp, type App } from '../app';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { MODULES } from '../modules';
import { openEventStream } from '../test/event-stream';
import { inviteMember } from '../test/fixtures';
import { createRecordingPushSender } from '../test/push-test-sender';
import { createAgent, createTestApp, testConfig, type TestContext } from '../test/test-app';

/**
 * Three instances on one PostgreSQL, as behind a load balancer: what one instance does, the
 * others see. (The reminder engine's share of this is in features/medications/multi-instance.)
 * PGlite is one process by design.
 */
const onPostgres = inject('dbTemplate').kind === 'postgres';

describe.skipIf(!onPostgres)('several instances on one PostgreSQL', () => {
  let first: TestContext;
  const others: App[] = [];
  const handles: DatabaseHandle[] = [];

  beforeAll(async () => {
    first = await createTestApp();
    for (let i = 1; i < 3; i += 1) {
      const database = await openDatabase({ databaseUrl: first.database.url });
      handles.push(database);
      const app = await createApp({
        database,
        clock: first.clock,
        config: testConfig,
        version: `instance-${i}`,
        push: createRecordingPushSender(),
      });
      await app.ready();
      others.push(app);
    }
  });
  afterAll(async () => {
    for (const app of others) await app.close();
    for (const handle of handles) await handle.close();
    await first.close();
  });

  it('a change made through one instance reaches a browser connected to another', async () => {
    const { agent: maria } = await registerCaregiver(first);
    const sam = await inviteMember(first, maria, 'family', 'Sam Lopez');
    const [second] = others as [App, App];
    const stream = await openEventStream(second, maria.cookie);
    try {
      const changed = stream.next('tasks.changed');
      const task = await maria.post('/api/circle/tasks', {
        title: 'Refill the pill organiser',
        assigneeUserId: sam.user.id,
      });
      expect(task.statusCode).toBe(201);
      expect(await changed).toMatchObject({ type: 'tasks.changed' });
    } finally {
      stream.close();
    }
  });

  it('a session signed in on one instance works on the others, and signing out ends it everywhere', async () => {
    const { agent: maria } = await registerCaregiver(first);
    const [second, third] = others as [App, App];
    const onSecond = createAgent(second);
    onSecond.cookie = maria.cookie;
    const onThird = createAgent(third);
    onThird.cookie = maria.cookie;
    expect((await onSecond.get('/api/auth/user')).statusCode).toBe(200);
    expect((await onThird.post('/api/auth/logout')).statusCode).toBe(204);
    // Each instance keeps a validated session a few seconds; the database tells the others to
    // forget it as the sign-out commits, so it ends there within moments (decision 043).
    for (const agent of [onSecond, maria]) {
      await vi.waitFor(
        async () => expect((await agent.get('/api/auth/user')).statusCode).toBe(401),
        { timeout: 1000, interval: 5 },
      );
    }
  });

  it('sign-in limits are counted across instances', async () => {
    const { input } = await registerCaregiver(first);
    const apps = [first.app, ...others];
    // Ten wrong passwords from one address, spread over the three instances…
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const app = apps[attempt % 3] as App;
      const wrong = await createAgent(app, { ip: '203.0.113.40' }).post('/api/auth/login', {
        email: input.email,
        password: 'not the password',
      });
      expect(wrong.statusCode).toBe(401);
    }
    // …and the eleventh is refused on whichever instance it reaches, even with the right one.
    for (const app of apps) {
      const refused = await createAgent(app, { ip: '203.0.113.40' }).post('/api/auth/login', {
        email: input.email,
        password: input.password,
      });
      expect(refused.statusCode).toBe(429);
    }
  });

  it('every once-a-period job runs once per period across the three, however many ask', async () => {
    const apps = [first.app, ...others];
    const perPeriod = MODULES.flatMap((module) => module.jobs ?? []).filter(
      (job) => !job.isOnEveryInstance,
    );
    expect(perPeriod.map((job) => job.name)).toEqual(
      expect.arrayContaining(['account-purge', 'daily-summaries', 'subscription-reconcile']),
    );
    // The definitions are shared by the three instances, so a spy counts the runs of all of them.
    const spies = perPeriod.map((job) => vi.spyOn(job, 'run'));
    try {
      first.clock.set('2031-05-05T10:00:00Z');
      // Every instance runs every job twice, all at once, at the same clock…
      await Promise.all(apps.flatMap((app) => [app.jobs.runDueWork(), app.jobs.runDueWork()]));
      // …and each per-period job ran once.
      for (const spy of spies) expect(spy).toHaveBeenCalledTimes(1);
      // A new period (a day later covers every interval) runs each once more.
      first.clock.set('2031-05-06T10:00:00Z');
      await Promise.all(apps.map((app) => app.jobs.runDueWork()));
      for (const spy of spies) expect(spy).toHaveBeenCalledTimes(2);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });
});

let sequence = 0;
async function registerCaregiver(ctx: TestContext) {
  sequence += 1;
  const input = {
    name: 'Maria Lopez',
    email: `maria.instances.${sequence}.${Date.now()}@example.com`,
    password: 'correct horse',
    role: 'caregiver' as const,
  };
  const agent = createAgent(ctx.app);
  const response = await agent.post('/api/auth/register', input);
  if (response.statusCode !== 201) throw new Error(response.body);
  return { agent, input };
}
