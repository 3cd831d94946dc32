import { createHash } from 'node:crypto';
import { open } from 'node:fs/promises';
import { strFromU8, strToU8, Unzip, UnzipInflate, Zip, ZipDeflate } from 'fflate';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import {
  appliedMigrations,
  countRows,
  insertLines,
  listTables,
  readTableLines,
  resetIdentities,
  type Executor,
  type TableInfo,
} from './database-tables';

/**
 * One archive of everything an installation keeps (decision 040): a zip
 * with every table as JSON lines and a manifest with a SHA-256 per table. Photos and other
 * pictures live in the database today (`images`), so the tables are everything; a file store
 * would add its files beside them, each with its checksum.
 */
export const BACKUP_FORMAT = 'kinwell-backup';
export const BACKUP_VERSION = 1;
const MANIFEST = 'manifest.json';

const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  createdAt: z.string(),
  kinwellVersion: z.string(),
  database: z.enum(['pglite', 'postgres']),
  /** The migrations the database had run, oldest first: a restore needs exactly these. */
  migrations: z.array(z.string()),
  tables: z.array(
    z.object({ name: z.string(), file: z.string(), rows: z.number().int(), sha256: z.string() }),
  ),
  files: z.array(z.object({ name: z.string(), bytes: z.number().int(), sha256: z.string() })),
});
export type BackupManifest = z.infer<typeof manifestSchema>;

/** A backup or restore that cannot go ahead: the message is for the operator. */
export class BackupError extends Error {}

const tableFile = (name: string) => `tables/${name}.jsonl`;

/**
 * Writes the whole database to `path` as one archive. The tables are read in one repeatable-read
 * transaction, so the archive is one moment of the database even while Kinwell keeps running on
 * a PostgreSQL server.
 */
