import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findProjectRoot } from '../lib/project-root';

/**
 * Kinwell as an operator runs it: `server/main.ts` in a process of its own (its own database
 * pool, its own timers), on a free port. Tests start several on one PostgreSQL.
 */
export interface AppProcess {
  url: string;
  pid: number;
  /** Resolves with the exit code or signal once the process has ended. */
  exited: Promise<number | string | null>;
  /** The process's log lines so far (JSON, as Kinwell writes them), for a failing test. */
  output: string[];
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** POST /api/test/clock: moves this process's clock and runs the work that is due. */
  moveClock(body: { to: string } | { advanceMinutes: number }): Promise<Response>;
}

const PUBLIC_URL = 'http://localhost:3000';
const running = new Set<ChildProcess>();
// Whatever happens to the test (a failure, a timeout, the worker ending), no process outlives it.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export async function startAppProcess(env: Record<string, string> = {}): Promise<AppProcess> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kinwell-instance-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: findProjectRoot(),
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      // A free port chosen by the system: parallel test files never clash.
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      PUBLIC_URL,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  const output: string[] = [];
  const exited = new Promise<number | string | null>((resolve) =>
    child.once('exit', (code, signal) => {
      running.delete(child);
      rmSync(dataDir, { recursive: true, force: true });
      resolve(signal ?? code);
    }),
  );
  const url = await new Promise<string>((resolve, reject) => {
    let buffered = '';
    const onLine = (line: string) => {
      output.push(line);
      if (output.length > 200) output.shift();
      const address = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line)?.[1];
      if (address) resolve(address);
    };
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) onLine(line);
    });
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => output.push(chunk));
    void exited.then((how) =>
      reject(new Error(`Kinwell ended (${how}) before it listened:\n${output.join('\n')}`)),
    );
  });
  return {
    url,
    pid: child.pid as number,
    exited,
    output,
    async kill(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
    moveClock: (body) =>
      fetch(`${url}/api/test/clock`, {
        method: 'POST',
        // Same-origin, as the app asks of every change.
        headers: { 'content-type': 'application/json', origin: env.PUBLIC_URL ?? PUBLIC_URL },
        body: JSON.stringify(body),
      }),
  };
}
