/**
 * URLs of avatar pictures from the image service (`/render/<type>/<tokenId>.png?v=<look>`). The server
 * names each saved look in the URL, so a save makes new URLs (kept for good by browsers); a URL without a
 * look is kept for a minute, and after saving this tab adds a version of its own to those.
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

/**
 * `image` (an AvatarCard's `/render/<type>/<tokenId>.png`, with the server's `?v=<look>` of the saved
 * look) at width `w`, optionally in another view.
 */
export function avatarImageSrc(image: string, w: number, view?: AvatarView): string {
  const [path, query] = image.split('?');
  const params = new URLSearchParams(query);
  params.set('w', String(w));
  if (view) params.set('view', view);
  const version = versions.get(image);
  // A saved look's own version wins: the bump is for URLs made before the server gave one.
  if (version && !params.has('v')) params.set('v', String(version));
  return `${path}?${params}`;
}

/** The same picture as WebP, which the image service also draws (a third to a half of the PNG's bytes). */
export function asWebp(image: string): string {
  return image.replace(/\.png(?=\?|$)/, '.webp');
}

/** A srcset over every width the service draws, as PNG or (for a <picture>'s <source>) as WebP. */
export function avatarSrcSet(image: string, format: 'png' | 'webp' = 'png'): string {
  const file = format === 'webp' ? asWebp(image) : image;
  return IMAGE_WIDTHS.map((w) => `${avatarImageSrc(file, w)} ${w}w`).join(', ');
}
