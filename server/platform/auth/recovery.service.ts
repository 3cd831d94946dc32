import { and, eq, inArray, isNull } from 'drizzle-orm';
import {
  EMAIL_LINK_INVALID_MESSAGE,
  normalizeEmail,
  PASSWORD_RESET_LINK_INVALID_MESSAGE,
} from '../../../shared/auth';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { conflict, gone } from '../../lib/errors';
import { consumeAllowance, type RateLimit } from '../../lib/rate-limit';
import { enqueueEmail } from '../email/email-outbox';
import { hashToken, isActiveToken, makeToken } from '../tokens/tokens.service';
import { authAudit } from './auth.audit';
import { accountTokens, sessions, users } from './auth.schema';
import { EMAIL_TAKEN_MESSAGE } from './auth.service';
import { hashPassword } from './password';
import { publishSessionsEnded } from './sessions.service';

/*
 * Links Kinwell emails to one account (decision 026): each is single-use, lasts a fixed time and
 * is kept only as the SHA-256 of its secret (the tokens service's flow).
 */

export type AccountTokenPurpose = (typeof accountTokens.$inferSelect)['purpose'];
type UserRow = typeof users.$inferSelect;

/** How long each kind of link works. */
export const ACCOUNT_TOKEN_LIFETIME_MS: Record<AccountTokenPurpose, number> = {
  password_reset: 60 * 60 * 1000,
  email_change: 24 * 60 * 60 * 1000,
  email_confirmation: 7 * 24 * 60 * 60 * 1000,
};

/** 5 reset requests from one client address in an hour, whatever the addresses asked for. */
export const PASSWORD_RESET_REQUESTS: RateLimit = {
  bucket: 'password-reset-request',
  limit: 5,
  windowMs: 60 * 60 * 1000,
  message: 'Too many requests to reset a password from this device. Please wait an hour.',
};

/**
 * A new link of this kind for the user; any earlier one of the same kind stops working. Runs in
 * the caller's transaction; answers the secret, which only the email carries.
 */
export async function issueAccountToken(options: {
  tx: Database;
  userId: string;
  purpose: AccountTokenPurpose;
  email?: string;
  at: Date;
}): Promise<string> {
  const { tx, userId, purpose, at } = options;
  await tx
    .update(accountTokens)
    .set({ revokedAt: at })
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        isNull(accountTokens.revokedAt),
      ),
    );
  const { secret, tokenHash } = makeToken();
  await tx.insert(accountTokens).values({
    userId,
    purpose,
    email: options.email ?? null,
    tokenHash,
    createdAt: at,
    expiresAt: new Date(at.getTime() + ACCOUNT_TOKEN_LIFETIME_MS[purpose]),
  });
  return secret;
}

const activeToken = (
  purpose: AccountTokenPurpose | readonly AccountTokenPurpose[],
  secret: string,
  at: Date,
) =>
  and(
    typeof purpose === 'string'
      ? eq(accountTokens.purpose, purpose)
      : inArray(accountTokens.purpose, [...purpose]),
    isActiveToken(accountTokens, secret, at, { usedAt: accountTokens.usedAt }),
  );

/** The link's row while it still works, or null (unknown, expired, used or replaced). */
export async function findActiveAccountToken(
  db: Database,
  purpose: AccountTokenPurpose,
  secret: string,
  at: Date,
) {
  const [row] = await db
    .select()
    .from(accountTokens)
    .where(activeToken(purpose, secret, at))
    .limit(1);
  return row ?? null;
}

/**
 * Marks the link used in the caller's transaction and answers its row; null when it no longer
 * works. Two uses racing each other: one wins, the other gets null.
 */
export async function useAccountToken(
  tx: Database,
  purpose: AccountTokenPurpose | readonly AccountTokenPurpose[],
  secret: string,
  at: Date,
) {
  const [row] = await tx
    .update(accountTokens)
    .set({ usedAt: at })
    .where(activeToken(purpose, secret, at))
    .returning();
  return row ?? null;
}

/**
 * "Forgot your password?": under the per-address limit, emails a one-hour link when the address
 * has an account, and nothing otherwise. The caller answers the same either way. Answers whether
 * an email was queued (to start delivery).
 */
