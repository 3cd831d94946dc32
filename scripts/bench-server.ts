/**
 * The built server as the benchmarks run it (`npm run bench`, `npm run bench:web`): started from
 * dist/server/main.js on a port of its own, waited for, and stopped.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const serverEntry = path.join(root, 'dist', 'server', 'main.js');

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A port the OS says is free right now. */
export const anyFreePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });

/** Starts the built server; an empty `databaseUrl` means PGlite in `dataDir`. */
export function startServer(
  port: number,
  dataDir: string,
  options: { databaseUrl?: string; publicUrl?: string } = {},
): ChildProcess {
  return spawn(process.execPath, [serverEntry], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // An empty value counts as unset (server/env.ts): PGlite in DATA_DIR.
      DATABASE_URL: options.databaseUrl ?? '',
      PUBLIC_URL: options.publicUrl ?? `http://localhost:${port}`,
      LOG_LEVEL: 'warn',
    },
  });
}

export async function waitForHealth(
  baseUrl: string,
  server: ChildProcess,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new Error(
        `the server exited before it was ready (code ${server.exitCode ?? server.signalCode})`,
      );
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(150);
  }
  throw new Error(`the server did not answer GET /api/health within ${timeoutMs / 1000} s`);
}

/** SIGTERM (the server finishes in-flight requests), then SIGKILL after 10 s. */
export async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/**
 * Signs in through the API like the sign-in page, sending the page's Origin (the app's public
 * address); returns the `kinwell_session=…` pair to send as a Cookie.
 */
export async function signIn(
  baseUrl: string,
  login: { email: string; password: string },
  origin = baseUrl,
): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(login),
    signal: AbortSignal.timeout(15_000),
  });
  if (!response.ok) throw new Error(`login answered ${response.status}: ${await response.text()}`);
  const session = response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!.trim())
    .find((pair) => pair.startsWith('kinwell_session='));
  if (!session) throw new Error('login set no kinwell_session cookie');
  return session;
}
