/** Limits for every image people upload (the recipient's photo, dose photos). */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/**
 * A family's memory photos come straight from phone galleries, where a 48-megapixel camera's JPEG
 * is 12–20 MB; they get more room than the other pictures (the pixel limit stays the same).
 */
export const MEMORY_PHOTO_MAX_BYTES = 25 * 1024 * 1024;
/** Larger pictures are refused before they are decoded (about a 48-megapixel phone photo). */
export const IMAGE_MAX_PIXELS = 50_000_000;
/** Stored images are scaled down to fit this box. */
export const IMAGE_MAX_SIDE = 1600;

export const IMAGE_TOO_LARGE_MESSAGE = `That picture is too large. Please choose one under ${IMAGE_MAX_BYTES / 1024 / 1024} MB.`;
export const MEMORY_PHOTO_TOO_LARGE_MESSAGE = `That photo is too large. Please choose one under ${MEMORY_PHOTO_MAX_BYTES / 1024 / 1024} MB.`;
export const IMAGE_UNREADABLE_MESSAGE =
  'We could not read that picture. Please choose a JPEG, PNG or WebP photo.';
export const IMAGE_HEIC_MESSAGE =
  'iPhone HEIC photos cannot be read here. Please take the photo again in Kinwell, or set your camera to “Most Compatible”.';
