import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import {
  DEFAULT_GRACE_MINUTES,
  DEFAULT_REMINDER_LEAD_MINUTES,
  DOSES_CHANGED_EVENT,
  formatDose,
  formatTimeOfDay,
  type MedicationSettings,
} from '../../../shared/medications';
import { recipientDisplayName } from '../../../shared/care-recipient';
import { formatLocalDate } from '../../../shared/local-dates';
import type { Database } from '../../db/client';
import { insertJsonRows } from '../../db/json-insert';
import { doseEvents, medications, medicationSettings } from './medications.schema';
import { careRecipients, circleMembers } from '../../platform/circles/circles.schema';
import type { Clock } from '../../lib/clock';
import { publishEvents } from '../../platform/notifications/event-bus';
import { localDateOf, localTimeOf } from '../../lib/local-time';
import type { Notifier, NotifyInput } from '../../platform/notifications/notifications.service';
import { planDoses } from './planner';

export type MedicationRow = typeof medications.$inferSelect;
export type DoseRow = typeof doseEvents.$inferSelect;

const MINUTE = 60_000;
/** Dose events exist this far ahead… */
export const PLAN_HORIZON_MS = 48 * 60 * MINUTE;
/** …and the planner tops them up once less than this is left. */
const REPLAN_WHEN_LEFT_MS = 36 * 60 * MINUTE;
/**
 * After an outage, doses up to a day back are still planned (and so marked missed, and the
 * family told); older ones are not dug up: an alert about last week helps nobody.
 */
const BACKFILL_MS = 24 * 60 * MINUTE;

export const DEFAULT_SETTINGS: MedicationSettings = {
  reminderLeadMinutes: DEFAULT_REMINDER_LEAD_MINUTES,
  graceMinutes: DEFAULT_GRACE_MINUTES,
  repeatEveryMinutes: null,
};

interface CircleContext {
  timeZone: string;
  recipientName: string | null;
  settings: MedicationSettings;
}

export async function loadCircleContexts(
  tx: Database,
  circleIds: readonly string[],
): Promise<Map<string, CircleContext>> {
  const ids = [...new Set(circleIds)];
  const contexts = new Map<string, CircleContext>();
  if (ids.length === 0) return contexts;
  const rows = await tx
    .select({
      circleId: careRecipients.circleId,
      timeZone: careRecipients.timeZone,
      recipientName: careRecipients.preferredName,
      settings: medicationSettings,
    })
    .from(careRecipients)
    .leftJoin(medicationSettings, eq(medicationSettings.circleId, careRecipients.circleId))
    .where(inArray(careRecipients.circleId, ids));
  for (const row of rows) {
    contexts.set(row.circleId, {
      timeZone: row.timeZone,
      recipientName: row.recipientName,
      settings: row.settings
        ? {
            reminderLeadMinutes: row.settings.reminderLeadMinutes,
            graceMinutes: row.settings.graceMinutes,
            repeatEveryMinutes: row.settings.repeatEveryMinutes,
          }
        : DEFAULT_SETTINGS,
    });
  }
  return contexts;
}

/** When to remind and when a dose counts as missed, from the circle's settings. */
export const alertTimes = (scheduledAt: Date, settings: MedicationSettings) => ({
  remindAt: new Date(scheduledAt.getTime() - settings.reminderLeadMinutes * MINUTE),
  missAt: new Date(scheduledAt.getTime() + settings.graceMinutes * MINUTE),
});

type DoseInsert = typeof doseEvents.$inferInsert;

/** The dose rows a medicine needs from where its plan stops (`plannedUntil`) to `until`. */
function doseRowsFor(
  medication: MedicationRow,
  context: CircleContext,
  until: Date,
  at: Date,
): DoseInsert[] {
  if (medication.status !== 'active') return [];
  const from = new Date(
    Math.max(
      medication.planFrom.getTime(),
      medication.plannedUntil.getTime(),
      at.getTime() - BACKFILL_MS,
    ),
  );
  return planDoses({
    schedule: medication.schedule,
    startDate: medication.startDate,
    endDate: medication.endDate,
    timeZone: context.timeZone,
    from,
    until,
  }).map((dose) => ({
    circleId: medication.circleId,
    medicationId: medication.id,
    medicationName: medication.name,
    doseAmount: medication.doseAmount,
    doseUnit: medication.doseUnit,
    instructions: medication.instructions,
    localDate: dose.localDate,
    localTime: dose.localTime,
    timeZone: context.timeZone,
    scheduledAt: dose.scheduledAt,
    ...alertTimes(dose.scheduledAt, context.settings),
    createdAt: at,
  }));
}

