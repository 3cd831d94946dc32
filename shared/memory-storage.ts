import { z } from 'zod';

/**
 * Each circle's room for memory support's files (decision 060): the family's photos (display
 * copy and thumbnail) and recordings, those in "Recently removed" included until they are
 * deleted for good. Dose photos and the care recipient's photo are care data: never counted,
 * never refused.
 */

const MB = 1024 * 1024;
/** The operator's default (`CIRCLE_STORAGE_QUOTA_MB`): 5 GB. */
export const DEFAULT_CIRCLE_STORAGE_QUOTA_MB = 5 * 1024;
export const DEFAULT_CIRCLE_STORAGE_QUOTA_BYTES = DEFAULT_CIRCLE_STORAGE_QUOTA_MB * MB;
/** From this share on, the screens say the space is nearly used up. */
export const STORAGE_NEARLY_FULL = 0.9;
/** Removed photos and recordings are deleted for good this many days after removal. */
export const STORAGE_REMOVED_DAYS = 30;

export const storageUsageSchema = z.object({
  /** Everything counted: photos and recordings, removed ones included. */
  usedBytes: z.number().int().nonnegative(),
  quotaBytes: z.number().int().positive(),
  photoBytes: z.number().int().nonnegative(),
  recordingBytes: z.number().int().nonnegative(),
  /** Of `usedBytes`, what waits in "Recently removed". */
  removedBytes: z.number().int().nonnegative(),
});
export type StorageUsage = z.infer<typeof storageUsageSchema>;

/** Stable words beside the message, for screens that act on a refusal. */
export const STORAGE_FULL_CODE = 'storage_full';
export const DUPLICATE_PHOTO_CODE = 'photo_duplicate';
export const DUPLICATE_REMOVED_PHOTO_CODE = 'photo_in_recently_removed';

const UNITS = ['bytes', 'KB', 'MB', 'GB', 'TB'] as const;

/**
 * A size as people read it: "0 bytes", "850 KB", "1.2 GB", "5 GB" (1 KB = 1024 bytes, as the
 * quota's MB is). One decimal below 10 of a unit, none above; a trailing ".0" is dropped.
 */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 bytes';
  if (bytes < 1024) return `${Math.round(bytes)} ${bytes === 1 ? 'byte' : 'bytes'}`;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  let shown = value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
  // 1023.6 MB reads "1 GB", not "1024 MB".
  if (shown >= 1024 && unit < UNITS.length - 1) {
    shown = 1;
    unit += 1;
  }
  return `${String(shown)} ${UNITS[unit]}`;
}

/** The share used, 0 to 100, whole; anything stored shows at least 1. */
export function storagePercent(usage: Pick<StorageUsage, 'usedBytes' | 'quotaBytes'>): number {
  if (usage.usedBytes <= 0) return 0;
  const percent = Math.floor((usage.usedBytes / usage.quotaBytes) * 100);
  return Math.min(100, Math.max(1, percent));
}

/** "1.2 GB of 5 GB used": the sentence beside the bar, and its text equivalent. */
export const describeStorageUsage = (usage: Pick<StorageUsage, 'usedBytes' | 'quotaBytes'>) =>
  `${formatBytes(usage.usedBytes)} of ${formatBytes(usage.quotaBytes)} used`;

/** What to do when there is no room: remove things, and when removed things free their room. */
export const MAKE_ROOM_ADVICE = `To make room, remove photos or recordings the family no longer needs, then delete them for good from “Recently removed”. Removed ones still take up room until they are deleted for good, which otherwise happens ${STORAGE_REMOVED_DAYS} days after they were removed.`;

/**
 * Why an upload was refused for want of room, and what to do about it. A file larger than all the
 * room a family has cannot be made to fit by removing anything: that is said instead.
 */
export function storageFullMessage(
  kind: 'photo' | 'recording',
  usage: Pick<StorageUsage, 'usedBytes' | 'quotaBytes'>,
  bytes: number,
): string {
  if (bytes > usage.quotaBytes) {
    return `This ${kind} is too large to keep here: it takes ${formatBytes(bytes)}, more than the ${formatBytes(usage.quotaBytes)} a family may keep for all its photos and recordings. Please choose a smaller file${kind === 'recording' ? ' or a shorter recording' : ''}.`;
  }
  return `There is not enough room left for this ${kind}: your family’s photos and recordings already use ${formatBytes(usage.usedBytes)} of the ${formatBytes(usage.quotaBytes)} they have. ${MAKE_ROOM_ADVICE}`;
}

/**
 * Why a circle's archive was not imported: its photos and recordings alone take more than a
 * circle may keep here (decision 065).
 */
export function archiveStorageFullMessage(sizes: { neededBytes: number; quotaBytes: number }) {
  return `There is not enough room for this archive: the family’s photos and recordings in it take ${formatBytes(sizes.neededBytes)}, and a family may keep ${formatBytes(sizes.quotaBytes)} here. Nothing was imported. To make room, delete photos or recordings the family no longer needs where the archive was made (those in “Recently removed” too), then export it again.`;
}

/** The same photo twice: who added the one already there, and when. */
export function duplicatePhotoMessage(existing: { addedBy: string; addedOn: string }): string {
  return `This photo is already in your family’s photos: ${existing.addedBy} added it on ${existing.addedOn}. It was not added again.`;
}

/**
 * The same photo, waiting in "Recently removed": bring it back rather than add it anew (or ask
 * whoever may, when the person cannot restore it themselves).
 */
export function duplicateRemovedPhotoMessage(existing: {
  removedOn: string;
  mayRestore: boolean;
  addedBy: string;
}): string {
  const how = existing.mayRestore
    ? 'You can restore it from there instead of adding it again.'
    : `${existing.addedBy}, who added it, or a caregiver can restore it from there.`;
  return `This photo is already in “Recently removed” (removed on ${existing.removedOn}), so it was not added again. ${how}`;
}
