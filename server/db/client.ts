import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { findProjectRoot } from '../lib/project-root';

/** Both drivers share this type: code above the db layer never knows which one runs. */
/** Tables are imported from each module's `*.schema.ts`; Kinwell uses no relational queries. */
export type Database = PgDatabase<PgQueryResultHKT>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The PostgreSQL server's URL (absent on PGlite): another instance can open the same one. */
  url?: string;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a gzipped tarball (a migrated test template). */
  dump?: () => Promise<Blob>;
  /**
   * Calls `onPayload` for every `pg_notify(channel, …)` committed by any connection to this
   * database (every app instance). Resolves to a function that stops listening.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
}

const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;
const RECONNECT_DELAY_MS = 1000;

/**
 * LISTEN needs a connection of its own that stays open; when it drops (a restart of PostgreSQL,
 * a network blip) it is opened again.
 */
function listenOnServer(
  connectionString: string,
  channel: string,
  onPayload: (payload: string) => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let isStopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    next.on('error', () => reconnect(next));
    next.on('end', () => reconnect(next));
    await next.connect();
    await next.query(`LISTEN ${channel}`);
    if (isStopped) {
      await next.end();
      return;
    }
    client = next;
  };
  const reconnect = (broken: pg.Client) => {
    if (isStopped || client !== broken) return;
    client = null;
    broken.end().catch(() => undefined);
    retry = setTimeout(function attempt() {
      connect().catch(() => {
        if (!isStopped) retry = setTimeout(attempt, RECONNECT_DELAY_MS);
      });
    }, RECONNECT_DELAY_MS);
    retry.unref();
  };
  return connect().then(() => async () => {
    isStopped = true;
    clearTimeout(retry);
    await client?.end();
    client = null;
  });
}

export const MIGRATIONS_FOLDER = path.join(findProjectRoot(), 'server', 'db', 'migrations');

export interface OpenDatabaseOptions {
  /** A PostgreSQL URL; when absent the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; `undefined` keeps it in memory. */
  dataDir?: string | undefined;
  /** A saved PGlite data directory (see `dumpDataDir`) to start from. */
  loadDataDir?: Blob | File | undefined;
  migrationsFolder?: string;
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * The embedded database is one process's: a second one (another Kinwell, a backup or restore
 * while Kinwell runs) would corrupt it. A lock file with the owner's process id keeps it to one;
 * a lock whose process has gone is taken over.
 */
function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, 'kinwell.lock');
  try {
    writeFileSync(file, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const owner = Number(readFileSync(file, 'utf8'));
    if (owner && owner !== process.pid && isRunning(owner)) {
      throw new Error(
        `Another Kinwell process (pid ${owner}) is using the database in ${path.resolve(dataDir)}. ` +
          'Stop it first: the embedded database serves one process at a time.',
        { cause: error },
      );
    }
    writeFileSync(file, String(process.pid));
  }
  return () => rmSync(file, { force: true });
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const migrationsFolder = options.migrationsFolder ?? MIGRATIONS_FOLDER;
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server closed (a restart, a failover) is replaced on next use; without
    // a listener its error would end the whole process.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      url: options.databaseUrl,
      migrate: () => migratePg(db as never, { migrationsFolder }),
      close: () => pool.end(),
      listen: (channel, onPayload) => {
        if (!CHANNEL_NAME.test(channel)) throw new Error(`Not a channel name: ${channel}`);
        return listenOnServer(options.databaseUrl as string, channel, onPayload);
      },
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const unlock = options.dataDir ? lockDataDir(options.dataDir) : () => undefined;
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: path.resolve(options.dataDir) } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite(client) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: async () => {
      await client.close();
      unlock();
    },
    dump: async () => client.dumpDataDir('gzip'),
    listen: async (channel, onPayload) => {
      if (!CHANNEL_NAME.test(channel)) throw new Error(`Not a channel name: ${channel}`);
      const unlisten = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
  };
}
