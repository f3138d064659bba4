/**
 * URLs of avatar pictures from the image service (`/render/<type>/<tokenId>.png`). Browsers keep those
 * for a minute (the service's Cache-Control), so after saving a new look the web adds a version to the
 * saved avatar's URLs: the player sees their change at once everywhere in this tab.
 */
import { PICTURE_WIDTHS } from '../../../domain/profile-picture.ts';
import type { AvatarView } from '../../../domain/traits.ts';

/** Widths the image service draws (server/src/routes/render/render.ts WIDTHS), narrowest first. */
export const IMAGE_WIDTHS: readonly number[] = PICTURE_WIDTHS;

const versions = new Map<string, number>();

/** Marks an avatar's pictures as changed (call after saving its look). */
export function bumpAvatarImage(image: string): void {
  versions.set(image, Date.now());
}

/** `image` (an AvatarCard's `/render/<type>/<tokenId>.png`) at width `w`, optionally in another view. */
export function avatarImageSrc(image: string, w: number, view?: AvatarView): string {
  const params = new URLSearchParams({ w: String(w) });
  if (view) params.set('view', view);
  const version = versions.get(image);
  if (version) params.set('v', String(version));
  return `${image}?${params}`;
}

/** The same picture as WebP, which the image service also draws (a third to a half of the PNG's bytes). */
export function asWebp(image: string): string {
  return image.replace(/\.png$/, '.webp');
}

/** A srcset over every width the service draws, as PNG or (for a <picture>'s <source>) as WebP. */
export function avatarSrcSet(image: string, format: 'png' | 'webp' = 'png'): string {
  const file = format === 'webp' ? asWebp(image) : image;
  return IMAGE_WIDTHS.map((w) => `${avatarImageSrc(file, w)} ${w}w`).join(', ');
}
