import { eq, sql } from 'drizzle-orm';
import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODULES } from './modules';
import { defineAuditActions } from './platform/audit/audit-actions';
import { circleCaller } from './platform/circles/circles.policy';
import { defineModule } from './platform/module';
import { createTestApp, registerAgent, type TestContext } from './test/test-app';

/**
 * A throwaway feature, to show that one module file and one line in the list are all a feature
 * needs: its route is served, its job runs with "run due work", its table is in the circle
 * export and its audit action is described in the log. docs/architecture.md walks through it.
 */
const exampleNotes = pgTable('example_notes', {
  id: uuid('id').primaryKey().defaultRandom(),
  circleId: uuid('circle_id').notNull(),
  text: text('text').notNull(),
});
const exampleAudit = defineAuditActions({ 'example.noted': 'Wrote an example note' });
let jobRuns = 0;
const careViewer = circleCaller('care.view');
const exampleModule = defineModule({
  name: 'example',
  audit: exampleAudit,
  routes: async (app, { db, clock }) => {
    app.post('/api/example/notes', { config: { caller: careViewer } }, async (request, reply) => {
      const actor = careViewer(request);
      await db.transaction(async (tx) => {
        await tx
          .insert(exampleNotes)
          .values({ circleId: actor.circleId, text: 'Mum liked the park' });
        await exampleAudit.record(tx, { actor, action: 'example.noted', at: clock.now() });
      });
      return reply.code(201).send({ ok: true });
    });
  },
  jobs: [
    {
      name: 'example-count',
      everyMs: 60_000,
      run: async () => {
        jobRuns += 1;
        return 1;
      },
    },
  ],
  circleTables: [
    { name: 'example_notes', table: exampleNotes, where: (id) => eq(exampleNotes.circleId, id) },
  ],
});

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({}, { modules: [...MODULES, exampleModule] });
  // A real feature's migration makes its table; the example makes it by hand.
  await ctx.database.db.execute(
    sql`create table example_notes (id uuid primary key default gen_random_uuid(), circle_id uuid not null references care_circles(id), text text not null)`,
  );
});
afterAll(() => ctx.close());

describe('the module list', () => {
  it('gives every job a unique name the runner knows', () => {
    const declared = MODULES.flatMap((module) => module.jobs ?? []).map((job) => job.name);
    expect(new Set(declared).size).toBe(declared.length);
    expect(ctx.app.jobs.names()).toEqual(expect.arrayContaining([...declared, 'email-delivery']));
  });

  it('drives routes, jobs, the export and the audit log from one module file and one line', async () => {
    const { agent } = await registerAgent(ctx.app);
    expect((await agent.post('/api/example/notes', {})).statusCode).toBe(201);

    const before = jobRuns;
    await ctx.app.jobs.runDueWork();
    expect(jobRuns).toBe(before + 1);

    const archive = await agent.get('/api/circle/export');
    expect(archive.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(archive.rawPayload));
    expect(strFromU8(files['tables/example_notes.csv']!)).toContain('Mum liked the park');

    const log = await agent.get('/api/circle/audit');
    const descriptions = log
      .json<{ entries: { description: string }[] }>()
      .entries.map((entry) => entry.description);
    expect(descriptions).toContain('Wrote an example note');
  });
});
