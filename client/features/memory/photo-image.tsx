import type { ImgHTMLAttributes } from 'react';
import { photoSrcSet, type PhotoCopies } from '../../../shared/memory-photos-basics';

/** How wide common photo places are shown, for `sizes` (decision 061). */
export const PHOTO_SIZES = {
  /** Shown across the page's column (max-w-3xl, 48 rem less its padding) or the whole screen. */
  column: '(min-width: 48rem) 46rem, calc(100vw - 2rem)',
  /** The full-screen view and the flip-through (max-w-5xl). */
  wide: '(min-width: 64rem) 62rem, calc(100vw - 2rem)',
  /** The photo grid: two columns on a phone, three from 640 px. */
  grid: '(min-width: 48rem) 15rem, (min-width: 40rem) 30vw, 45vw',
} as const;

/** `sizes` for a photo shown at a fixed height (its width follows its shape). */
export const sizesAtHeight = (photo: Pick<PhotoCopies, 'width' | 'height'>, px: number) =>
  `${Math.ceil((px * photo.width) / Math.max(1, photo.height))}px`;

/**
 * A family photo offering both stored copies, so the browser fetches the 400 px thumbnail where it
 * is enough and the display copy where the photo is shown large. `sizes` says how wide it is shown.
 */
export function PhotoImage({
  photo,
  sizes,
  alt,
  ...props
}: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'width' | 'height'> & {
  photo: PhotoCopies;
  sizes: string;
  alt: string;
}) {
  return (
    <img
      src={photo.imageUrl}
      srcSet={photoSrcSet(photo)}
      sizes={sizes}
      width={photo.width}
      height={photo.height}
      alt={alt}
      {...props}
    />
  );
}