export async function requestPasswordReset(options: {
  db: Database;
  clock: Clock;
  email: string;
  ip: string;
  publicUrl: string;
}): Promise<boolean> {
  const { db, clock, ip, publicUrl } = options;
  await consumeAllowance(db, clock, PASSWORD_RESET_REQUESTS, ip);
  const email = normalizeEmail(options.email);
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!user) return false;
  await sendPasswordResetLink({ db, at: clock.now(), user, publicUrl });
  return true;
}

/**
 * Queues the one-hour reset link for an account (replacing an earlier one): for the person's own
 * request, and for support helping them (the staff console, which records it).
 */
export async function sendPasswordResetLink(options: {
  db: Database;
  at: Date;
  user: { id: string; name: string; email: string };
  publicUrl: string;
}): Promise<void> {
  const { db, at, user, publicUrl } = options;
  await db.transaction(async (tx) => {
    const secret = await issueAccountToken({ tx, userId: user.id, purpose: 'password_reset', at });
    await enqueueEmail(tx, {
      // Each link its own email, even for two requests in the same millisecond.
      dedupeKey: `password-reset:${hashToken(secret)}`,
      to: user.email,
      at,
      message: {
        subject: 'Reset your Kinwell password',
        greeting: `Hello ${user.name},`,
        paragraphs: [
          'Someone asked to reset the password of your Kinwell account. To choose a new password, open this link.',
        ],
        action: { label: 'Choose a new password', url: `${publicUrl}/reset-password#${secret}` },
        after: [
          'The link works for one hour, and only once. Setting a new password signs you out everywhere else.',
          'If you did not ask for this, you can ignore this email: your password stays as it is.',
        ],
        signOff: ['The Kinwell team'],
      },
    });
  });
}

/**
 * Sets a new password with a reset link: the link is used up, every session of the account ends
 * (and their live streams), the change is audited and a notice goes to the address. Answers the
 * user, for the caller to start a fresh session on this browser.
 */
export async function resetPassword(options: {
  db: Database;
  clock: Clock;
  token: string;
  password: string;
  ip: string;
  publicUrl: string;
  supportEmail: string;
}): Promise<UserRow> {
  const { db, clock, token, ip, publicUrl, supportEmail } = options;
  // An unusable link is said before a password is judged: choosing one would be wasted effort.
  if (!(await findActiveAccountToken(db, 'password_reset', token, clock.now())))
    throw gone(PASSWORD_RESET_LINK_INVALID_MESSAGE);
  const passwordHash = await hashPassword(options.password);
  const at = clock.now();
  return db.transaction(async (tx) => {
    const used = await useAccountToken(tx, 'password_reset', token, at);
    if (!used) throw gone(PASSWORD_RESET_LINK_INVALID_MESSAGE);
    const [user] = await tx
      .update(users)
      .set({ passwordHash })
      .where(eq(users.id, used.userId))
      .returning();
    if (!user) throw gone(PASSWORD_RESET_LINK_INVALID_MESSAGE);
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    await publishSessionsEnded(tx, { userId: user.id });
    await authAudit.record(tx, {
      circleId: null,
      actorUserId: user.id,
      action: 'user.password_reset',
      subject: `user:${user.id}`,
      ip,
      at,
    });
    await enqueueEmail(tx, {
      dedupeKey: `password-reset-done:${user.id}:${at.getTime()}`,
      to: user.email,
      at,
      message: {
        subject: 'Your Kinwell password was changed',
        greeting: `Hello ${user.name},`,
        paragraphs: [
          'Your Kinwell password was changed. It was set with a link sent to this address, and every device that was signed in was signed out.',
          [
            'If this was not you, reset your password straight away at ',
            { href: `${publicUrl}/forgot-password` },
            ' and write to us at ',
            { href: `mailto:${supportEmail}`, text: supportEmail },
          ],
        ],
        signOff: ['The Kinwell team'],
      },
    });
    return user;
  });
}

/**
 * Opens a link that confirms an address: a change of address takes effect (and the old address
 * hears about it). Answers the account's address, now confirmed.
 */
