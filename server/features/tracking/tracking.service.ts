import { and, asc, desc, eq, gte, lt } from 'drizzle-orm';
import type { z } from 'zod';
import { questionLines } from '../../../shared/appointments';
import {
  CHARTED_KINDS,
  REPORT_DEFAULT_DAYS,
  REPORT_MAX_DAYS,
  describeSeries,
  describeTrackingValue,
  type DoctorReport,
  TRACKING_EVENTS,
  TRACKING_KINDS,
  TRACKING_MEASURES,
  type TrackingEntry,
  type trackingEntryInputSchema,
  type TrackingKind,
  type TrackingOverview,
  type TrackingPoint,
  type TrackingSeries,
} from '../../../shared/tracking';
import type { Database } from '../../db/client';
import { trackingEntries } from './tracking.schema';
import { users } from '../../platform/auth/auth.schema';
import { badRequest } from '../../lib/errors';
import { deleteCircleRow } from '../../platform/circles/circle-rows';
import { publishEvent } from '../../platform/notifications/event-bus';
import { addDays, localDateOf, nextDate, startOfLocalDay } from '../../lib/local-time';
import type { AuditActionOf } from '../../platform/audit/audit-actions';
import { trackingAudit } from './tracking.audit';
import { type EntryWithName, presentEntry } from './tracking.presenter';
import { findNextAppointment } from '../appointments/appointments.service';
import { activitiesReportSection } from '../activities/activities.service';
import { can } from '../../../shared/permissions';
import { findRecipient } from '../../platform/circles/recipient';
import type { CircleActor } from '../../platform/circles/circles.policy';
import { toCsv } from '../../lib/csv';
import {
  listCurrentMedications,
  medicationAdherence,
} from '../medications/medication-summaries.service';

type EntryInput = z.output<typeof trackingEntryInputSchema>;
type EntryRow = typeof trackingEntries.$inferSelect;

/** An entry may be dated a little ahead (a phone's clock), never more. */
const FUTURE_SLACK_MS = 5 * 60 * 1000;

const selectEntries = (db: Database) =>
  db
    .select({ row: trackingEntries, loggedBy: users.name })
    .from(trackingEntries)
    .leftJoin(users, eq(users.id, trackingEntries.loggedByUserId));

const flatten = (rows: { row: EntryRow; loggedBy: string | null }[]): EntryWithName[] =>
  rows.map(({ row, loggedBy }) => ({ ...row, loggedBy }));

async function recordChange(
  tx: Database,
  actor: CircleActor,
  action: AuditActionOf<typeof trackingAudit>,
  id: string,
  kind: TrackingKind,
  at: Date,
) {
  await trackingAudit.record(tx, {
    actor,
    action,
    subject: `tracking_entry:${id}`,
    detail: TRACKING_MEASURES[kind].label,
    at,
  });
  await publishEvent(tx, { type: TRACKING_EVENTS.changed, circleId: actor.circleId, data: { id } });
}

export async function logEntry(options: {
  db: Database;
  actor: CircleActor;
  input: EntryInput;
  at: Date;
}): Promise<TrackingEntry> {
  const { db, actor, input, at } = options;
  const recordedAt = input.recordedAt ? new Date(input.recordedAt) : at;
  if (recordedAt.getTime() > at.getTime() + FUTURE_SLACK_MS) {
    throw badRequest('That time is still to come. Please choose when it happened.');
  }
  const measure = TRACKING_MEASURES[input.kind];
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(trackingEntries)
      .values({
        circleId: actor.circleId,
        kind: input.kind,
        value:
          measure.input === 'event' ? 1 : measure.input === 'note' ? null : (input.value ?? null),
        value2: measure.input === 'pressure' ? (input.value2 ?? null) : null,
        fall:
          input.kind === 'falls'
            ? {
                place: input.fall?.place ?? null,
                injury: input.fall?.injury ?? null,
                outcome: input.fall?.outcome ?? null,
              }
            : null,
        note: input.note ?? null,
        recordedAt,
        loggedByUserId: actor.user.id,
        createdAt: at,
      })
      .returning();
    if (!created) throw new Error('Storing a tracking entry returned no row');
    await recordChange(tx, actor, 'tracking.logged', created.id, created.kind, at);
    return created;
  });
  return presentEntry({ ...row, loggedBy: actor.user.name });
}

