import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerAgent, type TestContext } from '../test/test-app';

/*
 * A failed query carries what a person typed (and a password hash) as its parameters; none of it,
 * nor a session cookie or a secret from a link, may reach a log line. The log is captured from
 * the app's own pino logger, at the level production runs.
 */
let ctx: TestContext;
const lines: string[] = [];
const capture = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(chunk.toString());
    done();
  },
});

beforeAll(async () => {
  ctx = await createTestApp({}, { logger: { level: 'info', stream: capture } });
});
afterAll(() => ctx.close());

const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe('log lines', () => {
  it('keep what an operator needs from a failed query and nothing a person typed', async () => {
    const caregiver = await registerAgent(ctx.app, { name: 'Maria Lopez' });
    const sessionCookie = caregiver.agent.cookie?.split('=')[1] ?? '';
    expect(sessionCookie).not.toBe('');
    // Break two tables the way a bad migration would: every new row now fails a check.
    await ctx.database.db.execute(
      sql`alter table users add constraint users_log_probe check (false) not valid`,
    );
    await ctx.database.db.execute(
      sql`alter table tasks add constraint tasks_log_probe check (false) not valid`,
    );

    const stranger = { name: 'Rosa Quillfeather', email: 'rosa.quill@example.com' };
    const registered = await caregiver.agent.post('/api/auth/register', {
      ...stranger,
      password: 'a secret passphrase',
      role: 'caregiver',
    });
    expect(registered.statusCode).toBe(500);
    const task = await caregiver.agent.post('/api/circle/tasks', {
      title: 'Collect the lithium refill',
      notes: 'Spare key under the blue flowerpot',
    });
    expect(task.statusCode).toBe(500);

    const secret = 'Zr8vQpL2sXw9KmN4tYb7HcJ1fGd5Ae3Uo6Ri0Ek';
    const urls = [
      `/e/${secret}-sheet`,
      `/answer/${secret}-answer`,
      `/api/calendar/${secret}-feed/appointments.ics`,
      `/api/invitations/${secret}-code`,
      `/invite/${secret}-invite`,
      '/search?q=memory+clinic+for+dad',
    ];
    for (const url of urls) await caregiver.agent.get(url);

    const failures = entries().filter((entry) => entry.msg === 'unhandled error');
    expect(failures).toHaveLength(2);
    const logged = lines.join('\n');
    for (const leak of [
      stranger.name,
      stranger.email,
      '$argon2',
      'a secret passphrase',
      'lithium',
      'flowerpot',
      sessionCookie,
      secret,
      'memory+clinic',
    ])
      expect(logged).not.toContain(leak);
    expect(logged).toContain('"constraint":"users_log_probe"');
    expect(logged).toContain('/e/[token]');
    // What the operator needs: the query's shape, the SQLSTATE, the constraint and our file line.
    expect(failures[1]?.err).toMatchObject({
      type: 'DrizzleQueryError',
      query: expect.stringContaining('insert into "tasks"'),
      stack: expect.stringMatching(/tasks\.service\.ts:\d+/),
      cause: { code: '23514', constraint: 'tasks_log_probe', table: 'tasks' },
    });
  });

  it('keep an address out of an error logged without a message of its own', () => {
    ctx.app.log.error(new Error('could not deliver to <rosa.quill@example.com>'));
    expect(entries().at(-1)).toMatchObject({
      msg: 'could not deliver to <[redacted]>',
      err: { type: 'Error', message: 'could not deliver to <[redacted]>' },
    });
  });
});
