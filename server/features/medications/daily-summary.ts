import { and, asc, eq, exists, isNull, ne, or, sql } from 'drizzle-orm';
import { recipientDisplayName } from '../../../shared/care-recipient';
import { doseStateLabel, formatTimeOfDay } from '../../../shared/medications';
import type { Database } from '../../db/client';
import { doseEvents, medications, medicationSettings } from './medications.schema';
import { careRecipients, circleMembers } from '../../platform/circles/circles.schema';
import type { Clock } from '../../lib/clock';
import { localDateOf, localTimeOf } from '../../lib/local-time';
import type { Notifier } from '../../platform/notifications/notifications.service';

/** The evening summary goes out from this local time on. */
export const SUMMARY_TIME = '20:00';

/**
 * Once a day per circle, from 20:00 in the care recipient's zone: the day's doses in words, to
 * the members who chose the summary (it is off by default). The circle's `last_summary_date` is
 * claimed with a conditional update, so one instance sends it; the notification's key makes a
 * retry harmless. Returns how many circles were summarised.
 */
export async function sendDailySummaries(options: {
  db: Database;
  clock: Clock;
  notifier: Notifier;
}): Promise<number> {
  const { db, clock, notifier } = options;
  const now = clock.now();
  const candidates = await db
    .select({
      circleId: careRecipients.circleId,
      timeZone: careRecipients.timeZone,
      name: careRecipients.preferredName,
      lastSummaryDate: medicationSettings.lastSummaryDate,
    })
    .from(careRecipients)
    .leftJoin(medicationSettings, eq(medicationSettings.circleId, careRecipients.circleId))
    .where(
      exists(
        db
          .select({ one: sql`1` })
          .from(medications)
          .where(
            and(
              eq(medications.circleId, careRecipients.circleId),
              ne(medications.status, 'stopped'),
            ),
          ),
      ),
    );
  let sent = 0;
  for (const circle of candidates) {
    const today = localDateOf(now, circle.timeZone);
    if (localTimeOf(now, circle.timeZone) < SUMMARY_TIME || circle.lastSummaryDate === today) {
      continue;
    }
    const isSent = await db.transaction(async (tx) => {
      await tx
        .insert(medicationSettings)
        .values({ circleId: circle.circleId, updatedAt: now })
        .onConflictDoNothing({ target: medicationSettings.circleId });
      const claimed = await tx
        .update(medicationSettings)
        .set({ lastSummaryDate: today })
        .where(
          and(
            eq(medicationSettings.circleId, circle.circleId),
            or(
              isNull(medicationSettings.lastSummaryDate),
              ne(medicationSettings.lastSummaryDate, today),
            ),
          ),
        )
        .returning({ circleId: medicationSettings.circleId });
      if (claimed.length === 0) return false;
      const doses = await tx
        .select()
        .from(doseEvents)
        .where(and(eq(doseEvents.circleId, circle.circleId), eq(doseEvents.localDate, today)))
        .orderBy(asc(doseEvents.scheduledAt));
      if (doses.length === 0) return false;
      const members = await tx
        .select({ userId: circleMembers.userId })
        .from(circleMembers)
        .where(eq(circleMembers.circleId, circle.circleId));
      const counts = { taken: 0, skipped: 0, missed: 0, pending: 0 };
      for (const dose of doses) counts[dose.status] += 1;
      const name = recipientDisplayName(circle.name);
      await notifier.notify(tx, {
        circleId: circle.circleId,
        recipients: members.map((m) => m.userId),
        kind: 'medication.daily_summary',
        title: `${name}’s medicines today: ${counts.taken} taken, ${counts.missed} missed`,
        body: [
          `${name}’s doses on ${today}:`,
          ...doses.map(
            (dose) =>
              `${formatTimeOfDay(dose.localTime)} ${dose.medicationName}: ${doseStateLabel(dose).toLowerCase()}`,
          ),
        ].join('\n'),
        link: `/medications/today?date=${today}`,
        dedupeKey: `summary:${circle.circleId}:${today}`,
        at: now,
      });
      return true;
    });
    if (isSent) sent += 1;
  }
  return sent;
}
