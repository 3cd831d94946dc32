import type { Recipient } from '../../../shared/care-recipient';
import type { RecipientRow } from '../../platform/circles/recipient';
import { imageUrl } from '../../platform/images/images.service';

export const presentRecipient = (row: RecipientRow): Recipient => ({
  circleId: row.circleId,
  preferredName: row.preferredName,
  photoUrl: imageUrl(row.photoId),
  dateOfBirth: row.dateOfBirth,
  stage: row.stage,
  timeZone: row.timeZone,
  primaryLanguage: row.primaryLanguage,
  conditions: row.conditions,
  allergies: row.allergies,
  routines: row.routines,
  whatCalms: row.whatCalms,
  setupStep: row.setupStep,
  isSetUp: row.setupCompletedAt !== null,
  updatedAt: row.updatedAt.toISOString(),
});
