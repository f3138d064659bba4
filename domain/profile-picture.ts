/**
 * The profile picture on `/{username}`, shared by the web (which draws it) and the server (which
 * preloads it from the page's shell, so the page's largest paint does not wait for the app's script
 * and two API answers): the widths the image service draws and the slot's sizes.
 */
import { BREAKPOINTS, DEFAULT_CANVAS } from './traits.ts';

/** Widths the image service draws (server/src/routes/render/render.ts WIDTHS), narrowest first. */
export const PICTURE_WIDTHS: readonly number[] = [...new Set([...BREAKPOINTS, DEFAULT_CANVAS])].sort((a, b) => a - b);

/** How wide the profile picture shows: 400 px on desktops, most of a phone's width. */
export const PROFILE_PICTURE_SIZES = '(min-width: 900px) 400px, min(70vw, 360px)';

/**
 * `/render/<type>/<id>.png[?v=<look>]` as the WebP srcset over every width: the very URLs the web's
 * <picture> asks for (web/src/lib/avatar-image.ts keeps the look and adds w after it).
 */
export function webpSrcSet(image: string): string {
  const [path = '', query] = image.split('?');
  const webp = path.replace(/\.png$/, '.webp');
  return PICTURE_WIDTHS.map((w) => {
    const params = new URLSearchParams(query);
    params.set('w', String(w));
    return `${webp}?${params} ${w}w`;
  }).join(', ');
}
