/**
 * Writes one archive of everything Kinwell keeps, the database and the file store (decisions 040
 * and 047):
 *   npm run backup                       → backups/kinwell-<date and time>.zip
 *   npm run backup -- --out /mnt/safe/kinwell.zip
 * Reads DATABASE_URL (a PostgreSQL server: Kinwell may keep running) or DATA_DIR (the embedded
 * database: stop Kinwell first; the command says so if it is running).
 */
import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../server/db/client';
import { readConfig } from '../server/env';
import { writeBackup } from '../server/platform/backup/backup';
import { openFileStore } from '../server/platform/files/open-file-store';
import { kinwellVersion, sizeOf } from './backup-shared';

async function main() {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const config = readConfig();
  const at = new Date();
  const out = path.resolve(
    values.out ??
      path.join('backups', `kinwell-${at.toISOString().replaceAll(':', '-').slice(0, 19)}.zip`),
  );
  mkdirSync(path.dirname(out), { recursive: true });
  const started = performance.now();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const manifest = await writeBackup({
      db: database.db,
      files: openFileStore(config),
      databaseKind: database.kind,
      path: out,
      kinwellVersion: kinwellVersion(),
      at,
    });
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    const fileBytes = manifest.files.reduce((sum, file) => sum + file.bytes, 0);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Backed up ${manifest.tables.length} tables (${rows} rows) and ${manifest.files.length} ` +
        `file${manifest.files.length === 1 ? '' : 's'} (${sizeOf(fileBytes)}) to ${out} ` +
        `(${sizeOf(statSync(out).size)}) in ${seconds} s.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(`The backup failed: ${(error as Error).message}`);
  process.exit(1);
});
