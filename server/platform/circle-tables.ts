import { getTableName } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import type { CircleTable, KinwellModule } from './module';

/**
 * Every module's circle tables, parents before the tables that reference them (an import inserts
 * in this order), otherwise in module order. Fails loudly on a duplicate.
 */
export function circleTablesOf(modules: readonly KinwellModule[]): CircleTable[] {
  const all = modules.flatMap((module) => module.circleTables ?? []);
  const byName = new Map<string, CircleTable>();
  for (const spec of all) {
    const name = getTableName(spec.table);
    if (byName.has(name)) throw new Error(`Two modules export the table ${name}`);
    byName.set(name, spec);
  }
  const parentsOf = (spec: CircleTable) =>
    getTableConfig(spec.table)
      .foreignKeys.map((key) => getTableName(key.reference().foreignTable))
      .filter((name) => name !== getTableName(spec.table) && byName.has(name));
  const ordered: CircleTable[] = [];
  const placed = new Set<string>();
  const place = (spec: CircleTable, path: Set<string>) => {
    const name = getTableName(spec.table);
    if (placed.has(name)) return;
    if (path.has(name))
      throw new Error(`The circle tables reference each other in a loop: ${name}`);
    path.add(name);
    for (const parent of parentsOf(spec)) place(byName.get(parent)!, path);
    placed.add(name);
    ordered.push(spec);
  };
  for (const spec of all) place(spec, new Set());
  return ordered;
}
