import { eq } from 'drizzle-orm';
import type { LoginInput, RegisterInput } from '../../../shared/auth';
import { normalizeEmail } from '../../../shared/auth';
import type { Database } from '../../db/client';
import { users } from './auth.schema';
import type { Clock } from '../../lib/clock';
import { conflict } from '../../lib/errors';
import { authAudit } from './auth.audit';
import { createCircle } from '../circles/circles.service';
import { acceptInvitation } from '../circles/invitations.service';
import type { Notifier } from '../notifications/notifications.service';
import { accountThrottleKey, checkPasswordAttempt } from './login-throttle';
import { hashPassword } from './password';
import { sendEmailConfirmation } from './recovery.service';

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
  /** For the link that confirms the address. */
  publicUrl: string;
}): Promise<{ user: UserRow; circleId: string | null }> {
  const { db, clock, input, ip, notifier, publicUrl } = options;
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
        // An invitation is emailed to one address and works only for it (decision 019): joining
        // with it proves the mailbox as a confirmation link would (decision 026).
        emailConfirmedAt: input.invitationCode ? at : null,
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
    if (!input.invitationCode) await sendEmailConfirmation({ tx, user, at, publicUrl });
    return { user, circleId };
  });
}

/**
 * Checks the credentials under the per-address limit and, from a browser not trusted for this
 * account, the per-account limit (decision 021). A failure counts against the address, and against
 * the trusted browser or else the account. Answers the user and the trusted browser it came from.
 */
export async function authenticateUser(options: {
  db: Database;
  clock: Clock;
  input: LoginInput;
  ip: string;
  /** The browser's device cookie, if it sent one. */
  deviceToken: string | undefined;
}): Promise<{ user: UserRow; trustedDeviceId: string | null }> {
  const { db, clock, input, ip, deviceToken } = options;
  const email = normalizeEmail(input.email);
  const { account: user, trustedDeviceId } = await checkPasswordAttempt({
    db,
    clock,
    ip,
    accountKey: accountThrottleKey(email),
    findAccount: () => findUserByEmail(db, email),
    ownerOf: (user) => ({ userId: user.id }),
    password: input.password,
    deviceToken,
    failureMessage: INVALID_CREDENTIALS_MESSAGE,
  });
  return { user, trustedDeviceId };
}