export async function writeBackup(options: {
  db: Database;
  databaseKind: 'pglite' | 'postgres';
  path: string;
  kinwellVersion: string;
  at: Date;
}): Promise<BackupManifest> {
  const output = await open(options.path, 'w');
  const pending: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else pending.push(chunk);
  });
  const flush = async () => {
    if (failure) throw failure;
    while (pending.length) await output.write(pending.shift() as Uint8Array);
  };
  try {
    const manifest = await options.db.transaction(
      async (tx) => {
        await tx.execute(sql`set local time zone 'UTC'`);
        const tables = await listTables(tx);
        const entries: BackupManifest['tables'] = [];
        for (const table of tables) {
          const file = new ZipDeflate(tableFile(table.name), { level: 6 });
          zip.add(file);
          const hash = createHash('sha256');
          let rows = 0;
          await readTableLines(tx, table, async (lines) => {
            const bytes = strToU8(lines.map((line) => `${line}\n`).join(''));
            hash.update(bytes);
            rows += lines.length;
            file.push(bytes);
            await flush();
          });
          file.push(new Uint8Array(0), true);
          await flush();
          entries.push({
            name: table.name,
            file: tableFile(table.name),
            rows,
            sha256: hash.digest('hex'),
          });
        }
        return {
          format: BACKUP_FORMAT,
          version: BACKUP_VERSION,
          createdAt: options.at.toISOString(),
          kinwellVersion: options.kinwellVersion,
          database: options.databaseKind,
          migrations: await appliedMigrations(tx),
          tables: entries,
          files: [],
        } satisfies BackupManifest;
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    const manifestFile = new ZipDeflate(MANIFEST, { level: 6 });
    zip.add(manifestFile);
    manifestFile.push(strToU8(`${JSON.stringify(manifest, null, 2)}\n`), true);
    zip.end();
    await flush();
    return manifest;
  } finally {
    await output.close();
  }
}

const CHUNK_BYTES = 1 << 20;

/** Streams the archive's bytes through fflate's unzipper; `onFile` decides which files to read. */
async function readArchive(
  path: string,
  onFile: (name: string) => ((data: Uint8Array, final: boolean) => void) | undefined,
  afterChunk: () => Promise<void> = async () => undefined,
): Promise<void> {
  const input = await open(path, 'r');
  let failure: Error | null = null;
  const unzip = new Unzip((file) => {
    const onData = onFile(file.name);
    if (!onData) return;
    file.ondata = (error, data, final) => {
      if (error) failure = error;
      else onData(data, final);
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    const buffer = new Uint8Array(CHUNK_BYTES);
    for (;;) {
      const { bytesRead } = await input.read(buffer, 0, CHUNK_BYTES, null);
      unzip.push(buffer.slice(0, bytesRead), bytesRead === 0);
      if (failure) throw new BackupError(`The archive is damaged: ${(failure as Error).message}`);
      await afterChunk();
      if (bytesRead === 0) break;
    }
  } finally {
    await input.close();
  }
}

/** The archive's manifest, checked; a file that is not a Kinwell backup is refused. */
export async function readManifest(path: string): Promise<BackupManifest> {
  const parts: Uint8Array[] = [];
  try {
    await readArchive(path, (name) =>
      name === MANIFEST ? (data) => void parts.push(data) : undefined,
    );
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${path} is not a Kinwell backup (${(error as Error).message}).`);
  }
  if (parts.length === 0) throw new BackupError(`${path} is not a Kinwell backup: no manifest.`);
  const text = strFromU8(Buffer.concat(parts));
  const parsed = manifestSchema.safeParse(JSON.parse(text));
  if (!parsed.success) {
    throw new BackupError(`${path} is not a Kinwell backup this version can read.`);
  }
  return parsed.data;
}

/**
 * The checksum of each table as the database holds it now, computed exactly as a backup does:
 * a restore compares these with the manifest before it commits.
 */
export async function tableChecksums(
  tx: Executor,
  tables: TableInfo[],
): Promise<Record<string, string>> {
  const sums: Record<string, string> = {};
  for (const table of tables) {
    const hash = createHash('sha256');
    await readTableLines(tx, table, (lines) => {
      hash.update(strToU8(lines.map((line) => `${line}\n`).join('')));
    });
    sums[table.name] = hash.digest('hex');
  }
  return sums;
}

const INSERT_BATCH = 500;

/**
 * Brings an archive back into this database, in one transaction: nothing is written unless every
 * table came in and reads back with the checksum the manifest holds. The database must already
 * have run the same migrations as the one backed up, and be empty, unless `replace` is set, in
 * which case everything it holds is removed first.
 */
export async function restoreBackup(options: {
  db: Database;
  path: string;
  replace?: boolean;
}): Promise<{ manifest: BackupManifest; rows: number }> {
  const { db, path } = options;
  const manifest = await readManifest(path);
  const migrations = await appliedMigrations(db);
  if (JSON.stringify(migrations) !== JSON.stringify(manifest.migrations)) {
    throw new BackupError(
      `This backup was made by Kinwell ${manifest.kinwellVersion} with ${manifest.migrations.length} ` +
        `database migrations; this installation has ${migrations.length}. Restore it with the ` +
        `version that made it, then upgrade.`,
    );
  }
  let rows = 0;
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local time zone 'UTC'`);
    const tables = await listTables(tx);
    const byName = new Map(tables.map((table) => [table.name, table]));
    const inArchive = new Map(manifest.tables.map((entry) => [entry.file, entry]));
    const unknown = manifest.tables.filter((entry) => !byName.has(entry.name));
    if (unknown.length) {
      throw new BackupError(
        `This installation has no table ${unknown.map((e) => e.name).join(', ')}.`,
      );
    }
    const counts = await countRows(tx, tables);
    const holding = Object.entries(counts).filter(([, n]) => n > 0);
    if (holding.length && !options.replace) {
      throw new BackupError(
        `This installation is not empty (${holding.map(([name, n]) => `${name}: ${n}`).join(', ')}). ` +
          `Restore into an empty one, or add --replace to remove everything it holds first.`,
      );
    }
    if (holding.length) {
      await tx.execute(sql.raw(`truncate ${tables.map((t) => `"${t.name}"`).join(', ')}`));
    }

    // Files come in the archive's order, which is parents first (the backup wrote them so). One
    // chunk of the archive may end one table and begin the next: they wait in order.
    interface Incoming {
      table: TableInfo;
      expected: BackupManifest['tables'][number];
      hash: ReturnType<typeof createHash>;
      decoder: TextDecoder;
      rest: string;
      lines: string[];
      done: boolean;
      rows: number;
    }
    const queue: Incoming[] = [];
    const seen = new Set<string>();
    const insertReady = async () => {
      while (queue.length) {
        const incoming = queue[0] as Incoming;
        const { table, expected } = incoming;
        const batch = table.selfReferencing ? Number.POSITIVE_INFINITY : INSERT_BATCH;
        while (incoming.lines.length >= batch || (incoming.done && incoming.lines.length)) {
          const lines = incoming.lines.splice(0, Math.min(batch, incoming.lines.length));
          await insertLines(tx, table, lines);
          incoming.rows += lines.length;
        }
        if (!incoming.done) return;
        if (incoming.hash.digest('hex') !== expected.sha256 || incoming.rows !== expected.rows) {
          throw new BackupError(
            `The archive's ${expected.name} table does not match its checksum.`,
          );
        }
        await resetIdentities(tx, table);
        rows += incoming.rows;
        queue.shift();
      }
    };
    await readArchive(
      path,
      (name) => {
        const expected = inArchive.get(name);
        if (!expected) return undefined;
        seen.add(expected.name);
        const incoming: Incoming = {
          table: byName.get(expected.name) as TableInfo,
          expected,
          hash: createHash('sha256'),
          decoder: new TextDecoder(),
          rest: '',
          lines: [],
          done: false,
          rows: 0,
        };
        queue.push(incoming);
        return (data, final) => {
          incoming.hash.update(data);
          const text = incoming.rest + incoming.decoder.decode(data, { stream: !final });
          const parts = text.split('\n');
          incoming.rest = parts.pop() ?? '';
          incoming.lines.push(...parts);
          if (final) incoming.done = true;
        };
      },
      insertReady,
    );
    const missing = manifest.tables.filter((entry) => !seen.has(entry.name));
    if (missing.length) {
      throw new BackupError(`The archive lacks ${missing.map((e) => e.file).join(', ')}.`);
    }
    // Read every table back the way a backup does: the same bytes, or nothing is kept.
    const sums = await tableChecksums(tx, tables);
    for (const entry of manifest.tables) {
      if (sums[entry.name] !== entry.sha256) {
        throw new BackupError(
          `The ${entry.name} table did not come back exactly; nothing was restored.`,
        );
      }
    }
  });
  return { manifest, rows };
}
