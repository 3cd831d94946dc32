import { and, asc, desc, eq, gte, lt } from 'drizzle-orm';
import {
  type ActivitySessionDto,
  type ActivitySessionInput,
  type ActivitySettings,
  type ActivitySettingsDto,
  DIFFICULTY,
  ENJOYMENT,
  type Enjoyment,
  GAME_IDS,
  GAME_TITLES,
  HELP_LEVELS,
} from '../../../shared/activities';
import {
  ACTIVITY_EVENTS,
  type ActivitiesReportSection,
  type ActivityLog,
  type ActivitySummary,
  describeActivityLog,
  describeEnjoymentCounts,
  describeHelp,
  helpNeeded,
  minutesOf,
  NOT_A_CLINICAL_SCORE,
} from '../../../shared/activities-log';
import type { Database } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { addDays, localDateOf, nextDate, startOfLocalDay, weekdayOf } from '../../lib/local-time';
import { users } from '../../platform/auth/auth.schema';
import type { CircleActor } from '../../platform/circles/circles.policy';
import { findRecipient } from '../../platform/circles/recipient';
import { publishEvent } from '../../platform/notifications/event-bus';
import { activitiesAudit } from './activities.audit';
import { assertMayAnswer, seesAllSessions } from './activities.policy';
import {
  durationSecondsOf,
  presentSession,
  presentSettings,
  type SessionWithName,
} from './activities.presenter';
import { activitySessions, activitySettings } from './activities.schema';

export const SESSION_NOT_FOUND = 'We could not find that session.';
/** A session may end a little ahead of the server (a phone's clock), never more. */
const FUTURE_SLACK_MS = 5 * 60 * 1000;
/** How long after a session it may still be recorded (a phone that was offline). */
export const LATE_RECORDING_DAYS = 2;

// ---------------------------------------------------------------------------------------------
// Settings

export async function getSettings(db: Database, circleId: string): Promise<ActivitySettingsDto> {
  const recipient = await findRecipient(db, circleId);
  const [row] = await db
    .select()
    .from(activitySettings)
    .where(eq(activitySettings.circleId, circleId))
    .limit(1);
  return presentSettings(row, recipient.stage);
}

/** What changed, in a few words for the audit log (never the values themselves). */
function describeSettingsChange(before: ActivitySettingsDto, after: ActivitySettings): string {
  const changed = [
    ...GAME_IDS.filter((game) => before.difficulty[game] !== after.difficulty[game]).map(
      (game) => GAME_TITLES[game],
    ),
    ...(before.speech.voice !== after.speech.voice ? ['read-aloud voice'] : []),
    ...(before.speech.rate !== after.speech.rate ? ['read-aloud speed'] : []),
  ];
  return changed.length ? changed.join(', ') : 'nothing changed';
}

export async function saveSettings(options: {
  db: Database;
  actor: CircleActor;
  input: ActivitySettings;
  at: Date;
}): Promise<ActivitySettingsDto> {
  const { db, actor, input, at } = options;
  await db.transaction(async (tx) => {
    const before = await getSettings(tx, actor.circleId);
    const values = {
      difficulty: input.difficulty,
      voice: input.speech.voice || null,
      rate: input.speech.rate,
      updatedByUserId: actor.user.id,
      updatedAt: at,
    };
    await tx
      .insert(activitySettings)
      .values({ circleId: actor.circleId, ...values })
      .onConflictDoUpdate({ target: activitySettings.circleId, set: values });
    await activitiesAudit.record(tx, {
      actor,
      action: 'activity.settings_changed',
      subject: `care_circle:${actor.circleId}`,
      detail: describeSettingsChange(before, input),
      at,
    });
    await publishEvent(tx, { type: ACTIVITY_EVENTS.changed, circleId: actor.circleId });
  });
  return getSettings(db, actor.circleId);
}

// ---------------------------------------------------------------------------------------------
// Sessions

const selectSessions = (db: Database) =>
  db
    .select({ row: activitySessions, recordedByName: users.name })
    .from(activitySessions)
    .leftJoin(users, eq(users.id, activitySessions.recordedByUserId));

const flatten = (
  rows: { row: typeof activitySessions.$inferSelect; recordedByName: string | null }[],
): SessionWithName[] => rows.map(({ row, recordedByName }) => ({ ...row, recordedByName }));

