import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { createApp } from '../../app';
import { openDatabase } from '../../db/client';
import { createManualClock } from '../../lib/clock';
import { createAgent, testConfig } from '../../test/test-app';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kinwell-restart-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Starts the app the way `npm start` does on the embedded default: PGlite on disk, migrated. */
async function start() {
  const database = await openDatabase({ dataDir });
  await database.migrate();
  const app = await createApp({
    database,
    clock: createManualClock(),
    config: testConfig,
    version: 'test',
  });
  return { app, stop: async () => (await app.close(), await database.close()) };
}

it('keeps accounts and sessions across a restart of the embedded database', async () => {
  const first = await start();
  const agent = createAgent(first.app);
  const registered = await agent.post('/api/auth/register', {
    name: 'Pat Morgan',
    email: 'pat@example.com',
    password: 'quiet garden 12',
    role: 'caregiver',
  });
  expect(registered.statusCode).toBe(201);
  await first.stop();

  const second = await start();
  const again = createAgent(second.app);
  again.cookie = agent.cookie;
  const me = await again.get('/api/auth/user');
  expect(me.statusCode).toBe(200);
  expect(me.json()).toMatchObject({ name: 'Pat Morgan', circleId: registered.json().circleId });
  const login = await createAgent(second.app).post('/api/auth/login', {
    email: 'pat@example.com',
    password: 'quiet garden 12',
  });
  expect(login.statusCode).toBe(200);
  await second.stop();
});
