import type {
  Invitation,
  InvitationPreview,
  InvitationStatus,
  Member,
} from '../../../shared/circles';
import type { CircleRole } from '../../../shared/permissions';
import type { circleInvitations } from './circles.schema';
import type { CircleActor } from './circles.policy';

export type InvitationRow = typeof circleInvitations.$inferSelect;

type MemberRow = {
  userId: string;
  name: string;
  email: string;
  phoneNumber: string | null;
  role: CircleRole;
  joinedAt: Date;
};

export const presentMember = (row: MemberRow, actor: CircleActor): Member => ({
  userId: row.userId,
  name: row.name,
  email: row.email,
  phoneNumber: row.phoneNumber,
  role: row.role,
  joinedAt: row.joinedAt.toISOString(),
  isYou: row.userId === actor.user.id,
});

/** Shown to the circle, and the rule `acceptInvitation` follows. */
export function invitationStatus(row: InvitationRow, now: Date): InvitationStatus {
  if (row.acceptedAt) return 'accepted';
  if (row.revokedAt) return 'revoked';
  if (row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'pending';
}

export const presentInvitation = (
  row: InvitationRow & { invitedBy: string | null },
  now: Date,
): Invitation => ({
  id: row.id,
  email: row.email,
  role: row.role,
  status: invitationStatus(row, now),
  invitedBy: row.invitedBy,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
});

/** What the invite page shows before someone accepts. */
export const presentInvitationPreview = (
  found: { invitation: InvitationRow; recipientName: string | null; invitedBy: string | null },
  now: Date,
): InvitationPreview => ({
  status: invitationStatus(found.invitation, now),
  recipientName: found.recipientName,
  invitedBy: found.invitedBy,
  role: found.invitation.role,
  email: found.invitation.email,
  expiresAt: found.invitation.expiresAt.toISOString(),
});
