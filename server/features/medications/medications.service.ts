import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  type DayDoses,
  type ParsedDoseLog,
  formatTimeOfDay,
  DOSES_CHANGED_EVENT,
  type MedicationInput,
  type MedicationSettings,
  type MedicationStatus,
  medicationInputSchema,
} from '../../../shared/medications';
import { recipientDisplayName } from '../../../shared/care-recipient';
import { earlyTakenMessage, needsEarlyConfirmation } from '../../../shared/dose-window';
import type { Database } from '../../db/client';
import { doseEvents, medications, medicationSettings } from './medications.schema';
import { users } from '../../platform/auth/auth.schema';
import { circleMembers } from '../../platform/circles/circles.schema';
import { images } from '../../platform/images/images.schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { publishEvent } from '../../platform/notifications/event-bus';
import { localDateOf, localTimeOf } from '../../lib/local-time';
import type { AuditActionOf } from '../../platform/audit/audit-actions';
import { medicationsAudit } from './medications.audit';
import { presentDose, stockOutlook } from './medications.presenter';
import type { CircleActor } from '../../platform/circles/circles.policy';
import { findRecipient } from '../../platform/circles/recipient';
import {
  type ProcessedImage,
  storeImage,
  withImageFile,
} from '../../platform/images/images.service';
import type { FileStore } from '../../platform/files/file-store';
import type { Notifier } from '../../platform/notifications/notifications.service';
import {
  DEFAULT_SETTINGS,
  type DoseRow,
  loadCircleContexts,
  type MedicationRow,
  replanMedication,
} from './medications.engine';

const audit = (
  tx: Database,
  actor: CircleActor,
  action: AuditActionOf<typeof medicationsAudit>,
  subject: string,
  at: Date,
  detail?: string,
) =>
  medicationsAudit.record(tx, {
    actor,
    action,
    subject,
    detail: detail ?? null,
    at,
  });

const auditView = (db: Database, actor: CircleActor, at: Date) =>
  medicationsAudit.recordView(db, {
    actor,
    action: 'medications.viewed',
    subject: `circle:${actor.circleId}`,
    at,
  });

export async function circleToday(db: Database, circleId: string, at: Date) {
  const recipient = await findRecipient(db, circleId);
  return { today: localDateOf(at, recipient.timeZone), recipient };
}

