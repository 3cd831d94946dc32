import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, asc, eq, gt, isNotNull } from 'drizzle-orm';
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
import { readWholeFile, type FileStore } from '../files/file-store';
import { listPendingFile, unlistFile } from '../files/file-deletions';

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
export async function processImage(
  upload: Buffer,
  /** The longest side it may have (IMAGE_MAX_SIDE when not given) and its JPEG quality. */
  size: { maxSide: number; quality: number } = { maxSide: IMAGE_MAX_SIDE, quality: 82 },
): Promise<ProcessedImage> {
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
        width: size.maxSide,
        height: size.maxSide,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: size.quality, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, contentType: 'image/jpeg', width: info.width, height: info.height };
  } catch {
    throw badRequest(IMAGE_UNREADABLE_MESSAGE);
  }
}

/** Where an image's file lives in the file store (decision 047). */
export const imageFileKey = (circleId: string, imageId: string) =>
  `circles/${circleId}/images/${imageId}`;

/** A processed image whose file is already in the store, waiting for its row. */
export interface ImageFile extends ProcessedImage {
  id: string;
  fileKey: string;
}

/**
 * Puts the image's file in the store, then runs `save` (the transaction of the change that uses
 * it, calling `storeImage`). If `save` fails the file is removed again; if the process stops
 * first, the file-deletions job removes it an hour later. Without an image, just runs `save`.
 */
export async function withImageFile<T>(
  deps: { db: Database; files: FileStore },
  input: { circleId: string; image: ProcessedImage | null; at: Date },
  save: (file: ImageFile | null) => Promise<T>,
): Promise<T> {
  const { image } = input;
  if (!image) return save(null);
  const id = randomUUID();
  const fileKey = imageFileKey(input.circleId, id);
  await listPendingFile(deps.db, fileKey, input.at);
  await deps.files.put(fileKey, image.bytes);
  try {
    return await save({ ...image, id, fileKey });
  } catch (error) {
    // Best effort: the pending entry removes it later if this fails too.
    await deps.files
      .delete(fileKey)
      .then(() => unlistFile(deps.db, fileKey))
      .catch(() => undefined);
    throw error;
  }
}

/** Writes the row of an image whose file is in the store; call in the change's transaction. */
export async function storeImage(
  tx: Database,
  options: { circleId: string; userId: string; image: ImageFile; at: Date },
): Promise<ImageRow> {
  const { circleId, userId, image, at } = options;
  const [row] = await tx
    .insert(images)
    .values({
      id: image.id,
      circleId,
      contentType: image.contentType,
      width: image.width,
      height: image.height,
      fileKey: image.fileKey,
      createdByUserId: userId,
      createdAt: at,
    })
    .returning();
  if (!row) throw new Error('Storing an image returned no row');
  await unlistFile(tx, image.fileKey);
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

const MISSING_FILE = 'We could not find that picture.';

/** An image's bytes as a stream (from the store, or the row until it is carried over). */
export async function openCircleImage(
  db: Database,
  files: FileStore,
  circleId: string,
  id: string,
): Promise<{ row: ImageRow; body: Readable | Buffer; size: number }> {
  return openImageFile(files, await getCircleImage(db, circleId, id));
}

/** An image's bytes, from its row or the file store. */
export async function openImageFile(
  files: FileStore,
  row: ImageRow,
): Promise<{ row: ImageRow; body: Readable | Buffer; size: number }> {
  if (row.bytes) return { row, body: row.bytes, size: row.bytes.length };
  const file = row.fileKey ? await files.read(row.fileKey) : undefined;
  if (!file) throw notFound(MISSING_FILE);
  return { row, body: file.body, size: file.size };
}

/** An image's bytes in memory (for a PDF). */
export async function readCircleImage(
  db: Database,
  files: FileStore,
  circleId: string,
  id: string,
): Promise<{ row: ImageRow; bytes: Buffer }> {
  const row = await getCircleImage(db, circleId, id);
  const bytes = row.bytes ?? (row.fileKey ? await readWholeFile(files, row.fileKey) : undefined);
  if (!bytes) throw notFound(MISSING_FILE);
  return { row, bytes };
}

/**
 * Moves images kept in the database (from before the file store) into the store, a batch at a
 * time, until none is left (decision 047). Each file is put first; then one update sets its key
 * and clears the bytes, only if the bytes are still there. Running it twice, or on several
 * instances at once, puts the same bytes under the same key and changes each row once.
 */
export async function carryImagesIntoStore(
  deps: { db: Database; files: FileStore },
  batchSize = 25,
): Promise<number> {
  const { db, files } = deps;
  let carried = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const batch = await db
      .select({ id: images.id, circleId: images.circleId, bytes: images.bytes })
      .from(images)
      .where(and(isNotNull(images.bytes), gt(images.id, after)))
      .orderBy(asc(images.id))
      .limit(batchSize);
    if (batch.length === 0) return carried;
    for (const { id, circleId, bytes } of batch) {
      if (!bytes) continue;
      const fileKey = imageFileKey(circleId, id);
      await files.put(fileKey, bytes);
      const moved = await db
        .update(images)
        .set({ fileKey, bytes: null })
        .where(and(eq(images.id, id), isNotNull(images.bytes)))
        .returning({ id: images.id });
      if (moved.length > 0) {
        carried += 1;
        continue;
      }
      // Another instance carried it (same key, same bytes), or the picture was deleted meanwhile.
      const [kept] = await db
        .select({ id: images.id })
        .from(images)
        .where(eq(images.fileKey, fileKey))
        .limit(1);
      if (!kept) await files.delete(fileKey);
    }
    after = batch.at(-1)?.id ?? after;
  }
}

/** Whether an image row still names this file (the file-deletions job asks before it removes). */
export async function isImageFileUsed(db: Database, key: string): Promise<boolean> {
  const [row] = await db
    .select({ id: images.id })
    .from(images)
    .where(eq(images.fileKey, key))
    .limit(1);
  return row !== undefined;
}

export const imageUrl = (id: string | null): string | null => (id ? `/api/images/${id}` : null);
