/**
 * The PostgreSQL side of the benchmarks: which server they run on, and a throwaway database on it
 * for one run, so a bench never touches the tables the tests or a developer use.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../server/db/client';

/**
 * The PostgreSQL server a bench runs on: BENCH_DATABASE_URL, else DATABASE_URL, else `fallback`
 * (the local test server; an empty fallback lets a bench choose PGlite instead).
 */
export function benchServerUrl(fallback = 'postgres://postgres@127.0.0.1:5432/test'): string {
  return process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || fallback;
}

/** The value at the p-th percentile of an ascending list (NaN for none). */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** One statement on the server's own database: a database cannot be made or dropped from inside. */
async function adminQuery(serverUrl: string, text: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * A throwaway database next to `serverUrl`'s: its name and URL, and `drop` to remove it when the
 * bench ends (even with connections still open).
 */
export async function createBenchDatabase(serverUrl: string, prefix = 'kinwell_bench') {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/**
 * Runs a bench on PGlite, then on a throwaway database of `serverUrl`'s server, each opened and
 * closed around it; `only` picks one of the two, `keep` leaves the PostgreSQL one behind.
 */
export async function onBothDatabases(
  options: { only?: string; serverUrl: string; keep?: boolean },
  run: (name: 'PGlite' | 'PostgreSQL', database: DatabaseHandle) => Promise<void>,
): Promise<void> {
  if (options.only !== 'postgres') {
    const lite = await openDatabase({});
    try {
      await run('PGlite', lite);
    } finally {
      await lite.close();
    }
  }
  if (options.only !== 'pglite') {
    const scratch = await createBenchDatabase(options.serverUrl);
    const server = await openDatabase({ databaseUrl: scratch.url });
    try {
      await run('PostgreSQL', server);
    } finally {
      await server.close();
      if (options.keep) console.log(`Kept the database ${scratch.name}`);
      else await scratch.drop();
    }
  }
}
