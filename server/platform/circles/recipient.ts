import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { careRecipients } from './circles.schema';
import { notFound } from '../../lib/errors';

/** The person the circle cares for: every circle has exactly one, made with the circle. */
export type RecipientRow = typeof careRecipients.$inferSelect;

/** The circle's recipient row (name, time zone, profile); features read the time zone from here. */
export async function findRecipient(db: Database, circleId: string): Promise<RecipientRow> {
  const [row] = await db
    .select()
    .from(careRecipients)
    .where(eq(careRecipients.circleId, circleId))
    .limit(1);
  if (!row) throw notFound('We could not find this care circle.');
  return row;
}
