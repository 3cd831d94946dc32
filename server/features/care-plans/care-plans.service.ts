import { and, asc, eq, inArray, isNull, lte, max, ne, or } from 'drizzle-orm';
import { CARE_PLAN_TEMPLATES } from '../../../shared/care-plan-templates';
import {
  type applyTemplateSchema,
  CARE_PLAN_EVENTS,
  type CarePlanAnswer,
  findTemplateItem,
  type ownPlanItemSchema,
  PLAN_ITEM_NOT_FOUND,
  PLAN_SECTIONS,
  type PlanRhythm,
  type planUpdateSchema,
  TASK_REPEAT_OF_RHYTHM,
} from '../../../shared/care-plans';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import type { Clock } from '../../lib/clock';
import { addDays, addMonths, localDateOf } from '../../lib/local-time';
import type { AuditActionOf } from '../../platform/audit/audit-actions';
import { users } from '../../platform/auth/auth.schema';
import type { CircleActor } from '../../platform/circles/circles.policy';
import { careRecipients, circleMembers } from '../../platform/circles/circles.schema';
import { findRecipient } from '../../platform/circles/recipient';
import { publishEvent } from '../../platform/notifications/event-bus';
import type { Notifier } from '../../platform/notifications/notifications.service';
import { createTask, findCurrentTasks } from '../tasks/tasks.service';
import { renderCarePlanPdf } from './care-plan.pdf';
import { carePlansAudit } from './care-plans.audit';
import {
  presentPlan,
  presentPlanItem,
  type PlanRow,
  stageSuggestion,
} from './care-plans.presenter';
import { carePlanItems, carePlans } from './care-plans.schema';

async function recordChange(
  tx: Database,
  actor: CircleActor,
  action: AuditActionOf<typeof carePlansAudit>,
  subject: string,
  at: Date,
  detail: string | null = null,
) {
  await carePlansAudit.record(tx, { actor, action, subject, detail, at });
  await publishEvent(tx, { type: CARE_PLAN_EVENTS.changed, circleId: actor.circleId, data: {} });
}

const findPlan = async (db: Database, circleId: string): Promise<PlanRow | undefined> =>
  (await db.select().from(carePlans).where(eq(carePlans.circleId, circleId)).limit(1))[0];

/** The circle's plan, made empty (review in three months) the first time anything is saved. */
async function ensurePlan(tx: Database, actor: CircleActor, today: string, at: Date) {
  await tx
    .insert(carePlans)
    .values({
      circleId: actor.circleId,
      nextReviewDate: addMonths(today, 3),
      createdByUserId: actor.user.id,
      updatedAt: at,
    })
    .onConflictDoNothing({ target: carePlans.circleId });
  const plan = await findPlan(tx, actor.circleId);
  if (!plan) throw new Error('Storing a care plan returned no row');
  return plan;
}

async function nextPosition(tx: Database, planId: string): Promise<number> {
  const [row] = await tx
    .select({ last: max(carePlanItems.position) })
    .from(carePlanItems)
    .where(eq(carePlanItems.planId, planId));
  return (row?.last ?? -1) + 1;
}

/** The task in the hub that does an item's work; its notes carry the "why" and the source. */
const taskFor = (
  item: {
    title: string;
    why: string | null;
    sourceName?: string | null;
    sourceUrl?: string | null;
  },
  choice: { assigneeUserId?: string | null; dueDate?: string | null; rhythm: PlanRhythm },
) => ({
  title: item.title,
  notes:
    [
      item.why,
      item.sourceName && item.sourceUrl ? `Source: ${item.sourceName}, ${item.sourceUrl}` : null,
    ]
      .filter(Boolean)
      .join('\n') || null,
  assigneeUserId: choice.assigneeUserId ?? null,
  dueDate: choice.dueDate ?? null,
  recurrence: TASK_REPEAT_OF_RHYTHM[choice.rhythm],
  status: 'pending' as const,
});

