import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { findProjectRoot } from '../lib/project-root';

/** Every `*.schema.ts` under server/ (the files drizzle-kit reads), relative to the project. */
export function schemaFiles(): string[] {
  const root = findProjectRoot();
  return readdirSync(path.join(root, 'server'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.schema.ts'))
    .map((file) => path.join('server', file))
    .sort();
}

/** Every table declared in any module's schema file, with the file that declares it. */
export async function schemaTables(): Promise<{ file: string; table: PgTable }[]> {
  const root = findProjectRoot();
  const found: { file: string; table: PgTable }[] = [];
  for (const file of schemaFiles()) {
    const exports = (await import(pathToFileURL(path.join(root, file)).href)) as Record<
      string,
      unknown
    >;
    for (const value of Object.values(exports))
      if (is(value, PgTable)) found.push({ file, table: value });
  }
  return found;
}
