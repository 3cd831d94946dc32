import { and, asc, desc, eq, isNull, ne, or } from 'drizzle-orm';
import {
  type SelfCheckDto,
  type SelfCheckInput,
  SELF_CARE_PROMPTS,
  scoreSelfCheck,
  type WellnessSettings,
  type WellnessSettingsDto,
} from '../../../shared/wellness';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import { localDateOf, localTimeOf, weekdayOf } from '../../lib/local-time';
import { careRecipients, circleMembers } from '../../platform/circles/circles.schema';
import { notificationSettings } from '../../platform/notifications/notifications.schema';
import { isInQuietHours, type Notifier } from '../../platform/notifications/notifications.service';
import { wellnessAudit } from './wellness.audit';
import { presentSelfCheck, presentWellnessSettings } from './wellness.presenter';
import { wellnessSelfChecks, wellnessSettings } from './wellness.schema';

/** Said to anyone who is not the person who took a self-check: it may as well not exist. */
export const SELF_CHECK_NOT_FOUND = 'We could not find that self-check.';
const DEFAULT_TIME_ZONE = 'America/New_York';

/** The account a self-check belongs to (decision 036): no circle, no role. */
export interface Person {
  userId: string;
  ip: string;
}

// ---------------------------------------------------------------------------------------------
// Self-checks

export async function takeSelfCheck(options: {
  db: Database;
  person: Person;
  input: SelfCheckInput;
  at: Date;
}): Promise<SelfCheckDto> {
  const { db, person, input, at } = options;
  const score = scoreSelfCheck(input);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(wellnessSelfChecks)
      .values({
        userId: person.userId,
        takenAt: at,
        answers: input.answers,
        stress: input.stress,
        health: input.health,
        yesCount: score.yesCount,
        isHighDistress: score.isHighDistress,
      })
      .returning();
    if (!row) throw new Error('The self-check was not stored');
    await wellnessAudit.record(tx, {
      circleId: null,
      actorUserId: person.userId,
      ip: person.ip,
      action: 'wellness.self_check_taken',
      subject: `wellness_self_check:${row.id}`,
      at,
    });
    return presentSelfCheck(row);
  });
}

/** The person's own self-checks, newest first. */
export async function listSelfChecks(db: Database, person: Person): Promise<SelfCheckDto[]> {
  const rows = await db
    .select()
    .from(wellnessSelfChecks)
    .where(eq(wellnessSelfChecks.userId, person.userId))
    .orderBy(desc(wellnessSelfChecks.takenAt));
  return rows.map(presentSelfCheck);
}

/** One of the person's own self-checks; anyone else's answers 404. */
export async function getSelfCheck(
  db: Database,
  person: Person,
  id: string,
): Promise<SelfCheckDto> {
  const [row] = await db
    .select()
    .from(wellnessSelfChecks)
    .where(and(eq(wellnessSelfChecks.id, id), eq(wellnessSelfChecks.userId, person.userId)));
  if (!row) throw notFound(SELF_CHECK_NOT_FOUND);
  return presentSelfCheck(row);
}

export async function deleteSelfCheck(options: {
  db: Database;
  person: Person;
  id: string;
  at: Date;
}): Promise<void> {
  const { db, person, id, at } = options;
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(wellnessSelfChecks)
      .where(and(eq(wellnessSelfChecks.id, id), eq(wellnessSelfChecks.userId, person.userId)))
      .returning({ id: wellnessSelfChecks.id });
    if (!deleted) throw notFound(SELF_CHECK_NOT_FOUND);
    await wellnessAudit.record(tx, {
      circleId: null,
      actorUserId: person.userId,
      ip: person.ip,
      action: 'wellness.self_check_deleted',
      subject: `wellness_self_check:${id}`,
      at,
    });
  });
}

/** Deletes every self-check of the person. */
export async function deleteAllSelfChecks(options: {
  db: Database;
  person: Person;
  at: Date;
}): Promise<number> {
  const { db, person, at } = options;
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(wellnessSelfChecks)
      .where(eq(wellnessSelfChecks.userId, person.userId))
      .returning({ id: wellnessSelfChecks.id });
    if (deleted.length > 0) {
      await wellnessAudit.record(tx, {
        circleId: null,
        actorUserId: person.userId,
        ip: person.ip,
        action: 'wellness.self_check_deleted',
        detail: `${deleted.length} self-checks`,
        at,
      });
    }
    return deleted.length;
  });
}

// ---------------------------------------------------------------------------------------------
// Settings

/** Until a person picks a zone in their notification settings, it is their circle's recipient's. */
async function timeZoneFallback(db: Database, circleId: string | null): Promise<string> {
  if (!circleId) return DEFAULT_TIME_ZONE;
  const [row] = await db
    .select({ timeZone: careRecipients.timeZone })
    .from(careRecipients)
    .where(eq(careRecipients.circleId, circleId));
  return row?.timeZone ?? DEFAULT_TIME_ZONE;
}

