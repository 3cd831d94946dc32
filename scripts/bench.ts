/**
 * Load test of the built server: `npm run bench` (or `tsx scripts/bench.ts` after `npm run build`).
 *
 * Seeds a fresh database with care circles holding a year of history (scripts/bench-seed.ts),
 * starts `node dist/server/main.js` on it, then measures GET /api/health and GET /api/auth/user
 * (signed in) with autocannon, and the dashboard (GET /api/circle/dashboard, one request that
 * loads every section) with a timed request loop, and prints requests per second, p50/p95/p99
 * latency and non-2xx responses. Exits non-zero if any request failed.
 *
 * Environment:
 *   BENCH_SECONDS          measured run per route (default 10)
 *   BENCH_WARMUP_SECONDS   warm-up per route before it (default 3)
 *   BENCH_CONNECTIONS      concurrent connections (default 10)
 *   BENCH_PORT             port for the server (default 3299, or any free one if that is taken)
 *   BENCH_DATABASE_URL     benchmark on PostgreSQL: a throwaway database is created on this
 *                          server (and dropped afterwards) instead of a throwaway PGlite
 *   BENCH_CIRCLES          circles seeded with a year of history each (default 5)
 *   BENCH_DASHBOARD_CONNECTIONS   dashboard requests at once (default 1: one person's latency)
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '../server/db/client';
import { seedYearOfHistory } from './bench-seed';
import {
  anyFreePort,
  root,
  serverEntry,
  signIn,
  startServer,
  stopServer,
  waitForHealth,
} from './bench-server';
import { createBenchDatabase } from './bench-database';

const positive = (name: string, fallback: number): number => {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`${name} must be a positive number, got "${raw}"`);
  return value;
};

const measureSeconds = positive('BENCH_SECONDS', 10);
const warmupSeconds = positive('BENCH_WARMUP_SECONDS', 3);
const connections = Math.round(positive('BENCH_CONNECTIONS', 10));
const circles = Math.round(positive('BENCH_CIRCLES', 5));
const dashboardConnections = Math.round(positive('BENCH_DASHBOARD_CONNECTIONS', 1));
/**
 * The signed-in hot read's share of a bare Node HTTP server's throughput, measured in the same
 * run (so the machine's speed cancels out), and its p99.
 */
const HOT_READ_SHARE_TARGET = process.env.BENCH_DATABASE_URL ? 0.1 : 0.04;
const HOT_READ_P99_TARGET_MS = 20;
/** The dashboard must answer within this at the 95th percentile (issue: daily coordination). */
const DASHBOARD_P95_TARGET_MS = 50;
const BENCH_PASSWORD = 'correct horse battery';

/** Is the port free on 127.0.0.1? */
const isPortFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

async function choosePort(): Promise<number> {
  if (process.env.BENCH_PORT) return Math.round(positive('BENCH_PORT', 3299));
  return (await isPortFree(3299)) ? 3299 : anyFreePort();
}

