import { and, eq, gte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditEvents } from './audit.schema';
import type { CircleActor } from '../circles/circles.policy';

/**
 * Each action a feature records, in plain words for the audit log. `null`: no words yet, so the
 * log shows the action as it is stored.
 */
export type AuditDescriptions = Readonly<Record<string, string | null>>;

/** What happened; never the health data itself. */
interface What<Action extends string> {
  /** Verb-last: `user.registered`, `circle.created`. */
  action: Action;
  /** What it happened to, e.g. `care_recipient:<id>`. */
  subject?: string | null;
  /** A few plain words, e.g. which fields changed. */
  detail?: string | null;
  at: Date;
}

/** A member acting in their circle: the circle, the person and their address come from it. */
interface ByActor {
  actor: Pick<CircleActor, 'circleId' | 'user' | 'ip'>;
  circleId?: never;
  actorUserId?: never;
  ip?: never;
}

/** Without a circle actor (registration, an anonymous sheet opening, a purge): named outright. */
interface ByName {
  actor?: never;
  circleId: string | null;
  actorUserId: string | null;
  ip?: string | null;
}

export type AuditRecord<Action extends string> = What<Action> & (ByActor | ByName);

/** A look at health data: always by a member of a circle, from an address, at a named subject. */
export type AuditView<Action extends string> = What<Action> & { subject: string } & (
    ByActor | (ByName & { circleId: string; actorUserId: string; ip: string })
  );

export interface AuditActions<Action extends string> {
  descriptions: Readonly<Record<Action, string | null>>;
  /** Append-only. Call it with the same transaction handle as the change it records. */
  record(db: Database, entry: AuditRecord<Action>): Promise<void>;
  /** Records that someone viewed health data, unless they already did within the hour. */
  recordView(db: Database, entry: AuditView<Action>): Promise<void>;
}

/** The actions of an `AuditActions` definition, for helpers that pass one along. */
export type AuditActionOf<T extends { descriptions: AuditDescriptions }> = keyof T['descriptions'] &
  string;

/**
 * A feature declares the actions it records beside its code (`<name>.audit.ts`) and records
 * through the result, so an action it has not declared fails the typecheck.
 */
export function defineAuditActions<const Descriptions extends AuditDescriptions>(
  descriptions: Descriptions,
): AuditActions<keyof Descriptions & string> {
  return {
    descriptions,
    record: (db, entry) =>
      insertAuditEvent(db, entry.actor ? { ...entry, ...fromActor(entry.actor) } : entry),
    recordView: (db, entry) =>
      insertViewEvent(db, entry.actor ? { ...entry, ...fromActor(entry.actor) } : entry),
  };
}

const fromActor = ({ circleId, user, ip }: ByActor['actor']) => ({
  circleId,
  actorUserId: user.id,
  ip,
});

type AuditRow = What<string> & Omit<ByName, 'actor'>;

async function insertAuditEvent(db: Database, entry: AuditRow): Promise<void> {
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

/** A person's views of the same health data are logged at most once an hour, so the log stays readable. */
const VIEW_AUDIT_INTERVAL_MS = 60 * 60 * 1000;

async function insertViewEvent(
  db: Database,
  entry: AuditRow & { circleId: string; actorUserId: string },
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
  if (!recent) await insertAuditEvent(db, entry);
}
