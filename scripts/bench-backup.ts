/**
 * How long a backup and a restore take for a given size (the operator's page in the README):
 *   npm run bench:backup                    BENCH_CIRCLES=20 circles with a year of history each
 *   DATABASE_URL=postgres://… npm run bench:backup   on a PostgreSQL server (a database it creates)
 *   BENCH_FILES=200                         files of 300 KB in the file store (photo-sized)
 * Seeds a fresh database and file store, backs them up, restores the archive into another empty
 * installation, and prints rows, files, archive size and seconds for each step.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../server/db/client';
import { randomBytes } from 'node:crypto';
import { restoreBackup, writeBackup } from '../server/platform/backup/backup';
import { createDiskFileStore } from '../server/platform/files/file-store';
import { seedYearOfHistory } from './bench-seed';
import { sizeOf } from './backup-shared';

const circles = Number(process.env.BENCH_CIRCLES ?? 20);
const fileCount = Number(process.env.BENCH_FILES ?? 200);
const serverUrl = process.env.DATABASE_URL || undefined;
const dir = mkdtempSync(path.join(os.tmpdir(), 'kinwell-bench-backup-'));
const created: string[] = [];

async function fresh(name: string): Promise<DatabaseHandle> {
  if (!serverUrl) return openDatabase({ dataDir: path.join(dir, name) });
  const database = `kinwell_bench_backup_${name}_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${database}`);
  await admin.end();
  created.push(database);
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return openDatabase({ databaseUrl: url.toString() });
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

async function main() {
  const source = await fresh('source');
  await source.migrate();
  let started = performance.now();
  await seedYearOfHistory(source.db, { circles, now: new Date(), password: 'bench password' });
  console.log(`seeded ${circles} circles with a year of history each in ${seconds(started)} s`);
  const sourceFiles = createDiskFileStore(path.join(dir, 'source-files'));
  for (let i = 0; i < fileCount; i += 1)
    await sourceFiles.put(`circles/bench/images/${i}`, randomBytes(300 * 1024));

  const archive = path.join(dir, 'kinwell.zip');
  started = performance.now();
  const manifest = await writeBackup({
    db: source.db,
    files: sourceFiles,
    databaseKind: source.kind,
    path: archive,
    kinwellVersion: 'bench',
    at: new Date(),
  });
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  console.log(
    `backup:  ${rows} rows in ${manifest.tables.length} tables and ${manifest.files.length} files → ${sizeOf(statSync(archive).size)} in ${seconds(started)} s`,
  );
  await source.close();

  const target = await fresh('target');
  await target.migrate();
  started = performance.now();
  const targetFiles = createDiskFileStore(path.join(dir, 'target-files'));
  await restoreBackup({ db: target.db, files: targetFiles, path: archive });
  console.log(
    `restore: ${rows} rows and ${manifest.files.length} files, every one checked, in ${seconds(started)} s (${source.kind})`,
  );
  await target.close();
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(async () => {
    rmSync(dir, { recursive: true, force: true });
    if (serverUrl && created.length) {
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      for (const name of created) await admin.query(`drop database if exists ${name}`);
      await admin.end();
    }
  });
