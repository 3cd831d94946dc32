import { createHash } from 'node:crypto';
import exifr from 'exifr';
import sharp from 'sharp';
import { IMAGE_MAX_SIDE } from '../../../shared/images';
import { PHOTO_FULL_SIDE, PHOTO_THUMBNAIL_SIDE } from '../../../shared/memory-photos';
import { type ProcessedImage, processImage } from '../../platform/images/images.service';

// What Kinwell makes of an uploaded photo's bytes, before anything is stored: the date the camera
// recorded, the copies it keeps (decision 067) and the hash that finds the same photo twice
// (decision 060).

/**
 * The day the camera says the photo was taken (EXIF DateTimeOriginal, else CreateDate), read from
 * the original bytes before re-encoding strips every piece of metadata. Only the date is kept;
 * the raw text is read so the server's time zone cannot move it to another day.
 */
export async function readTakenOn(upload: Buffer): Promise<string | null> {
  try {
    const tags = (await exifr.parse(upload, {
      pick: ['DateTimeOriginal', 'CreateDate'],
      reviveValues: false,
    })) as { DateTimeOriginal?: unknown; CreateDate?: unknown } | undefined;
    const value = tags?.DateTimeOriginal ?? tags?.CreateDate;
    const raw = typeof value === 'string' ? value : '';
    const match = /^(\d{4})[:-](\d{2})[:-](\d{2})/.exec(raw);
    if (!match) return null;
    const [, year, month, day] = match;
    const date = new Date(`${year}-${month}-${day}T00:00:00Z`);
    if (Number.isNaN(date.getTime()) || Number(year) < 1850) return null;
    return date.toISOString().slice(0, 10) === `${year}-${month}-${day}`
      ? `${year}-${month}-${day}`
      : null;
  } catch {
    return null;
  }
}

/** The copies Kinwell keeps of an uploaded photo, all re-encoded without metadata. */
export interface PhotoCopiesMade {
  /** Fits IMAGE_MAX_SIDE: what lists open and the person's view shows. */
  display: ProcessedImage;
  thumbnail: Buffer;
  /** Fits PHOTO_FULL_SIDE; only when the upload is larger than the display copy. */
  full: ProcessedImage | null;
}

/**
 * Re-encodes an upload into its three sizes (decision 067): the display copy (which also checks
 * the upload is a picture sharp can read), a thumbnail made from it, and, when the upload is
 * larger than the display copy, a full copy at a slightly higher quality.
 */
export async function makePhotoCopies(upload: Buffer): Promise<PhotoCopiesMade> {
  const display = await processImage(upload);
  const thumbnail = await makeThumbnail(display.bytes);
  const { width = 0, height = 0 } = await sharp(upload).metadata();
  const full =
    Math.max(width, height) > IMAGE_MAX_SIDE
      ? await processImage(upload, { maxSide: PHOTO_FULL_SIDE, quality: 85 })
      : null;
  return { display, thumbnail, full };
}

/** A small copy for lists, made from the re-encoded (metadata-free) photo. */
export const makeThumbnail = (display: Buffer): Promise<Buffer> =>
  sharp(display)
    .resize({
      width: PHOTO_THUMBNAIL_SIDE,
      height: PHOTO_THUMBNAIL_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .jpeg({ quality: 78, mozjpeg: true })
    .toBuffer();

/** SHA-256 (hex) of a photo's bytes as uploaded: re-encoding would give other bytes each time. */
export const hashOriginal = (upload: Buffer): string =>
  createHash('sha256').update(upload).digest('hex');