/** A medicine of the actor's circle; another circle's id answers 404. */
export async function findMedication(
  db: Database,
  circleId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<MedicationRow> {
  const query = db
    .select()
    .from(medications)
    .where(and(eq(medications.id, id), eq(medications.circleId, circleId)))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound('We could not find that medicine.');
  return row;
}

export async function listMedications(options: { db: Database; actor: CircleActor; at: Date }) {
  const { db, actor, at } = options;
  const rows = await db
    .select()
    .from(medications)
    .where(eq(medications.circleId, actor.circleId))
    .orderBy(asc(medications.name), asc(medications.createdAt));
  await auditView(db, actor, at);
  return rows;
}

type ParsedInput = ReturnType<typeof medicationInputSchema.parse>;

const columnsOf = (input: ParsedInput) => ({
  name: input.name,
  strength: input.strength,
  form: input.form,
  doseAmount: input.doseAmount,
  doseUnit: input.doseUnit,
  instructions: input.instructions,
  prescriber: input.prescriber,
  pharmacy: input.pharmacy,
  purpose: input.purpose,
  startDate: input.startDate,
  endDate: input.endDate,
  schedule: input.schedule,
  pillsOnHand: input.pillsOnHand,
  stockPerDose: input.stockPerDose,
  refillThreshold: input.refillThreshold,
});

export async function createMedication(options: {
  db: Database;
  actor: CircleActor;
  input: MedicationInput;
  at: Date;
}): Promise<MedicationRow> {
  const { db, actor, at } = options;
  const input = medicationInputSchema.parse(options.input);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(medications)
      .values({
        circleId: actor.circleId,
        ...columnsOf(input),
        planFrom: at,
        plannedUntil: at,
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    if (!row) throw new Error('Adding a medicine returned no row');
    await replanMedication(tx, row, at);
    await audit(tx, actor, 'medication.added', `medication:${row.id}`, at);
    await publishEvent(tx, { type: DOSES_CHANGED_EVENT, circleId: actor.circleId });
    return findMedication(tx, actor.circleId, row.id);
  });
}

/** Fields whose change re-plans future doses (a dose's copy of them stays as it was). */
const PLAN_FIELDS = [
  'schedule',
  'startDate',
  'endDate',
  'name',
  'doseAmount',
  'doseUnit',
  'instructions',
] as const;

export async function updateMedication(options: {
  db: Database;
  actor: CircleActor;
  id: string;
  input: MedicationInput;
  at: Date;
}): Promise<MedicationRow> {
  const { db, actor, id, at } = options;
  const input = medicationInputSchema.parse(options.input);
  return db.transaction(async (tx) => {
    const current = await findMedication(tx, actor.circleId, id, { forUpdate: true });
    if (current.status === 'stopped')
      throw conflict('This medicine was stopped. Add it again to restart it.');
    const next = columnsOf(input);
    const changed = (Object.keys(next) as (keyof typeof next)[]).filter(
      (key) => JSON.stringify(next[key]) !== JSON.stringify(current[key]),
    );
    const [row] = await tx
      .update(medications)
      .set({ ...next, updatedAt: at })
      .where(eq(medications.id, id))
      .returning();
    if (!row) throw notFound('We could not find that medicine.');
    if (changed.some((key) => (PLAN_FIELDS as readonly string[]).includes(key))) {
      await replanMedication(tx, row, at);
      await publishEvent(tx, { type: DOSES_CHANGED_EVENT, circleId: actor.circleId });
    }
    if (changed.length > 0) {
      await audit(tx, actor, 'medication.changed', `medication:${id}`, at, changed.join(', '));
    }
    return findMedication(tx, actor.circleId, id);
  });
}

/** Pause, resume or stop. Stopped medicines stay in the history; their past doses too. */
export async function setMedicationStatus(options: {
  db: Database;
  actor: CircleActor;
  id: string;
  status: MedicationStatus;
  at: Date;
}): Promise<MedicationRow> {
  const { db, actor, id, status, at } = options;
  return db.transaction(async (tx) => {
    const current = await findMedication(tx, actor.circleId, id, { forUpdate: true });
    if (current.status === status) return current;
    if (current.status === 'stopped')
      throw conflict('This medicine was stopped. Add it again to restart it.');
    const [row] = await tx
      .update(medications)
      .set({ status, updatedAt: at })
      .where(eq(medications.id, id))
      .returning();
    if (!row) throw notFound('We could not find that medicine.');
    // Paused or stopped: future doses go; resumed: planned again from now.
    await replanMedication(tx, row, at);
    await audit(
      tx,
      actor,
      `medication.${status === 'active' ? 'resumed' : status}`,
      `medication:${id}`,
      at,
    );
    await publishEvent(tx, { type: DOSES_CHANGED_EVENT, circleId: actor.circleId });
    return findMedication(tx, actor.circleId, id);
  });
}

export async function setMedicationPhoto(options: {
  db: Database;
  files: FileStore;
  actor: CircleActor;
  id: string;
  image: ProcessedImage;
  at: Date;
}): Promise<MedicationRow> {
  const { db, files, actor, id, image, at } = options;
  return withImageFile({ db, files }, { circleId: actor.circleId, image, at }, (file) =>
    db.transaction(async (tx) => {
      const current = await findMedication(tx, actor.circleId, id, { forUpdate: true });
      if (!file) throw new Error('A medication photo needs an image');
      const stored = await storeImage(tx, {
        circleId: actor.circleId,
        userId: actor.user.id,
        image: file,
        at,
      });
      await tx
        .update(medications)
        .set({ photoId: stored.id, updatedAt: at })
        .where(eq(medications.id, id));
      if (current.photoId) await tx.delete(images).where(eq(images.id, current.photoId));
      await audit(tx, actor, 'medication.photo_changed', `medication:${id}`, at);
      return findMedication(tx, actor.circleId, id);
    }),
  );
}

export async function restockMedication(options: {
  db: Database;
  actor: CircleActor;
  id: string;
  pillsOnHand: number;
  at: Date;
}): Promise<MedicationRow> {
  const { db, actor, id, pillsOnHand, at } = options;
  return db.transaction(async (tx) => {
    await findMedication(tx, actor.circleId, id, { forUpdate: true });
    await tx
      .update(medications)
      .set({ pillsOnHand, refillNotifiedAt: null, updatedAt: at })
      .where(eq(medications.id, id));
    await audit(tx, actor, 'medication.restocked', `medication:${id}`, at);
    return findMedication(tx, actor.circleId, id);
  });
}

/** Takes a dose off the stock and, once it is low, tells the caregivers once per refill. */
async function useStock(
  tx: Database,
  notifier: Notifier,
  medication: MedicationRow,
  at: Date,
): Promise<void> {
  if (medication.pillsOnHand === null) return;
  const pillsOnHand = Math.max(
    0,
    medication.pillsOnHand - (medication.stockPerDose ?? medication.doseAmount),
  );
  const [row] = await tx
    .update(medications)
    .set({ pillsOnHand })
    .where(eq(medications.id, medication.id))
    .returning();
  if (!row || row.refillNotifiedAt !== null) return;
  const { today, recipient } = await circleToday(tx, row.circleId, at);
  const { needsRefill, runsOutOn } = stockOutlook(row, today);
  if (!needsRefill) return;
  await tx.update(medications).set({ refillNotifiedAt: at }).where(eq(medications.id, row.id));
  const caregivers = await tx
    .select({ userId: circleMembers.userId })
    .from(circleMembers)
    .where(and(eq(circleMembers.circleId, row.circleId), eq(circleMembers.role, 'caregiver')));
  const name = recipientDisplayName(recipient.preferredName);
  await notifier.notify(tx, {
    circleId: row.circleId,
    recipients: caregivers.map((c) => c.userId),
    kind: 'medication.refill',
    title: `Time to refill ${row.name}`,
    body: `${row.pillsOnHand} left of ${name}’s ${row.name}${
      runsOutOn ? `; at the usual rate it runs out on ${runsOutOn}` : ''
    }. ${row.pharmacy ? `Pharmacy: ${row.pharmacy}.` : ''}`.trim(),
    link: '/medications',
    dedupeKey: `refill:${row.id}:${at.getTime()}`,
    at,
  });
}

/**
 * Logs a scheduled dose as taken or skipped, with who, when, notes and an optional photo. A dose
 * logged after it was marked missed becomes "taken late", and its alerts stop. "Taken" more than
 * an hour before its time needs `confirmEarly` (decision 068); it is recorded at the real time.
 */
export async function logDose(options: {
  db: Database;
  files: FileStore;
  actor: CircleActor;
  notifier: Notifier;
  id: string;
  input: ParsedDoseLog;
  image: ProcessedImage | null;
  at: Date;
}): Promise<DoseRow> {
  const { db, files, actor, notifier, id, input, image, at } = options;
  return withImageFile({ db, files }, { circleId: actor.circleId, image, at }, (file) =>
    db.transaction(async (tx) => {
      const [dose] = await tx
        .select()
        .from(doseEvents)
        .where(and(eq(doseEvents.id, id), eq(doseEvents.circleId, actor.circleId)))
        .for('update');
      if (!dose) throw notFound('We could not find that dose.');
      if (dose.status === 'taken' || dose.status === 'skipped') {
        throw conflict(
          `This dose was already logged as ${dose.status === 'taken' ? 'taken' : 'skipped'}.`,
        );
      }
      const isEarly = needsEarlyConfirmation({
        status: input.status,
        scheduledAt: dose.scheduledAt,
        now: at,
      });
      if (isEarly && !input.confirmEarly) throw conflict(earlyTakenMessage(dose));
      const stored = file
        ? await storeImage(tx, { circleId: actor.circleId, userId: actor.user.id, image: file, at })
        : null;
      const wasMissed = dose.status === 'missed';
      const [row] = await tx
        .update(doseEvents)
        .set({
          status: input.status,
          isLate: input.status === 'taken' && wasMissed,
          takenAt: input.status === 'taken' ? at : null,
          loggedByUserId: actor.user.id,
          loggedAt: at,
          skipReason: input.status === 'skipped' ? input.skipReason : null,
          notes: input.notes || null,
          photoId: stored?.id ?? null,
        })
        .where(eq(doseEvents.id, id))
        .returning();
      if (!row) throw notFound('We could not find that dose.');
      if (input.status === 'taken') {
        const medication = await findMedication(tx, actor.circleId, dose.medicationId);
        await useStock(tx, notifier, medication, at);
      }
      const detail = [
        input.status === 'taken'
          ? wasMissed
            ? 'taken late'
            : isEarly
              ? 'taken early'
              : 'taken'
          : 'skipped',
        stored ? 'with a photo' : null,
      ]
        .filter(Boolean)
        .join(', ');
      await audit(tx, actor, 'dose.logged', `dose:${id}`, at, detail);
      await publishEvent(tx, { type: DOSES_CHANGED_EVENT, circleId: actor.circleId });
      return row;
    }),
  );
}

/** Warnings for an as-needed dose: too soon after the last one, or past the daily maximum. */
export async function asNeededWarnings(
  db: Database,
  medication: MedicationRow,
  at: Date,
  timeZone: string,
): Promise<string[]> {
  if (medication.schedule.type !== 'asNeeded') return [];
  const { minIntervalMinutes, maxPerDay } = medication.schedule;
  const today = localDateOf(at, timeZone);
  const [last] = await db
    .select({ takenAt: doseEvents.takenAt })
    .from(doseEvents)
    .where(and(eq(doseEvents.medicationId, medication.id), eq(doseEvents.status, 'taken')))
    .orderBy(desc(doseEvents.takenAt))
    .limit(1);
  const [todays] = await db
    .select({ value: count() })
    .from(doseEvents)
    .where(
      and(
        eq(doseEvents.medicationId, medication.id),
        eq(doseEvents.status, 'taken'),
        eq(doseEvents.localDate, today),
      ),
    );
  const warnings: string[] = [];
  if (last?.takenAt && at.getTime() - last.takenAt.getTime() < minIntervalMinutes * 60_000) {
    const hours = minIntervalMinutes / 60;
    warnings.push(
      `The last dose was at ${formatTimeOfDay(localTimeOf(last.takenAt, timeZone))}. Doses should be at least ${
        Number.isInteger(hours)
          ? `${hours} hour${hours === 1 ? '' : 's'}`
          : `${minIntervalMinutes} minutes`
      } apart.`,
    );
  }
  const taken = todays?.value ?? 0;
  if (taken >= maxPerDay) {
    warnings.push(
      `${taken} dose${taken === 1 ? ' was' : 's were'} already taken today; the most is ${maxPerDay}.`,
    );
  }
  return warnings;
}

/** Logs an as-needed dose now; with warnings, only once the person has seen them. */
export async function logAsNeededDose(options: {
  db: Database;
  files: FileStore;
  actor: CircleActor;
  notifier: Notifier;
  medicationId: string;
  notes: string;
  acknowledgeWarnings: boolean;
  image: ProcessedImage | null;
  at: Date;
}): Promise<DoseRow> {
  const { db, files, actor, notifier, medicationId, notes, image, at } = options;
  return withImageFile({ db, files }, { circleId: actor.circleId, image, at }, (file) =>
    db.transaction(async (tx) => {
      const medication = await findMedication(tx, actor.circleId, medicationId, {
        forUpdate: true,
      });
      if (medication.schedule.type !== 'asNeeded') {
        throw badRequest('This medicine has set times. Log its doses from Today.');
      }
      if (medication.status !== 'active') throw conflict('This medicine is paused or stopped.');
      const { recipient } = await circleToday(tx, actor.circleId, at);
      const warnings = await asNeededWarnings(tx, medication, at, recipient.timeZone);
      if (warnings.length > 0 && !options.acknowledgeWarnings) throw conflict(warnings.join(' '));
      const stored = file
        ? await storeImage(tx, { circleId: actor.circleId, userId: actor.user.id, image: file, at })
        : null;
      const [row] = await tx
        .insert(doseEvents)
        .values({
          circleId: actor.circleId,
          medicationId,
          medicationName: medication.name,
          doseAmount: medication.doseAmount,
          doseUnit: medication.doseUnit,
          instructions: medication.instructions,
          isAsNeeded: true,
          localDate: localDateOf(at, recipient.timeZone),
          localTime: localTimeOf(at, recipient.timeZone),
          timeZone: recipient.timeZone,
          scheduledAt: at,
          remindAt: at,
          missAt: at,
          status: 'taken',
          takenAt: at,
          loggedByUserId: actor.user.id,
          loggedAt: at,
          notes: notes || null,
          photoId: stored?.id ?? null,
          createdAt: at,
        })
        .returning();
      if (!row) throw new Error('Logging a dose returned no row');
      await useStock(tx, notifier, medication, at);
      await audit(
        tx,
        actor,
        'dose.logged',
        `dose:${row.id}`,
        at,
        ['as needed', warnings.length > 0 ? 'past a warning' : null, stored ? 'with a photo' : null]
          .filter(Boolean)
          .join(', '),
      );
      await publishEvent(tx, { type: DOSES_CHANGED_EVENT, circleId: actor.circleId });
      return row;
    }),
  );
}

/** One local day's doses in order, with who logged each. */
export async function listDoses(options: {
  db: Database;
  actor: CircleActor;
  date: string | undefined;
  at: Date;
}): Promise<DayDoses> {
  const { db, actor, at } = options;
  const { today, recipient } = await circleToday(db, actor.circleId, at);
  const date = options.date ?? today;
  const rows = await db
    .select({ dose: doseEvents, loggedBy: users.name })
    .from(doseEvents)
    .leftJoin(users, eq(users.id, doseEvents.loggedByUserId))
    .where(and(eq(doseEvents.circleId, actor.circleId), eq(doseEvents.localDate, date)))
    .orderBy(asc(doseEvents.scheduledAt), asc(doseEvents.medicationName));
  await auditView(db, actor, at);
  return {
    date,
    timeZone: recipient.timeZone,
    now: at.toISOString(),
    recipientName: recipient.preferredName,
    doses: rows.map((row) => presentDose(row.dose, row.loggedBy)),
  };
}

export async function getMedicationSettings(db: Database, circleId: string) {
  const contexts = await loadCircleContexts(db, [circleId]);
  return contexts.get(circleId)?.settings ?? DEFAULT_SETTINGS;
}

/** Saves the circle's reminder settings and moves the alerts of doses not yet reminded. */
export async function saveMedicationSettings(options: {
  db: Database;
  actor: CircleActor;
  input: MedicationSettings;
  at: Date;
}): Promise<MedicationSettings> {
  const { db, actor, input, at } = options;
  await db.transaction(async (tx) => {
    const values = { ...input, updatedAt: at };
    await tx
      .insert(medicationSettings)
      .values({ circleId: actor.circleId, ...values })
      .onConflictDoUpdate({ target: medicationSettings.circleId, set: values });
    await tx
      .update(doseEvents)
      .set({
        remindAt: sql`${doseEvents.scheduledAt} - make_interval(mins => ${input.reminderLeadMinutes})`,
        missAt: sql`${doseEvents.scheduledAt} + make_interval(mins => ${input.graceMinutes})`,
      })
      .where(
        and(
          eq(doseEvents.circleId, actor.circleId),
          eq(doseEvents.status, 'pending'),
          isNull(doseEvents.reminderSentAt),
        ),
      );
    await audit(tx, actor, 'medication.settings_changed', `circle:${actor.circleId}`, at);
  });
  return getMedicationSettings(db, actor.circleId);
}

/**
 * The care recipient moved to another time zone: future doses keep their wall-clock times in the
 * new zone. Call inside the transaction that changed the zone.
 */
export async function replanCircle(tx: Database, circleId: string, at: Date): Promise<void> {
  const rows = await tx
    .select()
    .from(medications)
    .where(and(eq(medications.circleId, circleId), inArray(medications.status, ['active'])));
  for (const row of rows) await replanMedication(tx, row, at);
  if (rows.length > 0) await publishEvent(tx, { type: DOSES_CHANGED_EVENT, circleId });
}

/**
 * How far the reminder engine is behind, for the staff system page: how long the oldest reminder,
 * due alert or missed-dose check that is already due has waited (0 when nothing waits). A number
 * across all circles; nothing about any dose leaves this function.
 */
export async function reminderEngineLagSeconds(db: Database, now: Date): Promise<number> {
  const [row] = await db
    .select({
      oldest: sql<Date | string | null>`least(
        min(${doseEvents.remindAt}) filter (where ${doseEvents.reminderSentAt} is null and ${doseEvents.remindAt} <= ${now}),
        min(${doseEvents.scheduledAt}) filter (where ${doseEvents.dueSentAt} is null and ${doseEvents.scheduledAt} <= ${now}),
        min(${doseEvents.missAt}) filter (where ${doseEvents.missAt} <= ${now})
      )`,
    })
    .from(doseEvents)
    .where(eq(doseEvents.status, 'pending'));
  if (!row?.oldest) return 0;
  const oldest = new Date(row.oldest);
  return Math.max(0, Math.round((now.getTime() - oldest.getTime()) / 1000));
}
