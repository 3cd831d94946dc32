import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  OPEN_TASK_STATUSES,
  TASK_EVENTS,
  type Task,
  type TaskDetail,
  type TaskRecurrence,
  type TaskStatus,
  type taskInputSchema,
} from '../../../shared/tasks';
import type { Database } from '../../db/client';
import { taskComments, tasks } from './tasks.schema';
import { users } from '../../platform/auth/auth.schema';
import { conflict, notFound } from '../../lib/errors';
import { deleteCircleRow } from '../../platform/circles/circle-rows';
import { publishEvent } from '../../platform/notifications/event-bus';
import { addDays, addMonths, localDateOf } from '../../lib/local-time';
import type { AuditActionOf } from '../../platform/audit/audit-actions';
import { tasksAudit } from './tasks.audit';
import type { CircleActor } from '../../platform/circles/circles.policy';
import { assertCircleMember } from '../../platform/circles/membership';
import type { Notifier } from '../../platform/notifications/notifications.service';
import { assertMayClaim, assertMayWork } from './tasks.policy';
import { presentTask, presentTaskDetail, type TaskWithNames } from './tasks.presenter';

type TaskInput = z.output<typeof taskInputSchema>;
export type TaskRow = typeof tasks.$inferSelect;

export const TASK_NOT_FOUND = 'We could not find that task.';
/** How many completed tasks the hub lists. */
const COMPLETED_SHOWN = 50;

const assignee = alias(users, 'assignee');
const completer = alias(users, 'completer');
const creator = alias(users, 'creator');

const taskColumns = {
  row: tasks,
  assigneeName: assignee.name,
  completedByName: completer.name,
  createdByName: creator.name,
  commentCount: sql<number>`(select count(*)::int from ${taskComments} where ${taskComments.taskId} = ${tasks.id})`,
};

/** Tasks with the names around them; `extra` adds columns (the dashboard's counts). */
const selectTasks = <Extra extends Record<string, SQL.Aliased | SQL>>(
  db: Database,
  extra: Extra = {} as Extra,
) =>
  db
    .select({ ...taskColumns, ...extra })
    .from(tasks)
    .leftJoin(assignee, eq(assignee.id, tasks.assigneeUserId))
    .leftJoin(completer, eq(completer.id, tasks.completedByUserId))
    .leftJoin(creator, eq(creator.id, tasks.createdByUserId));

type Selected = {
  row: TaskRow;
  assigneeName: string | null;
  completedByName: string | null;
  createdByName: string | null;
  commentCount: number;
};
const flatten = (rows: Selected[]): TaskWithNames[] =>
  rows.map(({ row, ...names }) => ({ ...row, ...names, commentCount: Number(names.commentCount) }));

/** Open tasks: mine first, then the soonest due (undated last), then the oldest. */
const openOrder = (userId: string) => [
  sql`case when ${tasks.assigneeUserId} = ${userId} then 0 else 1 end`,
  sql`${tasks.dueDate} asc nulls last`,
  asc(tasks.createdAt),
];
const isOpen = inArray(tasks.status, [...OPEN_TASK_STATUSES]);

export async function findTask(db: Database, circleId: string, id: string): Promise<TaskWithNames> {
  const [found] = flatten(
    await selectTasks(db)
      .where(and(eq(tasks.id, id), eq(tasks.circleId, circleId)))
      .limit(1),
  );
  if (!found) throw notFound(TASK_NOT_FOUND);
  return found;
}

export async function listTasks(options: {
  db: Database;
  actor: CircleActor;
  view: 'open' | 'completed';
}): Promise<Task[]> {
  const { db, actor, view } = options;
  const rows =
    view === 'open'
      ? await selectTasks(db)
          .where(and(eq(tasks.circleId, actor.circleId), isOpen))
          .orderBy(...openOrder(actor.user.id))
          .limit(500)
      : await selectTasks(db)
          .where(and(eq(tasks.circleId, actor.circleId), eq(tasks.status, 'completed')))
          .orderBy(desc(tasks.completedAt))
          .limit(COMPLETED_SHOWN);
  return flatten(rows).map((row) => presentTask(row, actor));
}

export async function viewTask(options: {
  db: Database;
  actor: CircleActor;
  id: string;
}): Promise<TaskDetail> {
  const { db, actor, id } = options;
  const task = await findTask(db, actor.circleId, id);
  const comments = await db
    .select({ comment: taskComments, author: users.name })
    .from(taskComments)
    .leftJoin(users, eq(users.id, taskComments.authorUserId))
    .where(and(eq(taskComments.taskId, id), eq(taskComments.circleId, actor.circleId)))
    .orderBy(asc(taskComments.createdAt))
    .limit(500);
  return presentTaskDetail(task, comments, actor);
}

