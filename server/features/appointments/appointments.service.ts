import { and, asc, count, eq, gt, gte, isNull, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  APPOINTMENT_EVENTS,
  type Appointment,
  type appointmentInputSchema,
} from '../../../shared/appointments';
import { formatLocalDate } from '../../../shared/local-dates';
import { formatTimeOfDay } from '../../../shared/medications';
import { formatDateTime } from '../../../shared/relative-time';
import type { Database } from '../../db/client';
import { appointments } from './appointments.schema';
import { users } from '../../platform/auth/auth.schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { publishEvent } from '../../platform/notifications/event-bus';
import {
  happensAt,
  localDateOf,
  localToInstant,
  nextDate,
  startOfLocalDay,
} from '../../lib/local-time';
import type { AuditActionOf } from '../../platform/audit/audit-actions';
import { appointmentsAudit } from './appointments.audit';
import { findRecipient } from '../../platform/circles/recipient';
import type { CircleActor } from '../../platform/circles/circles.policy';
import { assertCircleMember } from '../../platform/circles/membership';
import {
  type ProcessedImage,
  storeImage,
  withImageFile,
} from '../../platform/images/images.service';
import type { FileStore } from '../../platform/files/file-store';
import type { Notifier } from '../../platform/notifications/notifications.service';
import { planReminders } from './appointment-reminders';
import { type AppointmentWithNames, presentAppointment } from './appointments.presenter';

type AppointmentInput = z.output<typeof appointmentInputSchema>;
export type AppointmentRow = typeof appointments.$inferSelect;

export const APPOINTMENT_NOT_FOUND = 'We could not find that appointment.';

const assignee = alias(users, 'assignee');
const creator = alias(users, 'creator');

/** Appointments with the names of who takes them and who added them. */
export const selectAppointments = (db: Database) =>
  db
    .select({
      row: appointments,
      assigneeName: assignee.name,
      createdByName: creator.name,
    })
    .from(appointments)
    .leftJoin(assignee, eq(assignee.id, appointments.assigneeUserId))
    .leftJoin(creator, eq(creator.id, appointments.createdByUserId));

const flatten = (
  rows: { row: AppointmentRow; assigneeName: string | null; createdByName: string | null }[],
) => rows.map(({ row, assigneeName, createdByName }) => ({ ...row, assigneeName, createdByName }));

export async function findAppointment(
  db: Database,
  circleId: string,
  id: string,
): Promise<AppointmentWithNames> {
  const [found] = flatten(
    await selectAppointments(db)
      .where(and(eq(appointments.id, id), eq(appointments.circleId, circleId)))
      .limit(1),
  );
  if (!found) throw notFound(APPOINTMENT_NOT_FOUND);
  return found;
}

/** Looking at appointments is audited (at most hourly per person). */
export const recordAppointmentsViewed = (db: Database, actor: CircleActor, at: Date) =>
  appointmentsAudit.recordView(db, {
    actor,
    action: 'appointment.viewed',
    subject: `care_circle:${actor.circleId}`,
    at,
  });

/**
 * The circle's appointments between two local dates (both included), soonest first; without
 * dates, those from today on. The view is audited.
 */
export async function listAppointments(options: {
  db: Database;
  actor: CircleActor;
  from?: string | undefined;
  to?: string | undefined;
  at: Date;
}): Promise<Appointment[]> {
  const { db, actor, at } = options;
  const { timeZone } = await findRecipient(db, actor.circleId);
  const from = startOfLocalDay(options.from ?? localDateOf(at, timeZone), timeZone);
  const conditions = [eq(appointments.circleId, actor.circleId), gte(appointments.endsAt, from)];
  if (options.to)
    conditions.push(lt(appointments.startsAt, startOfLocalDay(nextDate(options.to), timeZone)));
  const rows = flatten(
    await selectAppointments(db)
      .where(and(...conditions))
      .orderBy(asc(appointments.startsAt))
      .limit(500),
  );
  await recordAppointmentsViewed(db, actor, at);
  return rows.map(presentAppointment);
}

export async function viewAppointment(options: {
  db: Database;
  actor: CircleActor;
  id: string;
  at: Date;
}): Promise<Appointment> {
  const { db, actor, id, at } = options;
  const row = await findAppointment(db, actor.circleId, id);
  await recordAppointmentsViewed(db, actor, at);
  return presentAppointment(row);
}

/** What a change writes besides its row: the audit entry and the live event, in its transaction. */
async function recordChange(
  tx: Database,
  actor: CircleActor,
  action: AuditActionOf<typeof appointmentsAudit>,
  id: string,
  at: Date,
  detail?: string | null,
) {
  await appointmentsAudit.record(tx, {
    actor,
    action,
    subject: `appointment:${id}`,
    detail: detail ?? null,
    at,
  });
  await publishEvent(tx, {
    type: APPOINTMENT_EVENTS.changed,
    circleId: actor.circleId,
    data: { id },
  });
}