/** Inserts dose rows in bulk; unique keys make planning twice harmless. */
const insertDoses = (tx: Database, rows: readonly DoseInsert[]) =>
  insertJsonRows(tx, doseEvents, rows, { onConflict: sql`on conflict do nothing` });

/**
 * Materializes medicines' doses from where they stop (`plannedUntil`) to `until`, in bulk. Unique
 * keys make planning twice, or on two instances, harmless.
 */
export async function planMedications(
  tx: Database,
  list: readonly MedicationRow[],
  contexts: Map<string, CircleContext>,
  until: Date,
  at: Date,
): Promise<number> {
  const rows = list.flatMap((medication) => {
    const context = contexts.get(medication.circleId);
    return context ? doseRowsFor(medication, context, until, at) : [];
  });
  await insertDoses(tx, rows);
  const ids = list.filter((m) => until > m.plannedUntil).map((m) => m.id);
  if (ids.length > 0) {
    await tx.update(medications).set({ plannedUntil: until }).where(inArray(medications.id, ids));
  }
  return rows.length;
}

/**
 * Removes a medicine's future doses that nobody logged (a schedule edit, pause or stop), and
 * plans again from `at` with the schedule as it is now. Logged and past doses stay exactly as
 * they were.
 */
export async function replanMedication(tx: Database, medication: MedicationRow, at: Date) {
  await tx
    .delete(doseEvents)
    .where(
      and(
        eq(doseEvents.medicationId, medication.id),
        eq(doseEvents.status, 'pending'),
        eq(doseEvents.isAsNeeded, false),
        gt(doseEvents.scheduledAt, at),
      ),
    );
  const [fresh] = await tx
    .update(medications)
    .set({ planFrom: at, plannedUntil: at })
    .where(eq(medications.id, medication.id))
    .returning();
  if (!fresh) return;
  const contexts = await loadCircleContexts(tx, [fresh.circleId]);
  await planMedications(tx, [fresh], contexts, new Date(at.getTime() + PLAN_HORIZON_MS), at);
}

/** Tops up the plan of medicines running short of it. Claims with SKIP LOCKED. */
export async function planAhead(options: {
  db: Database;
  clock: Clock;
  batchSize?: number;
}): Promise<number> {
  const { db, clock, batchSize = 1000 } = options;
  let planned = 0;
  for (;;) {
    const now = clock.now();
    const until = new Date(now.getTime() + PLAN_HORIZON_MS);
    const batch = await db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(medications)
        .where(
          and(
            eq(medications.status, 'active'),
            lte(medications.plannedUntil, new Date(now.getTime() + REPLAN_WHEN_LEFT_MS)),
          ),
        )
        .orderBy(asc(medications.plannedUntil))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      const contexts = await loadCircleContexts(
        tx,
        due.map((m) => m.circleId),
      );
      planned += await planMedications(tx, due, contexts, until, now);
      return due.length;
    });
    if (batch < batchSize) return planned;
  }
}

/** Whoever is in the circle now; each person's own choices decide what reaches them. */
async function membersOf(tx: Database, circleIds: readonly string[]) {
  const rows = await tx
    .select({ circleId: circleMembers.circleId, userId: circleMembers.userId })
    .from(circleMembers)
    .where(inArray(circleMembers.circleId, [...new Set(circleIds)]));
  const members = new Map<string, string[]>();
  for (const row of rows)
    members.set(row.circleId, [...(members.get(row.circleId) ?? []), row.userId]);
  return members;
}

/** "Rosa’s", or "your loved one’s" before the profile has a name. */
const whoseDose = (context: CircleContext | undefined) =>
  `${recipientDisplayName(context?.recipientName)}’s`;
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const doseLine = (dose: DoseRow) =>
  `${dose.medicationName}, ${formatDose(dose.doseAmount, dose.doseUnit)}${
    dose.instructions ? `. ${dose.instructions}` : ''
  }`;

type Phase = 'reminder' | 'due' | 'repeat' | 'missed';

