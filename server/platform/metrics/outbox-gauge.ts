import { count } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import type { PlatformMetrics } from './metrics';

/**
 * A gauge of an outbox's rows by status, counted in the database when Prometheus scrapes, so every
 * instance reports the same depth (the outbox is shared).
 */
export function outboxGauge(options: {
  metrics: PlatformMetrics;
  db: Database;
  name: string;
  help: string;
  table: PgTable;
  status: PgColumn;
  statuses: readonly string[];
}): void {
  const { db, table, status, statuses } = options;
  options.metrics.gauge({
    name: options.name,
    help: options.help,
    labelNames: ['status'],
    async collect() {
      const rows = await db.select({ status, count: count() }).from(table).groupBy(status);
      const counts = new Map(rows.map((row) => [String(row.status), Number(row.count)]));
      for (const name of statuses) this.set({ status: name }, counts.get(name) ?? 0);
    },
  });
}
