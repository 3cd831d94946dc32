import { and, asc, desc, eq, gte, isNull } from 'drizzle-orm';
import ical, { escape, foldLines } from 'ical-generator';
import {
  APPOINTMENT_TYPE_LABELS,
  type CalendarFeed,
  questionLines,
} from '../../../shared/appointments';
import type { Database } from '../../db/client';
import { appointments, calendarFeeds } from './appointments.schema';
import { circleMembers } from '../../platform/circles/circles.schema';
import { notFound } from '../../lib/errors';
import { vtimezone, zonedDateTimeOf } from '../../lib/local-time';
import { appointmentsAudit } from './appointments.audit';
import { findRecipient } from '../../platform/circles/recipient';
import type { CircleActor } from '../../platform/circles/circles.policy';
import {
  insertToken,
  isActiveToken,
  revokeActiveTokens,
} from '../../platform/tokens/tokens.service';
import {
  findAppointment,
  recordAppointmentsViewed,
  selectAppointments,
} from './appointments.service';
import { presentFeed } from './appointments.presenter';

type AppointmentForCalendar = typeof appointments.$inferSelect & { assigneeName: string | null };

/** How far back a feed reaches; everything ahead is included. */
const FEED_PAST_DAYS = 90;
const FEED_NOT_FOUND = 'This calendar link does not work any more. Make a new one in Kinwell.';