async function recordChange(
  tx: Database,
  actor: CircleActor,
  action: AuditActionOf<typeof tasksAudit>,
  id: string,
  at: Date,
  detail?: string | null,
) {
  await tasksAudit.record(tx, {
    actor,
    action,
    subject: `task:${id}`,
    detail: detail ?? null,
    at,
  });
  await publishEvent(tx, { type: TASK_EVENTS.changed, circleId: actor.circleId, data: { id } });
}

async function notifyAssigned(
  tx: Database,
  notifier: Notifier,
  actor: CircleActor,
  task: TaskRow,
  at: Date,
) {
  if (!task.assigneeUserId || task.assigneeUserId === actor.user.id) return;
  await notifier.notify(tx, {
    circleId: actor.circleId,
    recipients: [task.assigneeUserId],
    kind: 'task.assigned',
    title: `${actor.user.name} asked you to: ${task.title}`,
    body: task.dueDate
      ? `Due ${new Date(`${task.dueDate}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' })}. Open the family hub to say you will do it.`
      : 'Open the family hub to say you will do it.',
    link: `/tasks/${task.id}`,
    dedupeKey: `task-assigned:${task.id}:${task.assigneeUserId}:${at.toISOString()}`,
    at,
  });
}

export async function createTask(options: {
  db: Database;
  notifier: Notifier;
  actor: CircleActor;
  input: TaskInput;
  at: Date;
}): Promise<Task> {
  const { db, notifier, actor, input, at } = options;
  const id = await db.transaction(async (tx) => {
    await assertCircleMember(tx, actor.circleId, input.assigneeUserId);
    const [row] = await tx
      .insert(tasks)
      .values({
        circleId: actor.circleId,
        title: input.title,
        notes: input.notes ?? null,
        assigneeUserId: input.assigneeUserId ?? null,
        dueDate: input.dueDate ?? null,
        recurrence: input.recurrence,
        status: input.status,
        createdByUserId: actor.user.id,
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    if (!row) throw new Error('Storing a task returned no row');
    await notifyAssigned(tx, notifier, actor, row, at);
    await recordChange(tx, actor, 'task.created', row.id, at);
    return row.id;
  });
  return presentTask(await findTask(db, actor.circleId, id), actor);
}

/** Changes what a task is (title, notes, who, when, how often); its status is left as it is. */
export async function updateTask(options: {
  db: Database;
  notifier: Notifier;
  actor: CircleActor;
  id: string;
  input: TaskInput;
  at: Date;
}): Promise<Task> {
  const { db, notifier, actor, id, input, at } = options;
  await db.transaction(async (tx) => {
    await assertCircleMember(tx, actor.circleId, input.assigneeUserId);
    const before = await findTask(tx, actor.circleId, id);
    const values = {
      title: input.title,
      notes: input.notes ?? null,
      assigneeUserId: input.assigneeUserId ?? null,
      dueDate: input.dueDate ?? null,
      recurrence: input.recurrence,
    };
    const [row] = await tx
      .update(tasks)
      .set({ ...values, updatedAt: at })
      .where(and(eq(tasks.id, id), eq(tasks.circleId, actor.circleId)))
      .returning();
    if (!row) throw notFound(TASK_NOT_FOUND);
    if (row.assigneeUserId !== before.assigneeUserId) {
      await notifyAssigned(tx, notifier, actor, row, at);
    }
    const changed = (Object.keys(values) as (keyof typeof values)[]).filter(
      (key) => String(values[key] ?? '') !== String(before[key] ?? ''),
    );
    await recordChange(tx, actor, 'task.updated', id, at, changed.join(', ') || null);
  });
  return presentTask(await findTask(db, actor.circleId, id), actor);
}

/** Gives the task to someone else (or to nobody). */
export async function assignTask(options: {
  db: Database;
  notifier: Notifier;
  actor: CircleActor;
  id: string;
  assigneeUserId: string | null;
  at: Date;
}): Promise<Task> {
  const { db, notifier, actor, id, assigneeUserId, at } = options;
  await db.transaction(async (tx) => {
    await assertCircleMember(tx, actor.circleId, assigneeUserId);
    const before = await findTask(tx, actor.circleId, id);
    if (before.status === 'completed') throw conflict('This task is already done.');
    const [row] = await tx
      .update(tasks)
      .set({
        assigneeUserId,
        // Someone else's "in progress" is not the new person's.
        status:
          before.status === 'in_progress' && assigneeUserId !== before.assigneeUserId
            ? 'pending'
            : before.status,
        updatedAt: at,
      })
      .where(and(eq(tasks.id, id), eq(tasks.circleId, actor.circleId)))
      .returning();
    if (!row) throw notFound(TASK_NOT_FOUND);
    if (assigneeUserId !== before.assigneeUserId)
      await notifyAssigned(tx, notifier, actor, row, at);
    await recordChange(tx, actor, 'task.assigned', id, at);
  });
  return presentTask(await findTask(db, actor.circleId, id), actor);
}

/** "I'll do it": the task becomes mine and in progress. */
export async function claimTask(options: {
  db: Database;
  actor: CircleActor;
  id: string;
  at: Date;
}): Promise<Task> {
  const { db, actor, id, at } = options;
  await db.transaction(async (tx) => {
    const task = await findTask(tx, actor.circleId, id);
    if (task.status === 'completed') throw conflict('This task is already done.');
    assertMayClaim(actor, task);
    await tx
      .update(tasks)
      .set({ assigneeUserId: actor.user.id, status: 'in_progress', updatedAt: at })
      .where(and(eq(tasks.id, id), eq(tasks.circleId, actor.circleId)));
    await recordChange(tx, actor, 'task.claimed', id, at);
  });
  return presentTask(await findTask(db, actor.circleId, id), actor);
}

export async function changeTaskStatus(options: {
  db: Database;
  actor: CircleActor;
  id: string;
  status: Exclude<TaskStatus, 'completed'>;
  at: Date;
}): Promise<Task> {
  const { db, actor, id, status, at } = options;
  await db.transaction(async (tx) => {
    const task = await findTask(tx, actor.circleId, id);
    assertMayWork(actor, task);
    if (task.status === 'completed') {
      throw conflict('This task is done. Use “Undo” to open it again.');
    }
    await tx
      .update(tasks)
      .set({ status, updatedAt: at })
      .where(and(eq(tasks.id, id), eq(tasks.circleId, actor.circleId)));
    await recordChange(tx, actor, 'task.status_changed', id, at, `${task.status} → ${status}`);
  });
  return presentTask(await findTask(db, actor.circleId, id), actor);
}

/**
 * The next due date of a repeating task, stepping in local dates (the recipient's). Months and
 * years keep the day of the month where it exists and take the month's last day where it does
 * not: January 31 plus 3 months is April 30, February 29 plus a year is February 28.
 */
export function nextDueDate(dueDate: string, recurrence: TaskRecurrence): string | null {
  switch (recurrence) {
    case 'none':
      return null;
    case 'daily':
      return addDays(dueDate, 1);
    case 'weekly':
      return addDays(dueDate, 7);
    case 'monthly':
      return addMonths(dueDate, 1);
    case 'every_3_months':
      return addMonths(dueDate, 3);
    case 'yearly':
      return addMonths(dueDate, 12);
  }
}

/**
 * Marks a task done. A repeating task gets its next occurrence (same person, next due date);
 * undo (reopen) takes both back.
 */
export async function completeTask(options: {
  db: Database;
  actor: CircleActor;
  id: string;
  at: Date;
}): Promise<Task> {
  const { db, actor, id, at } = options;
  await db.transaction(async (tx) => {
    const task = await findTask(tx, actor.circleId, id);
    assertMayWork(actor, task);
    if (task.status === 'completed') return;
    const nextDue = task.dueDate ? nextDueDate(task.dueDate, task.recurrence) : null;
    let nextTaskId: string | null = null;
    if (nextDue) {
      const [next] = await tx
        .insert(tasks)
        .values({
          circleId: actor.circleId,
          title: task.title,
          notes: task.notes,
          assigneeUserId: task.assigneeUserId,
          dueDate: nextDue,
          recurrence: task.recurrence,
          status: 'pending',
          createdByUserId: task.createdByUserId,
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: tasks.id });
      nextTaskId = next?.id ?? null;
    }
    await tx
      .update(tasks)
      .set({
        status: 'completed',
        statusBeforeCompletion: task.status,
        completedAt: at,
        completedByUserId: actor.user.id,
        nextTaskId,
        updatedAt: at,
      })
      .where(and(eq(tasks.id, id), eq(tasks.circleId, actor.circleId)));
    await recordChange(tx, actor, 'task.completed', id, at);
  });
  return presentTask(await findTask(db, actor.circleId, id), actor);
}

/** Undo of completing: the task is open again as it was, and an untouched next occurrence goes. */
export async function reopenTask(options: {
  db: Database;
  actor: CircleActor;
  id: string;
  at: Date;
}): Promise<Task> {
  const { db, actor, id, at } = options;
  await db.transaction(async (tx) => {
    const task = await findTask(tx, actor.circleId, id);
    assertMayWork(actor, task);
    if (task.status !== 'completed') return;
    if (task.nextTaskId) {
      const [next] = await tx
        .select({ status: tasks.status, comments: count(taskComments.id) })
        .from(tasks)
        .leftJoin(taskComments, eq(taskComments.taskId, tasks.id))
        .where(and(eq(tasks.id, task.nextTaskId), eq(tasks.circleId, actor.circleId)))
        .groupBy(tasks.id);
      if (next && next.status !== 'completed' && next.comments === 0) {
        await tx
          .delete(tasks)
          .where(and(eq(tasks.id, task.nextTaskId), eq(tasks.circleId, actor.circleId)));
      }
    }
    await tx
      .update(tasks)
      .set({
        status: task.statusBeforeCompletion ?? 'pending',
        statusBeforeCompletion: null,
        completedAt: null,
        completedByUserId: null,
        nextTaskId: null,
        updatedAt: at,
      })
      .where(and(eq(tasks.id, id), eq(tasks.circleId, actor.circleId)));
    await recordChange(tx, actor, 'task.reopened', id, at);
  });
  return presentTask(await findTask(db, actor.circleId, id), actor);
}

export async function deleteTask(options: {
  db: Database;
  actor: CircleActor;
  id: string;
  at: Date;
}): Promise<void> {
  const { db, actor, id, at } = options;
  await db.transaction(async (tx) => {
    await deleteCircleRow(tx, tasks, { circleId: actor.circleId, id }, TASK_NOT_FOUND);
    await recordChange(tx, actor, 'task.deleted', id, at);
  });
}

export async function addTaskComment(options: {
  db: Database;
  notifier: Notifier;
  actor: CircleActor;
  id: string;
  body: string;
  at: Date;
}): Promise<TaskDetail> {
  const { db, notifier, actor, id, body, at } = options;
  await db.transaction(async (tx) => {
    const task = await findTask(tx, actor.circleId, id);
    const [comment] = await tx
      .insert(taskComments)
      .values({
        taskId: id,
        circleId: actor.circleId,
        authorUserId: actor.user.id,
        body,
        createdAt: at,
      })
      .returning({ id: taskComments.id });
    const recipients = [task.assigneeUserId, task.createdByUserId].filter(
      (userId): userId is string => userId !== null && userId !== actor.user.id,
    );
    await notifier.notify(tx, {
      circleId: actor.circleId,
      recipients,
      kind: 'task.comment',
      title: `${actor.user.name} commented on “${task.title}”`,
      body: body.length > 140 ? `${body.slice(0, 139)}…` : body,
      link: `/tasks/${id}`,
      dedupeKey: `task-comment:${comment?.id}`,
      at,
    });
    await recordChange(tx, actor, 'task.commented', id, at);
  });
  return viewTask({ db, actor, id });
}

/** The dashboard's section: open tasks (mine first) and the counts behind them. */
export async function tasksToday(options: {
  db: Database;
  actor: CircleActor;
  timeZone: string;
  at: Date;
  limit?: number;
}) {
  const { db, actor, timeZone, at, limit = 6 } = options;
  const today = localDateOf(at, timeZone);
  // One round trip: the first few open tasks, with the counts over all of them (window sums).
  const rows = await selectTasks(db, {
    open: sql<number>`count(*) over ()`.mapWith(Number),
    mine: sql<number>`count(*) filter (where ${tasks.assigneeUserId} = ${actor.user.id}) over ()`.mapWith(
      Number,
    ),
    overdue: sql<number>`count(*) filter (where ${tasks.dueDate} < ${today}) over ()`.mapWith(
      Number,
    ),
  })
    .where(and(eq(tasks.circleId, actor.circleId), isOpen))
    .orderBy(...openOrder(actor.user.id))
    .limit(limit);
  const first = rows[0];
  return {
    open: flatten(rows.map(({ open: _o, mine: _m, overdue: _d, ...row }) => row)).map((row) =>
      presentTask(row, actor),
    ),
    openCount: first?.open ?? 0,
    mineCount: first?.mine ?? 0,
    overdueCount: first?.overdue ?? 0,
  };
}

/**
 * The current task of each of `ids` (the care plan's links): a completed repeating task is
 * followed to the occurrence it made, so a plan item shows the task that is due now.
 */
export async function findCurrentTasks(
  db: Database,
  circleId: string,
  ids: readonly string[],
): Promise<Map<string, TaskRow>> {
  const current = new Map<string, TaskRow>();
  let pending = new Map(ids.map((id) => [id, id]));
  // A repeating task completed many times is a chain; a few steps cover any real gap.
  for (let step = 0; step < 24 && pending.size > 0; step += 1) {
    const rows = await db
      .select()
      .from(tasks)
      .where(and(eq(tasks.circleId, circleId), inArray(tasks.id, [...pending.keys()])));
    const next = new Map<string, string>();
    for (const row of rows) {
      const origin = pending.get(row.id) as string;
      current.set(origin, row);
      if (row.status === 'completed' && row.nextTaskId) next.set(row.nextTaskId, origin);
    }
    pending = next;
  }
  return current;
}
