import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import {
  IMAGE_HEIC_MESSAGE,
  IMAGE_MAX_PIXELS,
  IMAGE_MAX_SIDE,
  IMAGE_UNREADABLE_MESSAGE,
} from '../../../shared/images';
import type { Database } from '../../db/client';
import { images } from './images.schema';
import { badRequest, notFound } from '../../lib/errors';

export type ImageRow = typeof images.$inferSelect;

/** What the first bytes of a file say it is; only these are ever decoded. */
export function sniffImageType(bytes: Buffer): 'jpeg' | 'png' | 'webp' | 'heic' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp';
  const brand = bytes.subarray(4, 12).toString('latin1');
  if (/^ftyp(heic|heix|hevc|heim|heis|mif1|msf1)$/.test(brand)) return 'heic';
  return null;
}

export interface ProcessedImage {
  bytes: Buffer;
  contentType: 'image/jpeg';
  width: number;
  height: number;
}

/**
 * Re-encodes an upload as a fresh JPEG: turned upright first, scaled to fit, with no metadata at
 * all (EXIF, GPS, ICC comments). The original bytes are never stored or served.
 */
export async function processImage(upload: Buffer): Promise<ProcessedImage> {
  const kind = sniffImageType(upload);
  if (kind === 'heic') throw badRequest(IMAGE_HEIC_MESSAGE);
  if (!kind) throw badRequest(IMAGE_UNREADABLE_MESSAGE);
  try {
    const { data, info } = await sharp(upload, {
      limitInputPixels: IMAGE_MAX_PIXELS,
      failOn: 'error',
    })
      .rotate()
      .resize({
        width: IMAGE_MAX_SIDE,
        height: IMAGE_MAX_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, contentType: 'image/jpeg', width: info.width, height: info.height };
  } catch {
    throw badRequest(IMAGE_UNREADABLE_MESSAGE);
  }
}

/** Stores a processed image for a circle; call with the transaction of the change that uses it. */
export async function storeImage(
  tx: Database,
  options: { circleId: string; userId: string; image: ProcessedImage; at: Date },
): Promise<ImageRow> {
  const { circleId, userId, image, at } = options;
  const [row] = await tx
    .insert(images)
    .values({
      circleId,
      contentType: image.contentType,
      width: image.width,
      height: image.height,
      bytes: image.bytes,
      createdByUserId: userId,
      createdAt: at,
    })
    .returning();
  if (!row) throw new Error('Storing an image returned no row');
  return row;
}

/** One of the circle's images; another circle's id answers 404. */
export async function getCircleImage(
  db: Database,
  circleId: string,
  id: string,
): Promise<ImageRow> {
  const [row] = await db
    .select()
    .from(images)
    .where(and(eq(images.id, id), eq(images.circleId, circleId)))
    .limit(1);
  if (!row) throw notFound('We could not find that picture.');
  return row;
}

export const imageUrl = (id: string | null): string | null => (id ? `/api/images/${id}` : null);
