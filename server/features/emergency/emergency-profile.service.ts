import { eq } from 'drizzle-orm';
import {
  EMERGENCY_PROFILE_FIELDS,
  type EmergencyProfile,
  type emergencyProfileUpdateSchema,
} from '../../../shared/emergency';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { emergencyProfiles } from './emergency.schema';
import { emergencyAudit } from './emergency.audit';
import { findRecipient } from '../../platform/circles/recipient';
import type { CircleActor } from '../../platform/circles/circles.policy';
import { listContacts } from './emergency-contacts.service';
import { presentEmergencyProfile } from './emergency.presenter';
import { listCurrentMedications } from '../medications/medication-summaries.service';

type ProfileUpdate = z.output<typeof emergencyProfileUpdateSchema>;

/** Everything the emergency sheet shows, for one circle. */
export async function buildEmergencyProfile(
  db: Database,
  circleId: string,
  at: Date,
): Promise<EmergencyProfile> {
  const recipient = await findRecipient(db, circleId);
  const [profile] = await db
    .select()
    .from(emergencyProfiles)
    .where(eq(emergencyProfiles.circleId, circleId));
  return presentEmergencyProfile({
    recipient,
    profile,
    medications: await listCurrentMedications(db, circleId, at),
    contacts: await listContacts(db, circleId),
  });
}

/** A member's view, logged at most once an hour per person. */
export async function viewEmergencyProfile(options: {
  db: Database;
  actor: CircleActor;
  at: Date;
}): Promise<EmergencyProfile> {
  const { db, actor, at } = options;
  await emergencyAudit.recordView(db, {
    actor,
    action: 'emergency_profile.viewed',
    subject: `emergency_profile:${actor.circleId}`,
    at,
  });
  return buildEmergencyProfile(db, actor.circleId, at);
}

export async function updateEmergencyProfile(options: {
  db: Database;
  actor: CircleActor;
  input: ProfileUpdate;
  at: Date;
}): Promise<EmergencyProfile> {
  const { db, actor, input, at } = options;
  const changed = EMERGENCY_PROFILE_FIELDS.filter((field) => input[field] !== undefined);
  await db.transaction(async (tx) => {
    const values = { ...input, updatedAt: at };
    await tx
      .insert(emergencyProfiles)
      .values({ circleId: actor.circleId, ...values })
      .onConflictDoUpdate({ target: emergencyProfiles.circleId, set: values });
    await emergencyAudit.record(tx, {
      actor,
      action: 'emergency_profile.updated',
      subject: `emergency_profile:${actor.circleId}`,
      detail: changed.join(', ') || null,
      at,
    });
  });
  return buildEmergencyProfile(db, actor.circleId, at);
}
