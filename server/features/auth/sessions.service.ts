import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions, staffUsers, users } from '../../db/schema';
import type { Clock } from '../../lib/clock';

export interface SessionPolicy {
  idleSeconds: number;
  absoluteSeconds: number;
}

/** How stale last_seen_at may get before a request refreshes it (saves a write per request). */
const TOUCH_AFTER_MS = 60 * 60 * 1000;

export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/** 256 random bits; only their SHA-256 is stored. */
export async function createSession(options: {
  db: Database;
  clock: Clock;
  policy: SessionPolicy;
  owner: { userId: string; staffId?: never } | { staffId: string; userId?: never };
}): Promise<{ token: string; expiresAt: Date }> {
  const { db, clock, policy, owner } = options;
  const token = randomBytes(32).toString('base64url');
  const now = clock.now();
  const expiresAt = new Date(now.getTime() + policy.absoluteSeconds * 1000);
  await db.insert(sessions).values({
    id: hashToken(token),
    userId: owner.userId ?? null,
    staffId: owner.staffId ?? null,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
  });
  return { token, expiresAt };
}

export type SessionUser = typeof users.$inferSelect;
export type SessionStaff = typeof staffUsers.$inferSelect;

export interface ValidSession {
  sessionId: string;
  /** Exactly one of the two is set. */
  user: SessionUser | null;
  staff: SessionStaff | null;
}

/** Returns who a cookie token signs in, or null when the session is unknown or expired. */
export async function validateSession(options: {
  db: Database;
  clock: Clock;
  policy: SessionPolicy;
  token: string;
}): Promise<ValidSession | null> {
  const { db, clock, policy, token } = options;
  const sessionId = hashToken(token);
  const [row] = await db
    .select({ session: sessions, user: users, staff: staffUsers })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .leftJoin(staffUsers, eq(staffUsers.id, sessions.staffId))
    .where(eq(sessions.id, sessionId))
    .limit(1);
  if (!row) return null;
  const now = clock.now();
  const idleExpiry = row.session.lastSeenAt.getTime() + policy.idleSeconds * 1000;
  if (now.getTime() >= row.session.expiresAt.getTime() || now.getTime() >= idleExpiry) {
    await db.delete(sessions).where(eq(sessions.id, sessionId));
    return null;
  }
  if (now.getTime() - row.session.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
  }
  return { sessionId, user: row.user, staff: row.staff };
}

export const deleteSession = async (db: Database, sessionId: string): Promise<void> => {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
};
