import { randomBytes } from 'node:crypto';
import { getTableColumns, inArray } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { strFromU8, strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import {
  archiveStorageFullMessage,
  DEFAULT_CIRCLE_STORAGE_QUOTA_BYTES,
  STORAGE_FULL_CODE,
} from '../../../shared/memory-storage';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import { users } from '../../platform/auth/auth.schema';
import { makeToken } from '../../platform/tokens/tokens.service';
import type { CircleTable } from '../../platform/module';
import { assertFileKey, readWholeFile, type FileStore } from '../../platform/files/file-store';
import { toCsv } from '../../lib/csv';

export const ARCHIVE_FORMAT = 'kinwell-circle-export';
export const ARCHIVE_VERSION = 1;
const MANIFEST = 'kinwell-export.json';

type Row = Record<string, unknown>;

interface Manifest {
  format: typeof ARCHIVE_FORMAT;
  version: number;
  exportedAt: string;
  circleId: string;
  tables: Record<string, Row[]>;
}

const README = `This archive holds everything your Kinwell care circle keeps.

kinwell-export.json   every table, in one file (the format Kinwell can import again)
tables/*.csv          the same tables, one spreadsheet each
files/                pictures, named by the id in the tables; the family's photos (and
                      their thumbnails, .jpg) and recordings (.webm, .m4a, .mp3…) under
                      files/circles/, by circle and id

Dates and times are in UTC (ISO 8601). Passwords are never exported.
The CSV files are UTF-8 (with a byte-order mark, so spreadsheets show accents and every
alphabet). Text a spreadsheet would run as a formula (starting with = or @, or with + or -
followed by a function, a cell reference or a sum) has an apostrophe in front, so that a
spreadsheet shows it instead of running it; the JSON file has every value exactly.
`;

const extensionFor = (contentType: unknown) =>
  contentType === 'image/jpeg' ? 'jpg' : contentType === 'image/png' ? 'png' : 'bin';

/** Where the export puts a stored file of a row: `files/<key>.<extension>`. */
function archivedPath(spec: CircleTable, row: Row, key: string): string {
  const extension = spec.storedFileExtension?.(row);
  return extension ? `files/${key}.${extension}` : `files/${key}`;
}

/** A stored file of a row in an archive, with or without its extension (older archives). */
const archivedFile = (
  files: Record<string, Uint8Array>,
  spec: CircleTable,
  row: Row,
  key: string,
): Uint8Array | undefined => files[archivedPath(spec, row, key)] ?? files[`files/${key}`];

const jsonValue = (value: unknown): unknown =>
  value instanceof Date ? value.toISOString() : value;

/** A row's file: its bytes column, or the file store under its key column. */
async function fileOf(spec: CircleTable, row: Row, store: FileStore): Promise<Uint8Array> {
  const inline = spec.fileColumn ? row[spec.fileColumn] : undefined;
  if (inline) return inline as Uint8Array;
  const key = spec.fileKeyColumn ? row[spec.fileKeyColumn] : undefined;
  const bytes = typeof key === 'string' ? await readWholeFile(store, key) : undefined;
  if (!bytes) throw new Error(`The file of ${spec.name} ${String(row.id)} is missing`);
  return bytes;
}

/** Every row of every circle table as a zip: JSON for machines, CSV for people, files as files. */
export async function buildCircleArchive(options: {
  db: Database;
  circleId: string;
  at: Date;
  /** Every module's circle tables, parents first (`Platform.circleTables`). */
  circleTables: readonly CircleTable[];
  /** Where the rows' files are (`Platform.files`). */
  files: FileStore;
}): Promise<{ zip: Uint8Array; counts: Record<string, number> }> {
  const { db, circleId, at } = options;
  const files: Zippable = {};
  const tables: Record<string, Row[]> = {};
  const counts: Record<string, number> = {};
  for (const spec of options.circleTables) {
    const rows = (await db.select().from(spec.table).where(spec.where(circleId))) as Row[];
    const exported: Row[] = [];
    for (const row of rows) {
      const copy: Row = {};
      for (const [key, value] of Object.entries(row)) {
        if (spec.omit?.includes(key)) continue;
        if (key === spec.fileColumn) {
          const bytes = await fileOf(spec, row, options.files);
          const path = `files/${spec.name}/${String(row.id)}.${extensionFor(row.contentType)}`;
          // Pictures are compressed already.
          files[path] = [bytes, { level: 0 }];
          copy[key] = path;
        } else {
          copy[key] = jsonValue(value);
        }
      }
      exported.push(copy);
      for (const key of spec.storedFiles?.(row) ?? []) {
        const bytes = await readWholeFile(options.files, key);
        if (!bytes) throw new Error(`The file ${key} of ${spec.name} ${String(row.id)} is missing`);
        files[archivedPath(spec, row, key)] = [bytes, { level: 0 }];
      }
    }
    tables[spec.name] = exported;
    counts[spec.name] = exported.length;
    // Every column named, so an empty table still says what it would hold.
    const columns = Object.keys(getTableColumns(spec.table)).filter(
      (key) => !spec.omit?.includes(key),
    );
    files[`tables/${spec.name}.csv`] = strToU8(toCsv(exported, columns));
  }
  const manifest: Manifest = {
    format: ARCHIVE_FORMAT,
    version: ARCHIVE_VERSION,
    exportedAt: at.toISOString(),
    circleId,
    tables,
  };
  files[MANIFEST] = strToU8(JSON.stringify(manifest, null, 2));
  files['README.txt'] = strToU8(README);
  return { zip: zipSync(files, { level: 6 }), counts };
}

/** Values for columns an archive never holds, so that imported secrets are fresh and unusable. */
const FRESH_SECRETS: Record<string, () => string> = {
  // Not an argon2 hash: no password matches it until the person sets a new one.
  passwordHash: () => `!imported:${randomBytes(16).toString('hex')}`,
  tokenHash: () => makeToken().tokenHash,
  answerTokenHash: () => makeToken().tokenHash,
};

function reviveRow(
  spec: CircleTable,
  row: Row,
  files: Record<string, Uint8Array>,
  knownUserIds: Set<string>,
  userColumns: Set<string>,
  toStore: boolean,
): Row {
  const columns = getTableColumns(spec.table);
  const revived: Row = {};
  for (const [key, column] of Object.entries(columns)) {
    if (spec.generated?.includes(key)) continue;
    let value = row[key];
    if (spec.omit?.includes(key)) {
      const fresh = FRESH_SECRETS[key];
      if (!fresh) throw new Error(`No fresh value for the omitted column ${spec.name}.${key}`);
      value = fresh();
    } else if (key === spec.fileColumn) {
      const file = files[String(value)];
      if (!file) throw new Error(`The archive is missing ${String(value)}`);
      // With a store, the file goes there (see importCircleArchive); the column stays empty.
      value = toStore && spec.fileKeyColumn ? null : Buffer.from(file);
    } else if (column.dataType === 'date' && typeof value === 'string') {
      value = new Date(value);
    }
    // A reference to someone who is no longer a member (and so not in the archive) is cleared.
    if (userColumns.has(key) && typeof value === 'string' && !knownUserIds.has(value)) {
      if (column.notNull)
        throw new Error(`${spec.name}.${key} refers to an account not in the archive`);
      value = null;
    }
    if (value !== undefined) revived[key] = value;
  }
  return revived;
}

/** The JS keys of a table's columns that reference users. */
function userReferenceKeys(table: PgTable): Set<string> {
  const columns = getTableColumns(table);
  const keyOf = new Map(Object.entries(columns).map(([key, column]) => [column.name, key]));
  const keys = new Set<string>();
  for (const fk of getTableConfig(table).foreignKeys) {
    const reference = fk.reference();
    if (reference.foreignTable !== users) continue;
    for (const column of reference.columns) {
      const key = keyOf.get(column.name);
      if (key) keys.add(key);
    }
  }
  return keys;
}

/**
 * What the archive's rows count toward the circle's storage quota (decision 060): for each row of
 * a table with `storageBytes`, what the row records or, if more, the bytes of the files the archive
 * carries for it (those are what the store would hold, whatever the row says).
 */
function archiveStorageBytes(
  manifest: Manifest,
  files: Record<string, Uint8Array>,
  circleTables: readonly CircleTable[],
): number {
  let total = 0;
  for (const spec of circleTables) {
    if (!spec.storageBytes) continue;
    for (const row of manifest.tables[spec.name] ?? []) {
      const recorded = spec.storageBytes(row);
      const carried = (spec.storedFiles?.(row) ?? []).reduce(
        (sum, key) => sum + (archivedFile(files, spec, row, key)?.length ?? 0),
        0,
      );
      total += Math.max(Number.isFinite(recorded) ? recorded : 0, carried);
    }
  }
  return total;
}

/**
 * Imports an archive made by `buildCircleArchive` into this database, in one transaction.
 * Accounts come without passwords: people set a new one before they sign in.
 */
export async function importCircleArchive(options: {
  db: Database;
  archive: Uint8Array;
  circleTables: readonly CircleTable[];
  /**
   * Where the files go. Without one, files of tables with a binary column stay in that column,
   * and the carry-over at the next start moves them into the store; an archive with files of
   * `storedFiles` tables (photos) cannot be imported without one.
   */
  files?: FileStore;
  /**
   * How much a circle may keep of memory support's photos and recordings, in bytes (decision
   * 060); `DEFAULT_CIRCLE_STORAGE_QUOTA_BYTES` (5 GB) when not given. An archive whose files
   * need more is refused (413, `storage_full`) before anything is stored: the circle is new
   * here, so its rows alone are what it would use.
   */
  quotaBytes?: number;
}): Promise<{ circleId: string; counts: Record<string, number> }> {
  const files = unzipSync(options.archive);
  const manifestFile = files[MANIFEST];
  if (!manifestFile) throw new Error(`This is not a Kinwell archive: ${MANIFEST} is missing`);
  const manifest = JSON.parse(strFromU8(manifestFile)) as Manifest;
  if (manifest.format !== ARCHIVE_FORMAT || manifest.version !== ARCHIVE_VERSION) {
    throw new Error(`Unsupported archive: ${manifest.format} version ${manifest.version}`);
  }
  const quotaBytes = options.quotaBytes ?? DEFAULT_CIRCLE_STORAGE_QUOTA_BYTES;
  const neededBytes = archiveStorageBytes(manifest, files, options.circleTables);
  if (neededBytes > quotaBytes) {
    throw new AppError(
      413,
      archiveStorageFullMessage({ neededBytes, quotaBytes }),
      {},
      STORAGE_FULL_CODE,
    );
  }
  const userRows = manifest.tables.users ?? [];
  const knownUserIds = new Set(userRows.map((row) => String(row.id)));
  const emails = userRows.map((row) => String(row.email));
  const counts: Record<string, number> = {};
  const store = options.files;
  const putKeys: string[] = [];

  try {
    await importRows();
  } catch (error) {
    // Nothing was imported: the files put for it go again.
    for (const key of putKeys) await store?.delete(key).catch(() => undefined);
    throw error;
  }
  return { circleId: manifest.circleId, counts };

  async function importRows() {
    await options.db.transaction(async (tx) => {
      if (emails.length > 0) {
        const taken = await tx
          .select({ email: users.email })
          .from(users)
          .where(inArray(users.email, emails));
        if (taken.length > 0) {
          throw new Error(
            `These accounts already exist here: ${taken.map((row) => row.email).join(', ')}`,
          );
        }
      }
      for (const spec of options.circleTables) {
        const userColumns =
          spec.table === users ? new Set<string>() : userReferenceKeys(spec.table);
        const archived = manifest.tables[spec.name] ?? [];
        const rows = archived.map((row) =>
          reviveRow(spec, row, files, knownUserIds, userColumns, store !== undefined),
        );
        if (store && spec.fileColumn && spec.fileKeyColumn) {
          const [fileColumn, keyColumn] = [spec.fileColumn, spec.fileKeyColumn];
          for (const [index, row] of archived.entries()) {
            const file = files[String(row[fileColumn])];
            const revived = rows[index] as Row;
            if (!file) continue;
            // Archives made before the file store name no key: the row gets the usual one.
            const archivedKey = row[keyColumn];
            const key =
              typeof archivedKey === 'string'
                ? archivedKey
                : `circles/${manifest.circleId}/${spec.name}/${String(row.id)}`;
            assertFileKey(key);
            if (!key.startsWith(`circles/${manifest.circleId}/`)) {
              throw new Error(`${spec.name} ${String(row.id)} names a file of another circle`);
            }
            await store.put(key, file);
            putKeys.push(key);
            revived[keyColumn] = key;
          }
        }
        if (spec.storedFiles) {
          for (const row of archived) {
            for (const key of spec.storedFiles(row)) {
              assertFileKey(key);
              if (!key.startsWith(`circles/${manifest.circleId}/`)) {
                throw new Error(`${spec.name} ${String(row.id)} names a file of another circle`);
              }
              const file = archivedFile(files, spec, row, key);
              if (!file) throw new Error(`The archive is missing ${archivedPath(spec, row, key)}`);
              if (!store) throw new Error(`${spec.name} needs a file store to import into`);
              await store.put(key, file);
              putKeys.push(key);
            }
          }
        }
        for (let start = 0; start < rows.length; start += 500) {
          await tx.insert(spec.table).values(rows.slice(start, start + 500));
        }
        counts[spec.name] = rows.length;
      }
    });
  }
}
