/**
 * What screens need of memory photos without the schemas in `memory-photos.ts`, which re-exports all of it:
 * a screen a visit starts on must not load zod (client/app/first-screen-code.test.ts).
 */

/** Thumbnails fit this box (the display copy fits IMAGE_MAX_SIDE, 1600). */
export const PHOTO_THUMBNAIL_SIDE = 400;

/** A stored photo's copies, as the server names them (each address carries its version). */
export interface PhotoCopies {
  imageUrl: string;
  thumbnailUrl: string;
  /** The display copy's size in pixels. */
  width: number;
  height: number;
  /** The full copy, when the photo has one (larger than the display copy). */
  fullUrl?: string | null;
  fullWidth?: number | null;
}

/**
 * `srcset` with width descriptors for a photo's copies (decisions 061 and 067): the thumbnail,
 * fitted into PHOTO_THUMBNAIL_SIDE like the server makes it, the display copy at its own width,
 * and the full copy when there is one. With a `sizes` that says how wide the image is shown, a
 * phone fetches the thumbnail where it is enough, the display copy where the photo is shown
 * large, and only a large, dense screen the full copy. A photo no larger than a thumbnail has one
 * copy worth naming.
 */
export function photoSrcSet(photo: PhotoCopies): string {
  const scale = Math.min(1, PHOTO_THUMBNAIL_SIDE / Math.max(photo.width, photo.height, 1));
  const thumbnailWidth = Math.max(1, Math.round(photo.width * scale));
  const full =
    photo.fullUrl && photo.fullWidth && photo.fullWidth > photo.width
      ? `, ${photo.fullUrl} ${photo.fullWidth}w`
      : '';
  if (thumbnailWidth >= photo.width) return `${photo.imageUrl} ${photo.width}w${full}`;
  return `${photo.thumbnailUrl} ${thumbnailWidth}w, ${photo.imageUrl} ${photo.width}w${full}`;
}

export const MEMORY_PHOTO_EVENTS = { changed: 'memory.photos_changed' } as const;