export const calendarFeedUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/api/calendar/${token}/appointments.ics`;

const activeFeedOf = (db: Database, actor: CircleActor) =>
  db
    .select()
    .from(calendarFeeds)
    .where(
      and(
        eq(calendarFeeds.circleId, actor.circleId),
        eq(calendarFeeds.userId, actor.user.id),
        isNull(calendarFeeds.revokedAt),
      ),
    )
    .orderBy(desc(calendarFeeds.createdAt))
    .limit(1);

export async function getCalendarFeed(db: Database, actor: CircleActor): Promise<CalendarFeed> {
  const [row] = await activeFeedOf(db, actor);
  return presentFeed(row);
}

/** A member has one feed at a time. */
const revokeActive = (tx: Database, actor: CircleActor, at: Date) =>
  revokeActiveTokens({
    tx,
    table: calendarFeeds,
    where: and(eq(calendarFeeds.circleId, actor.circleId), eq(calendarFeeds.userId, actor.user.id)),
    at,
  });

/**
 * A new private feed address for this member (256 random bits, only its hash kept); the previous
 * one stops working. The address is in this answer only.
 */
export async function createCalendarFeed(options: {
  db: Database;
  actor: CircleActor;
  publicUrl: string;
  at: Date;
}): Promise<CalendarFeed> {
  const { db, actor, publicUrl, at } = options;
  const { row, secret } = await db.transaction(async (tx) => {
    await revokeActive(tx, actor, at);
    return insertToken({
      tx,
      actor,
      table: calendarFeeds,
      values: { circleId: actor.circleId, userId: actor.user.id, createdAt: at },
      at,
      kind: 'calendar_feed',
      audit: appointmentsAudit,
    });
  });
  return presentFeed(row, calendarFeedUrl(publicUrl, secret));
}

export async function revokeCalendarFeed(options: {
  db: Database;
  actor: CircleActor;
  at: Date;
}): Promise<void> {
  const { db, actor, at } = options;
  await db.transaction(async (tx) => {
    const revoked = await revokeActive(tx, actor, at);
    if (revoked.length === 0) throw notFound('You have no calendar feed to turn off.');
    await appointmentsAudit.record(tx, {
      actor,
      action: 'calendar_feed.revoked',
      subject: `calendar_feed:${revoked[0]}`,
      at,
    });
  });
}

function describe(row: AppointmentForCalendar, recipientName: string | null): string {
  const questions = questionLines(row.questions);
  return [
    `${APPOINTMENT_TYPE_LABELS[row.type]} appointment${recipientName ? ` for ${recipientName}` : ''}.`,
    row.provider ? `With: ${row.provider}` : null,
    row.assigneeName ? `Taking them: ${row.assigneeName}` : 'Nobody is down to take them yet.',
    row.transportNotes ? `Getting there: ${row.transportNotes}` : null,
    questions.length ? `Questions to ask:\n${questions.map((q) => `- ${q}`).join('\n')}` : null,
  ]
    .filter(Boolean)
    .join('\n');
}

/** How often a subscribed calendar should read the feed again. */
const REFRESH_INTERVAL = 'PT1H';
const CRLF = '\r\n';

/**
 * The calendar's own properties, its name escaped as RFC 5545 TEXT (section 3.3.11: backslash,
 * semicolon, comma and newlines), so a name or title with a line break cannot end the property or
 * start another. ical-generator writes NAME and X-WR-CALNAME unescaped, and puts the refresh
 * interval after the VTIMEZONE, so Kinwell writes these lines itself, before any component.
 */
function calendarProperties(name: string): string[] {
  const text = escape(name, false);
  return foldLines(
    [
      `NAME:${text}`,
      `X-WR-CALNAME:${text}`,
      `REFRESH-INTERVAL;VALUE=DURATION:${REFRESH_INTERVAL}`,
      `X-PUBLISHED-TTL:${REFRESH_INTERVAL}`,
    ].join(CRLF),
  ).split(CRLF);
}

/**
 * An iCalendar file of appointments. Times carry the care recipient's TZID with a VTIMEZONE that
 * lists each daylight saving change in range, so phones show the right local times.
 */
export function buildCalendar(options: {
  name: string;
  rows: AppointmentForCalendar[];
  recipientName: string | null;
  publicUrl: string;
  at: Date;
}): string {
  const { name, rows, recipientName, publicUrl, at } = options;
  const first = rows[0]?.startsAt ?? at;
  const last = rows.reduce((max, row) => (row.endsAt > max ? row.endsAt : max), at);
  const calendar = ical({
    prodId: { company: 'Kinwell', product: 'Appointments', language: 'EN' },
  });
  calendar.timezone({ name: null, generator: (timeZone) => vtimezone(timeZone, first, last) });
  for (const row of rows) {
    calendar.createEvent({
      id: `${row.id}@kinwell`,
      start: zonedDateTimeOf(row.startsAt, row.timeZone),
      end: zonedDateTimeOf(row.endsAt, row.timeZone),
      timezone: row.timeZone,
      sequence: row.sequence,
      stamp: row.updatedAt,
      lastModified: row.updatedAt,
      summary: recipientName ? `${recipientName}: ${row.title}` : row.title,
      description: describe(row, recipientName),
      location: row.location,
      url: `${publicUrl}/appointments/${row.id}`,
    });
  }
  const lines = calendar.toString().split(CRLF);
  const firstComponent = lines.findIndex(
    (line, index) => index > 0 && (line.startsWith('BEGIN:') || line === 'END:VCALENDAR'),
  );
  lines.splice(firstComponent, 0, ...calendarProperties(name));
  // Every line ends with CRLF, the last one too (RFC 5545 section 3.1).
  return lines.join(CRLF) + CRLF;
}

/**
 * The feed a phone's calendar reads by its secret address: the circle's appointments from 90
 * days ago on, while the member still belongs to the circle. Each read is audited (hourly).
 */
export async function readCalendarFeed(options: {
  db: Database;
  token: string;
  publicUrl: string;
  ip: string;
  at: Date;
}): Promise<string> {
  const { db, token, publicUrl, ip, at } = options;
  const [feed] = await db
    .select({ feed: calendarFeeds })
    .from(calendarFeeds)
    .innerJoin(
      circleMembers,
      and(
        eq(circleMembers.circleId, calendarFeeds.circleId),
        eq(circleMembers.userId, calendarFeeds.userId),
      ),
    )
    .where(isActiveToken(calendarFeeds, token, at))
    .limit(1);
  if (!feed) throw notFound(FEED_NOT_FOUND);
  const { circleId, userId, id } = feed.feed;
  const recipient = await findRecipient(db, circleId);
  const since = new Date(at.getTime() - FEED_PAST_DAYS * 24 * 60 * 60 * 1000);
  const rows = await selectAppointments(db)
    .where(
      and(
        eq(appointments.circleId, circleId),
        isNull(appointments.cancelledAt),
        gte(appointments.endsAt, since),
      ),
    )
    .orderBy(asc(appointments.startsAt))
    .limit(1000);
  await db.update(calendarFeeds).set({ lastUsedAt: at }).where(eq(calendarFeeds.id, id));
  await appointmentsAudit.recordView(db, {
    circleId,
    actorUserId: userId,
    action: 'calendar_feed.read',
    subject: `calendar_feed:${id}`,
    ip,
    at,
  });
  const name = recipient.preferredName
    ? `${recipient.preferredName}’s appointments`
    : 'Appointments';
  return buildCalendar({
    name,
    rows: rows.map(({ row, assigneeName }) => ({ ...row, assigneeName })),
    recipientName: recipient.preferredName,
    publicUrl,
    at,
  });
}

/** One appointment as a file to add to any calendar ("Add to my calendar"). */
export async function appointmentCalendarFile(options: {
  db: Database;
  actor: CircleActor;
  id: string;
  publicUrl: string;
  at: Date;
}): Promise<string> {
  const { db, actor, id, publicUrl, at } = options;
  const row = await findAppointment(db, actor.circleId, id);
  const recipient = await findRecipient(db, actor.circleId);
  await recordAppointmentsViewed(db, actor, at);
  return buildCalendar({
    name: row.title,
    rows: [row],
    recipientName: recipient.preferredName,
    publicUrl,
    at,
  });
}
