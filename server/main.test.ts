import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kinwell-main-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (output.includes('Kinwell is ready')) resolve();
      if (child.exitCode !== null) reject(new Error(output));
    }, 50);
    void exited.then(() => clearInterval(timer));
    setTimeout(() => clearInterval(timer), 30_000);
  });
  return { child, ready, exited, output: () => output };
}

it('refuses to start on a bad environment and names the variable', async () => {
  const server = startServer({ PORT: 'eighty', EMERGENCY_NUMBER: 'call me' });
  expect(await server.exited).toBe(1);
  expect(server.output()).toContain('Kinwell cannot start: the environment is not valid.');
  expect(server.output()).toContain('PORT');
  expect(server.output()).toContain('EMERGENCY_NUMBER: must be a phone number such as 911 or 112');
});

it('starts on the embedded database, answers, and shuts down cleanly on SIGTERM', async () => {
  // Port 0: the system picks a free one (other test runs may share this machine).
  const server = startServer({ PORT: '0' });
  await server.ready;
  const address = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(server.output())?.[1];
  const health = await fetch(`${address}/api/health`);
  expect(await health.json()).toMatchObject({ status: 'ok', database: 'ok' });
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
  expect(server.output()).toContain('shutting down');
}, 60_000);