/** Migrates and seeds the database before the server opens it (PGlite: one process at a time). */
async function seedDatabase(target: { databaseUrl?: string; dataDir: string }) {
  const started = Date.now();
  const handle = await openDatabase(
    target.databaseUrl ? { databaseUrl: target.databaseUrl } : { dataDir: target.dataDir },
  );
  try {
    await handle.migrate();
    const login = await seedYearOfHistory(handle.db, {
      now: new Date(),
      circles,
      password: BENCH_PASSWORD,
    });
    console.log(
      `seeded ${circles} circles with a year of history each in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    return login;
  } finally {
    await handle.close();
  }
}

interface LoopResult {
  count: number;
  failures: number;
  p50: number;
  p95: number;
  p99: number;
  perSecond: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

/**
 * Requests `url` from `workers` loops at once for `seconds`, timing each answer in full (body
 * read), so the percentiles are exact, p95 included.
 */
async function timedLoop(
  url: string,
  headers: Record<string, string>,
  workers: number,
  seconds: number,
): Promise<LoopResult> {
  const latencies: number[] = [];
  let failures = 0;
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (performance.now() < deadline) {
        const start = performance.now();
        try {
          const response = await fetch(url, { headers, signal: AbortSignal.timeout(10_000) });
          await response.arrayBuffer();
          if (!response.ok) failures += 1;
        } catch {
          failures += 1;
        }
        latencies.push(performance.now() - start);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    count: latencies.length,
    failures,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    perSecond: latencies.length / seconds,
  };
}

async function registerCaregiver(baseUrl: string, origin: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({
      name: 'Bench Caregiver',
      email: `bench.${Date.now()}@example.com`,
      password: 'correct horse battery',
      role: 'caregiver',
    }),
    signal: AbortSignal.timeout(15_000),
  });
  if (response.status !== 201) {
    throw new Error(`register answered ${response.status}: ${await response.text()}`);
  }
  const session = response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!.trim())
    .find((pair) => pair.startsWith('kinwell_session='));
  if (!session) throw new Error('register set no kinwell_session cookie');
  return session;
}

interface Measured {
  route: string;
  result: autocannon.Result;
  warmupFailures: number;
}

async function measure(
  url: string,
  route: string,
  headers: Record<string, string>,
): Promise<Measured> {
  const run = (seconds: number) =>
    autocannon({
      url,
      connections,
      pipelining: 1,
      duration: seconds,
      timeout: 10,
      headers,
    });
  process.stdout.write(`${route}: warm-up ${warmupSeconds} s, measuring ${measureSeconds} s… `);
  const warmup = await run(warmupSeconds);
  const result = await run(measureSeconds);
  process.stdout.write('done\n');
  return { route, result, warmupFailures: warmup.non2xx + warmup.errors };
}

function printTable(rows: Measured[]): void {
  const header = ['route', 'req/s (avg)', 'p50 ms', 'p99 ms', 'non-2xx'];
  const lines = rows.map(({ route, result }) => [
    route,
    result.requests.average.toFixed(0),
    result.latency.p50.toFixed(2),
    result.latency.p99.toFixed(2),
    String(result.non2xx),
  ]);
  const widths = header.map((title, i) =>
    Math.max(title.length, ...lines.map((line) => line[i]!.length)),
  );
  const format = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join('  ');
  console.log();
  console.log(format(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const line of lines) console.log(format(line));
}

/**
 * The baseline: Node's own HTTP server answering a small JSON body, in a process of its own like
 * Kinwell's, so the ratio says what Kinwell's work per request costs on this machine.
 */
async function measureBareNode(): Promise<Measured> {
  const port = await anyFreePort();
  const child = spawn(
    process.execPath,
    [
      '-e',
      `require('node:http').createServer((request, response) => {
        response.setHeader('content-type', 'application/json; charset=utf-8');
        response.end('{"status":"ok"}');
      }).listen(${port}, '127.0.0.1', () => console.log('listening'));`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  try {
    await new Promise<void>((resolve, reject) => {
      child.stdout.once('data', () => resolve());
      child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
    });
    return await measure(`http://127.0.0.1:${port}/`, 'bare Node http server', {});
  } finally {
    child.kill('SIGTERM');
  }
}

async function main(): Promise<number> {
  if (!existsSync(serverEntry)) {
    console.error(
      `No built server at ${path.relative(root, serverEntry)}. Run \`npm run build\` first.`,
    );
    return 1;
  }
  const port = await choosePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const origin = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kinwell-bench-'));
  const database = process.env.BENCH_DATABASE_URL
    ? 'PostgreSQL (a throwaway database on BENCH_DATABASE_URL)'
    : `PGlite in ${dataDir}`;
  console.log(`Kinwell bench: port ${port}, ${database}, ${connections} connections, pipelining 1`);

  const benchDatabase = process.env.BENCH_DATABASE_URL
    ? await createBenchDatabase(process.env.BENCH_DATABASE_URL)
    : null;
  let login: { email: string; password: string };
  try {
    login = await seedDatabase({
      ...(benchDatabase ? { databaseUrl: benchDatabase.url } : {}),
      dataDir,
    });
  } catch (error) {
    await benchDatabase?.drop();
    throw error;
  }
  const server = startServer(port, dataDir, { databaseUrl: benchDatabase?.url });
  const stop = () => {
    // Ctrl-C: take the server down with us.
    server.kill('SIGTERM');
    process.exit(130);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  // Hard bound on the whole run: server start, 2 × (warm-up + measurement), margins.
  const budgetMs = (240 + 4 * (warmupSeconds + measureSeconds) * 1.5) * 1000;
  const watchdog = setTimeout(() => {
    console.error(`bench: gave up after ${Math.round(budgetMs / 1000)} s`);
    server.kill('SIGKILL');
    process.exit(1);
  }, budgetMs);
  watchdog.unref();

  try {
    await waitForHealth(baseUrl, server);
    const cookie = await registerCaregiver(baseUrl, origin);
    const health = await measure(`${baseUrl}/api/health`, 'GET /api/health', {});
    const user = await measure(`${baseUrl}/api/auth/user`, 'GET /api/auth/user (signed in)', {
      cookie,
    });
    const bare = await measureBareNode();
    const rows = [bare, health, user];
    printTable(rows);

    const ratio = user.result.requests.average / health.result.requests.average;
    console.log(`\nsigned-in user / health throughput: ${ratio.toFixed(2)}`);
    const share = user.result.requests.average / bare.result.requests.average;
    const p99 = user.result.latency.p99;
    console.log(
      `signed-in user / bare Node throughput: ${(share * 100).toFixed(1)} % ` +
        `(${share >= HOT_READ_SHARE_TARGET ? 'meets' : 'BELOW'} the ${HOT_READ_SHARE_TARGET * 100} % target), ` +
        `p99 ${p99.toFixed(2)} ms (${p99 <= HOT_READ_P99_TARGET_MS ? 'within' : 'OVER'} ${HOT_READ_P99_TARGET_MS} ms)`,
    );

    const dashboardUrl = `${baseUrl}/api/circle/dashboard`;
    const caregiver = { cookie: await signIn(baseUrl, login, origin) };
    process.stdout.write(
      `GET /api/circle/dashboard (a year of history, ${dashboardConnections} at once): warm-up ${warmupSeconds} s, measuring ${measureSeconds} s… `,
    );
    await timedLoop(dashboardUrl, caregiver, dashboardConnections, warmupSeconds);
    const dashboard = await timedLoop(
      dashboardUrl,
      caregiver,
      dashboardConnections,
      measureSeconds,
    );
    process.stdout.write('done\n');
    console.log(
      `\ndashboard: ${dashboard.count} requests, ${dashboard.perSecond.toFixed(0)} req/s, ` +
        `p50 ${dashboard.p50.toFixed(2)} ms, p95 ${dashboard.p95.toFixed(2)} ms, p99 ${dashboard.p99.toFixed(2)} ms, ` +
        `${dashboard.failures} failed`,
    );
    console.log(
      `dashboard p95 ${dashboard.p95.toFixed(2)} ms: ${dashboard.p95 < DASHBOARD_P95_TARGET_MS ? 'within' : 'OVER'} the ${DASHBOARD_P95_TARGET_MS} ms target`,
    );
    if (dashboard.failures > 0) {
      console.error(`GET /api/circle/dashboard: ${dashboard.failures} requests failed`);
      return 1;
    }

    let failed = false;
    for (const { route, result, warmupFailures } of rows) {
      if (result.non2xx > 0 || result.errors > 0 || warmupFailures > 0) {
        failed = true;
        console.error(
          `${route}: ${result.non2xx} non-2xx and ${result.errors} connection errors ` +
            `(${result.timeouts} timeouts) in the measured run, ${warmupFailures} failures in the warm-up`,
        );
      }
    }
    return failed ? 1 : 0;
  } finally {
    await stopServer(server);
    process.removeListener('SIGINT', stop);
    process.removeListener('SIGTERM', stop);
    rmSync(dataDir, { recursive: true, force: true });
    await benchDatabase?.drop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('bench failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
