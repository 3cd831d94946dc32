import { and, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { normalizeEmail } from '../../../shared/auth';
import { PRODUCT_NAME } from '../../../shared/product';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError, gone, notFound, unauthorized } from '../../lib/errors';
import { assertUnderLimit, type RateLimit, recordEvent } from '../../lib/rate-limit';
import { hashToken, makeToken } from '../tokens/tokens.service';
import { staffAudit } from './staff.audit';
import { staffSignInChallenges, staffUsers } from './staff.schema';
import type { StaffRow } from './staff.service';

/** How long the code step waits after a right password. */
export const CHALLENGE_MS = 5 * 60 * 1000;
/** Wrong codes one challenge takes; the last one spends it. */
export const WRONG_CODES_PER_CHALLENGE = 5;
const STEP_SECONDS = 30;

/**
 * Wrong codes per staff account, whichever device or challenge they came from: past 10 in 15
 * minutes, the code step waits. Someone who already has the password can make the account wait,
 * never sign in.
 */
export const STAFF_CODE_FAILURES: RateLimit = {
  bucket: 'staff-code-failure',
  limit: 10,
  windowMs: 15 * 60 * 1000,
  message:
    'Too many wrong codes for this account. Please wait 15 minutes and try again, or ask an operator for help.',
};

const ENDED = 'This sign-in has ended. Please enter your email and password again.';

/**
 * Runs a write that carries a TOTP secret. A failed query's error names its parameters, and the
 * error handler logs errors: this one is replaced by one without them (and without its cause).
 */
async function writingSecret<T>(what: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof AppError) throw error;
    // Only the database's error code goes on: its message and the query's parameters stay here.
    const code = (error as { cause?: { code?: unknown } }).cause?.code;
    const label = typeof code === 'string' ? `database error ${code}` : 'database error';
    // eslint-disable-next-line preserve-caught-error -- the caught error names the secret
    throw new Error(`Could not ${what} (${label}; the query is withheld: it holds a secret)`);
  }
}

/** TOTP as authenticator apps expect it: SHA-1, 6 digits, 30 seconds, issuer "Kinwell". */
export const totpOf = (secret: string, email: string) =>
  new OTPAuth.TOTP({
    issuer: PRODUCT_NAME,
    label: email,
    algorithm: 'SHA1',
    digits: 6,
    period: STEP_SECONDS,
    secret: OTPAuth.Secret.fromBase32(secret),
  });

export interface StaffChallengeStarted {
  challenge: string;
  expiresAt: Date;
  /** For an account without a second factor: the secret to confirm, and its `otpauth://` URI. */
  enrolment: { secret: string; uri: string } | null;
}

/**
 * After a right password: a challenge for the code step, never a session. An account without a
 * second factor is offered a new secret (160 bits), kept with the challenge until a code from it
 * is confirmed.
 */
export async function startStaffChallenge(options: {
  db: Database;
  clock: Clock;
  staff: StaffRow;
}): Promise<StaffChallengeStarted> {
  const { db, clock, staff } = options;
  const now = clock.now();
  await db
    .delete(staffSignInChallenges)
    .where(
      and(eq(staffSignInChallenges.staffId, staff.id), lte(staffSignInChallenges.expiresAt, now)),
    );
  const pendingSecret = staff.totpSecret ? null : new OTPAuth.Secret({ size: 20 }).base32;
  const { secret: challenge, tokenHash } = makeToken();
  const expiresAt = new Date(now.getTime() + CHALLENGE_MS);
  await writingSecret('store a sign-in challenge', () =>
    db.insert(staffSignInChallenges).values({
      id: tokenHash,
      staffId: staff.id,
      pendingSecret,
      expiresAt,
      createdAt: now,
    }),
  );
  return {
    challenge,
    expiresAt,
    enrolment: pendingSecret
      ? { secret: pendingSecret, uri: totpOf(pendingSecret, staff.email).toString() }
      : null,
  };
}

/**
 * The code step: a right, unused code for the challenge's account spends the challenge (and, on
 * enrolment, keeps the secret). Answers the staff member to start a session for.
 */
