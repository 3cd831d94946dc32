import { and, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { AuditActionOf } from '../../platform/audit/audit-actions';
import type { CircleActor } from '../../platform/circles/circles.policy';
import { publishEvent } from '../../platform/notifications/event-bus';
import { memoryAudit } from './memory.audit';
import { assertMayChange } from './memory.policy';

type MemoryAction = AuditActionOf<typeof memoryAudit>;
type Step = 'added' | 'changed' | 'removed';
type PrefixOf<Action, S extends Step> = Action extends `${infer P}_${S}` ? P : never;
/** An audit prefix with all three steps, e.g. `memory.person` for `memory.person_added`. */
type ItemActions = PrefixOf<MemoryAction, 'added'> &
  PrefixOf<MemoryAction, 'changed'> &
  PrefixOf<MemoryAction, 'removed'>;

/** The columns every memory item's table has: its id, its circle and who added it. */
type MemoryItemTable = PgTable & { id: AnyPgColumn; circleId: AnyPgColumn };

/** What a kind's own form sets on a new item; the circle, who added it and when are set here. */
type ItemValues<Table extends MemoryItemTable> = Omit<
  Table['$inferInsert'],
  'id' | 'circleId' | 'addedByUserId' | 'createdAt' | 'updatedAt'
>;

/** Lists the fields whose values differ, for the audit log (never the values themselves). */
export const changedFields = (fields: readonly string[]): string =>
  fields.length ? fields.join(', ') : 'nothing changed';

/**
 * A kind of memory item that a circle keeps and whoever added it, or a caregiver, changes or
 * removes (a person in the photos, an album, a book, a song, a trigger): finding one of the
 * circle's (another circle's id answers 404), checking who may change it, recording each step in
 * the audit log with the event the circle's screens follow, and removing it. Adding, changing and
 * presenting stay the kind's own.
 */
export function defineMemoryItem<Table extends MemoryItemTable>(kind: {
  table: Table;
  notFound: string;
  /** Who may change it, said to someone who may not; the song's words when not given. */
  notYours?: string;
  /** The audit actions' prefix: `<audit>_added`, `_changed`, `_removed`. */
  audit: ItemActions;
  /** The audit subject's prefix: `<subject>:<id>`. */
  subject: string;
  /** The event the circle's screens follow to refresh; none for a kind without one. */
  changedEvent?: string;
}) {
  const { table } = kind;
  // Read as any table: drizzle cannot tell a generic table from a subquery when selecting.
  const source: PgTable = table;
  type Row = Table['$inferSelect'] & { addedByUserId: string | null };

  async function find(db: Database, circleId: string, id: string): Promise<Row> {
    const [row] = await db
      .select()
      .from(source)
      .where(and(eq(table.circleId, circleId), eq(table.id, id)))
      .limit(1);
    if (!row) throw notFound(kind.notFound);
    return row as Row;
  }

  /** The item, if this person may change it. */
  async function findChangeable(db: Database, actor: CircleActor, id: string): Promise<Row> {
    const row = await find(db, actor.circleId, id);
    assertMayChange(actor, row, kind.notYours);
    return row;
  }

  /** Records a step in the audit log and tells the circle's screens. */
  async function recorded(
    tx: Database,
    step: { actor: CircleActor; step: Step; id: string; at: Date; detail?: string },
  ): Promise<void> {
    const { actor, id, at, detail } = step;
    const action = `${kind.audit}_${step.step}` as MemoryAction;
    await memoryAudit.record(tx, { actor, action, subject: `${kind.subject}:${id}`, detail, at });
    if (kind.changedEvent) {
      await publishEvent(tx, { type: kind.changedEvent, circleId: actor.circleId });
    }
  }

  /** Adds an item to the actor's circle as theirs, recorded; answers its id. */
  async function insert(
    tx: Database,
    added: { actor: CircleActor; values: ItemValues<Table>; at: Date; detail?: string },
  ): Promise<string> {
    const { actor, values, at, detail } = added;
    const owned = { circleId: actor.circleId, addedByUserId: actor.user.id };
    const [row] = await tx
      .insert(source)
      .values({ ...owned, ...values, createdAt: at, updatedAt: at })
      .returning({ id: table.id });
    const id = String(row!.id);
    await recorded(tx, { actor, step: 'added', id, at, detail });
    return id;
  }

  /** Removes the item for good, if this person may. */
  async function remove(options: { db: Database; actor: CircleActor; id: string; at: Date }) {
    const { db, actor, id, at } = options;
    await db.transaction(async (tx) => {
      await findChangeable(tx, actor, id);
      await tx.delete(table).where(eq(table.id, id));
      await recorded(tx, { actor, step: 'removed', id, at });
    });
  }

  return { find, findChangeable, insert, recorded, remove };
}
