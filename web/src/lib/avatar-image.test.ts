import { describe, expect, test } from 'bun:test';
import { asWebp, avatarImageSrc, avatarSrcSet, bumpAvatarImage, IMAGE_WIDTHS } from './avatar-image.ts';

describe('avatar picture URLs', () => {
  test('the WebP twin of a PNG from the image service, with every width in its srcset', () => {
    expect(asWebp('/render/explorer/7.png')).toBe('/render/explorer/7.webp');
    const webp = avatarSrcSet('/render/explorer/7.png', 'webp').split(', ');
    expect(webp).toHaveLength(IMAGE_WIDTHS.length);
    expect(webp[0]).toBe(`/render/explorer/7.webp?w=${IMAGE_WIDTHS[0]} ${IMAGE_WIDTHS[0]}w`);
    expect(avatarSrcSet('/render/explorer/7.png')).not.toContain('.webp');
  });

  test("a saved look's URL keeps its v beside the width and view, also as WebP; a bump does not replace it", () => {
    const image = '/render/cat/3.png?v=mwab12';
    expect(avatarImageSrc(image, 320, 'HEAD')).toBe('/render/cat/3.png?v=mwab12&w=320&view=HEAD');
    expect(asWebp(image)).toBe('/render/cat/3.webp?v=mwab12');
    bumpAvatarImage(image);
    expect(avatarImageSrc(image, 425)).toBe('/render/cat/3.png?v=mwab12&w=425');
  });
});
