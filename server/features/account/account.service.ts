import { and, asc, desc, eq, gt, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import {
  ACCOUNT_DELETION_GRACE_DAYS,
  EMAIL_ALREADY_CONFIRMED_MESSAGE,
  emailConfirmationSentMessage,
  displayPreferencesSchema,
  type DisplayPreferences,
  type EmailChange,
  type PasswordChange,
  type ProfileUpdate,
  type SessionInfo,
} from '../../../shared/account';
import { normalizeEmail } from '../../../shared/auth';
import type { Database } from '../../db/client';
import { accountTokens, sessions, users } from '../../platform/auth/auth.schema';
import { careCircles, careRecipients, circleMembers } from '../../platform/circles/circles.schema';
import type { Clock } from '../../lib/clock';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { assertUnderLimit, consumeAllowance, recordEvent } from '../../lib/rate-limit';
import { accountAudit } from './account.audit';
import { presentSession } from './account.presenter';
import { EMAIL_TAKEN_MESSAGE } from '../../platform/auth/auth.service';
import { LOGIN_FAILURES } from '../../platform/auth/login-throttle';
import { hashPassword, verifyPassword } from '../../platform/auth/password';
import { publishSessionsEnded, type SessionUser } from '../../platform/auth/sessions.service';
import { publishMembershipEnded } from '../../platform/circles/membership';
import { enqueueEmail } from '../../platform/email/email-outbox';
import {
  EMAIL_CONFIRMATION_RESENDS,
  issueAccountToken,
  sendEmailConfirmation,
} from '../../platform/auth/recovery.service';
import { hashToken } from '../../platform/tokens/tokens.service';

export const WRONG_PASSWORD_MESSAGE = 'Your current password is not right. Please try again.';
export const SAME_EMAIL_MESSAGE = 'That is already your email address.';

interface Actor {
  user: SessionUser;
  sessionId: string;
  ip: string;
}

/** Re-authentication for sensitive changes, under the same per-address limit as signing in. */
async function confirmPassword(db: Database, clock: Clock, actor: Actor, password: string) {
  await assertUnderLimit(db, clock, LOGIN_FAILURES, actor.ip);
  if (!(await verifyPassword(actor.user.passwordHash, password))) {
    await recordEvent(db, clock, LOGIN_FAILURES, actor.ip);
    throw badRequest(WRONG_PASSWORD_MESSAGE);
  }
}

async function updateUser(
  db: Database,
  userId: string,
  values: Partial<typeof users.$inferInsert>,
) {
  const [row] = await db.update(users).set(values).where(eq(users.id, userId)).returning();
  if (!row) throw notFound('We could not find your account.');
  return row;
}

export async function updateProfile(options: {
  db: Database;
  actor: Actor;
  input: ProfileUpdate;
}): Promise<SessionUser> {
  const { db, actor, input } = options;
  return updateUser(db, actor.user.id, {
    name: input.name,
    phoneNumber: input.phoneNumber || null,
  });
}

/**
 * Asks to change the address (decision 026): a single-use link valid 24 hours goes to the new
 * address, and nothing changes until it is opened. Answers the new address.
 */
export async function changeEmail(options: {
  db: Database;
  clock: Clock;
  actor: Actor;
  input: EmailChange;
  publicUrl: string;
}): Promise<string> {
  const { db, clock, actor, input, publicUrl } = options;
  await confirmPassword(db, clock, actor, input.currentPassword);
  const email = normalizeEmail(input.newEmail);
  if (email === actor.user.email) throw badRequest(SAME_EMAIL_MESSAGE);
  const at = clock.now();
  await db.transaction(async (tx) => {
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (taken) throw conflict(EMAIL_TAKEN_MESSAGE);
    const secret = await issueAccountToken({
      tx,
      userId: actor.user.id,
      purpose: 'email_change',
      email,
      at,
    });
    await accountAudit.record(tx, {
      circleId: null,
      actorUserId: actor.user.id,
      action: 'user.email_change_requested',
      subject: `user:${actor.user.id}`,
      ip: actor.ip,
      at,
    });
    await enqueueEmail(tx, {
      dedupeKey: `email-change:${hashToken(secret)}`,
      to: email,
      at,
      message: {
        subject: 'Confirm your new Kinwell email address',
        greeting: `Hello ${actor.user.name},`,
        paragraphs: [
          'You asked to sign in to Kinwell with this address from now on. To confirm it, open this link.',
        ],
        action: { label: 'Confirm my new address', url: `${publicUrl}/confirm-email#${secret}` },
        after: [
          'The link works for 24 hours, and only once. Until you open it, your account keeps its old address.',
          'If you did not ask for this, you can ignore this email.',
        ],
        signOff: ['The Kinwell team'],
      },
    });
  });
  return email;
}

/**
 * "Send the link again": a new 7-day link to the account's address, at most 3 an hour per
 * account. Answers what to tell the person.
 */
export async function resendEmailConfirmation(options: {
  db: Database;
  clock: Clock;
  actor: Actor;
  publicUrl: string;
}): Promise<string> {
  const { db, clock, actor, publicUrl } = options;
  if (actor.user.emailConfirmedAt) return EMAIL_ALREADY_CONFIRMED_MESSAGE;
  await consumeAllowance(db, clock, EMAIL_CONFIRMATION_RESENDS, actor.user.id);
  await db.transaction((tx) =>
    sendEmailConfirmation({ tx, user: actor.user, at: clock.now(), publicUrl }),
  );
  return emailConfirmationSentMessage(actor.user.email);
}

/** A new password signs out every other device. */
export async function changePassword(options: {
  db: Database;
  clock: Clock;
  actor: Actor;
  input: PasswordChange;
}): Promise<void> {
  const { db, clock, actor, input } = options;
  await confirmPassword(db, clock, actor, input.currentPassword);
  const passwordHash = await hashPassword(input.newPassword);
  const at = clock.now();
  await db.transaction(async (tx) => {
    await updateUser(tx, actor.user.id, { passwordHash });
    await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, actor.user.id), ne(sessions.id, actor.sessionId)));
    await publishSessionsEnded(tx, { userId: actor.user.id, exceptSessionId: actor.sessionId });
    await accountAudit.record(tx, {
      circleId: null,
      actorUserId: actor.user.id,
      action: 'user.password_changed',
      subject: `user:${actor.user.id}`,
      ip: actor.ip,
      at,
    });
    await enqueueEmail(tx, {
      dedupeKey: `password-changed:${actor.user.id}:${at.getTime()}`,
      to: actor.user.email,
      at,
      message: {
        subject: 'Your Kinwell password was changed',
        greeting: `Hello ${actor.user.name},`,
        paragraphs: [
          'The password of your Kinwell account was changed, and every other device was signed out.',
          'If you did not do this, write to us straight away by replying to this email.',
        ],
        signOff: ['The Kinwell team'],
      },
    });
  });
}

