import { and, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';

/** A table whose rows each belong to one care circle and are found by their own id. */
type CircleRowsTable = PgTable & { id: AnyPgColumn; circleId: AnyPgColumn };

/**
 * Deletes the row `id` of circle `circleId` and answers it as it was. Another circle's row is as
 * missing as one that never was: both fail with 404 `notFoundMessage`.
 */
export async function deleteCircleRow<T extends CircleRowsTable>(
  tx: Database,
  table: T,
  where: { circleId: string; id: string },
  notFoundMessage: string,
): Promise<T['$inferSelect']> {
  const [row] = await tx
    .delete(table)
    .where(and(eq(table.id, where.id), eq(table.circleId, where.circleId)))
    .returning();
  if (!row) throw notFound(notFoundMessage);
  return row;
}