export async function getCarePlan(options: {
  db: Database;
  actor: CircleActor;
  at: Date;
}): Promise<CarePlanAnswer> {
  const { db, actor, at } = options;
  const recipient = await findRecipient(db, actor.circleId);
  const today = localDateOf(at, recipient.timeZone);
  const plan = await findPlan(db, actor.circleId);
  if (!plan) {
    return { plan: null, suggestion: stageSuggestion(null, recipient.stage, new Set()), today };
  }
  const rows = await db
    .select()
    .from(carePlanItems)
    .where(and(eq(carePlanItems.planId, plan.id), eq(carePlanItems.circleId, actor.circleId)))
    .orderBy(asc(carePlanItems.position))
    .limit(500);
  const taskIds = rows.flatMap((row) => (row.taskId ? [row.taskId] : []));
  const current = await findCurrentTasks(db, actor.circleId, taskIds);
  const ownerIds = [...new Set([...current.values()].flatMap((task) => task.assigneeUserId ?? []))];
  const names = new Map(
    ownerIds.length
      ? (
          await db
            .select({ id: users.id, name: users.name })
            .from(users)
            .where(inArray(users.id, ownerIds))
        ).map((user) => [user.id, user.name])
      : [],
  );
  const sectionOrder = (section: string) => PLAN_SECTIONS.indexOf(section as never);
  const items = [...rows]
    .sort((a, b) => sectionOrder(a.section) - sectionOrder(b.section) || a.position - b.position)
    .map((row) =>
      presentPlanItem(row, row.taskId ? current.get(row.taskId) : undefined, names, today),
    );
  const keys = new Set(rows.flatMap((row) => (row.templateKey ? [row.templateKey] : [])));
  return {
    plan: presentPlan(plan, items, today),
    suggestion: stageSuggestion(plan.stage, recipient.stage, keys),
    today,
  };
}

/**
 * The plan as a PDF for whoever may read it, with the recipient's name and the day in their
 * time zone. A download is recorded in the audit log, like the doctor report's.
 */
export async function carePlanPdf(options: {
  db: Database;
  actor: CircleActor;
  at: Date;
}): Promise<{ pdf: Buffer; fileName: string }> {
  const { db, actor, at } = options;
  const answer = await getCarePlan({ db, actor, at });
  if (!answer.plan) throw notFound('There is no care plan yet.');
  const recipient = await findRecipient(db, actor.circleId);
  await carePlansAudit.record(db, {
    actor,
    action: 'care_plan.downloaded',
    subject: `care_plan:${answer.plan.id}`,
    detail: null,
    at,
  });
  const pdf = await renderCarePlanPdf({
    plan: answer.plan,
    recipientName: recipient.preferredName?.trim() || null,
    timeZone: recipient.timeZone,
    today: answer.today,
    generatedAt: at,
  });
  return { pdf, fileName: `kinwell-care-plan-${answer.today}.pdf` };
}

/**
 * "Use this template": the kept items become plan items, each with its task in the hub (owner,
 * due date, repeat). On a plan that exists it adds the items it lacks, so the next stage's
 * template extends the plan rather than starting again.
 */