export async function confirmEmailLink(options: {
  db: Database;
  clock: Clock;
  token: string;
  ip: string;
}): Promise<{ email: string }> {
  const { db, clock, token, ip } = options;
  const at = clock.now();
  return db.transaction(async (tx) => {
    const used = await useAccountToken(tx, ['email_change', 'email_confirmation'], token, at);
    if (!used?.email) throw gone(EMAIL_LINK_INVALID_MESSAGE);
    const newEmail = used.email;
    const [before] = await tx.select().from(users).where(eq(users.id, used.userId));
    if (!before) throw gone(EMAIL_LINK_INVALID_MESSAGE);
    if (used.purpose === 'email_confirmation') {
      // The sign-up address: it counts only while the account still has it.
      if (before.email !== newEmail) throw gone(EMAIL_LINK_INVALID_MESSAGE);
      if (!before.emailConfirmedAt) {
        await tx.update(users).set({ emailConfirmedAt: at }).where(eq(users.id, before.id));
        await authAudit.record(tx, {
          circleId: null,
          actorUserId: before.id,
          action: 'user.email_confirmed',
          subject: `user:${before.id}`,
          ip,
          at,
        });
      }
      return { email: newEmail };
    }
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, newEmail));
    // Someone signed up with the address since the link was sent: nothing changes (and the
    // transaction's rollback leaves the link unused, though it can never succeed now).
    if (taken && taken.id !== before.id) throw conflict(EMAIL_TAKEN_MESSAGE);
    // The link proved the new mailbox: the new address is confirmed too.
    await tx
      .update(users)
      .set({ email: newEmail, emailConfirmedAt: at })
      .where(eq(users.id, before.id));
    await authAudit.record(tx, {
      circleId: null,
      actorUserId: before.id,
      action: 'user.email_changed',
      subject: `user:${before.id}`,
      ip,
      at,
    });
    // The old address hears about it, in case someone else made the change.
    await enqueueEmail(tx, {
      dedupeKey: `email-changed:${before.id}:${at.getTime()}`,
      to: before.email,
      at,
      message: {
        subject: 'Your Kinwell email address was changed',
        greeting: `Hello ${before.name},`,
        paragraphs: [
          `The email address of your Kinwell account was changed to ${newEmail}. You sign in with that address from now on.`,
          'If you did not do this, write to us straight away by replying to this email.',
        ],
        signOff: ['The Kinwell team'],
      },
    });
    return { email: newEmail };
  });
}

/**
 * Emails a 7-day link that confirms the account's address (at sign-up, or asked again), in the
 * caller's transaction; an earlier link stops working.
 */
export async function sendEmailConfirmation(options: {
  tx: Database;
  user: Pick<UserRow, 'id' | 'name' | 'email'>;
  at: Date;
  publicUrl: string;
}): Promise<void> {
  const { tx, user, at, publicUrl } = options;
  const secret = await issueAccountToken({
    tx,
    userId: user.id,
    purpose: 'email_confirmation',
    email: user.email,
    at,
  });
  await enqueueEmail(tx, {
    dedupeKey: `email-confirmation:${hashToken(secret)}`,
    to: user.email,
    at,
    message: {
      subject: EMAIL_CONFIRMATION_SUBJECT,
      greeting: `Hello ${user.name},`,
      paragraphs: [
        'Please confirm this email address so Kinwell can send you alerts, such as a missed medicine dose. Open this link.',
      ],
      action: { label: 'Confirm my email address', url: `${publicUrl}/confirm-email#${secret}` },
      after: [
        'The link works for 7 days, and only once. Until then you can use Kinwell as usual; alerts reach you in Kinwell and on your phone, not by email.',
        'If you did not make a Kinwell account, you can ignore this email.',
      ],
      signOff: ['The Kinwell team'],
    },
  });
}

export const EMAIL_CONFIRMATION_SUBJECT = 'Confirm your Kinwell email address';

/** 3 links asked again per account in an hour. */
export const EMAIL_CONFIRMATION_RESENDS: RateLimit = {
  bucket: 'email-confirmation-resend',
  limit: 3,
  windowMs: 60 * 60 * 1000,
  message: 'We have sent several links already. Please check your inbox, or wait an hour.',
};