export async function listSessions(db: Database, actor: Actor): Promise<SessionInfo[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(eq(sessions.userId, actor.user.id))
    .orderBy(desc(sessions.lastSeenAt));
  return rows.map((row) => presentSession(row, actor.sessionId));
}

export async function endSession(db: Database, actor: Actor, publicId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, actor.user.id), eq(sessions.publicId, publicId)))
      .returning({ id: sessions.id });
    if (!deleted) throw notFound('We could not find that device.');
    await publishSessionsEnded(tx, { sessionId: deleted.id });
  });
}

export async function endOtherSessions(db: Database, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, actor.user.id), ne(sessions.id, actor.sessionId)));
    await publishSessionsEnded(tx, { userId: actor.user.id, exceptSessionId: actor.sessionId });
  });
}

export const savePreferences = async (
  db: Database,
  actor: Actor,
  preferences: Required<DisplayPreferences>,
) =>
  displayPreferencesSchema.parse(
    (await updateUser(db, actor.user.id, { preferences })).preferences,
  );

/** Circles where this user is the only caregiver: they go with the account when it is deleted. */
export async function findSoleCaregiverCircles(
  db: Database,
  userId: string,
): Promise<{ id: string; recipientName: string | null }[]> {
  const otherCaregivers = sql<number>`(select count(*) from ${circleMembers} as others where others.circle_id = ${circleMembers.circleId} and others.role = 'caregiver' and others.user_id <> ${userId})`;
  return db
    .select({ id: circleMembers.circleId, recipientName: careRecipients.preferredName })
    .from(circleMembers)
    .innerJoin(careRecipients, eq(careRecipients.circleId, circleMembers.circleId))
    .where(
      and(
        eq(circleMembers.userId, userId),
        eq(circleMembers.role, 'caregiver'),
        sql`${otherCaregivers} = 0`,
      ),
    )
    .orderBy(asc(circleMembers.joinedAt));
}

