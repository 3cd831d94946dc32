import { and, desc, eq, gte, like, lt } from 'drizzle-orm';
import { AUDIT_PAGE_SIZE, type AuditQuery } from '../../../shared/circles';
import type { Database } from '../../db/client';
import { auditEvents } from './audit.schema';
import { users } from '../auth/auth.schema';
import { nextDate, startOfLocalDay } from '../../lib/local-time';
import type { DescribeAuditAction } from './audit.descriptions';

/** One page of a circle's log, newest first, with the actor's current name. */
export async function listAuditEvents(options: {
  db: Database;
  circleId: string;
  query: AuditQuery;
  timeZone: string;
  describeAuditAction: DescribeAuditAction;
}) {
  const { db, circleId, query, describeAuditAction } = options;
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
