import { asc, count, eq } from 'drizzle-orm';
import {
  RESPITE_LIMITS,
  type RespiteHelper,
  type respiteHelperInputSchema,
  type RespitePlan,
} from '../../../shared/wellness';
import { can } from '../../../shared/permissions';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { deleteCircleRow } from '../../platform/circles/circle-rows';
import type { CircleActor } from '../../platform/circles/circles.policy';
import { listMembers } from '../../platform/circles/circles.service';
import { wellnessAudit } from './wellness.audit';
import { presentRespiteHelper } from './wellness.presenter';
import { respiteHelpers, respitePlans } from './wellness.schema';

export const HELPER_NOT_FOUND = 'We could not find that person in the respite plan.';

export async function getRespitePlan(db: Database, actor: CircleActor): Promise<RespitePlan> {
  const helpers = await db
    .select()
    .from(respiteHelpers)
    .where(eq(respiteHelpers.circleId, actor.circleId))
    .orderBy(asc(respiteHelpers.createdAt));
  const [plan] = await db
    .select({ notes: respitePlans.notes })
    .from(respitePlans)
    .where(eq(respitePlans.circleId, actor.circleId));
  return {
    helpers: helpers.map(presentRespiteHelper),
    notes: plan?.notes ?? '',
    canEdit: can(actor.role, 'care.manage'),
  };
}

export async function addRespiteHelper(options: {
  db: Database;
  actor: CircleActor;
  input: z.output<typeof respiteHelperInputSchema>;
  at: Date;
}): Promise<RespiteHelper> {
  const { db, actor, input, at } = options;
  // A member's name and phone come from their account unless the caregiver wrote others.
  const member = input.memberUserId
    ? (await listMembers(db, actor)).find((person) => person.userId === input.memberUserId)
    : undefined;
  if (input.memberUserId && !member) {
    throw badRequest('That person is not a member of your care circle.');
  }
  return db.transaction(async (tx) => {
    const [{ total } = { total: 0 }] = await tx
      .select({ total: count() })
      .from(respiteHelpers)
      .where(eq(respiteHelpers.circleId, actor.circleId));
    if (total >= RESPITE_LIMITS.helpers) {
      throw badRequest('The respite plan has room for 20 people. Remove someone first.');
    }
    const [row] = await tx
      .insert(respiteHelpers)
      .values({
        circleId: actor.circleId,
        memberUserId: input.memberUserId,
        name: input.name,
        phone: input.phone ?? member?.phoneNumber ?? null,
        whenAndHowLong: input.whenAndHowLong,
        createdAt: at,
      })
      .returning();
    if (!row) throw new Error('The helper was not stored');
    await wellnessAudit.record(tx, {
      actor,
      action: 'respite.helper_added',
      subject: `respite_helper:${row.id}`,
      at,
    });
    return presentRespiteHelper(row);
  });
}

export async function removeRespiteHelper(options: {
  db: Database;
  actor: CircleActor;
  id: string;
  at: Date;
}): Promise<void> {
  const { db, actor, id, at } = options;
  await db.transaction(async (tx) => {
    await deleteCircleRow(tx, respiteHelpers, { circleId: actor.circleId, id }, HELPER_NOT_FOUND);
    await wellnessAudit.record(tx, {
      actor,
      action: 'respite.helper_removed',
      subject: `respite_helper:${id}`,
      at,
    });
  });
}

export async function saveRespiteNotes(options: {
  db: Database;
  actor: CircleActor;
  notes: string;
  at: Date;
}): Promise<RespitePlan> {
  const { db, actor, notes, at } = options;
  await db.transaction(async (tx) => {
    await tx
      .insert(respitePlans)
      .values({ circleId: actor.circleId, notes, updatedAt: at })
      .onConflictDoUpdate({ target: respitePlans.circleId, set: { notes, updatedAt: at } });
    await wellnessAudit.record(tx, { actor, action: 'respite.notes_changed', at });
  });
  return getRespitePlan(db, actor);
}
