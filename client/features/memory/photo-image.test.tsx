import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { photoSrcSet } from '../../../shared/memory-photos';
import { PhotoImage, PHOTO_SIZES, sizesAtHeight } from './photo-image';

afterEach(cleanup);

const base = '/api/circle/photos/0b6f5c1e-8a55-4d7e-9e61-3f1f6d0d2a11';
const landscape = {
  imageUrl: `${base}/image?v=m8x2k`,
  thumbnailUrl: `${base}/thumbnail?v=m8x2k`,
  width: 1600,
  height: 1200,
};

describe('a photo’s two copies', () => {
  it('offers the thumbnail and the display copy with their widths, and says how wide it is shown', () => {
    render(<PhotoImage photo={landscape} sizes={PHOTO_SIZES.grid} alt="Dad at the lake" />);
    const image = screen.getByRole('img', { name: 'Dad at the lake' });
    expect(image).toHaveAttribute(
      'srcset',
      `${base}/thumbnail?v=m8x2k 400w, ${base}/image?v=m8x2k 1600w`,
    );
    expect(image).toHaveAttribute('sizes', PHOTO_SIZES.grid);
    expect(image).toHaveAttribute('src', `${base}/image?v=m8x2k`);
    expect(image).toHaveAttribute('width', '1600');
    expect(image).toHaveAttribute('height', '1200');
  });

  it('gives the thumbnail’s real width for a portrait photo, and one copy for a small photo', () => {
    expect(photoSrcSet({ ...landscape, width: 1200, height: 1600 })).toBe(
      `${base}/thumbnail?v=m8x2k 300w, ${base}/image?v=m8x2k 1200w`,
    );
    expect(photoSrcSet({ ...landscape, width: 320, height: 240 })).toBe(
      `${base}/image?v=m8x2k 320w`,
    );
  });

  it('works out the shown width of a photo at a fixed height', () => {
    expect(sizesAtHeight(landscape, 80)).toBe('107px');
    expect(sizesAtHeight({ width: 900, height: 1600 }, 160)).toBe('90px');
  });
});
