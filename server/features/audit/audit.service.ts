import type { Database } from '../../db/client';
import { auditEvents } from '../../db/schema';

export interface AuditEntry {
  circleId: string | null;
  actorUserId: string | null;
  /** What happened, verb-last: `user.registered`, `circle.created`. */
  action: string;
  /** What it happened to, e.g. `care_recipient:<id>`; never health data itself. */
  subject?: string | null;
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
    ip: entry.ip ?? null,
    at: entry.at,
  });
}