async function findSession(db: Database, circleId: string, id: string): Promise<SessionWithName> {
  const [found] = flatten(
    await selectSessions(db)
      .where(and(eq(activitySessions.id, id), eq(activitySessions.circleId, circleId)))
      .limit(1),
  );
  if (!found) throw notFound(SESSION_NOT_FOUND);
  return found;
}

/** The checks the shared schema cannot make: the game's own range, and the time against now. */
function assertRecordable(input: ActivitySessionInput, at: Date): void {
  const range = DIFFICULTY[input.game];
  if (input.difficulty < range.min || input.difficulty > range.max) {
    throw badRequest(
      `${GAME_TITLES[input.game]} is played with ${range.min} to ${range.max} ${range.unit}.`,
    );
  }
  if (Date.parse(input.endedAt) > at.getTime() + FUTURE_SLACK_MS) {
    throw badRequest(
      'That session ends in the future. Please check the date and time on this device.',
    );
  }
  if (Date.parse(input.startedAt) < at.getTime() - LATE_RECORDING_DAYS * 86_400_000) {
    throw badRequest(
      `That session started more than ${LATE_RECORDING_DAYS} days ago, so it can no longer be recorded.`,
    );
  }
}

/**
 * Records a finished session as the member's. Sending the same session again (the same person,
 * game and start) answers the one already stored, so a retried upload is not counted twice.
 */
export async function recordSession(options: {
  db: Database;
  actor: CircleActor;
  input: ActivitySessionInput;
  at: Date;
}): Promise<ActivitySessionDto> {
  const { db, actor, input, at } = options;
  assertRecordable(input, at);
  const startedAt = new Date(input.startedAt);
  const id = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(activitySessions)
      .values({
        circleId: actor.circleId,
        game: input.game,
        startedAt,
        endedAt: new Date(input.endedAt),
        difficulty: input.difficulty,
        answersShown: input.answersShown,
        eased: input.eased,
        help: helpNeeded(input),
        recordedByUserId: actor.user.id,
        createdAt: at,
      })
      .onConflictDoNothing()
      .returning({ id: activitySessions.id });
    if (!created) {
      const [existing] = await tx
        .select({ id: activitySessions.id })
        .from(activitySessions)
        .where(
          and(
            eq(activitySessions.circleId, actor.circleId),
            eq(activitySessions.recordedByUserId, actor.user.id),
            eq(activitySessions.game, input.game),
            eq(activitySessions.startedAt, startedAt),
          ),
        )
        .limit(1);
      if (!existing) throw new Error('Storing a session returned no row');
      return existing.id;
    }
    await activitiesAudit.record(tx, {
      actor,
      action: 'activity.session_recorded',
      subject: `activity_session:${created.id}`,
      detail: GAME_TITLES[input.game],
      at,
    });
    await publishEvent(tx, {
      type: ACTIVITY_EVENTS.changed,
      circleId: actor.circleId,
      data: { id: created.id },
    });
    return created.id;
  });
  return presentSession(await findSession(db, actor.circleId, id));
}

/** The one-tap answer to "did they enjoy it?", changed as often as wanted. */
export async function answerEnjoyment(options: {
  db: Database;
  actor: CircleActor;
  id: string;
  enjoyment: Enjoyment;
  at: Date;
}): Promise<ActivitySessionDto> {
  const { db, actor, id, enjoyment, at } = options;
  await db.transaction(async (tx) => {
    const session = await findSession(tx, actor.circleId, id);
    assertMayAnswer(actor, session);
    await tx
      .update(activitySessions)
      .set({ enjoyment })
      .where(and(eq(activitySessions.id, id), eq(activitySessions.circleId, actor.circleId)));
    await activitiesAudit.record(tx, {
      actor,
      action: 'activity.enjoyment_answered',
      subject: `activity_session:${id}`,
      detail: GAME_TITLES[session.game],
      at,
    });
    await publishEvent(tx, {
      type: ACTIVITY_EVENTS.changed,
      circleId: actor.circleId,
      data: { id },
    });
  });
  return presentSession(await findSession(db, actor.circleId, id));
}

// ---------------------------------------------------------------------------------------------
// The log and its summary