/** The message of each phase: the recipient, the medicine and the time, in plain words. */
function messageFor(phase: Phase, dose: DoseRow, context: CircleContext | undefined, now: Date) {
  const time = formatTimeOfDay(dose.localTime);
  const whose = whoseDose(context);
  const untilMissed = Math.max(60, Math.round((dose.missAt.getTime() - now.getTime()) / 1000));
  switch (phase) {
    case 'reminder': {
      const minutes = Math.max(
        1,
        Math.round((dose.scheduledAt.getTime() - now.getTime()) / MINUTE),
      );
      return {
        kind: 'medication.reminder' as const,
        title: `${capitalized(whose)} ${time} dose in ${minutes} minute${minutes === 1 ? '' : 's'}: ${dose.medicationName}`,
        body: `${doseLine(dose)}. Due at ${time}.`,
        pushTtlSeconds: untilMissed,
      };
    }
    case 'due':
    case 'repeat':
      return {
        kind: 'medication.reminder' as const,
        title: `${phase === 'repeat' ? 'Still due:' : 'Time for'} ${whose} ${time} dose: ${dose.medicationName}`,
        body: `${doseLine(dose)}. When it is taken, log it in Kinwell.`,
        pushTtlSeconds: untilMissed,
      };
    case 'missed':
      return {
        kind: 'medication.missed' as const,
        title: `Missed dose: ${whose} ${time} ${dose.medicationName}`,
        body: `${capitalized(whose)} ${time} dose of ${dose.medicationName} (${formatDose(dose.doseAmount, dose.doseUnit)}) on ${formatLocalDate(dose.localDate)} was not logged by ${formatTimeOfDay(localTimeOf(dose.missAt, dose.timeZone))}. If it was taken, log it in Kinwell. If not, ask the doctor or pharmacist before giving it late.`,
        pushTtlSeconds: 12 * 60 * 60,
      };
  }
}

interface PhaseSpec {
  /** Which pending doses this phase claims. */
  where: (now: Date) => ReturnType<typeof and>;
  /** What the claim writes, and whether the moment still calls for a message. */
  apply: (
    dose: DoseRow,
    now: Date,
    settings: MedicationSettings,
  ) => {
    set: Partial<typeof doseEvents.$inferInsert>;
    send: boolean;
  };
  dedupe: (dose: DoseRow) => string;
}

const PHASES: Record<Phase, PhaseSpec> = {
  // Before the dose; a reminder whose dose already came is not sent (the due alert says it).
  reminder: {
    where: (now) =>
      and(
        eq(doseEvents.status, 'pending'),
        isNull(doseEvents.reminderSentAt),
        lte(doseEvents.remindAt, now),
      ),
    apply: (dose, now) => ({ set: { reminderSentAt: now }, send: now < dose.scheduledAt }),
    dedupe: (dose) => `dose:${dose.id}:reminder`,
  },
  due: {
    where: (now) =>
      and(
        eq(doseEvents.status, 'pending'),
        isNull(doseEvents.dueSentAt),
        lte(doseEvents.scheduledAt, now),
      ),
    apply: (dose, now) => ({
      set: { dueSentAt: now, lastAlertAt: now, reminderSentAt: dose.reminderSentAt ?? now },
      send: now < dose.missAt,
    }),
    dedupe: (dose) => `dose:${dose.id}:due`,
  },
  repeat: {
    where: (now) =>
      and(
        eq(doseEvents.status, 'pending'),
        isNotNull(doseEvents.dueSentAt),
        gt(doseEvents.missAt, now),
        sql`${doseEvents.lastAlertAt} + make_interval(mins => ${medicationSettings.repeatEveryMinutes}) <= ${now}`,
      ),
    apply: (dose, now) => ({
      set: { lastAlertAt: now, repeatsSent: dose.repeatsSent + 1 },
      send: true,
    }),
    dedupe: (dose) => `dose:${dose.id}:repeat:${dose.repeatsSent + 1}`,
  },
  missed: {
    where: (now) => and(eq(doseEvents.status, 'pending'), lte(doseEvents.missAt, now)),
    // After an outage, a dose more than a day old is marked missed without a word: an urgent
    // alert about last week helps nobody (the same day's limit as planning, decision 012).
    apply: (dose, now) => ({
      set: { status: 'missed', missedAt: now },
      send: now.getTime() - dose.scheduledAt.getTime() <= BACKFILL_MS,
    }),
    dedupe: (dose) => `dose:${dose.id}:missed`,
  },
};

