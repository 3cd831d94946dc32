import { and, asc, eq, max } from 'drizzle-orm';
import type { z } from 'zod';
import type { emergencyContactInputSchema } from '../../../shared/emergency';
import type { Database } from '../../db/client';
import { emergencyContacts } from './emergency.schema';
import { circleMembers } from '../../platform/circles/circles.schema';
import { badRequest, notFound } from '../../lib/errors';
import { deleteCircleRow } from '../../platform/circles/circle-rows';
import { emergencyAudit } from './emergency.audit';
import type { CircleActor } from '../../platform/circles/circles.policy';

type ContactInput = z.output<typeof emergencyContactInputSchema>;
type ContactRow = typeof emergencyContacts.$inferSelect;

export const listContacts = (db: Database, circleId: string) =>
  db
    .select()
    .from(emergencyContacts)
    .where(eq(emergencyContacts.circleId, circleId))
    .orderBy(asc(emergencyContacts.priority), asc(emergencyContacts.createdAt));

const NOT_FOUND = 'We could not find that emergency contact.';

/** A linked member must be in this circle. */
async function assertMember(tx: Database, circleId: string, userId: string | null | undefined) {
  if (!userId) return;
  const [row] = await tx
    .select({ userId: circleMembers.userId })
    .from(circleMembers)
    .where(and(eq(circleMembers.circleId, circleId), eq(circleMembers.userId, userId)));
  if (!row) throw badRequest('That person is not a member of your care circle.');
}

export async function addContact(options: {
  db: Database;
  actor: CircleActor;
  input: ContactInput;
  at: Date;
}): Promise<ContactRow> {
  const { db, actor, input, at } = options;
  return db.transaction(async (tx) => {
    await assertMember(tx, actor.circleId, input.memberUserId);
    const [last] = await tx
      .select({ priority: max(emergencyContacts.priority) })
      .from(emergencyContacts)
      .where(eq(emergencyContacts.circleId, actor.circleId));
    const [row] = await tx
      .insert(emergencyContacts)
      .values({
        circleId: actor.circleId,
        memberUserId: input.memberUserId ?? null,
        name: input.name,
        phone: input.phone,
        email: input.email ?? null,
        relationship: input.relationship,
        callFor: input.callFor ?? null,
        priority: (last?.priority ?? 0) + 1,
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    if (!row) throw new Error('Storing an emergency contact returned no row');
    await emergencyAudit.record(tx, {
      actor,
      action: 'emergency_contact.added',
      subject: `emergency_contact:${row.id}`,
      at,
    });
    return row;
  });
}

export async function updateContact(options: {
  db: Database;
  actor: CircleActor;
  id: string;
  input: ContactInput;
  at: Date;
}): Promise<ContactRow> {
  const { db, actor, id, input, at } = options;
  return db.transaction(async (tx) => {
    await assertMember(tx, actor.circleId, input.memberUserId);
    const [row] = await tx
      .update(emergencyContacts)
      .set({
        name: input.name,
        phone: input.phone,
        email: input.email ?? null,
        relationship: input.relationship,
        callFor: input.callFor ?? null,
        memberUserId: input.memberUserId ?? null,
        updatedAt: at,
      })
      .where(and(eq(emergencyContacts.id, id), eq(emergencyContacts.circleId, actor.circleId)))
      .returning();
    if (!row) throw notFound(NOT_FOUND);
    await emergencyAudit.record(tx, {
      actor,
      action: 'emergency_contact.updated',
      subject: `emergency_contact:${id}`,
      at,
    });
    return row;
  });
}

export async function removeContact(options: {
  db: Database;
  actor: CircleActor;
  id: string;
  at: Date;
}): Promise<void> {
  const { db, actor, id, at } = options;
  await db.transaction(async (tx) => {
    await deleteCircleRow(tx, emergencyContacts, { circleId: actor.circleId, id }, NOT_FOUND);
    await emergencyAudit.record(tx, {
      actor,
      action: 'emergency_contact.removed',
      subject: `emergency_contact:${id}`,
      at,
    });
  });
}

/** Puts the contacts in the order given (first is called first). Every contact must be listed. */
export async function reorderContacts(options: {
  db: Database;
  actor: CircleActor;
  ids: string[];
  at: Date;
}): Promise<ContactRow[]> {
  const { db, actor, ids, at } = options;
  return db.transaction(async (tx) => {
    const existing = await tx
      .select({ id: emergencyContacts.id })
      .from(emergencyContacts)
      .where(eq(emergencyContacts.circleId, actor.circleId));
    const known = new Set(existing.map((row) => row.id));
    if (ids.some((id) => !known.has(id))) throw notFound(NOT_FOUND);
    if (ids.length !== known.size || new Set(ids).size !== ids.length) {
      throw badRequest('Please list every emergency contact once, in the new order.');
    }
    for (const [index, id] of ids.entries()) {
      await tx
        .update(emergencyContacts)
        .set({ priority: index + 1, updatedAt: at })
        .where(and(eq(emergencyContacts.id, id), eq(emergencyContacts.circleId, actor.circleId)));
    }
    await emergencyAudit.record(tx, {
      actor,
      action: 'emergency_contact.reordered',
      subject: `care_circle:${actor.circleId}`,
      at,
    });
    return listContacts(tx, actor.circleId);
  });
}