/** Tells a member who was just put down to take them, unless they did it themselves. */
async function notifyAssignee(
  tx: Database,
  notifier: Notifier,
  actor: CircleActor,
  row: AppointmentRow,
  at: Date,
) {
  if (!row.assigneeUserId || row.assigneeUserId === actor.user.id) return;
  const recipient = await findRecipient(tx, actor.circleId);
  const who = recipient.preferredName ?? 'them';
  await notifier.notify(tx, {
    circleId: actor.circleId,
    recipients: [row.assigneeUserId],
    kind: 'appointment.assigned',
    title: `Can you take ${who} to “${row.title}”?`,
    body: `${actor.user.name} put you down for ${row.title} on ${formatDateTime(row.startsAt, row.timeZone)}.`,
    link: `/appointments/${row.id}`,
    dedupeKey: `appointment-assigned:${row.id}:${row.assigneeUserId}:${row.startsAt.toISOString()}`,
    at,
  });
}

const CHANGED_FIELDS: Record<string, string> = {
  title: 'title',
  type: 'kind',
  provider: 'provider',
  location: 'place',
  startsAt: 'time',
  endsAt: 'time',
  assigneeUserId: 'who takes them',
  transportNotes: 'transport notes',
  questions: 'questions',
};

/**
 * A start or end in the hour the clocks skip in spring does not exist: the person is told what
 * will happen and chooses (decision 014). Kept, it moves to the later time; an appointment the
 * move would leave with no time at all is refused.
 */
function checkClockChange(input: AppointmentInput, timeZone: string) {
  const start = happensAt(input.date, input.startTime, timeZone);
  const end = happensAt(input.date, input.endTime, timeZone);
  const moved =
    start !== input.startTime
      ? { asked: input.startTime, real: start }
      : end !== input.endTime
        ? { asked: input.endTime, real: end }
        : null;
  if (!moved) return;
  if (!input.acceptClockChange) {
    throw conflict(
      `The clocks go forward that night, so ${formatTimeOfDay(moved.asked)} does not happen on ${formatLocalDate(input.date)}. Choose another time, or keep it and Kinwell saves it at ${formatTimeOfDay(moved.real)}.`,
    );
  }
  if (end <= start) {
    throw badRequest(
      `Once the clocks go forward, the appointment would start and end at ${formatTimeOfDay(start)}. Please choose a later end time.`,
    );
  }
}

function valuesFrom(input: AppointmentInput, timeZone: string) {
  checkClockChange(input, timeZone);
  return {
    title: input.title,
    type: input.type,
    provider: input.provider ?? null,
    location: input.location ?? null,
    startsAt: localToInstant(input.date, input.startTime, timeZone),
    endsAt: localToInstant(input.date, input.endTime, timeZone),
    timeZone,
    assigneeUserId: input.assigneeUserId ?? null,
    transportNotes: input.transportNotes ?? null,
    questions: input.questions ?? null,
  };
}

export async function createAppointment(options: {
  db: Database;
  notifier: Notifier;
  actor: CircleActor;
  input: AppointmentInput;
  at: Date;
}): Promise<Appointment> {
  const { db, notifier, actor, input, at } = options;
  const id = await db.transaction(async (tx) => {
    await assertCircleMember(tx, actor.circleId, input.assigneeUserId);
    const { timeZone } = await findRecipient(tx, actor.circleId);
    const [row] = await tx
      .insert(appointments)
      .values({
        ...valuesFrom(input, timeZone),
        circleId: actor.circleId,
        createdByUserId: actor.user.id,
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    if (!row) throw new Error('Storing an appointment returned no row');
    await planReminders(tx, row, at);
    await notifyAssignee(tx, notifier, actor, row, at);
    await recordChange(tx, actor, 'appointment.created', row.id, at);
    return row.id;
  });
  return presentAppointment(await findAppointment(db, actor.circleId, id));
}

export async function updateAppointment(options: {
  db: Database;
  notifier: Notifier;
  actor: CircleActor;
  id: string;
  input: AppointmentInput;
  at: Date;
}): Promise<Appointment> {
  const { db, notifier, actor, id, input, at } = options;
  await db.transaction(async (tx) => {
    await assertCircleMember(tx, actor.circleId, input.assigneeUserId);
    const before = await findAppointment(tx, actor.circleId, id);
    const values = valuesFrom(input, before.timeZone);
    const moved =
      values.startsAt.getTime() !== before.startsAt.getTime() ||
      values.endsAt.getTime() !== before.endsAt.getTime();
    const [row] = await tx
      .update(appointments)
      .set({
        ...values,
        updatedAt: at,
        ...(moved ? { sequence: sql`${appointments.sequence} + 1` } : {}),
      })
      .where(and(eq(appointments.id, id), eq(appointments.circleId, actor.circleId)))
      .returning();
    if (!row) throw notFound(APPOINTMENT_NOT_FOUND);
    await planReminders(tx, row, at);
    if (row.assigneeUserId !== before.assigneeUserId) {
      await notifyAssignee(tx, notifier, actor, row, at);
    }
    const changed = new Set(
      (Object.keys(CHANGED_FIELDS) as (keyof typeof values)[])
        .filter((key) => String(values[key] ?? '') !== String(before[key] ?? ''))
        .map((key) => CHANGED_FIELDS[key]),
    );
    await recordChange(tx, actor, 'appointment.updated', id, at, [...changed].join(', ') || null);
  });
  return presentAppointment(await findAppointment(db, actor.circleId, id));
}

/** Cancels (reminders stop) or brings back a cancelled appointment: the undo of cancelling. */
export async function setAppointmentCancelled(options: {
  db: Database;
  actor: CircleActor;
  id: string;
  isCancelled: boolean;
  at: Date;
}): Promise<Appointment> {
  const { db, actor, id, isCancelled, at } = options;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(appointments)
      .set({ cancelledAt: isCancelled ? at : null, updatedAt: at })
      .where(and(eq(appointments.id, id), eq(appointments.circleId, actor.circleId)))
      .returning();
    if (!row) throw notFound(APPOINTMENT_NOT_FOUND);
    await planReminders(tx, row, at);
    await recordChange(
      tx,
      actor,
      isCancelled ? 'appointment.cancelled' : 'appointment.restored',
      id,
      at,
    );
  });
  return presentAppointment(await findAppointment(db, actor.circleId, id));
}

