import { and, asc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { describeSchedule, formatDose } from '../../../shared/medications';
import type { Adherence } from '../../../shared/tracking';
import type { Database } from '../../db/client';
import { doseEvents, medications } from './medications.schema';
import { careRecipients } from '../../platform/circles/circles.schema';
import { addDays, localDateOf } from '../../lib/local-time';

/**
 * The medicines taken now, in words, for the emergency sheet and the doctor-visit report
 * ("Donepezil 10 mg", "1 tablet", "daily at 8:00 PM"). Paused and stopped ones, and those past
 * their end date, are left out.
 */
export async function listCurrentMedications(
  db: Database,
  circleId: string,
  at: Date,
): Promise<{ name: string; dose: string; schedule: string }[]> {
  const [recipient] = await db
    .select({ timeZone: careRecipients.timeZone })
    .from(careRecipients)
    .where(eq(careRecipients.circleId, circleId));
  const today = localDateOf(at, recipient?.timeZone ?? 'UTC');
  const rows = await db
    .select()
    .from(medications)
    .where(
      and(
        eq(medications.circleId, circleId),
        eq(medications.status, 'active'),
        or(isNull(medications.endDate), gte(medications.endDate, today)),
      ),
    )
    .orderBy(asc(medications.name));
  return rows.map((row) => ({
    name: row.strength ? `${row.name} ${row.strength}` : row.name,
    dose: formatDose(row.doseAmount, row.doseUnit),
    schedule: describeSchedule(row.schedule),
  }));
}

/**
 * Scheduled doses taken, of those whose outcome is known (taken, skipped or missed), per local
 * date from `from` to `to`. As-needed doses and doses still pending do not count. Null when the
 * circle has no medicines at all.
 */
export async function medicationAdherence(
  db: Database,
  options: { circleId: string; from: string; to: string },
): Promise<Adherence | null> {
  const { circleId, from, to } = options;
  const [any] = await db
    .select({ id: medications.id })
    .from(medications)
    .where(eq(medications.circleId, circleId))
    .limit(1);
  if (!any) return null;
  const rows = await db
    .select({
      date: doseEvents.localDate,
      taken: sql<number>`count(*) filter (where ${doseEvents.status} = 'taken')`.mapWith(Number),
      due: sql<number>`count(*)`.mapWith(Number),
    })
    .from(doseEvents)
    .where(
      and(
        eq(doseEvents.circleId, circleId),
        eq(doseEvents.isAsNeeded, false),
        inArray(doseEvents.status, ['taken', 'skipped', 'missed']),
        gte(doseEvents.localDate, from),
        lte(doseEvents.localDate, to),
      ),
    )
    .groupBy(doseEvents.localDate);
  const byDate = new Map(rows.map((row) => [row.date, row]));
  const points: Adherence['points'] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const row = byDate.get(date);
    points.push({ date, taken: row?.taken ?? 0, due: row?.due ?? 0 });
  }
  const taken = points.reduce((sum, point) => sum + point.taken, 0);
  const due = points.reduce((sum, point) => sum + point.due, 0);
  return { points, takenPercent: due > 0 ? Math.round((100 * taken) / due) : null };
}
