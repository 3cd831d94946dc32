import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client';

/** Rows per statement: one JSON parameter, far below any limit, and a few megabytes at most. */
const ROWS_PER_STATEMENT = 5000;

type Rows<T> = { rows: T[] } | T[];

/**
 * Inserts many rows of a table as one JSON parameter per statement, which PostgreSQL unpacks with
 * `json_populate_recordset`. A multi-row INSERT through the query builder binds one parameter per
 * value, and building those costs more than the insert itself when a sweep writes thousands of
 * rows (decision 012's reminder bursts). Every row must set the same columns; a column none sets
 * takes its default. Values go through JSON: text, numbers, booleans, time stamps (as ISO text)
 * and JSON columns, not binary data.
 *
 * `onConflict` is the statement's conflict clause (`sql\`on conflict do nothing\``); `returning`
 * names the properties to read back from the inserted rows.
 */
export async function insertJsonRows<T extends PgTable, K extends keyof T['$inferSelect'] & string>(
  tx: Pick<Database, 'execute'>,
  table: T,
  rows: readonly T['$inferInsert'][],
  options: { onConflict?: SQL; returning?: readonly K[] } = {},
): Promise<Pick<T['$inferSelect'], K>[]> {
  const first = rows[0];
  if (!first) return [];
  const columns = getTableColumns(table);
  const keys = Object.keys(first).filter((key) => key in columns);
  const names = keys.map((key) => (columns[key] as { name: string }).name);
  const list = sql.raw(names.map((name) => `"${name}"`).join(', '));
  const returning = options.returning?.length
    ? sql.raw(
        ` returning ${options.returning
          .map((key) => `"${(columns[key] as { name: string }).name}" as "${key}"`)
          .join(', ')}`,
      )
    : sql``;
  const out: Pick<T['$inferSelect'], K>[] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const json = JSON.stringify(
      rows.slice(start, start + ROWS_PER_STATEMENT).map((row) => {
        const record: Record<string, unknown> = {};
        keys.forEach((key, index) => {
          record[names[index] as string] = (row as Record<string, unknown>)[key] ?? null;
        });
        return record;
      }),
    );
    const result = (await tx.execute(
      sql`insert into ${table} (${list}) select ${list} from json_populate_recordset(null::${table}, ${json}::json) ${options.onConflict ?? sql``}${returning}`,
    )) as Rows<Pick<T['$inferSelect'], K>>;
    out.push(...(Array.isArray(result) ? result : result.rows));
  }
  return out;
}
