import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { AppointmentReminderKind } from '../../../shared/appointments';
import { formatDateTime } from '../../../shared/relative-time';
import type { Database } from '../../db/client';
import { appointmentReminders, appointments } from './appointments.schema';
import { careRecipients, circleMembers } from '../../platform/circles/circles.schema';
import type { Clock } from '../../lib/clock';
import { sameLocalTimeDaysBefore } from '../../lib/local-time';
import type { Notifier, NotifyInput } from '../../platform/notifications/notifications.service';

type AppointmentRow = typeof appointments.$inferSelect;

const HOUR_MS = 60 * 60 * 1000;
/** A reminder found this late (the server was down) is dropped: it would only confuse. */
const STALE_AFTER_MS = 2 * HOUR_MS;

/** When each reminder is due: the day before at the same local time, and an hour before. */
export function reminderTimes(row: Pick<AppointmentRow, 'startsAt' | 'timeZone'>) {
  return {
    day_before: sameLocalTimeDaysBefore(row.startsAt, 1, row.timeZone),
    hour_before: new Date(row.startsAt.getTime() - HOUR_MS),
  } satisfies Record<AppointmentReminderKind, Date>;
}

/**
 * Plans (or re-plans) an appointment's reminders in the transaction that saves it. A reminder
 * whose time has passed is not planned; one already sent stays sent unless its time moved.
 */
export async function planReminders(tx: Database, row: AppointmentRow, at: Date): Promise<void> {
  const times = reminderTimes(row);
  for (const kind of Object.keys(times) as AppointmentReminderKind[]) {
    const dueAt = times[kind];
    if (row.cancelledAt || dueAt.getTime() <= at.getTime()) {
      await tx
        .delete(appointmentReminders)
        .where(
          and(
            eq(appointmentReminders.appointmentId, row.id),
            eq(appointmentReminders.kind, kind),
            isNull(appointmentReminders.sentAt),
          ),
        );
      continue;
    }
    await tx
      .insert(appointmentReminders)
      .values({ appointmentId: row.id, circleId: row.circleId, kind, dueAt })
      .onConflictDoUpdate({
        target: [appointmentReminders.appointmentId, appointmentReminders.kind],
        set: {
          dueAt,
          sentAt: sql`case when ${appointmentReminders.dueAt} = excluded.due_at then ${appointmentReminders.sentAt} else null end`,
        },
      });
  }
}

const reminderText = (
  kind: AppointmentReminderKind,
  appointment: AppointmentRow,
  recipientName: string | null,
) => {
  const when = formatDateTime(appointment.startsAt, appointment.timeZone);
  const who = recipientName ?? 'the person you care for';
  const title =
    kind === 'day_before' ? `Tomorrow: ${appointment.title}` : `In an hour: ${appointment.title}`;
  const body = [
    `${appointment.title} for ${who}, ${when}.`,
    appointment.location ? `Where: ${appointment.location}.` : null,
    appointment.transportNotes ? `Getting there: ${appointment.transportNotes}` : null,
  ]
    .filter(Boolean)
    .join(' ');
  return { title, body };
};

/**
 * Sends the reminders that are due, to the member taking them (or, when nobody is, to every
 * caregiver). Claims rows with SKIP LOCKED and marks them in the same transaction as the
 * notifications, so several instances never send one twice. Returns how many it handled.
 */
export async function sendDueAppointmentReminders(options: {
  db: Database;
  clock: Clock;
  notifier: Notifier;
  batchSize?: number;
}): Promise<number> {
  const { db, clock, notifier, batchSize = 100 } = options;
  const now = clock.now();
  return db.transaction(async (tx) => {
    const due = await tx
      .select({
        reminder: appointmentReminders,
        appointment: appointments,
        recipientName: careRecipients.preferredName,
      })
      .from(appointmentReminders)
      .innerJoin(appointments, eq(appointments.id, appointmentReminders.appointmentId))
      .leftJoin(careRecipients, eq(careRecipients.circleId, appointments.circleId))
      .where(and(isNull(appointmentReminders.sentAt), lte(appointmentReminders.dueAt, now)))
      .orderBy(asc(appointmentReminders.dueAt))
      .limit(batchSize)
      .for('update', { of: appointmentReminders, skipLocked: true });
    if (due.length === 0) return 0;

    const unassignedCircles = [
      ...new Set(
        due.filter((row) => !row.appointment.assigneeUserId).map((row) => row.appointment.circleId),
      ),
    ];
    const caregivers = unassignedCircles.length
      ? await tx
          .select({ circleId: circleMembers.circleId, userId: circleMembers.userId })
          .from(circleMembers)
          .where(
            and(
              inArray(circleMembers.circleId, unassignedCircles),
              eq(circleMembers.role, 'caregiver'),
            ),
          )
      : [];

    const inputs: NotifyInput[] = [];
    for (const { reminder, appointment, recipientName } of due) {
      const isStale =
        appointment.cancelledAt !== null ||
        now.getTime() - reminder.dueAt.getTime() > STALE_AFTER_MS ||
        appointment.startsAt.getTime() <= now.getTime();
      if (isStale) continue;
      const recipients = appointment.assigneeUserId
        ? [appointment.assigneeUserId]
        : caregivers.filter((c) => c.circleId === appointment.circleId).map((c) => c.userId);
      inputs.push({
        circleId: appointment.circleId,
        recipients,
        kind: 'appointment.reminder',
        ...reminderText(reminder.kind, appointment, recipientName),
        link: `/appointments/${appointment.id}`,
        dedupeKey: `appointment-reminder:${reminder.id}:${reminder.dueAt.toISOString()}`,
        at: now,
        pushTtlSeconds: reminder.kind === 'hour_before' ? 60 * 60 : 6 * 60 * 60,
      });
    }
    await notifier.notifyMany(tx, inputs);
    await tx
      .update(appointmentReminders)
      .set({ sentAt: now })
      .where(
        inArray(
          appointmentReminders.id,
          due.map((row) => row.reminder.id),
        ),
      );
    return due.length;
  });
}
