import {
  EMERGENCY_PROFILE_FIELDS,
  type EmergencyContact,
  type EmergencyLink,
  type EmergencyProfile,
  type EmergencyProfileField,
  type LocationShare,
} from '../../../shared/emergency';
import type { CircleActor } from '../../platform/circles/circles.policy';
import type { RecipientRow } from '../../platform/circles/recipient';
import { imageUrl } from '../../platform/images/images.service';
import type {
  emergencyContacts,
  emergencyLinks,
  emergencyProfiles,
  locationShares,
} from './emergency.schema';

type ContactRow = typeof emergencyContacts.$inferSelect;
type LinkRow = typeof emergencyLinks.$inferSelect;

export const presentContact = (row: ContactRow): EmergencyContact => ({
  id: row.id,
  name: row.name,
  phone: row.phone,
  email: row.email,
  relationship: row.relationship,
  callFor: row.callFor,
  memberUserId: row.memberUserId,
  priority: row.priority,
});

const statusOf = (row: LinkRow, now: Date): EmergencyLink['status'] =>
  row.revokedAt ? 'revoked' : row.expiresAt.getTime() <= now.getTime() ? 'expired' : 'active';

export const presentLink = (
  row: LinkRow & { createdBy: string | null },
  now: Date,
): EmergencyLink => ({
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  lastOpenedAt: row.lastOpenedAt?.toISOString() ?? null,
  createdBy: row.createdBy,
  status: statusOf(row, now),
});

const emptyProfile = () =>
  Object.fromEntries(EMERGENCY_PROFILE_FIELDS.map((field) => [field, null])) as Record<
    EmergencyProfileField,
    string | null
  >;

/** Everything the emergency sheet shows; the recipient's health fields and nothing else of theirs. */
export function presentEmergencyProfile(sources: {
  recipient: RecipientRow;
  profile: typeof emergencyProfiles.$inferSelect | undefined;
  medications: { name: string; dose: string; schedule: string }[];
  contacts: ContactRow[];
}): EmergencyProfile {
  const { recipient, profile } = sources;
  const fields = emptyProfile();
  if (profile) for (const field of EMERGENCY_PROFILE_FIELDS) fields[field] = profile[field];
  return {
    recipient: {
      preferredName: recipient.preferredName,
      photoUrl: imageUrl(recipient.photoId),
      dateOfBirth: recipient.dateOfBirth,
      primaryLanguage: recipient.primaryLanguage,
      conditions: recipient.conditions,
      allergies: recipient.allergies,
    },
    profile: fields,
    medications: sources.medications.map((medication) => ({
      name: medication.name,
      dose: `${medication.dose} ${medication.schedule}`,
    })),
    contacts: sources.contacts.map(presentContact),
    updatedAt: profile?.updatedAt.toISOString() ?? null,
  };
}

/** A member sharing where they are, with the last known position and when it was taken. */
export const presentShare = (
  share: typeof locationShares.$inferSelect,
  name: string,
  actor: CircleActor,
): LocationShare => ({
  userId: share.userId,
  name,
  isYou: share.userId === actor.user.id,
  startedAt: share.startedAt.toISOString(),
  endsAt: share.endsAt?.toISOString() ?? null,
  position:
    share.latitude !== null && share.longitude !== null && share.positionAt
      ? {
          latitude: share.latitude,
          longitude: share.longitude,
          accuracyMeters: share.accuracyMeters ?? 0,
          at: share.positionAt.toISOString(),
        }
      : null,
});
