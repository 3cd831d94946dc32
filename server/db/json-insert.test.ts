import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, expect, it, inject } from 'vitest';
import { openTestDatabase } from '../test/test-database';
import type { DatabaseHandle } from './client';
import { insertJsonRows } from './json-insert';

const probes = pgTable('json_insert_probes', {
  id: uuid('id').primaryKey().defaultRandom(),
  label: text('label').notNull(),
  note: text('note'),
  count: integer('count').notNull().default(7),
  isUrgent: boolean('is_urgent').notNull(),
  payload: jsonb('payload'),
  happenedAt: timestamp('happened_at', { withTimezone: true }).notNull(),
});

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase(inject('dbTemplate'));
  await database.db.execute(sql`
    create table json_insert_probes (
      id uuid primary key default gen_random_uuid(),
      label text not null unique,
      note text,
      count integer not null default 7,
      is_urgent boolean not null,
      payload jsonb,
      happened_at timestamptz not null
    )`);
});
afterAll(() => database.close());

it('inserts thousands of rows with every value as it was, defaults for unset columns', async () => {
  const at = new Date('2026-03-29T01:30:00.123Z');
  const rows = Array.from({ length: 12_000 }, (_, i) => ({
    label: `row ${i}`,
    note: i === 0 ? 'Quotes " and \' and \\ and “Rosa’s” 😊 ñ' : null,
    isUrgent: i % 2 === 0,
    payload: i === 0 ? { title: 'Time for the 8 am dose', tags: ['a', 1, null] } : null,
    happenedAt: new Date(at.getTime() + i),
  }));
  const returned = await insertJsonRows(database.db, probes, rows, { returning: ['id', 'label'] });
  expect(returned).toHaveLength(12_000);
  expect(returned[0]?.label).toBe('row 0');

  const [first] = await database.db
    .select()
    .from(probes)
    .where(sql`${probes.label} = 'row 0'`);
  expect(first).toMatchObject({
    note: 'Quotes " and \' and \\ and “Rosa’s” 😊 ñ',
    count: 7,
    isUrgent: true,
    payload: { title: 'Time for the 8 am dose', tags: ['a', 1, null] },
  });
  expect(first?.happenedAt.toISOString()).toBe('2026-03-29T01:30:00.123Z');
});

it('applies the conflict clause and returns only what was inserted', async () => {
  const again = await insertJsonRows(
    database.db,
    probes,
    [
      { label: 'row 1', isUrgent: true, happenedAt: new Date() },
      { label: 'new one', isUrgent: false, happenedAt: new Date() },
    ],
    { onConflict: sql`on conflict (label) do nothing`, returning: ['label'] },
  );
  expect(again).toEqual([{ label: 'new one' }]);
  expect(await insertJsonRows(database.db, probes, [])).toEqual([]);
});
