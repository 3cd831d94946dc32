/**
 * A care circle with a year of history, for `npm run bench`: members, two appointments a week,
 * three tasks a week (with comments), eight tracking entries a day, an audit entry for each
 * change and the caregiver's notifications. Other circles get the same, so the tables are as
 * full as a small production database. Inserts go straight into the database, in bulk.
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '../server/db/client';
import { appointments } from '../server/features/appointments/appointments.schema';
import { taskComments, tasks } from '../server/features/tasks/tasks.schema';
import { trackingEntries } from '../server/features/tracking/tracking.schema';
import { auditEvents } from '../server/platform/audit/audit.schema';
import { users } from '../server/platform/auth/auth.schema';
import {
  careCircles,
  careRecipients,
  circleMembers,
} from '../server/platform/circles/circles.schema';
import { notifications } from '../server/platform/notifications/notifications.schema';
import { hashPassword } from '../server/platform/auth/password';
import { TRACKING_KINDS, TRACKING_MEASURES } from '../shared/tracking';

const DAY = 24 * 60 * 60 * 1000;

async function insertAll<T>(
  rows: T[],
  insert: (chunk: T[]) => Promise<unknown>,
  size = 500,
): Promise<void> {
  for (let start = 0; start < rows.length; start += size) {
    await insert(rows.slice(start, start + size));
  }
}

function valueFor(kind: (typeof TRACKING_KINDS)[number], day: number): number | null {
  const measure = TRACKING_MEASURES[kind];
  switch (measure.input) {
    case 'choice': {
      const choices = measure.choices ?? [];
      return choices[(day * 7 + kind.length) % choices.length]?.value ?? null;
    }
    case 'event':
      return 1;
    case 'number':
      return 150 + ((day * 3) % 9);
    case 'pressure':
      return 120 + ((day * 5) % 25);
    case 'note':
      return null;
  }
}

/** One circle's year; returns the caregiver's email. */
async function seedCircle(
  db: Database,
  options: { now: Date; passwordHash: string; label: string },
): Promise<string> {
  const { now, passwordHash, label } = options;
  const circleId = randomUUID();
  const people = ['Maria', 'Ben', 'Sam', 'Ana'].map(
    (
      name,
      index,
    ): typeof users.$inferInsert & {
      id: string;
      role: 'caregiver' | 'family';
    } => ({
      id: randomUUID(),
      name: `${name} ${label}`,
      email: `bench.${label}.${name.toLowerCase()}.${now.getTime()}@example.com`.toLowerCase(),
      passwordHash,
      role: index < 2 ? 'caregiver' : 'family',
      onboardingSkipped: true,
      createdAt: new Date(now.getTime() - 366 * DAY),
    }),
  );
  const ids = people.map((person) => person.id);
  const [caregiver, secondCaregiver] = ids as [string, string, string, string];
  await db.insert(users).values(people);
  await db
    .insert(careCircles)
    .values({ id: circleId, createdAt: new Date(now.getTime() - 366 * DAY) });
  await db.insert(careRecipients).values({
    circleId,
    preferredName: 'Rosa',
    timeZone: 'America/Chicago',
    setupStep: 5,
    setupCompletedAt: new Date(now.getTime() - 365 * DAY),
  });
  await db
    .insert(circleMembers)
    .values(people.map((person) => ({ circleId, userId: person.id, role: person.role })));

  const audit: (typeof auditEvents.$inferInsert)[] = [];
  const log = (action: string, at: Date, actor: string) =>
    audit.push({ circleId, actorUserId: actor, action, subject: null, at });

  const visits: (typeof appointments.$inferInsert)[] = [];
  for (let day = -365; day <= 35; day += 3 + (day % 2 === 0 ? 1 : 0)) {
    const startsAt = new Date(now.getTime() + day * DAY);
    startsAt.setUTCHours(15, 0, 0, 0);
    const createdAt = new Date(startsAt.getTime() - 14 * DAY);
    visits.push({
      circleId,
      title: day % 4 === 0 ? 'Memory clinic' : 'Physical therapy',
      type: day % 4 === 0 ? 'specialist' : 'therapy',
      provider: 'Dr. Chen',
      location: '200 Lakeshore Dr, Chicago, IL',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 60 * 60 * 1000),
      timeZone: 'America/Chicago',
      assigneeUserId: ids[Math.abs(day) % 4],
      questions: 'Is the new dose helping?\nShould we try a sleep aid?',
      createdByUserId: caregiver,
      createdAt,
      updatedAt: createdAt,
    });
    log('appointment.created', createdAt, caregiver);
  }
  await insertAll(visits, (chunk) => db.insert(appointments).values(chunk));

  const taskRows: (typeof tasks.$inferInsert)[] = [];
  for (let day = -365; day <= 0; day += 2) {
    const createdAt = new Date(now.getTime() + day * DAY);
    const isOpen = day > -20;
    const assignee = ids[Math.abs(day) % 4] as string;
    taskRows.push({
      id: randomUUID(),
      circleId,
      title: `Errand ${Math.abs(day)}`,
      assigneeUserId: assignee,
      dueDate: new Date(createdAt.getTime() + 3 * DAY).toISOString().slice(0, 10),
      status: isOpen ? (day % 3 === 0 ? 'in_progress' : 'pending') : 'completed',
      completedAt: isOpen ? null : new Date(createdAt.getTime() + 2 * DAY),
      completedByUserId: isOpen ? null : assignee,
      createdByUserId: caregiver,
      createdAt,
      updatedAt: createdAt,
    });
    log('task.created', createdAt, caregiver);
    if (!isOpen) log('task.completed', new Date(createdAt.getTime() + 2 * DAY), assignee);
  }
  await insertAll(taskRows, (chunk) => db.insert(tasks).values(chunk));
  await insertAll(
    taskRows.map((task) => ({
      taskId: task.id as string,
      circleId,
      authorUserId: task.assigneeUserId ?? null,
      body: 'On it.',
      createdAt: task.createdAt as Date,
    })),
    (chunk) => db.insert(taskComments).values(chunk),
  );

  const entries: (typeof trackingEntries.$inferInsert)[] = [];
  for (let day = -365; day <= 0; day += 1) {
    for (let slot = 0; slot < 8; slot += 1) {
      const kind = TRACKING_KINDS[(Math.abs(day) + slot * 5) % TRACKING_KINDS.length] ?? 'mood';
      const recordedAt = new Date(now.getTime() + day * DAY - slot * 90 * 60 * 1000);
      const logger = slot % 2 === 0 ? caregiver : secondCaregiver;
      entries.push({
        circleId,
        kind,
        value: valueFor(kind, Math.abs(day)),
        value2: kind === 'blood_pressure' ? 80 : null,
        note: kind === 'note' ? 'Restless after supper' : null,
        recordedAt,
        loggedByUserId: logger,
        createdAt: recordedAt,
      });
      log('tracking.logged', recordedAt, logger);
    }
    log('tracking.viewed', new Date(now.getTime() + day * DAY), caregiver);
  }
  await insertAll(entries, (chunk) => db.insert(trackingEntries).values(chunk));
  audit.sort((a, b) => a.at.getTime() - b.at.getTime());
  await insertAll(audit, (chunk) => db.insert(auditEvents).values(chunk));

  await insertAll(
    Array.from({ length: 600 }, (_, index) => ({
      circleId,
      recipientUserId: caregiver,
      kind: 'task.assigned',
      title: `Ben asked you to: Errand ${index}`,
      body: 'Open the family hub to say you will do it.',
      dedupeKey: `bench:${circleId}:${index}`,
      createdAt: new Date(now.getTime() - index * 14 * 60 * 60 * 1000),
      readAt: index < 3 ? null : new Date(now.getTime() - index * 14 * 60 * 60 * 1000),
    })),
    (chunk) => db.insert(notifications).values(chunk),
  );
  return people[0]?.email as string;
}

/**
 * Seeds `circles` circles with a year of history each and returns the sign-in of the first
 * one's caregiver (the one the bench measures).
 */
export async function seedYearOfHistory(
  db: Database,
  options: { now: Date; circles: number; password: string },
): Promise<{ email: string; password: string }> {
  const passwordHash = await hashPassword(options.password);
  let email = '';
  for (let index = 0; index < options.circles; index += 1) {
    const seeded = await seedCircle(db, { now: options.now, passwordHash, label: `c${index}` });
    if (index === 0) email = seeded;
  }
  return { email, password: options.password };
}