/** Removes an entry (the undo of a mistaken tap). */
export async function removeEntry(options: {
  db: Database;
  actor: CircleActor;
  id: string;
  at: Date;
}): Promise<void> {
  const { db, actor, id, at } = options;
  await db.transaction(async (tx) => {
    const deleted = await deleteCircleRow(
      tx,
      trackingEntries,
      { circleId: actor.circleId, id },
      'We could not find that entry.',
    );
    await recordChange(tx, actor, 'tracking.removed', id, deleted.kind, at);
  });
}

/** Entries recorded on local dates `from` to `to` (both included), oldest first. */
async function entriesBetween(
  db: Database,
  circleId: string,
  from: string,
  to: string,
  timeZone: string,
): Promise<EntryWithName[]> {
  return flatten(
    await selectEntries(db)
      .where(
        and(
          eq(trackingEntries.circleId, circleId),
          gte(trackingEntries.recordedAt, startOfLocalDay(from, timeZone)),
          lt(trackingEntries.recordedAt, startOfLocalDay(nextDate(to), timeZone)),
        ),
      )
      .orderBy(asc(trackingEntries.recordedAt))
      .limit(20_000),
  );
}

const average = (values: number[]) =>
  values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : null;

/** One series per measure: a point per local date (average or count) and a summary. */
export function buildSeries(
  rows: EntryWithName[],
  from: string,
  to: string,
  timeZone: string,
): TrackingSeries[] {
  const byKind = new Map<TrackingKind, Map<string, EntryWithName[]>>();
  for (const row of rows) {
    const date = localDateOf(row.recordedAt, timeZone);
    const days = byKind.get(row.kind) ?? new Map<string, EntryWithName[]>();
    days.set(date, [...(days.get(date) ?? []), row]);
    byKind.set(row.kind, days);
  }
  const dates: string[] = [];
  for (let date = from; date <= to; date = nextDate(date)) dates.push(date);
  return TRACKING_KINDS.map((kind) => {
    const days = byKind.get(kind) ?? new Map<string, EntryWithName[]>();
    const isEvent = TRACKING_MEASURES[kind].input === 'event';
    const points: TrackingPoint[] = dates.map((date) => {
      const dayRows = days.get(date) ?? [];
      const values = dayRows.flatMap((row) => (row.value === null ? [] : [row.value]));
      const values2 = dayRows.flatMap((row) => (row.value2 === null ? [] : [row.value2]));
      const mean = average(values);
      const mean2 = average(values2);
      return {
        date,
        value: isEvent ? dayRows.length : mean === null ? null : Math.round(mean * 10) / 10,
        value2: mean2 === null ? null : Math.round(mean2 * 10) / 10,
        count: dayRows.length,
      };
    });
    const all = [...days.values()].flat();
    const values = all.flatMap((row) => (row.value === null ? [] : [row.value]));
    const latest = all.reduce<EntryWithName | null>(
      (last, row) => (!last || row.recordedAt >= last.recordedAt ? row : last),
      null,
    );
    return {
      kind,
      points,
      summary: {
        count: all.length,
        average: isEvent ? null : average(values),
        min: values.length && !isEvent ? Math.min(...values) : null,
        max: values.length && !isEvent ? Math.max(...values) : null,
        latest: latest ? presentEntry(latest) : null,
      },
    };
  });
}

/** The tracking screen: the last 7, 30 or 90 days up to today, charted, and the newest entries. */
export async function trackingOverview(options: {
  db: Database;
  actor: CircleActor;
  days: number;
  at: Date;
}): Promise<TrackingOverview> {
  const { db, actor, days, at } = options;
  const { timeZone } = await findRecipient(db, actor.circleId);
  const to = localDateOf(at, timeZone);
  const from = addDays(to, -(days - 1));
  const rows = await entriesBetween(db, actor.circleId, from, to, timeZone);
  await trackingAudit.recordView(db, {
    actor,
    action: 'tracking.viewed',
    subject: `care_circle:${actor.circleId}`,
    at,
  });
  return {
    days,
    from,
    to,
    timeZone,
    series: buildSeries(rows, from, to, timeZone).filter((series) =>
      (CHARTED_KINDS as readonly string[]).includes(series.kind),
    ),
    entries: rows.slice(-50).reverse().map(presentEntry),
    adherence: await medicationAdherence(db, { circleId: actor.circleId, from, to }),
  };
}

/** The dashboard's section: the newest few entries. */
export async function latestEntries(db: Database, circleId: string, limit = 5) {
  const rows = flatten(
    await selectEntries(db)
      .where(eq(trackingEntries.circleId, circleId))
      .orderBy(desc(trackingEntries.recordedAt))
      .limit(limit),
  );
  return { latest: rows.map(presentEntry) };
}

