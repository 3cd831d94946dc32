import { eq } from 'drizzle-orm';
import type { LoginInput, RegisterInput } from '../../../shared/auth';
import { normalizeEmail } from '../../../shared/auth';
import type { Database } from '../../db/client';
import { users } from './auth.schema';
import type { Clock } from '../../lib/clock';
import { conflict, unauthorized } from '../../lib/errors';
import { authAudit } from './auth.audit';
import { createCircle } from '../circles/circles.service';
import { acceptInvitation } from '../circles/invitations.service';
import { assertUnderLimit, recordEvent } from '../../lib/rate-limit';
import type { Notifier } from '../notifications/notifications.service';
import { LOGIN_FAILURES } from './login-throttle';
import { getDummyHash, hashPassword, verifyPassword } from './password';

export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists';
export const INVALID_CREDENTIALS_MESSAGE = 'The email or password is not right. Please try again.';

type UserRow = typeof users.$inferSelect;

const findUserByEmail = async (db: Database, email: string): Promise<UserRow | undefined> => {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user;
};

/**
 * Creates the account. With an invitation code it joins that circle in the same transaction (an
 * unusable code creates no account); otherwise a caregiver gets a new circle of their own.
 */
export async function registerUser(options: {
  db: Database;
  clock: Clock;
  input: RegisterInput;
  ip: string | null;
  notifier?: Notifier;
}): Promise<{ user: UserRow; circleId: string | null }> {
  const { db, clock, input, ip, notifier } = options;
  const email = normalizeEmail(input.email);
  if (await findUserByEmail(db, email)) throw conflict(EMAIL_TAKEN_MESSAGE);
  const passwordHash = await hashPassword(input.password);
  const at = clock.now();
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        name: input.name,
        email,
        phoneNumber: input.phoneNumber || null,
        passwordHash,
        role: input.role,
        createdAt: at,
      })
      .onConflictDoNothing({ target: users.email })
      .returning();
    // Two registrations for one address can race past the check above; the unique index decides.
    if (!user) throw conflict(EMAIL_TAKEN_MESSAGE);
    await authAudit.record(tx, {
      circleId: null,
      actorUserId: user.id,
      action: 'user.registered',
      subject: `user:${user.id}`,
      ip,
      at,
    });
    let circleId: string | null = null;
    if (input.invitationCode) {
      circleId = await acceptInvitation({
        tx,
        code: input.invitationCode,
        userId: user.id,
        at,
        ip,
        ...(notifier ? { notifier } : {}),
      });
    } else if (user.role === 'caregiver') {
      circleId = await createCircle({ tx, caregiverId: user.id, at, ip });
    }
    return { user, circleId };
  });
}

/** Checks the credentials under the per-address limit; a wrong password counts against it. */
export async function authenticateUser(options: {
  db: Database;
  clock: Clock;
  input: LoginInput;
  ip: string;
}): Promise<UserRow> {
  const { db, clock, input, ip } = options;
  await assertUnderLimit(db, clock, LOGIN_FAILURES, ip);
  const user = await findUserByEmail(db, normalizeEmail(input.email));
  const isValid = await verifyPassword(
    user?.passwordHash ?? (await getDummyHash()),
    input.password,
  );
  if (!user || !isValid) {
    await recordEvent(db, clock, LOGIN_FAILURES, ip);
    throw unauthorized(INVALID_CREDENTIALS_MESSAGE);
  }
  return user;
}