export async function scheduleDeletion(options: {
  db: Database;
  clock: Clock;
  actor: Actor;
  password: string;
}): Promise<SessionUser> {
  const { db, clock, actor, password } = options;
  await confirmPassword(db, clock, actor, password);
  const at = clock.now();
  const when = new Date(at.getTime() + ACCOUNT_DELETION_GRACE_DAYS * 24 * 3600_000);
  return db.transaction(async (tx) => {
    const row = await updateUser(tx, actor.user.id, { deletionScheduledFor: when });
    await accountAudit.record(tx, {
      circleId: null,
      actorUserId: actor.user.id,
      action: 'user.deletion_scheduled',
      subject: `user:${actor.user.id}`,
      ip: actor.ip,
      at,
    });
    await enqueueEmail(tx, {
      dedupeKey: `deletion-scheduled:${actor.user.id}:${at.getTime()}`,
      to: actor.user.email,
      at,
      message: {
        subject: 'Your Kinwell account will be deleted',
        greeting: `Hello ${actor.user.name},`,
        paragraphs: [
          `As you asked, your Kinwell account will be deleted on ${when.toUTCString()}.`,
          'Changed your mind? Sign in before then and choose “Keep my account” on the Account Settings page.',
        ],
        signOff: ['The Kinwell team'],
      },
    });
    return row;
  });
}

export async function cancelDeletion(options: { db: Database; clock: Clock; actor: Actor }) {
  const { db, clock, actor } = options;
  return db.transaction(async (tx) => {
    const row = await updateUser(tx, actor.user.id, { deletionScheduledFor: null });
    await accountAudit.record(tx, {
      circleId: null,
      actorUserId: actor.user.id,
      action: 'user.deletion_cancelled',
      subject: `user:${actor.user.id}`,
      ip: actor.ip,
      at: clock.now(),
    });
    return row;
  });
}

/**
 * Deletes the accounts whose grace period has ended, with the circles they were the only
 * caregiver of. Other circles keep everything; they only lose this member.
 */
export async function purgeDeletedAccounts(options: {
  db: Database;
  clock: Clock;
}): Promise<number> {
  const { db, clock } = options;
  const now = clock.now();
  const due = await db
    .select({ id: users.id })
    .from(users)
    .where(lte(users.deletionScheduledFor, now))
    .limit(50);
  for (const { id } of due) {
    await db.transaction(async (tx) => {
      const sole = await findSoleCaregiverCircles(tx, id);
      const memberOf = await tx
        .select({ circleId: circleMembers.circleId })
        .from(circleMembers)
        .where(eq(circleMembers.userId, id));
      const soleIds = new Set(sole.map((circle) => circle.id));
      if (soleIds.size > 0)
        await tx.delete(careCircles).where(inArray(careCircles.id, [...soleIds]));
      for (const circleId of soleIds) await publishMembershipEnded(tx, { circleId });
      for (const { circleId } of memberOf) {
        await accountAudit.record(tx, {
          circleId,
          actorUserId: id,
          action: soleIds.has(circleId) ? 'circle.deleted' : 'member.account_deleted',
          subject: `user:${id}`,
          at: now,
        });
      }
      await accountAudit.record(tx, {
        circleId: null,
        actorUserId: id,
        action: 'user.deleted',
        at: now,
      });
      await tx.delete(users).where(eq(users.id, id));
      await publishSessionsEnded(tx, { userId: id });
    });
  }
  return due.length;
}

const pendingEmailChangeOf = (userId: string, at: Date) =>
  and(
    eq(accountTokens.userId, userId),
    eq(accountTokens.purpose, 'email_change'),
    isNull(accountTokens.usedAt),
    isNull(accountTokens.revokedAt),
    gt(accountTokens.expiresAt, at),
  );

/** The change of address asked for whose link still works (at most one: a new one replaces it). */
export async function findPendingEmailChange(db: Database, userId: string, at: Date) {
  const [row] = await db
    .select()
    .from(accountTokens)
    .where(pendingEmailChangeOf(userId, at))
    .orderBy(desc(accountTokens.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * Cancels the pending change of address: its link stops working and the account keeps its
 * address. Nothing pending is not an error (the link may have just been opened or expired).
 */
export async function cancelEmailChange(options: {
  db: Database;
  clock: Clock;
  actor: Actor;
}): Promise<void> {
  const { db, clock, actor } = options;
  const at = clock.now();
  await db.transaction(async (tx) => {
    const revoked = await tx
      .update(accountTokens)
      .set({ revokedAt: at })
      .where(pendingEmailChangeOf(actor.user.id, at))
      .returning({ id: accountTokens.id });
    if (revoked.length === 0) return;
    await accountAudit.record(tx, {
      circleId: null,
      actorUserId: actor.user.id,
      action: 'user.email_change_cancelled',
      subject: `user:${actor.user.id}`,
      ip: actor.ip,
      at,
    });
  });
}
