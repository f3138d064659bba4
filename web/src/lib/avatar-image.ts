/**
 * URLs of avatar pictures from the image service (`/render/<type>/<tokenId>.png`). Browsers keep those
 * for a minute (the service's Cache-Control), so after saving a new look the web adds a version to the
 * saved avatar's URLs: the player sees their change at once everywhere in this tab.
 */
import { BREAKPOINTS, DEFAULT_CANVAS, type AvatarView } from '../../../domain/traits.ts';

/** Widths the image service draws (server/src/routes/render/render.ts WIDTHS), narrowest first. */
export const IMAGE_WIDTHS: readonly number[] = [...new Set([...BREAKPOINTS, DEFAULT_CANVAS])].sort((a, b) => a - b);

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

/** A srcset over every width the service draws. */
export function avatarSrcSet(image: string): string {
  return IMAGE_WIDTHS.map((w) => `${avatarImageSrc(image, w)} ${w}w`).join(', ');
}
