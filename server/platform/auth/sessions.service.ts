import { and, eq } from 'drizzle-orm';
import type { CircleRole } from '../../../shared/permissions';
import type { Database } from '../../db/client';
import { sessions, users } from './auth.schema';
import { circleMembers } from '../circles/circles.schema';
import { staffUsers } from '../staff/staff.schema';
import type { Clock } from '../../lib/clock';
import { findFirstMembership } from '../circles/membership';
import { publishEvent } from '../notifications/event-bus';
import { hashToken, makeToken } from '../tokens/tokens.service';

/** How long one session may stay unused, and how long it may last at most (decision 021). */
export interface SessionPolicy {
  idleSeconds: number;
  absoluteSeconds: number;
  /**
   * The cookie outlives the browser (Max-Age) only when the person chose "Keep me signed in on
   * this device"; otherwise it ends when the browser closes.
   */
  persistentCookie: boolean;
}

/** The policy a session gets when it starts; each row then keeps its own limits. */
export interface SessionPolicies {
  /** A family sign-in or registration. */
  standard: SessionPolicy;
  /** A family sign-in with "Keep me signed in on this device". */
  remembered: SessionPolicy;
  /** A staff sign-in. */
  staff: SessionPolicy;
}

/**
 * How stale last_seen_at may get before a request refreshes it: a tenth of the idle limit, at most
 * an hour (saves a write per request; a session may end up to that much before its idle limit).
 */
const MAX_TOUCH_AFTER_MS = 60 * 60 * 1000;
const touchAfterMs = (idleSeconds: number) => Math.min(MAX_TOUCH_AFTER_MS, idleSeconds * 100);

/** Where a session was started from, for the account page's list of devices. */
export interface SessionOrigin {
  userAgent: string | null;
  ip: string | null;
}

/** 256 random bits; only their SHA-256 is stored. */
export async function createSession(options: {
  db: Database;
  clock: Clock;
  policy: SessionPolicy;
  owner: { userId: string; staffId?: never } | { staffId: string; userId?: never };
  origin?: SessionOrigin;
  /** The circle to start in; otherwise the first one the user joined (decided on first use). */
  circleId?: string | null;
}): Promise<{ token: string; expiresAt: Date }> {
  const { db, clock, policy, owner, origin } = options;
  const { secret: token, tokenHash } = makeToken();
  const now = clock.now();
  const expiresAt = new Date(now.getTime() + policy.absoluteSeconds * 1000);
  await db.insert(sessions).values({
    id: tokenHash,
    userId: owner.userId ?? null,
    staffId: owner.staffId ?? null,
    currentCircleId: options.circleId ?? null,
    userAgent: origin?.userAgent?.slice(0, 300) ?? null,
    ip: origin?.ip ?? null,
    createdAt: now,
    lastSeenAt: now,
    idleSeconds: policy.idleSeconds,
    expiresAt,
  });
  return { token, expiresAt };
}

export type SessionUser = typeof users.$inferSelect;
export type SessionStaff = typeof staffUsers.$inferSelect;

/** The circle a session works in, and the user's role there, as of this request. */
export interface Membership {
  circleId: string;
  role: CircleRole;
}

export interface ValidSession {
  sessionId: string;
  /** Exactly one of the two is set. */
  user: SessionUser | null;
  staff: SessionStaff | null;
  /** Null for staff, and for a user who belongs to no circle. */
  membership: Membership | null;
}

/** What a session's row says about its limits, as validation needs it. */
interface SessionLimits {
  lastSeenAt: Date;
  idleSeconds: number;
  expiresAt: Date;
}

interface CachedSession extends ValidSession {
  limits: SessionLimits;
  /** When the entry was made, on the monotonic clock (never the app's clock: tests freeze that). */
  cachedAt: number;
}

/**
 * Sessions this instance validated in the last few seconds, by the SHA-256 of their token, so
 * the hot signed-in reads cost no query (decision 043). Anything that changes who a session
 * signs in forgets them all: a change request on this instance (before its answer leaves), and
 * the `auth.changed` notification a database trigger sends to every instance for any change to
 * sessions, accounts, staff accounts or circle memberships. The time to live bounds how long a
 * missed notification could matter.
 */
export interface SessionCache {
  get(sessionId: string): CachedSession | undefined;
  /** Keeps `entry` unless the cache was cleared since `generation` (a read that raced a change). */
  set(sessionId: string, entry: Omit<CachedSession, 'cachedAt'>, generation: number): void;
  generation(): number;
  forget(sessionId: string): void;
  clear(): void;
}

/** How long a validated session is believed without asking the database again. */
export const SESSION_CACHE_TTL_MS = 5_000;
const SESSION_CACHE_MAX_ENTRIES = 10_000;
/** The bus event the database triggers send (migration 0020). */
export const AUTH_CHANGED_EVENT = 'auth.changed';

export function createSessionCache(
  options: { ttlMs?: number; maxEntries?: number; now?: () => number } = {},
): SessionCache {
  const ttlMs = options.ttlMs ?? SESSION_CACHE_TTL_MS;
  const maxEntries = options.maxEntries ?? SESSION_CACHE_MAX_ENTRIES;
  const now = options.now ?? (() => performance.now());
  const entries = new Map<string, CachedSession>();
  let generation = 0;
  return {
    get(sessionId) {
      const entry = entries.get(sessionId);
      if (!entry) return undefined;
      const age = now() - entry.cachedAt;
      if (age < 0 || age >= ttlMs) {
        entries.delete(sessionId);
        return undefined;
      }
      return entry;
    },
    set(sessionId, entry, since) {
      if (since !== generation || ttlMs <= 0) return;
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(sessionId, { ...entry, cachedAt: now() });
    },
    generation: () => generation,
    forget(sessionId) {
      generation += 1;
      entries.delete(sessionId);
    },
    clear() {
      generation += 1;
      entries.clear();
    },
  };
}