/** The report's dates: as asked, or the last 30 days up to today; never more than a year. */
export function reportRange(
  query: { from?: string | undefined; to?: string | undefined },
  at: Date,
  timeZone: string,
): { from: string; to: string } {
  const to = query.to ?? localDateOf(at, timeZone);
  const from = query.from ?? addDays(to, -(REPORT_DEFAULT_DAYS - 1));
  if (from > to) throw badRequest('The start date must be on or before the end date');
  if (addDays(from, REPORT_MAX_DAYS) <= to)
    throw badRequest('Please choose a range of at most a year');
  return { from, to };
}

/**
 * What a doctor needs from a date range: current medicines and adherence (from the medications
 * feature), each tracked measure in words, every entry, and the questions for the next visit.
 */
export async function buildDoctorReport(options: {
  db: Database;
  actor: CircleActor;
  from?: string | undefined;
  to?: string | undefined;
  /** Add the games' section; only for those who see every session. */
  activities?: boolean | undefined;
  at: Date;
}): Promise<DoctorReport> {
  const { db, actor, at } = options;
  const recipient = await findRecipient(db, actor.circleId);
  const { timeZone } = recipient;
  const { from, to } = reportRange(options, at, timeZone);
  const rows = await entriesBetween(db, actor.circleId, from, to, timeZone);
  const series = buildSeries(rows, from, to, timeZone);
  const next = await findNextAppointment(db, actor.circleId, at);
  await trackingAudit.record(db, {
    actor,
    action: 'doctor_report.viewed',
    subject: `care_circle:${actor.circleId}`,
    detail: `${from} to ${to}`,
    at,
  });
  const activities =
    options.activities && can(actor.role, 'activities.history')
      ? await activitiesReportSection(db, { circleId: actor.circleId, from, to, timeZone })
      : undefined;
  return {
    recipientName: recipient.preferredName,
    dateOfBirth: recipient.dateOfBirth,
    conditions: recipient.conditions,
    allergies: recipient.allergies,
    from,
    to,
    timeZone,
    generatedAt: at.toISOString(),
    medications: await listCurrentMedications(db, actor.circleId, at),
    adherence: await medicationAdherence(db, { circleId: actor.circleId, from, to }),
    measures: series
      .filter((s) => s.summary.count > 0)
      .map((s) => ({
        kind: s.kind,
        label: TRACKING_MEASURES[s.kind].label,
        summary: describeSeries(s.kind, s, timeZone),
        count: s.summary.count,
      })),
    entries: rows.map(presentEntry),
    nextAppointment: next
      ? {
          title: next.title,
          startsAt: next.startsAt.toISOString(),
          provider: next.provider,
          questions: questionLines(next.questions),
        }
      : null,
    ...(activities ? { activities } : {}),
  };
}

/** Every entry in the range as a spreadsheet (local date and time, what, value, note, who). */
export async function trackingCsv(options: {
  db: Database;
  actor: CircleActor;
  from?: string | undefined;
  to?: string | undefined;
  at: Date;
}): Promise<{ csv: string; from: string; to: string }> {
  const { db, actor, at } = options;
  const { timeZone } = await findRecipient(db, actor.circleId);
  const { from, to } = reportRange(options, at, timeZone);
  const rows = await entriesBetween(db, actor.circleId, from, to, timeZone);
  await trackingAudit.record(db, {
    actor,
    action: 'doctor_report.exported',
    subject: `care_circle:${actor.circleId}`,
    detail: `${from} to ${to}`,
    at,
  });
  const columns = ['date', 'time', 'what', 'value', 'reading', 'note', 'logged_by'];
  const csv = toCsv(
    rows.map((row) => ({
      date: localDateOf(row.recordedAt, timeZone),
      time: row.recordedAt.toLocaleTimeString('en-US', {
        hour: 'numeric',
        minute: '2-digit',
        timeZone,
      }),
      what: TRACKING_MEASURES[row.kind].label,
      value: describeTrackingValue(row.kind, row.value, row.value2, row.fall),
      reading:
        row.value === null
          ? ''
          : row.value2 === null
            ? String(row.value)
            : `${row.value}/${row.value2}`,
      note: row.note ?? '',
      logged_by: row.loggedBy ?? '',
    })),
    columns,
  );
  return { csv, from, to };
}