export async function getWellnessSettings(
  db: Database,
  person: Person,
  circleId: string | null,
): Promise<WellnessSettingsDto> {
  const [row] = await db
    .select()
    .from(wellnessSettings)
    .where(eq(wellnessSettings.userId, person.userId));
  const [notification] = await db
    .select()
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, person.userId));
  return presentWellnessSettings(row, {
    quietHoursStart: notification?.quietHoursStart ?? null,
    quietHoursEnd: notification?.quietHoursEnd ?? null,
    timeZone: notification?.timeZone ?? (await timeZoneFallback(db, circleId)),
  });
}

export async function saveWellnessSettings(options: {
  db: Database;
  person: Person;
  circleId: string | null;
  input: WellnessSettings;
  at: Date;
}): Promise<WellnessSettingsDto> {
  const { db, person, circleId, input, at } = options;
  const values = {
    zipCode: input.zipCode === '' ? null : input.zipCode,
    isReminderOn: input.reminder.isOn,
    reminderTime: input.reminder.time,
    updatedAt: at,
  };
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ reminderTime: wellnessSettings.reminderTime })
      .from(wellnessSettings)
      .where(eq(wellnessSettings.userId, person.userId));
    // A new time today may still be reached today.
    const resetDay = before?.reminderTime !== input.reminder.time ? { lastRemindedOn: null } : {};
    await tx
      .insert(wellnessSettings)
      .values({ userId: person.userId, ...values })
      .onConflictDoUpdate({ target: wellnessSettings.userId, set: { ...values, ...resetDay } });
    await wellnessAudit.record(tx, {
      circleId: null,
      actorUserId: person.userId,
      ip: person.ip,
      action: 'wellness.settings_changed',
      at,
    });
  });
  return getWellnessSettings(db, person, circleId);
}

// ---------------------------------------------------------------------------------------------
// The daily self-care reminder

/**
 * Sends each person who opted in their gentle reminder once a local day, at or after their time,
 * never in their quiet hours (it waits until they end, the same day). It reaches them in their
 * first circle, which the notification centre needs; nothing is said to anyone else.
 */
export async function sendSelfCareReminders(options: {
  db: Database;
  clock: Clock;
  notifier: Notifier;
}): Promise<number> {
  const { db, clock, notifier } = options;
  const at = clock.now();
  const people = await db
    .select({
      userId: wellnessSettings.userId,
      reminderTime: wellnessSettings.reminderTime,
      lastRemindedOn: wellnessSettings.lastRemindedOn,
      notification: notificationSettings,
    })
    .from(wellnessSettings)
    .leftJoin(notificationSettings, eq(notificationSettings.userId, wellnessSettings.userId))
    .where(eq(wellnessSettings.isReminderOn, true));
  let sent = 0;
  for (const person of people) {
    const [membership] = await db
      .select({ circleId: circleMembers.circleId, timeZone: careRecipients.timeZone })
      .from(circleMembers)
      .leftJoin(careRecipients, eq(careRecipients.circleId, circleMembers.circleId))
      .where(eq(circleMembers.userId, person.userId))
      .orderBy(asc(circleMembers.joinedAt))
      .limit(1);
    if (!membership) continue;
    const timeZone = person.notification?.timeZone ?? membership.timeZone ?? DEFAULT_TIME_ZONE;
    const today = localDateOf(at, timeZone);
    if (person.lastRemindedOn === today) continue;
    if (localTimeOf(at, timeZone) < person.reminderTime) continue;
    if (
      isInQuietHours(
        person.notification ?? { quietHoursStart: null, quietHoursEnd: null, timeZone },
        at,
      )
    ) {
      continue;
    }
    const prompt = SELF_CARE_PROMPTS[weekdayOf(today) % SELF_CARE_PROMPTS.length] ?? '';
    await db.transaction(async (tx) => {
      const claimed = await tx
        .update(wellnessSettings)
        .set({ lastRemindedOn: today })
        .where(
          and(
            eq(wellnessSettings.userId, person.userId),
            or(isNull(wellnessSettings.lastRemindedOn), ne(wellnessSettings.lastRemindedOn, today)),
          ),
        )
        .returning({ userId: wellnessSettings.userId });
      if (claimed.length === 0) return;
      sent += await notifier.notify(tx, {
        circleId: membership.circleId,
        recipients: [person.userId],
        kind: 'wellness.self_care',
        title: 'A moment for you',
        body: prompt,
        link: '/burnout-prevention',
        dedupeKey: `wellness.self_care:${person.userId}:${today}`,
        at,
      });
    });
  }
  return sent;
}
