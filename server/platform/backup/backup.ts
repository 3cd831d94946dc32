import { createHash } from 'node:crypto';
import { open } from 'node:fs/promises';
import { strFromU8, strToU8, Unzip, UnzipInflate, Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import type { FileStore } from '../files/file-store';
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
 * One archive of everything an installation keeps (decisions 040 and 047): a zip with every
 * table as JSON lines, every file of the file store (photos, pictures) under `files/<key>`, and a
 * manifest with a SHA-256 per table and per file.
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
const storeFile = (key: string) => `files/${key}`;

/**
 * Writes the whole database and every file of the store to `path` as one archive. The tables are
 * read in one repeatable-read transaction, so the archive is one moment of the database even
 * while Kinwell keeps running on a PostgreSQL server; the files are read after the tables, within
 * it, so every file a row names is there (files saved since are there too, and harmless). Files
 * stream through one at a time: nothing is held whole in memory.
 */
export async function writeBackup(options: {
  db: Database;
  files: FileStore;
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
        const files = await writeStoreFiles(options.files, zip, flush);
        return {
          format: BACKUP_FORMAT,
          version: BACKUP_VERSION,
          createdAt: options.at.toISOString(),
          kinwellVersion: options.kinwellVersion,
          database: options.databaseKind,
          migrations: await appliedMigrations(tx),
          tables: entries,
          files,
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

/** Every file of the store into the archive, as it is (pictures are compressed already). */
async function writeStoreFiles(
  store: FileStore,
  zip: Zip,
  flush: () => Promise<void>,
): Promise<BackupManifest['files']> {
  const keys: string[] = [];
  for await (const key of store.list()) keys.push(key);
  keys.sort();
  const entries: BackupManifest['files'] = [];
  for (const key of keys) {
    const file = await store.read(key);
    if (!file) continue; // Removed since it was listed: no row names it.
    const entry = new ZipPassThrough(storeFile(key));
    zip.add(entry);
    const hash = createHash('sha256');
    let bytes = 0;
    for await (const chunk of file.body) {
      const data = chunk as Uint8Array;
      hash.update(data);
      bytes += data.byteLength;
      entry.push(data);
      await flush();
    }
    entry.push(new Uint8Array(0), true);
    await flush();
    entries.push({ name: key, bytes, sha256: hash.digest('hex') });
  }
  return entries;
}

/** The SHA-256 and size of a file as the store holds it now. */
async function storedChecksum(
  store: FileStore,
  key: string,
): Promise<{ sha256: string; bytes: number } | undefined> {
  const file = await store.read(key);
  if (!file) return undefined;
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of file.body) {
    hash.update(chunk as Uint8Array);
    bytes += (chunk as Uint8Array).byteLength;
  }
  return { sha256: hash.digest('hex'), bytes };
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
  /** Where the archive's files go back. */
  files: FileStore;
  path: string;
  replace?: boolean;
}): Promise<{ manifest: BackupManifest; rows: number }> {
  const { db, path, files: store } = options;
  const manifest = await readManifest(path);
  const migrations = await appliedMigrations(db);
  if (JSON.stringify(migrations) !== JSON.stringify(manifest.migrations)) {
    throw new BackupError(
      `This backup was made by Kinwell ${manifest.kinwellVersion} with ${manifest.migrations.length} ` +
        `database migrations; this installation has ${migrations.length}. Restore it with the ` +
        `version that made it, then upgrade.`,
    );
  }
  const existing = new Set<string>();
  for await (const key of store.list()) existing.add(key);
  const put = new Set<string>();
  let rows = 0;
  try {
    await restoreInto(options.replace === true);
  } catch (error) {
    // Nothing was restored: files that were not there before go again.
    for (const key of put) if (!existing.has(key)) await store.delete(key).catch(() => undefined);
    throw error;
  }
  // With --replace, files the archive does not hold go, as the rows naming them did.
  const kept = new Set(manifest.files.map((file) => file.name));
  for (const key of existing) if (!kept.has(key)) await store.delete(key);
  return { manifest, rows };

  async function restoreInto(isReplacing: boolean) {
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
      if (holding.length && !isReplacing) {
        throw new BackupError(
          `This installation is not empty (${holding.map(([name, n]) => `${name}: ${n}`).join(', ')}). ` +
            `Restore into an empty one, or add --replace to remove everything it holds first.`,
        );
      }
      if (existing.size > 0 && !isReplacing) {
        throw new BackupError(
          `The file store is not empty (${existing.size} file${existing.size === 1 ? '' : 's'}). ` +
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
      // A file of the store arrives whole (one at a time) before it goes back into the store.
      const fileEntries = new Map(manifest.files.map((entry) => [storeFile(entry.name), entry]));
      const arrived: { entry: BackupManifest['files'][number]; parts: Uint8Array[] }[] = [];
      const filesSeen = new Set<string>();
      const putArrived = async () => {
        while (arrived.length) {
          const { entry, parts } = arrived.shift() as (typeof arrived)[number];
          const bytes = Buffer.concat(parts);
          const sha256 = createHash('sha256').update(bytes).digest('hex');
          if (sha256 !== entry.sha256 || bytes.length !== entry.bytes) {
            throw new BackupError(`The archive's file ${entry.name} does not match its checksum.`);
          }
          put.add(entry.name);
          await store.put(entry.name, bytes);
        }
      };
      const insertReady = async () => {
        await putArrived();
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
          const file = fileEntries.get(name);
          if (file) {
            filesSeen.add(file.name);
            const parts: Uint8Array[] = [];
            return (data, final) => {
              parts.push(data);
              if (final) arrived.push({ entry: file, parts });
            };
          }
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
      await putArrived();
      const missing = [
        ...manifest.tables.filter((entry) => !seen.has(entry.name)).map((entry) => entry.file),
        ...manifest.files
          .filter((entry) => !filesSeen.has(entry.name))
          .map((e) => storeFile(e.name)),
      ];
      if (missing.length) {
        throw new BackupError(`The archive lacks ${missing.join(', ')}.`);
      }
      // Read every file back from the store, as the tables below: the same bytes, or nothing is kept.
      for (const entry of manifest.files) {
        const now = await storedChecksum(store, entry.name);
        if (now?.sha256 !== entry.sha256 || now.bytes !== entry.bytes) {
          throw new BackupError(
            `The file ${entry.name} did not come back exactly; nothing was restored.`,
          );
        }
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
  }
}
