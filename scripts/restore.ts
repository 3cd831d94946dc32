/**
 * Brings a backup archive back (decision 040):
 *   npm run restore -- backups/kinwell-2026-11-24T03-00-00.zip
 *   npm run restore -- backups/kinwell-….zip --replace   (removes everything the installation holds first)
 * Restores into the database DATABASE_URL or DATA_DIR names, after running the migrations, in one
 * transaction, and the files into the file store (FILE_STORE): either every table and file comes
 * back with the checksum the archive holds, or nothing does.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../server/db/client';
import { readConfig } from '../server/env';
import { BackupError, restoreBackup } from '../server/platform/backup/backup';
import { openFileStore } from '../server/platform/files/open-file-store';

async function main() {
  const { values, positionals } = parseArgs({
    options: { replace: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  const [file] = positionals;
  if (!file || positionals.length > 1) {
    console.error('Usage: npm run restore -- <archive.zip> [--replace]');
    process.exit(2);
  }
  const config = readConfig();
  const started = performance.now();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    const { manifest, rows } = await restoreBackup({
      db: database.db,
      files: openFileStore(config),
      path: path.resolve(file),
      replace: values.replace,
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Restored ${manifest.tables.length} tables (${rows} rows) and ${manifest.files.length} ` +
        `file${manifest.files.length === 1 ? '' : 's'} from the backup of ${manifest.createdAt} in ${seconds} s. ` +
        `Every table and file matches its checksum.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(
    error instanceof BackupError
      ? `Nothing was restored: ${error.message}`
      : `The restore failed; nothing was restored: ${(error as Error).message}`,
  );
  process.exit(1);
});
