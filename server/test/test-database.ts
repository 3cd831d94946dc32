import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { MIGRATIONS_FOLDER, openDatabase, type DatabaseHandle } from '../db/client';

/** Set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test) to run on a PostgreSQL server. */
const serverUrl = process.env.DATABASE_URL || undefined;

const migrationsHash = () => {
  const hash = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS_FOLDER).sort()) {
    if (file.endsWith('.sql')) hash.update(readFileSync(path.join(MIGRATIONS_FOLDER, file)));
  }
  return hash.digest('hex').slice(0, 12);
};

const withDatabaseName = (url: string, name: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export type TemplateInfo = { kind: 'pglite'; file: string } | { kind: 'postgres'; url: string };

export async function prepareTemplate(): Promise<TemplateInfo & { teardown: () => Promise<void> }> {
  if (serverUrl) {
    const name = `kinwell_template_${migrationsHash()}_${randomBytes(3).toString('hex')}`;
    await adminQuery(`CREATE DATABASE ${name}`);
    const url = withDatabaseName(serverUrl, name);
    const handle = await openDatabase({ databaseUrl: url });
    await handle.migrate();
    await handle.close();
    return {
      kind: 'postgres',
      url,
      teardown: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    };
  }
  const dir = path.join(os.tmpdir(), 'kinwell-test');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `pglite-${migrationsHash()}-${process.pid}.tar.gz`);
  const handle = await openDatabase({});
  await handle.migrate();
  if (!handle.dump) throw new Error('An embedded database can always be dumped');
  const dump = await handle.dump();
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  return { kind: 'pglite', file, teardown: () => rm(file, { force: true }) };
}

/** A fresh, migrated database for one test file: a PGlite copy, or a PostgreSQL database cloned from the template. */
export async function openTestDatabase(template: TemplateInfo): Promise<DatabaseHandle> {
  if (template.kind === 'pglite') {
    const blob = new Blob([readFileSync(template.file)]);
    return openDatabase({ loadDataDir: blob });
  }
  const templateName = new URL(template.url).pathname.slice(1);
  const name = `kinwell_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${templateName}`);
  const handle = await openDatabase({ databaseUrl: withDatabaseName(template.url, name) });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
