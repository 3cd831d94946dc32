import { and, desc, eq, gt, gte, max, notInArray, notLike, sql } from 'drizzle-orm';
import { DASHBOARD_CHANGES_SHOWN, type Dashboard } from '../../../shared/dashboard';
import type { Database } from '../../db/client';
import { dashboardMarkers } from './dashboard.schema';
import { auditEvents } from '../../platform/audit/audit.schema';
import { users } from '../../platform/auth/auth.schema';
import type { DescribeAuditAction } from '../../platform/audit/audit.descriptions';
import type { CircleActor } from '../../platform/circles/circles.policy';

/** A dashboard opened this long after the last look is a new visit: the marker moves. */
export const VISIT_GAP_MS = 30 * 60 * 1000;
/** Within a visit the marker's end moves at most this often (a write per refresh is waste). */
const MARKER_WRITE_INTERVAL_MS = 60 * 1000;
/** Looks (not changes) and machine reads never count as updates. */
const NOT_CHANGES = ['calendar_feed.read'];

type Marker = typeof dashboardMarkers.$inferSelect;

const latestAuditId = async (db: Database, circleId: string) =>
  (
    await db
      .select({ id: max(auditEvents.id) })
      .from(auditEvents)
      .where(eq(auditEvents.circleId, circleId))
  )[0]?.id ?? 0;

const changesAfter = (actor: CircleActor, sinceId: number) =>
  and(
    eq(auditEvents.circleId, actor.circleId),
    gt(auditEvents.id, sinceId),
    sql`${auditEvents.actorUserId} is distinct from ${actor.user.id}`,
    notLike(auditEvents.action, '%.viewed'),
    notInArray(auditEvents.action, NOT_CHANGES),
  );

/**
 * "What changed since you last looked": what others did in the circle (from its audit log) after
 * this person's marker. Opening the dashboard after a break starts a new visit and moves the
 * marker to where the last visit ended; refreshes within a visit keep it, so the list grows live.
 * Returns whether this is a new visit (the caller audits the look).
 */
export async function whatChanged(options: {
  db: Database;
  actor: CircleActor;
  at: Date;
  describeAuditAction: DescribeAuditAction;
}): Promise<{ changes: Dashboard['changes']; isNewVisit: boolean }> {
  const { db, actor, at, describeAuditAction } = options;
  const key = and(
    eq(dashboardMarkers.circleId, actor.circleId),
    eq(dashboardMarkers.userId, actor.user.id),
  );
  const [[marker], latest] = await Promise.all([
    db.select().from(dashboardMarkers).where(key).limit(1),
    latestAuditId(db, actor.circleId),
  ]);
  let since: Pick<Marker, 'sinceAuditId' | 'sinceAt'>;
  let isNewVisit = true;
  if (!marker) {
    since = { sinceAuditId: latest, sinceAt: at };
    await db
      .insert(dashboardMarkers)
      .values({
        circleId: actor.circleId,
        userId: actor.user.id,
        ...since,
        lastVisitAuditId: latest,
        lastVisitAt: at,
      })
      .onConflictDoNothing();
  } else {
    isNewVisit = at.getTime() - marker.lastVisitAt.getTime() > VISIT_GAP_MS;
    since = isNewVisit
      ? { sinceAuditId: marker.lastVisitAuditId, sinceAt: marker.lastVisitAt }
      : marker;
    // The visit's end may lag a minute: the next visit then repeats a little, never misses.
    if (isNewVisit || at.getTime() - marker.lastVisitAt.getTime() > MARKER_WRITE_INTERVAL_MS) {
      await db
        .update(dashboardMarkers)
        .set({ ...since, lastVisitAuditId: latest, lastVisitAt: at })
        .where(key);
    }
  }
  const rows = await db
    .select({
      event: auditEvents,
      actorName: users.name,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.actorUserId))
    .where(changesAfter(actor, since.sinceAuditId))
    .orderBy(desc(auditEvents.id))
    .limit(DASHBOARD_CHANGES_SHOWN);
  return {
    isNewVisit,
    changes: {
      since: marker ? since.sinceAt.toISOString() : null,
      count: rows[0]?.total ?? 0,
      items: rows.map(({ event, actorName }) => ({
        id: event.id,
        actorName,
        description: describeAuditAction(event.action),
        at: event.at.toISOString(),
      })),
    },
  };
}

/** "I've seen these": the marker moves to now. */
export async function markChangesSeen(options: {
  db: Database;
  actor: CircleActor;
  at: Date;
}): Promise<void> {
  const { db, actor, at } = options;
  const latest = await latestAuditId(db, actor.circleId);
  const values = { sinceAuditId: latest, sinceAt: at, lastVisitAuditId: latest, lastVisitAt: at };
  await db
    .insert(dashboardMarkers)
    .values({ circleId: actor.circleId, userId: actor.user.id, ...values })
    .onConflictDoUpdate({
      target: [dashboardMarkers.circleId, dashboardMarkers.userId],
      set: values,
    });
}

/**
 * The circle's changes since a moment (everyone's, the person's own too), newest first, read
 * from the same audit log with the same exclusions as "what changed"; no marker moves. The
 * assistant answers "What changed today?" with it.
 */
export async function changesSince(options: {
  db: Database;
  actor: CircleActor;
  since: Date;
  describeAuditAction: DescribeAuditAction;
  limit?: number;
}): Promise<{
  count: number;
  items: {
    actorName: string | null;
    isMine: boolean;
    description: string;
    at: Date;
    /** The audit row's own action, subject ("medication:…") and detail, for a fuller answer. */
    action: string;
    subject: string | null;
    detail: string | null;
  }[];
}> {
  const { db, actor, since, describeAuditAction, limit = DASHBOARD_CHANGES_SHOWN } = options;
  const rows = await db
    .select({
      event: auditEvents,
      actorName: users.name,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.actorUserId))
    .where(
      and(
        eq(auditEvents.circleId, actor.circleId),
        gte(auditEvents.at, since),
        notLike(auditEvents.action, '%.viewed'),
        notInArray(auditEvents.action, NOT_CHANGES),
      ),
    )
    .orderBy(desc(auditEvents.id))
    .limit(limit);
  return {
    count: rows[0]?.total ?? 0,
    items: rows.map(({ event, actorName }) => ({
      actorName,
      isMine: event.actorUserId === actor.user.id,
      description: describeAuditAction(event.action),
      at: event.at,
      action: event.action,
      subject: event.subject,
      detail: event.detail,
    })),
  };
}
