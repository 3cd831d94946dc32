import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  bigint,
} from 'drizzle-orm/pg-core';
import { at } from '../../db/columns';

/**
 * Raw speed samples as browsers sent them (decision 044): no account, no circle, no address; the
 * route pattern only. Kept for VITALS_RETENTION_DAYS, then only the daily figures remain.
 */
export const vitalsSamples = pgTable(
  'vitals_samples',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    receivedAt: at('received_at').notNull(),
    route: text('route').notNull(),
    name: text('name').notNull(),
    value: doublePrecision('value').notNull(),
    device: text('device').notNull(),
    connection: text('connection').notNull(),
    isSignedIn: boolean('is_signed_in').notNull(),
  },
  (t) => [index('vitals_samples_received_at_idx').on(t.receivedAt)],
);

/**
 * Per UTC day, route pattern (or `*` for every route together) and measure: the percentiles the
 * system page shows. Remade from the raw samples by the `vitals-aggregate` job.
 */
export const vitalsDaily = pgTable(
  'vitals_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    route: text('route').notNull(),
    name: text('name').notNull(),
    p50: doublePrecision('p50').notNull(),
    p75: doublePrecision('p75').notNull(),
    p95: doublePrecision('p95').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.route, t.name] })],
);