/** Notes after the visit, with an optional picture (a visit summary) that replaces the last one. */
export async function saveAppointmentNotes(options: {
  db: Database;
  files: FileStore;
  actor: CircleActor;
  id: string;
  notesAfter: string | null;
  image: ProcessedImage | null;
  removeAttachment: boolean;
  at: Date;
}): Promise<Appointment> {
  const { db, files, actor, id, notesAfter, image, removeAttachment, at } = options;
  await withImageFile({ db, files }, { circleId: actor.circleId, image, at }, (file) =>
    db.transaction(async (tx) => {
      await findAppointment(tx, actor.circleId, id);
      const stored = file
        ? await storeImage(tx, { circleId: actor.circleId, userId: actor.user.id, image: file, at })
        : null;
      await tx
        .update(appointments)
        .set({
          notesAfter,
          updatedAt: at,
          ...(stored
            ? { attachmentImageId: stored.id }
            : removeAttachment
              ? { attachmentImageId: null }
              : {}),
        })
        .where(and(eq(appointments.id, id), eq(appointments.circleId, actor.circleId)));
      const detail = [
        'notes',
        stored ? 'attached a picture' : removeAttachment ? 'removed the picture' : null,
      ]
        .filter(Boolean)
        .join(', ');
      await recordChange(tx, actor, 'appointment.notes_updated', id, at, detail);
    }),
  );
  return presentAppointment(await findAppointment(db, actor.circleId, id));
}

/** The dashboard's section: the next few appointments and how many are today. */
export async function appointmentsToday(options: {
  db: Database;
  circleId: string;
  timeZone: string;
  at: Date;
}) {
  const { db, circleId, timeZone, at } = options;
  const today = localDateOf(at, timeZone);
  const endOfToday = startOfLocalDay(nextDate(today), timeZone);
  const scheduled = and(eq(appointments.circleId, circleId), isNull(appointments.cancelledAt));
  const todays = db
    .select({ n: count() })
    .from(appointments)
    .where(
      and(
        scheduled,
        gte(appointments.startsAt, startOfLocalDay(today, timeZone)),
        lt(appointments.startsAt, endOfToday),
      ),
    );
  // One round trip: the next three, each carrying today's count.
  const rows = await db
    .select({
      row: appointments,
      assigneeName: assignee.name,
      createdByName: creator.name,
      todayCount: sql<number>`(${todays})`.mapWith(Number),
    })
    .from(appointments)
    .leftJoin(assignee, eq(assignee.id, appointments.assigneeUserId))
    .leftJoin(creator, eq(creator.id, appointments.createdByUserId))
    .where(and(scheduled, gt(appointments.endsAt, at)))
    .orderBy(asc(appointments.startsAt))
    .limit(3);
  const todayCount = rows[0] ? rows[0].todayCount : ((await todays)[0]?.n ?? 0);
  return { upcoming: flatten(rows).map(presentAppointment), todayCount };
}

/** The next appointment from `at` on (for the doctor-visit report's questions). */
export async function findNextAppointment(db: Database, circleId: string, at: Date) {
  const [next] = flatten(
    await selectAppointments(db)
      .where(
        and(
          eq(appointments.circleId, circleId),
          isNull(appointments.cancelledAt),
          gt(appointments.startsAt, at),
        ),
      )
      .orderBy(asc(appointments.startsAt))
      .limit(1),
  );
  return next ?? null;
}
