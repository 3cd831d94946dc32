import { randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import {
  CIRCLE_ROLE_LABELS,
  INVITATION_TTL_DAYS,
  type CreateInvitation,
  type InvitationStatus,
} from '../../../shared/circles';
import {
  formatInvitationCode,
  INVITATION_CODE_ALPHABET,
  INVITATION_CODE_LENGTH,
} from '../../../shared/invitation-code';
import { normalizeEmail } from '../../../shared/auth';
import type { Database } from '../../db/client';
import { users } from '../auth/auth.schema';
import { careRecipients, circleInvitations, circleMembers } from './circles.schema';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { circlesAudit } from './circles.audit';
import { enqueueEmail } from '../email/email-outbox';
import type { Notifier } from '../notifications/notifications.service';
import {
  expiryAfterDays,
  hashToken,
  insertToken,
  isActiveToken,
  listTokens,
  matchesToken,
  revokeToken,
} from '../tokens/tokens.service';
import type { CircleActor } from './circles.policy';
import {
  type InvitationRow,
  invitationStatus,
  presentInvitationPreview,
} from './circles.presenter';

export const INVITATION_UNUSABLE_MESSAGES: Record<Exclude<InvitationStatus, 'pending'>, string> = {
  accepted: 'This invitation has already been used. Ask your caregiver for a new one.',
  revoked: 'This invitation was cancelled. Ask your caregiver for a new one.',
  expired: 'This invitation has expired. Ask your caregiver to send a new one.',
};
export const INVITATION_NOT_FOUND_MESSAGE =
  'That invitation code is not right. Please check it and try again.';
export const INVITATION_OTHER_EMAIL_MESSAGE =
  'This invitation was sent to another email address. Sign in with that address, or ask the person who invited you to send it to this one.';

export const INVITATION_UNCONFIRMED_EMAIL_MESSAGE =
  'Please confirm your email address first: open the link we emailed you when you signed up, then join. Account Settings can send the link again.';

/** 20 characters from a 32-letter alphabet: 100 bits from the system's secure generator. */
export function generateInvitationCode(): string {
  let code = '';
  for (let i = 0; i < INVITATION_CODE_LENGTH; i += 1) {
    code += INVITATION_CODE_ALPHABET[randomInt(INVITATION_CODE_ALPHABET.length)];
  }
  return code;
}

export const invitationLink = (publicUrl: string, code: string) =>
  `${publicUrl}/invite/${formatInvitationCode(code)}`;

/** Creates an invitation and queues its email in one transaction; the code is returned once. */
export async function createInvitation(options: {
  db: Database;
  actor: CircleActor;
  input: CreateInvitation;
  at: Date;
  publicUrl: string;
}): Promise<{ row: InvitationRow; code: string }> {
  const { db, actor, input, at, publicUrl } = options;
  const email = normalizeEmail(input.email);
  return db.transaction(async (tx) => {
    const [alreadyMember] = await tx
      .select({ userId: circleMembers.userId })
      .from(circleMembers)
      .innerJoin(users, eq(users.id, circleMembers.userId))
      .where(and(eq(circleMembers.circleId, actor.circleId), eq(users.email, email)))
      .limit(1);
    if (alreadyMember) throw conflict('This person is already in your care circle.');

    const { row, secret: code } = await insertToken({
      tx,
      actor,
      table: circleInvitations,
      values: {
        circleId: actor.circleId,
        email,
        role: input.role,
        invitedByUserId: actor.user.id,
        createdAt: at,
        expiresAt: expiryAfterDays(at, INVITATION_TTL_DAYS),
      },
      secret: generateInvitationCode(),
      at,
      kind: 'invitation',
      audit: circlesAudit,
      detail: `${email} as ${input.role}`,
    });

    await queueInvitationEmail(tx, {
      invitation: row,
      code,
      inviterName: actor.user.name,
      at,
      publicUrl,
      dedupeKey: `invitation:${row.id}`,
    });
    return { row, code };
  });
}

/** The invitation email: who invited them, to whose circle, the link and the typed code. */
async function queueInvitationEmail(
  tx: Database,
  options: {
    invitation: Pick<InvitationRow, 'circleId' | 'email' | 'role'>;
    code: string;
    inviterName: string;
    at: Date;
    publicUrl: string;
    dedupeKey: string;
  },
): Promise<void> {
  const { invitation, code, inviterName, at, publicUrl, dedupeKey } = options;
  const [recipient] = await tx
    .select({ name: careRecipients.preferredName })
    .from(careRecipients)
    .where(eq(careRecipients.circleId, invitation.circleId));
  const who = recipient?.name ? `${recipient.name}’s` : 'a';
  const link = invitationLink(publicUrl, code);
  await enqueueEmail(tx, {
    dedupeKey,
    to: invitation.email,
    at,
    message: {
      subject: `${inviterName} invited you to ${who} care circle on Kinwell`,
      greeting: 'Hello,',
      paragraphs: [
        `${inviterName} invited you to join ${who} care circle on Kinwell as ${CIRCLE_ROLE_LABELS[invitation.role].toLowerCase()}.`,
        'Kinwell helps a family share the care of a person living with dementia: medicines, appointments, tasks and memories, all in one place.',
        `Open this link to join (it works once, for ${INVITATION_TTL_DAYS} days).`,
      ],
      action: { label: 'Join the care circle', url: link },
      after: [
        `Or enter this invitation code in Kinwell: ${formatInvitationCode(code)}`,
        'If you did not expect this email, you can ignore it.',
      ],
      signOff: ['Warmly,', 'The Kinwell team'],
    },
  });
}

/**
 * Sends an invitation that nobody has used or cancelled again, for support: only the code's hash
 * is kept, so it gets a new code (the old email's code stops working) and a fresh
 * ${INVITATION_TTL_DAYS}-day life. Answers null when there is no such invitation.
 */
export async function resendInvitation(options: {
  db: Database;
  invitationId: string;
  at: Date;
  publicUrl: string;
}): Promise<InvitationRow | null> {
  const { db, invitationId, at, publicUrl } = options;
  return db.transaction(async (tx) => {
    const code = generateInvitationCode();
    const [row] = await tx
      .update(circleInvitations)
      .set({ tokenHash: hashToken(code), expiresAt: expiryAfterDays(at, INVITATION_TTL_DAYS) })
      .where(
        and(
          eq(circleInvitations.id, invitationId),
          isNull(circleInvitations.acceptedAt),
          isNull(circleInvitations.revokedAt),
        ),
      )
      .returning();
    if (!row) return null;
    const [inviter] = row.invitedByUserId
      ? await tx.select({ name: users.name }).from(users).where(eq(users.id, row.invitedByUserId))
      : [];
    await queueInvitationEmail(tx, {
      invitation: row,
      code,
      inviterName: inviter?.name ?? 'Your family',
      at,
      publicUrl,
      dedupeKey: `invitation:${row.id}:resent:${hashToken(code)}`,
    });
    return row;
  });
}

export async function listInvitations(
  db: Database,
  circleId: string,
): Promise<(InvitationRow & { invitedBy: string | null })[]> {
  const rows = await listTokens({
    db,
    table: circleInvitations,
    createdByUserId: circleInvitations.invitedByUserId,
    circleId,
    limit: 100,
  });
  return rows.map(({ createdBy, ...row }) => ({ ...row, invitedBy: createdBy }));
}

/** Only an invitation nobody has used yet can be cancelled. */
export const revokeInvitation = (options: {
  db: Database;
  actor: CircleActor;
  id: string;
  at: Date;
}) =>
  revokeToken({
    ...options,
    table: circleInvitations,
    usedAt: circleInvitations.acceptedAt,
    notFoundMessage: 'We could not find that invitation.',
    conflictMessage: 'This invitation was already used or cancelled.',
    kind: 'invitation',
    audit: circlesAudit,
  });

async function findByCode(db: Database, code: string) {
  const [row] = await db
    .select({
      invitation: circleInvitations,
      recipientName: careRecipients.preferredName,
      invitedBy: users.name,
    })
    .from(circleInvitations)
    .innerJoin(careRecipients, eq(careRecipients.circleId, circleInvitations.circleId))
    .leftJoin(users, eq(users.id, circleInvitations.invitedByUserId))
    .where(matchesToken(circleInvitations.tokenHash, code))
    .limit(1);
  return row;
}

/** What the invite page shows before someone accepts. */
export async function previewInvitation(db: Database, code: string, now: Date) {
  const found = await findByCode(db, code);
  if (!found) throw notFound(INVITATION_NOT_FOUND_MESSAGE);
  return presentInvitationPreview(found, now);
}

/**
 * Joins the invitation's circle as `userId`, inside the caller's transaction. The update that
 * marks it accepted only matches a pending row, so a code works exactly once even when two people
 * try it at the same moment; only the account with the invited address may use it (decision 019).
 * Returns the circle joined.
 */
export async function acceptInvitation(options: {
  tx: Database;
  code: string;
  userId: string;
  at: Date;
  ip: string | null;
  /** Tells the circle's caregivers who joined. */
  notifier?: Notifier;
}): Promise<string> {
  const { tx, code, userId, at, ip, notifier } = options;
  const [row] = await tx
    .update(circleInvitations)
    .set({ acceptedAt: at, acceptedByUserId: userId })
    .where(isActiveToken(circleInvitations, code, at, { usedAt: circleInvitations.acceptedAt }))
    .returning();
  if (!row) {
    const found = await findByCode(tx, code);
    if (!found) throw notFound(INVITATION_NOT_FOUND_MESSAGE);
    const status = invitationStatus(found.invitation, at);
    throw conflict(
      status === 'pending' ? INVITATION_NOT_FOUND_MESSAGE : INVITATION_UNUSABLE_MESSAGES[status],
    );
  }
  // The code alone is not enough: it travels in forwarded emails and was readable by staff. Only
  // the account with the invited address may use it; throwing undoes the claim above.
  const [account] = await tx
    .select({ email: users.email, emailConfirmedAt: users.emailConfirmedAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!account || normalizeEmail(account.email) !== normalizeEmail(row.email)) {
    throw forbidden(INVITATION_OTHER_EMAIL_MESSAGE);
  }
  // Only a confirmed address counts (decision 026): anyone can sign up with any address.
  if (!account.emailConfirmedAt) throw forbidden(INVITATION_UNCONFIRMED_EMAIL_MESSAGE);
  const existing = await tx
    .select({ role: circleMembers.role })
    .from(circleMembers)
    .where(and(eq(circleMembers.circleId, row.circleId), eq(circleMembers.userId, userId)));
  if (existing.length > 0) throw conflict('You are already in this care circle.');
  await tx
    .insert(circleMembers)
    .values({ circleId: row.circleId, userId, role: row.role, joinedAt: at });
  await circlesAudit.record(tx, {
    circleId: row.circleId,
    actorUserId: userId,
    action: 'invitation.accepted',
    subject: `invitation:${row.id}`,
    detail: `joined as ${row.role}`,
    ip,
    at,
  });
  if (notifier) await notifyCaregiversOfJoin(tx, notifier, { circleId: row.circleId, userId, at });
  return row.circleId;
}

async function notifyCaregiversOfJoin(
  tx: Database,
  notifier: Notifier,
  joined: { circleId: string; userId: string; at: Date },
): Promise<void> {
  const [person] = await tx
    .select({ name: users.name, role: circleMembers.role })
    .from(circleMembers)
    .innerJoin(users, eq(users.id, circleMembers.userId))
    .where(
      and(eq(circleMembers.circleId, joined.circleId), eq(circleMembers.userId, joined.userId)),
    );
  if (!person) return;
  const caregivers = await tx
    .select({ userId: circleMembers.userId })
    .from(circleMembers)
    .where(and(eq(circleMembers.circleId, joined.circleId), eq(circleMembers.role, 'caregiver')));
  await notifier.notify(tx, {
    circleId: joined.circleId,
    recipients: caregivers.map((c) => c.userId).filter((id) => id !== joined.userId),
    kind: 'circle.member_joined',
    title: `${person.name} joined your care circle`,
    body: `${person.name} accepted your invitation and joined as a ${CIRCLE_ROLE_LABELS[person.role].toLowerCase()}.`,
    link: '/admin',
    dedupeKey: `member-joined:${joined.circleId}:${joined.userId}:${joined.at.getTime()}`,
    at: joined.at,
  });
}