/** Sessions started on local dates `from` to `to` (both included), newest first. */
async function sessionsBetween(
  db: Database,
  options: { circleId: string; from: string; to: string; timeZone: string; onlyBy?: string },
): Promise<SessionWithName[]> {
  const { circleId, from, to, timeZone, onlyBy } = options;
  return flatten(
    await selectSessions(db)
      .where(
        and(
          eq(activitySessions.circleId, circleId),
          gte(activitySessions.startedAt, startOfLocalDay(from, timeZone)),
          lt(activitySessions.startedAt, startOfLocalDay(nextDate(to), timeZone)),
          onlyBy ? eq(activitySessions.recordedByUserId, onlyBy) : undefined,
        ),
      )
      .orderBy(desc(activitySessions.startedAt), asc(activitySessions.id))
      .limit(5_000),
  );
}

/** The Monday on or before a local date. */
const mondayOf = (date: string): string => addDays(date, 1 - weekdayOf(date));

/**
 * Counts for the log's chart and sentence: per game, help and enjoyment, and per week (weeks
 * start on Monday in the care recipient's time zone; every week of the range is listed).
 */
type Summarised = Pick<SessionWithName, 'game' | 'startedAt' | 'endedAt' | 'help' | 'enjoyment'>;

export function summariseSessions(
  rows: readonly Summarised[],
  from: string,
  to: string,
  timeZone: string,
): ActivitySummary {
  const seconds = (list: typeof rows) => list.reduce((sum, row) => sum + durationSecondsOf(row), 0);
  const weeks = new Map<string, Summarised[]>();
  for (let week = mondayOf(from); week <= to; week = addDays(week, 7)) weeks.set(week, []);
  for (const row of rows) {
    weeks.get(mondayOf(localDateOf(row.startedAt, timeZone)))?.push(row);
  }
  const count = <K extends string>(keys: readonly K[], of: (row: (typeof rows)[number]) => K) =>
    Object.fromEntries(
      keys.map((key) => [key, rows.filter((row) => of(row) === key).length]),
    ) as Record<K, number>;
  return {
    sessions: rows.length,
    minutes: minutesOf(seconds(rows)),
    byGame: GAME_IDS.map((game) => {
      const played = rows.filter((row) => row.game === game);
      return { game, sessions: played.length, minutes: minutesOf(seconds(played)) };
    }),
    help: count(HELP_LEVELS, (row) => row.help),
    enjoyment: count([...ENJOYMENT, 'unanswered'] as const, (row) => row.enjoyment ?? 'unanswered'),
    weeks: [...weeks].map(([weekStart, list]) => ({
      weekStart,
      sessions: list.length,
      minutes: minutesOf(seconds(list)),
    })),
  };
}

/**
 * The family's log over the last `days` local dates: every session for those who may see the
 * history, otherwise the viewer's own, with the summary worked out from the same sessions.
 */
export async function activityLog(options: {
  db: Database;
  actor: CircleActor;
  days: number;
  at: Date;
}): Promise<ActivityLog> {
  const { db, actor, days, at } = options;
  const { timeZone } = await findRecipient(db, actor.circleId);
  const to = localDateOf(at, timeZone);
  const from = addDays(to, -(days - 1));
  const all = seesAllSessions(actor);
  const rows = await sessionsBetween(db, {
    circleId: actor.circleId,
    from,
    to,
    timeZone,
    ...(all ? {} : { onlyBy: actor.user.id }),
  });
  await activitiesAudit.recordView(db, {
    actor,
    action: 'activity.log_viewed',
    subject: `care_circle:${actor.circleId}`,
    at,
  });
  return {
    days,
    from,
    to,
    timeZone,
    scope: all ? 'all' : 'own',
    sessions: rows.map(presentSession),
    summary: summariseSessions(rows, from, to, timeZone),
  };
}

/**
 * The doctor report's activities section for local dates `from` to `to`: sessions per game,
 * minutes, help and enjoyment in words, and the sentence that none of it is a clinical score.
 * The caller checks that the viewer may see every session (`activities.history`).
 */
export async function activitiesReportSection(
  db: Database,
  options: { circleId: string; from: string; to: string; timeZone: string },
): Promise<ActivitiesReportSection> {
  const rows = await sessionsBetween(db, options);
  const summary = summariseSessions(rows, options.from, options.to, options.timeZone);
  return {
    summary: describeActivityLog(summary, 'in these dates'),
    sessions: summary.sessions,
    minutes: summary.minutes,
    byGame: summary.byGame.filter((game) => game.sessions > 0),
    help: describeHelp(summary.help),
    enjoyment: describeEnjoymentCounts(summary.enjoyment),
    note: NOT_A_CLINICAL_SCORE,
  };
}
