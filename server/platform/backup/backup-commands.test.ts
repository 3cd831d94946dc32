import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { createApp } from '../../app';
import { openDatabase } from '../../db/client';
import { createManualClock } from '../../lib/clock';
import { createRecordingPushSender } from '../../test/push-test-sender';
import { photoUpload } from '../../test/fixtures';
import { registerAgent, testConfig } from '../../test/test-app';
import { createDiskFileStore, readWholeFile } from '../files/file-store';
import { countRows, listTables } from './database-tables';

const dir = mkdtempSync(path.join(os.tmpdir(), 'kinwell-backup-commands-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs `npm run backup` / `npm run restore`'s script the way an operator does, on PGlite. */
function run(script: string, args: string[], dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output })),
  );
}

it('backs up an embedded installation and restores it into a new one', async () => {
  const source = path.join(dir, 'source');
  const database = await openDatabase({ dataDir: source });
  await database.migrate();
  const app = await createApp({
    database,
    clock: createManualClock('2026-03-02T15:00:00Z'),
    config: testConfig,
    version: 'test',
    push: createRecordingPushSender(),
    // Where Kinwell keeps files by default: DATA_DIR/files, which the commands read too.
    files: createDiskFileStore(path.join(source, 'files')),
  });
  await app.ready();
  const caregiver = await registerAgent(
    app,
    { name: 'Maria Lopez' },
    { confirmEmail: false, session: 'standard' },
  );
  const task = await caregiver.agent.post('/api/circle/tasks', { title: 'Call the pharmacy' });
  expect(task.statusCode).toBe(201);
  const photo = await caregiver.agent.upload(
    'PUT',
    '/api/circle/recipient/photo',
    await photoUpload(),
  );
  expect(photo.statusCode).toBe(200);
  const imageId = photo.json<{ photoUrl: string }>().photoUrl.split('/').at(-1) as string;
  const key = `circles/${caregiver.user.circleId}/images/${imageId}`;

  // While Kinwell holds the embedded database, a backup would corrupt it: refused.
  const archive = path.join(dir, 'kinwell.zip');
  const whileRunning = await run('backup', ['--out', archive], source);
  expect(whileRunning.code).toBe(1);
  expect(whileRunning.output).toContain('Another Kinwell process');
  await app.close();
  const tables = await listTables(database.db);
  const before = await countRows(database.db, tables);
  await database.close();

  const backup = await run('backup', ['--out', archive], source);
  expect(backup.output).toMatch(
    /Backed up \d+ tables \(\d+ rows\) and 1 file \(.+\) to .*kinwell\.zip/,
  );
  expect(backup.code).toBe(0);
  expect(existsSync(archive)).toBe(true);

  const target = path.join(dir, 'target');
  const restore = await run('restore', [archive], target);
  expect(restore.output).toContain('and 1 file from the backup');
  expect(restore.output).toContain('Every table and file matches its checksum.');
  const picture = await readWholeFile(createDiskFileStore(path.join(source, 'files')), key);
  const restoredPicture = await readWholeFile(createDiskFileStore(path.join(target, 'files')), key);
  expect(restoredPicture!.equals(picture!)).toBe(true);
  expect(restore.code).toBe(0);
  const again = await run('restore', [archive], target);
  expect(again.code).toBe(1);
  expect(again.output).toContain('Nothing was restored: This installation is not empty');

  const restored = await openDatabase({ dataDir: target });
  try {
    expect(await countRows(restored.db, tables)).toEqual(before);
    expect(before.tasks).toBe(1);
  } finally {
    await restored.close();
  }
}, 120_000);
