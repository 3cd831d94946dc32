import { and, desc, eq, gte, like, lt } from 'drizzle-orm';
import { AUDIT_PAGE_SIZE, type AuditQuery } from '../../../shared/circles';
import type { Database } from '../../db/client';
import { auditEvents } from './audit.schema';
import { users } from '../auth/auth.schema';
import { nextDate, startOfLocalDay } from '../../lib/local-time';
import { describeAuditAction } from './audit.descriptions';

export interface AuditEntry {
  circleId: string | null;
  actorUserId: string | null;
  /** What happened, verb-last: `user.registered`, `circle.created`. */
  action: string;
  /** What it happened to, e.g. `care_recipient:<id>`; never health data itself. */
  subject?: string | null;
  /** A few plain words, e.g. which fields changed; never the health data itself. */
  detail?: string | null;
  ip?: string | null;
  at: Date;
}

/** Append-only. Call it with the same transaction handle as the change it records. */
export async function recordAudit(db: Database, entry: AuditEntry): Promise<void> {
  await db.insert(auditEvents).values({
    circleId: entry.circleId,
    actorUserId: entry.actorUserId,
    action: entry.action,
    subject: entry.subject ?? null,
    detail: entry.detail ?? null,
    ip: entry.ip ?? null,
    at: entry.at,
  });
}

/** One page of a circle's log, newest first, with the actor's current name. */
export async function listAuditEvents(options: {
  db: Database;
  circleId: string;
  query: AuditQuery;
  timeZone: string;
}) {
  const { db, circleId, query } = options;
  const conditions = [eq(auditEvents.circleId, circleId)];
  if (query.actor) conditions.push(eq(auditEvents.actorUserId, query.actor));
  if (query.category) conditions.push(like(auditEvents.action, `${escapeLike(query.category)}.%`));
  if (query.from)
    conditions.push(gte(auditEvents.at, startOfLocalDay(query.from, options.timeZone)));
  if (query.to)
    conditions.push(lt(auditEvents.at, startOfLocalDay(nextDate(query.to), options.timeZone)));
  if (query.before) conditions.push(lt(auditEvents.id, query.before));
  const rows = await db
    .select({ event: auditEvents, actorName: users.name })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.actorUserId))
    .where(and(...conditions))
    .orderBy(desc(auditEvents.id))
    .limit(AUDIT_PAGE_SIZE + 1);
  const page = rows.slice(0, AUDIT_PAGE_SIZE);
  return {
    entries: page.map(({ event, actorName }) => ({
      id: event.id,
      at: event.at.toISOString(),
      actorName,
      actorUserId: event.actorUserId,
      action: event.action,
      description: describeAuditAction(event.action),
      detail: event.detail,
      ip: event.ip,
    })),
    nextBefore: rows.length > AUDIT_PAGE_SIZE ? (page.at(-1)?.event.id ?? null) : null,
  };
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A person's views of the same health data are logged at most once an hour, so the log stays readable. */
const VIEW_AUDIT_INTERVAL_MS = 60 * 60 * 1000;

/** Records that someone viewed health data, unless they already did within the hour. */
export async function recordView(
  db: Database,
  entry: {
    circleId: string;
    actorUserId: string;
    action: string;
    subject: string;
    ip: string;
    at: Date;
  },
): Promise<void> {
  const [recent] = await db
    .select({ id: auditEvents.id })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.circleId, entry.circleId),
        eq(auditEvents.actorUserId, entry.actorUserId),
        eq(auditEvents.action, entry.action),
        gte(auditEvents.at, new Date(entry.at.getTime() - VIEW_AUDIT_INTERVAL_MS)),
      ),
    )
    .limit(1);
  if (!recent) await recordAudit(db, entry);
}
