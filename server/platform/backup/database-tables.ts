import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** Something that runs SQL: the database or a transaction of it. */
export type Executor = Pick<Database, 'execute'>;

export interface TableInfo {
  name: string;
  /** Columns an INSERT may set (generated columns are left out), in table order. */
  columns: string[];
  /** The primary key's columns, in key order; empty when the table has none. */
  primaryKey: string[];
  /** Identity columns: an INSERT that sets them needs OVERRIDING SYSTEM VALUE. */
  identityColumns: string[];
  /** Tables this one references (not itself). */
  references: string[];
  /** Whether a row may reference another row of the same table (its rows go in one statement). */
  selfReferencing: boolean;
}

type Rows<T> = { rows: T[] } | T[];
const rowsOf = <T>(result: Rows<T>): T[] => (Array.isArray(result) ? result : result.rows);

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Every table of the `public` schema with what a backup and a restore need to know, read from
 * PostgreSQL's catalogue, so a table a module adds is backed up without anyone listing it. The
 * migrations' own bookkeeping lives in the `drizzle` schema and is not data: a restore runs the
 * migrations itself.
 */
export async function listTables(db: Executor): Promise<TableInfo[]> {
  const columns = rowsOf(
    (await db.execute(sql`
      select c.relname as "table", a.attname as "column", a.attgenerated as "generated",
             a.attidentity as "identity"
      from pg_attribute a
      join pg_class c on c.oid = a.attrelid
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
      order by c.relname, a.attnum`)) as Rows<{
      table: string;
      column: string;
      generated: string;
      identity: string;
    }>,
  );
  const keys = rowsOf(
    (await db.execute(sql`
      select c.relname as "table", a.attname as "column", k.ord as "ord"
      from pg_constraint con
      join pg_class c on c.oid = con.conrelid
      join pg_namespace n on n.oid = c.relnamespace
      cross join lateral unnest(con.conkey) with ordinality as k(attnum, ord)
      join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
      where n.nspname = 'public' and con.contype = 'p'
      order by c.relname, k.ord`)) as Rows<{ table: string; column: string }>,
  );
  const references = rowsOf(
    (await db.execute(sql`
      select distinct c.relname as "table", f.relname as "references"
      from pg_constraint con
      join pg_class c on c.oid = con.conrelid
      join pg_class f on f.oid = con.confrelid
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and con.contype = 'f'`)) as Rows<{
      table: string;
      references: string;
    }>,
  );
  const tables = new Map<string, TableInfo>();
  const tableFor = (name: string) => {
    let table = tables.get(name);
    if (!table) {
      table = {
        name,
        columns: [],
        primaryKey: [],
        identityColumns: [],
        references: [],
        selfReferencing: false,
      };
      tables.set(name, table);
    }
    return table;
  };
  for (const row of columns) {
    const table = tableFor(row.table);
    if (row.generated === '') table.columns.push(row.column);
    if (row.identity !== '') table.identityColumns.push(row.column);
  }
  for (const row of keys) tableFor(row.table).primaryKey.push(row.column);
  for (const row of references) {
    if (row.references === row.table) tableFor(row.table).selfReferencing = true;
    else tableFor(row.table).references.push(row.references);
  }
  return parentsFirst([...tables.values()]);
}

/**
 * Tables ordered so that a table comes after every table it references (then by name), which is
 * the order a restore inserts them in. Two tables that reference each other could not be restored
 * that way: that is refused here, where a test notices it, rather than on the day of a restore.
 */
export function parentsFirst(tables: TableInfo[]): TableInfo[] {
  const byName = new Map(tables.map((table) => [table.name, table]));
  const ordered: TableInfo[] = [];
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const visit = (table: TableInfo) => {
    if (placed.has(table.name)) return;
    if (visiting.has(table.name)) {
      throw new Error(`Tables reference each other in a cycle through ${table.name}`);
    }
    visiting.add(table.name);
    for (const parent of [...table.references].sort()) {
      const parentTable = byName.get(parent);
      if (parentTable) visit(parentTable);
    }
    visiting.delete(table.name);
    placed.add(table.name);
    ordered.push(table);
  };
  for (const table of [...tables].sort((a, b) => a.name.localeCompare(b.name))) visit(table);
  return ordered;
}

/**
 * The query that reads a table as JSON lines in one stable order: by primary key, or by the whole
 * row's text for a table without one. The same query makes a backup and checks a restore, so equal
 * data gives equal bytes.
 */
export function rowsQuery(table: TableInfo): string {
  const order = table.primaryKey.length
    ? table.primaryKey.map((column) => `t.${quoteIdent(column)}`).join(', ')
    : 'row_to_json(t)::text';
  return `select row_to_json(t)::text as line from ${quoteIdent(table.name)} as t order by ${order}`;
}

const CURSOR = 'kinwell_backup_rows';

/**
 * Calls `onLines` with the table's rows as JSON text, a batch at a time, through a cursor, so a
 * large table never sits in memory. Runs inside the caller's transaction (a cursor needs one).
 */
export async function readTableLines(
  tx: Executor,
  table: TableInfo,
  onLines: (lines: string[]) => void | Promise<void>,
  batchSize = 1000,
): Promise<void> {
  await tx.execute(sql.raw(`declare ${CURSOR} no scroll cursor for ${rowsQuery(table)}`));
  try {
    for (;;) {
      const rows = rowsOf(
        (await tx.execute(sql.raw(`fetch forward ${batchSize} from ${CURSOR}`))) as Rows<{
          line: string;
        }>,
      );
      if (rows.length === 0) break;
      await onLines(rows.map((row) => row.line));
    }
  } finally {
    await tx.execute(sql.raw(`close ${CURSOR}`));
  }
}

/** Inserts rows given as the JSON `row_to_json` wrote; PostgreSQL itself turns them back into values. */
export async function insertLines(tx: Executor, table: TableInfo, lines: string[]): Promise<void> {
  if (lines.length === 0) return;
  const columns = table.columns.map(quoteIdent).join(', ');
  const overriding = table.identityColumns.length ? ' overriding system value' : '';
  const insert = sql.raw(
    `insert into ${quoteIdent(table.name)} (${columns})${overriding} select ${columns} ` +
      `from json_populate_recordset(null::${quoteIdent(table.name)}, `,
  );
  await tx.execute(sql`${insert}${`[${lines.join(',')}]`}::json)`);
}

/** After rows came in with their own ids, identity columns continue after the highest one. */
export async function resetIdentities(tx: Executor, table: TableInfo): Promise<void> {
  const name = quoteIdent(table.name);
  for (const column of table.identityColumns) {
    const highest = sql.raw(`coalesce((select max(${quoteIdent(column)}) from ${name}), 0) + 1`);
    await tx.execute(
      sql`select setval(pg_get_serial_sequence(${name}, ${column}), ${highest}, false)`,
    );
  }
}

/** How many rows each table holds. */
export async function countRows(
  db: Executor,
  tables: TableInfo[],
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = rowsOf(
      (await db.execute(
        sql.raw(`select count(*)::int as n from ${quoteIdent(table.name)}`),
      )) as Rows<{ n: number }>,
    );
    counts[table.name] = Number(row?.n ?? 0);
  }
  return counts;
}

/** The migrations this database has run, oldest first (drizzle's own bookkeeping). */
export async function appliedMigrations(db: Executor): Promise<string[]> {
  const rows = rowsOf(
    (await db.execute(
      sql`select hash from drizzle.__drizzle_migrations order by created_at, id`,
    )) as Rows<{ hash: string }>,
  );
  return rows.map((row) => row.hash);
}