/** Reads a session, its owner and its membership: one query, two when a circle must be chosen. */
async function loadSession(
  db: Database,
  sessionId: string,
): Promise<(ValidSession & { limits: SessionLimits; currentCircleId: string | null }) | null> {
  // Membership is read with the session, so a removal or a role change applies to the very next
  // request (the cache forgets every session on such a change).
  const [row] = await db
    .select({
      session: sessions,
      user: users,
      staff: staffUsers,
      memberRole: circleMembers.role,
    })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .leftJoin(staffUsers, eq(staffUsers.id, sessions.staffId))
    .leftJoin(
      circleMembers,
      and(
        eq(circleMembers.circleId, sessions.currentCircleId),
        eq(circleMembers.userId, sessions.userId),
      ),
    )
    .where(eq(sessions.id, sessionId))
    .limit(1);
  if (!row) return null;
  let membership: Membership | null =
    row.session.currentCircleId && row.memberRole
      ? { circleId: row.session.currentCircleId, role: row.memberRole }
      : null;
  if (row.user && !membership) {
    // No circle chosen yet, or the user left or was removed from it: fall back to another one.
    membership = await findFirstMembership(db, row.user.id);
  }
  return {
    sessionId,
    user: row.user,
    staff: row.staff,
    membership,
    currentCircleId: row.session.currentCircleId,
    limits: {
      lastSeenAt: row.session.lastSeenAt,
      idleSeconds: row.session.idleSeconds,
      expiresAt: row.session.expiresAt,
    },
  };
}

/** Returns who a cookie token signs in, or null when the session is unknown or expired. */
export async function validateSession(options: {
  db: Database;
  clock: Clock;
  token: string;
  cache?: SessionCache;
}): Promise<ValidSession | null> {
  const { db, clock, token, cache } = options;
  const sessionId = hashToken(token);
  let entry: Omit<CachedSession, 'cachedAt'> | undefined = cache?.get(sessionId);
  const changes: Partial<typeof sessions.$inferInsert> = {};
  if (!entry) {
    const generation = cache?.generation() ?? 0;
    const loaded = await loadSession(db, sessionId);
    if (!loaded) return null;
    const { currentCircleId, ...found } = loaded;
    if (found.user && (found.membership?.circleId ?? null) !== currentCircleId)
      changes.currentCircleId = found.membership?.circleId ?? null;
    entry = found;
    // A session about to change its circle is not kept: the change tells every cache to forget.
    if (changes.currentCircleId === undefined) cache?.set(sessionId, found, generation);
  }
  const now = clock.now();
  const { limits } = entry;
  // Each session keeps the limits of the policy it started with.
  const idleExpiry = limits.lastSeenAt.getTime() + limits.idleSeconds * 1000;
  // A staff account switched off by an admin ends its sessions then; this holds if one was missed.
  const isStaffDisabled = entry.staff?.disabledAt != null;
  if (
    now.getTime() >= limits.expiresAt.getTime() ||
    now.getTime() >= idleExpiry ||
    isStaffDisabled
  ) {
    cache?.forget(sessionId);
    await deleteSession(db, sessionId);
    return null;
  }
  if (now.getTime() - limits.lastSeenAt.getTime() > touchAfterMs(limits.idleSeconds)) {
    changes.lastSeenAt = now;
    // The cached copy moves on at once, so concurrent hits do not write the same touch again.
    limits.lastSeenAt = now;
  }
  if (Object.keys(changes).length > 0) {
    await db.update(sessions).set(changes).where(eq(sessions.id, sessionId));
  }
  return {
    sessionId,
    user: entry.user,
    staff: entry.staff,
    membership: entry.membership,
  };
}

/**
 * Internal bus event: a session now works in another circle. The session's open live-event
 * stream follows it (it never reaches a browser: it names no circle and no person).
 */
export const SESSION_CIRCLE_EVENT = 'session.circle_changed';

/** Makes a session work in another circle; the caller has checked the membership. */
export async function setSessionCircle(
  db: Database,
  sessionId: string,
  circleId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(sessions).set({ currentCircleId: circleId }).where(eq(sessions.id, sessionId));
    await publishEvent(tx, { type: SESSION_CIRCLE_EVENT, data: { sessionId, circleId } });
  });
}

/**
 * Internal bus event: sessions ended (signed out, signed out by a new password or from another
 * device, expired, account deleted). Their open live-event streams end; like
 * `SESSION_CIRCLE_EVENT` it never reaches a browser.
 */
export const SESSIONS_ENDED_EVENT = 'session.ended';

/** Which sessions ended: one, or all of a user's, perhaps but the one that made the change. */
export type EndedSessions = { sessionId: string } | { userId: string; exceptSessionId?: string };

/** Publish in the transaction that deletes the sessions, so the streams end when it commits. */
export const publishSessionsEnded = (tx: Database, ended: EndedSessions): Promise<void> =>
  publishEvent(tx, { type: SESSIONS_ENDED_EVENT, data: ended });

/** Did this `SESSIONS_ENDED_EVENT` end this session? */
export function endsSession(
  data: Record<string, unknown> | undefined,
  session: { sessionId: string; userId: string },
): boolean {
  if (data?.sessionId !== undefined) return data.sessionId === session.sessionId;
  return data?.userId === session.userId && data.exceptSessionId !== session.sessionId;
}

export const deleteSession = async (db: Database, sessionId: string): Promise<void> => {
  await db.transaction(async (tx) => {
    await tx.delete(sessions).where(eq(sessions.id, sessionId));
    await publishSessionsEnded(tx, { sessionId });
  });
};
