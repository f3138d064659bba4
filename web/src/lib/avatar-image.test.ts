import { describe, expect, test } from 'bun:test';
import { asWebp, avatarSrcSet, IMAGE_WIDTHS } from './avatar-image.ts';

describe('avatar picture URLs', () => {
  test('the WebP twin of a PNG from the image service, with every width in its srcset', () => {
    expect(asWebp('/render/explorer/7.png')).toBe('/render/explorer/7.webp');
    const webp = avatarSrcSet('/render/explorer/7.png', 'webp').split(', ');
    expect(webp).toHaveLength(IMAGE_WIDTHS.length);
    expect(webp[0]).toBe(`/render/explorer/7.webp?w=${IMAGE_WIDTHS[0]} ${IMAGE_WIDTHS[0]}w`);
    expect(avatarSrcSet('/render/explorer/7.png')).not.toContain('.webp');
  });
});