export async function applyTemplate(options: {
  db: Database;
  notifier: Notifier;
  actor: CircleActor;
  input: z.output<typeof applyTemplateSchema>;
  at: Date;
}): Promise<CarePlanAnswer> {
  const { db, notifier, actor, input, at } = options;
  const template = CARE_PLAN_TEMPLATES[input.stage];
  const chosen = input.items.map((choice) => {
    const item = findTemplateItem(template, choice.key);
    if (!item) throw badRequest('One of the items is not in this template. Please start again.');
    return { choice, item };
  });
  const recipient = await findRecipient(db, actor.circleId);
  const today = localDateOf(at, recipient.timeZone);
  await db.transaction(async (tx) => {
    const plan = await ensurePlan(tx, actor, today, at);
    const existing = new Set(
      (
        await tx
          .select({ key: carePlanItems.templateKey })
          .from(carePlanItems)
          .where(eq(carePlanItems.planId, plan.id))
      ).flatMap((row) => row.key ?? []),
    );
    let position = await nextPosition(tx, plan.id);
    let added = 0;
    for (const { choice, item } of chosen) {
      if (existing.has(item.key)) continue;
      const source = { sourceName: item.source.name, sourceUrl: item.source.url };
      const task = await createTask({
        db: tx,
        notifier,
        actor,
        input: taskFor({ ...item, ...source }, choice),
        at,
      });
      await tx.insert(carePlanItems).values({
        circleId: actor.circleId,
        planId: plan.id,
        section: item.section,
        templateKey: item.key,
        title: item.title,
        why: item.why,
        ...source,
        rhythm: choice.rhythm,
        taskId: task.id,
        position: position++,
        updatedAt: at,
      });
      added += 1;
    }
    await tx
      .update(carePlans)
      .set({ stage: input.stage, updatedAt: at })
      .where(eq(carePlans.id, plan.id));
    await recordChange(
      tx,
      actor,
      'care_plan.template_used',
      `care_plan:${plan.id}`,
      at,
      `${template.title}: ${added} items kept, ${template.sections.reduce((sum, part) => sum + part.items.length, 0) - chosen.length} dropped`,
    );
  });
  return getCarePlan({ db, actor, at });
}

/** An item of the family's own, with its task. */
export async function addOwnItem(options: {
  db: Database;
  notifier: Notifier;
  actor: CircleActor;
  input: z.output<typeof ownPlanItemSchema>;
  at: Date;
}): Promise<CarePlanAnswer> {
  const { db, notifier, actor, input, at } = options;
  const recipient = await findRecipient(db, actor.circleId);
  const today = localDateOf(at, recipient.timeZone);
  await db.transaction(async (tx) => {
    const plan = await ensurePlan(tx, actor, today, at);
    const why = input.why ?? null;
    const task = await createTask({
      db: tx,
      notifier,
      actor,
      input: taskFor({ title: input.title, why }, input),
      at,
    });
    const [row] = await tx
      .insert(carePlanItems)
      .values({
        circleId: actor.circleId,
        planId: plan.id,
        section: input.section,
        title: input.title,
        why,
        rhythm: input.rhythm,
        taskId: task.id,
        position: await nextPosition(tx, plan.id),
        updatedAt: at,
      })
      .returning({ id: carePlanItems.id });
    await recordChange(tx, actor, 'care_plan.item_added', `care_plan_item:${row?.id}`, at);
  });
  return getCarePlan({ db, actor, at });
}

/** Puts an item away (or brings it back); its task stays in the hub as it is. */
export async function setItemArchived(options: {
  db: Database;
  actor: CircleActor;
  id: string;
  archived: boolean;
  at: Date;
}): Promise<CarePlanAnswer> {
  const { db, actor, id, archived, at } = options;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(carePlanItems)
      .set({ archivedAt: archived ? at : null, updatedAt: at })
      .where(and(eq(carePlanItems.id, id), eq(carePlanItems.circleId, actor.circleId)))
      .returning({ id: carePlanItems.id });
    if (!row) throw notFound(PLAN_ITEM_NOT_FOUND);
    await recordChange(
      tx,
      actor,
      archived ? 'care_plan.item_archived' : 'care_plan.item_restored',
      `care_plan_item:${id}`,
      at,
    );
  });
  return getCarePlan({ db, actor, at });
}