export async function completeStaffChallenge(options: {
  db: Database;
  clock: Clock;
  input: { challenge: string; code: string };
  ip: string;
}): Promise<StaffRow> {
  const { db, clock, input, ip } = options;
  const now = clock.now();
  const challengeId = hashToken(input.challenge);
  const [found] = await db
    .select({ challenge: staffSignInChallenges, staff: staffUsers })
    .from(staffSignInChallenges)
    .innerJoin(staffUsers, eq(staffUsers.id, staffSignInChallenges.staffId))
    .where(and(eq(staffSignInChallenges.id, challengeId), gt(staffSignInChallenges.expiresAt, now)))
    .limit(1);
  // A challenge of an account switched off since its password step has ended too.
  if (!found || found.staff.disabledAt) throw gone(ENDED);
  const { challenge, staff } = found;
  await assertUnderLimit(db, clock, STAFF_CODE_FAILURES, staff.id);
  const isEnrolment = challenge.pendingSecret !== null;
  const secret = challenge.pendingSecret ?? staff.totpSecret;
  // The factor was reset since the password step: start again, to enrol.
  if (!secret) throw gone(ENDED);

  const delta = totpOf(secret, staff.email).validate({
    token: input.code,
    timestamp: now.getTime(),
    window: 1,
  });
  if (delta === null) {
    return refuse({ ...options, staffId: staff.id, challengeId, reason: 'wrong' });
  }
  const step = Math.floor(now.getTime() / 1000 / STEP_SECONDS) + delta;

  const signedIn = await writingSecret('complete a staff sign-in', () =>
    db.transaction(async (tx) => {
      // A code (and any older one) signs in once: a conditional write, so two requests racing
      // with the same code cannot both pass.
      const [updated] = await tx
        .update(staffUsers)
        .set({
          totpLastUsedStep: step,
          ...(isEnrolment ? { totpSecret: secret, totpEnrolledAt: now } : {}),
        })
        .where(
          and(
            eq(staffUsers.id, staff.id),
            or(isNull(staffUsers.totpLastUsedStep), lt(staffUsers.totpLastUsedStep, step)),
          ),
        )
        .returning();
      if (!updated) return null;
      const [spent] = await tx
        .delete(staffSignInChallenges)
        .where(
          and(eq(staffSignInChallenges.id, challengeId), gt(staffSignInChallenges.expiresAt, now)),
        )
        .returning({ id: staffSignInChallenges.id });
      if (!spent) throw gone(ENDED);
      const entry = {
        circleId: null,
        actorUserId: null,
        subject: `staff:${staff.id}`,
        ip,
        at: now,
      };
      if (isEnrolment) {
        await staffAudit.record(tx, { ...entry, action: 'staff.second_factor_enrolled' });
      }
      await staffAudit.record(tx, { ...entry, action: 'staff.signed_in' });
      return updated;
    }),
  );
  if (!signedIn) return refuse({ ...options, staffId: staff.id, challengeId, reason: 'replay' });
  return signedIn;
}

/** Counts a refused code against the account and the challenge, then answers why. */
async function refuse(options: {
  db: Database;
  clock: Clock;
  ip: string;
  staffId: string;
  challengeId: string;
  reason: 'wrong' | 'replay';
}): Promise<never> {
  const { db, clock, ip, staffId, challengeId, reason } = options;
  await recordEvent(db, clock, STAFF_CODE_FAILURES, staffId);
  await staffAudit.record(db, {
    circleId: null,
    actorUserId: null,
    action: 'staff.second_factor_failed',
    subject: `staff:${staffId}`,
    detail: reason === 'wrong' ? 'wrong code' : 'code already used',
    ip,
    at: clock.now(),
  });
  const [counted] = await db
    .update(staffSignInChallenges)
    .set({ failedAttempts: sql`${staffSignInChallenges.failedAttempts} + 1` })
    .where(eq(staffSignInChallenges.id, challengeId))
    .returning({ failedAttempts: staffSignInChallenges.failedAttempts });
  const left = WRONG_CODES_PER_CHALLENGE - (counted?.failedAttempts ?? WRONG_CODES_PER_CHALLENGE);
  if (left <= 0) {
    await db.delete(staffSignInChallenges).where(eq(staffSignInChallenges.id, challengeId));
    throw gone(
      'That code is not right, and this sign-in has ended. Please enter your email and password again.',
    );
  }
  if (reason === 'replay') {
    throw unauthorized(
      'This code was already used. Wait for the next code in your authenticator app.',
    );
  }
  throw unauthorized(
    `That code is not right. Check your authenticator app and try again (${left} ${left === 1 ? 'try' : 'tries'} left).`,
  );
}

/**
 * An operator's reset (`npm run staff:reset-second-factor`): the account enrols a new
 * authenticator app at its next sign-in. Open challenges end.
 */
export async function resetStaffSecondFactor(options: {
  db: Database;
  clock: Clock;
  email: string;
}): Promise<StaffRow> {
  const { db, clock, email } = options;
  return db.transaction(async (tx) => {
    const [staff] = await tx
      .update(staffUsers)
      .set({ totpSecret: null, totpEnrolledAt: null, totpLastUsedStep: null })
      .where(eq(staffUsers.email, normalizeEmail(email)))
      .returning();
    if (!staff) throw notFound('There is no staff account with this email');
    await tx.delete(staffSignInChallenges).where(eq(staffSignInChallenges.staffId, staff.id));
    await staffAudit.record(tx, {
      circleId: null,
      actorUserId: null,
      action: 'staff.second_factor_reset',
      subject: `staff:${staff.id}`,
      at: clock.now(),
    });
    return staff;
  });
}