/**
 * One phase, a batch at a time: claim due doses with FOR UPDATE SKIP LOCKED, write the
 * notifications (unique per dose, phase and person) and mark the doses, all in one transaction.
 * A crash before the commit leaves the batch to the next sweep; after it, nothing is sent twice.
 */
async function sweepPhase(options: {
  db: Database;
  clock: Clock;
  notifier: Notifier;
  phase: Phase;
  batchSize: number;
  onDueSent?: (lateSeconds: number) => void;
}): Promise<number> {
  const { db, clock, notifier, phase, batchSize } = options;
  const spec = PHASES[phase];
  let handled = 0;
  for (;;) {
    const now = clock.now();
    const count = await db.transaction(async (tx) => {
      const query = tx.select({ dose: doseEvents }).from(doseEvents);
      const claimed = await (
        phase === 'repeat'
          ? query.innerJoin(
              medicationSettings,
              eq(medicationSettings.circleId, doseEvents.circleId),
            )
          : query
      )
        .where(spec.where(now))
        .orderBy(asc(doseEvents.scheduledAt))
        .limit(batchSize)
        .for('update', { of: doseEvents, skipLocked: true });
      if (claimed.length === 0) return 0;
      const doses = claimed.map((row) => row.dose);
      const circleIds = doses.map((dose) => dose.circleId);
      const contexts = await loadCircleContexts(tx, circleIds);
      const members = await membersOf(tx, circleIds);
      const messages: NotifyInput[] = [];
      const updates = new Map<
        string,
        { ids: string[]; set: Partial<typeof doseEvents.$inferInsert> }
      >();
      for (const dose of doses) {
        const context = contexts.get(dose.circleId);
        const { set, send } = spec.apply(dose, now, context?.settings ?? DEFAULT_SETTINGS);
        const key = JSON.stringify(set);
        const group = updates.get(key) ?? { ids: [], set };
        group.ids.push(dose.id);
        updates.set(key, group);
        if (!send) continue;
        const message = messageFor(phase, dose, context, now);
        messages.push({
          circleId: dose.circleId,
          recipients: members.get(dose.circleId) ?? [],
          kind: message.kind,
          title: message.title,
          body: message.body,
          link: `/medications/today?date=${dose.localDate}`,
          dedupeKey: spec.dedupe(dose),
          at: now,
          pushTtlSeconds: message.pushTtlSeconds,
        });
      }
      for (const { ids, set } of updates.values()) {
        await tx.update(doseEvents).set(set).where(inArray(doseEvents.id, ids));
      }
      await notifier.notifyMany(tx, messages);
      if (phase === 'due' && options.onDueSent) {
        for (const dose of doses)
          options.onDueSent((now.getTime() - dose.scheduledAt.getTime()) / 1000);
      }
      if (phase === 'missed') {
        await publishEvents(
          tx,
          [...new Set(circleIds)].map((circleId) => ({ type: DOSES_CHANGED_EVENT, circleId })),
        );
      }
      return doses.length;
    });
    handled += count;
    if (count < batchSize) return handled;
  }
}

/**
 * One sweep of the reminder engine: plan ahead, then missed doses first (a dose past its grace
 * period gets no late reminder), then reminders, due alerts and repeats. Safe on any number of
 * instances at once. Returns how many doses it handled.
 */
export async function sweepMedications(options: {
  db: Database;
  clock: Clock;
  notifier: Notifier;
  batchSize?: number;
  /**
   * How late each "time for a dose" alert went out, in seconds after its time (the reminder
   * engine's lag; called as each batch is written). Not for doses past their grace
   * period, which are marked missed instead.
   */
  onDueSent?: (lateSeconds: number) => void;
}): Promise<number> {
  const batchSize = options.batchSize ?? 250;
  let handled = await planAhead({ db: options.db, clock: options.clock });
  for (const phase of ['missed', 'reminder', 'due', 'repeat'] as const) {
    handled += await sweepPhase({ ...options, phase, batchSize });
  }
  return handled;
}

/** The local date of an instant for a circle (Today view). */
export const circleToday = (now: Date, timeZone: string) => localDateOf(now, timeZone);