export async function updatePlan(options: {
  db: Database;
  actor: CircleActor;
  input: z.output<typeof planUpdateSchema>;
  at: Date;
}): Promise<CarePlanAnswer> {
  const { db, actor, input, at } = options;
  const recipient = await findRecipient(db, actor.circleId);
  const today = localDateOf(at, recipient.timeZone);
  await db.transaction(async (tx) => {
    const plan = await ensurePlan(tx, actor, today, at);
    await tx
      .update(carePlans)
      .set({
        ...(input.notes === undefined ? {} : { notes: input.notes }),
        ...(input.nextReviewDate === undefined ? {} : { nextReviewDate: input.nextReviewDate }),
        updatedAt: at,
      })
      .where(eq(carePlans.id, plan.id));
    const changed = Object.keys(input).filter(
      (key) => input[key as keyof typeof input] !== undefined,
    );
    await recordChange(
      tx,
      actor,
      'care_plan.updated',
      `care_plan:${plan.id}`,
      at,
      changed.join(', '),
    );
  });
  return getCarePlan({ db, actor, at });
}

/** "We looked at the plan": the next review is set the usual months ahead. */
export async function markReviewed(options: {
  db: Database;
  actor: CircleActor;
  at: Date;
}): Promise<CarePlanAnswer> {
  const { db, actor, at } = options;
  const recipient = await findRecipient(db, actor.circleId);
  const today = localDateOf(at, recipient.timeZone);
  await db.transaction(async (tx) => {
    const plan = await ensurePlan(tx, actor, today, at);
    const next = addMonths(today, plan.reviewEveryMonths);
    await tx
      .update(carePlans)
      .set({ nextReviewDate: next, lastReviewedAt: at, remindedForDate: null, updatedAt: at })
      .where(eq(carePlans.id, plan.id));
    await recordChange(tx, actor, 'care_plan.reviewed', `care_plan:${plan.id}`, at, `next ${next}`);
  });
  return getCarePlan({ db, actor, at });
}

/**
 * Reminds every caregiver of a circle when its plan's review date has come (in the care
 * recipient's time zone), once per review date. Claims rows with SKIP LOCKED, so several
 * instances never remind twice. Returns how many plans it reminded about.
 */
export async function sendReviewReminders(options: {
  db: Database;
  clock: Clock;
  notifier: Notifier;
}): Promise<number> {
  const { db, clock, notifier } = options;
  const now = clock.now();
  // A day ahead of UTC covers every zone; the exact local date is checked per plan below.
  const latest = addDays(localDateOf(now, 'UTC'), 1);
  return db.transaction(async (tx) => {
    const due = await tx
      .select({
        plan: carePlans,
        timeZone: careRecipients.timeZone,
        name: careRecipients.preferredName,
      })
      .from(carePlans)
      .innerJoin(careRecipients, eq(careRecipients.circleId, carePlans.circleId))
      .where(
        and(
          lte(carePlans.nextReviewDate, latest),
          or(
            isNull(carePlans.remindedForDate),
            ne(carePlans.remindedForDate, carePlans.nextReviewDate),
          ),
        ),
      )
      .limit(200)
      .for('update', { of: carePlans, skipLocked: true });
    let reminded = 0;
    for (const { plan, timeZone, name } of due) {
      if (plan.nextReviewDate > localDateOf(now, timeZone)) continue;
      const caregivers = await tx
        .select({ userId: circleMembers.userId })
        .from(circleMembers)
        .where(and(eq(circleMembers.circleId, plan.circleId), eq(circleMembers.role, 'caregiver')));
      await notifier.notify(tx, {
        circleId: plan.circleId,
        recipients: caregivers.map((row) => row.userId),
        kind: 'care_plan.review',
        title: `Time to look at ${name ? `${name}’s` : 'the'} care plan`,
        body: 'A few minutes together: what has changed, what is done, and what to add or put away.',
        link: '/care-plans',
        dedupeKey: `care-plan-review:${plan.id}:${plan.nextReviewDate}`,
        at: now,
      });
      await tx
        .update(carePlans)
        .set({ remindedForDate: plan.nextReviewDate })
        .where(eq(carePlans.id, plan.id));
      reminded += 1;
    }
    return reminded;
  });
}
