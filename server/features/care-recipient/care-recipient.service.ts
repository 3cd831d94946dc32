import { eq } from 'drizzle-orm';
import type { RecipientUpdate } from '../../../shared/care-recipient';
import { SETUP_STEPS } from '../../../shared/care-recipient';
import type { Database } from '../../db/client';
import { careRecipients } from '../../platform/circles/circles.schema';
import { images } from '../../platform/images/images.schema';
import { notFound } from '../../lib/errors';
import { findRecipient, type RecipientRow } from '../../platform/circles/recipient';
import { careRecipientAudit } from './care-recipient.audit';
import type { CircleActor } from '../../platform/circles/circles.policy';
import {
  type ProcessedImage,
  storeImage,
  withImageFile,
} from '../../platform/images/images.service';
import type { FileStore } from '../../platform/files/file-store';
import type { Reactions } from '../../platform/module';

/** The full profile (health data), with the view written to the audit log. */
export async function viewRecipient(options: {
  db: Database;
  actor: CircleActor;
  at: Date;
}): Promise<RecipientRow> {
  const { db, actor, at } = options;
  const row = await findRecipient(db, actor.circleId);
  await careRecipientAudit.recordView(db, {
    actor,
    action: 'care_recipient.viewed',
    subject: `care_recipient:${actor.circleId}`,
    at,
  });
  return row;
}

const FIELD_LABELS: Record<
  Exclude<keyof RecipientUpdate, 'setupStep' | 'setupComplete'>,
  string
> = {
  preferredName: 'name',
  dateOfBirth: 'date of birth',
  stage: 'stage',
  timeZone: 'time zone',
  primaryLanguage: 'language',
  conditions: 'conditions',
  allergies: 'allergies',
  routines: 'routines',
  whatCalms: 'what calms them',
};

/** Saves the fields sent (a step of the guided flow, or an edit) and logs which ones changed. */
export async function updateRecipient(options: {
  db: Database;
  actor: CircleActor;
  input: RecipientUpdate;
  at: Date;
  reactions: Pick<Reactions, 'recipientTimeZoneChanged'>;
}): Promise<RecipientRow> {
  const { db, actor, input, at, reactions } = options;
  const { setupStep, setupComplete, ...fields } = input;
  return db.transaction(async (tx) => {
    const current = await findRecipient(tx, actor.circleId);
    const changed = (Object.keys(fields) as (keyof typeof fields)[]).filter(
      (key) => fields[key] !== undefined && fields[key] !== current[key],
    );
    const values: Partial<typeof careRecipients.$inferInsert> = { ...fields, updatedAt: at };
    // Blank text means "nothing to say" and is kept as null.
    for (const key of changed)
      if (values[key] === '') (values as Record<string, unknown>)[key] = null;
    if (setupStep !== undefined) values.setupStep = Math.max(current.setupStep, setupStep);
    if (setupComplete) {
      values.setupStep = SETUP_STEPS.length;
      values.setupCompletedAt = current.setupCompletedAt ?? at;
    }
    const [row] = await tx
      .update(careRecipients)
      .set(values)
      .where(eq(careRecipients.circleId, actor.circleId))
      .returning();
    if (!row) throw notFound('We could not find this care circle.');
    if (changed.includes('timeZone'))
      await reactions.recipientTimeZoneChanged?.(tx, { circleId: actor.circleId, at });
    if (changed.length > 0 || (setupComplete && !current.setupCompletedAt)) {
      await careRecipientAudit.record(tx, {
        actor,
        action: 'care_recipient.updated',
        subject: `care_recipient:${actor.circleId}`,
        detail:
          changed.length > 0
            ? changed.map((key) => FIELD_LABELS[key]).join(', ')
            : 'profile completed',
        at,
      });
    }
    return row;
  });
}

/** Replaces (or, with null, removes) the recipient's photo. */
export async function setRecipientPhoto(options: {
  db: Database;
  files: FileStore;
  actor: CircleActor;
  image: ProcessedImage | null;
  at: Date;
}): Promise<RecipientRow> {
  const { db, files, actor, image, at } = options;
  return withImageFile({ db, files }, { circleId: actor.circleId, image, at }, (file) =>
    db.transaction(async (tx) => {
      const current = await findRecipient(tx, actor.circleId);
      const stored = file
        ? await storeImage(tx, { circleId: actor.circleId, userId: actor.user.id, image: file, at })
        : null;
      const [row] = await tx
        .update(careRecipients)
        .set({ photoId: stored?.id ?? null, updatedAt: at })
        .where(eq(careRecipients.circleId, actor.circleId))
        .returning();
      if (!row) throw notFound('We could not find this care circle.');
      // The old picture is not kept: the family replaced it.
      if (current.photoId) await tx.delete(images).where(eq(images.id, current.photoId));
      await careRecipientAudit.record(tx, {
        actor,
        action: image ? 'care_recipient.photo_changed' : 'care_recipient.photo_removed',
        subject: `care_recipient:${actor.circleId}`,
        at,
      });
      return row;
    }),
  );
}
