/**
 * The profile picture on `/{username}`, shared by the web (which draws it) and the server (which
 * preloads it from the page's shell, so the page's largest paint does not wait for the app's script
 * and two API answers): the widths the image service draws and the slot's sizes.
 */
import { BREAKPOINTS, DEFAULT_CANVAS, type AvatarType } from './traits.ts';
import { avatarLabel } from './avatar-labels.ts';
import { avatarImageUrl } from './wearables.ts';

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

/** The avatar fields the picture is chosen by: one of a public bag's avatars. */
export interface PictureAvatar {
  type: Exclude<AvatarType, 'NONE'>;
  tokenId: number;
  /** `/render/<type>/<id>.png?v=<look>`. */
  image: string;
  pfp?: boolean;
  /** Lent by the vault the player is a delegate of: on their shelf, never their picture. */
  heldInVault?: boolean;
}

/**
 * The picture `/{username}` shows and its alt text, from the profile and the avatars their bag holds
 * as their own: the avatar marked as profile picture, else their explorer (its saved look), else their
 * explorer by number alone; null when they have none. The page and the server's first screen of it
 * (server/src/spa/profile-screen.ts) both choose by this.
 */
export function profilePictureOf(profile: { username: string; avatar_token_id: number | null }, ownAvatars: readonly PictureAvatar[]): { image: string; alt: string } | null {
  const pfp = ownAvatars.find((a) => a.pfp) ?? ownAvatars.find((a) => a.type === 'EXPLORER' && a.tokenId === profile.avatar_token_id);
  if (pfp) return { image: pfp.image, alt: `${profile.username}'s ${avatarLabel(pfp)}` };
  return profile.avatar_token_id !== null ? { image: avatarImageUrl('EXPLORER', profile.avatar_token_id), alt: `${profile.username}'s explorer` } : null;
}

/** `image` at width `w`, its look kept and w after it: one URL of the image service. */
export function pictureAt(image: string, w: number): string {
  const [path, query] = image.split('?');
  const params = new URLSearchParams(query);
  params.set('w', String(w));
  return `${path}?${params}`;
}

/** `image` as PNG over every width the image service draws: the <img>'s own srcset. */
export function pngSrcSet(image: string): string {
  return PICTURE_WIDTHS.map((w) => `${pictureAt(image, w)} ${w}w`).join(', ');
}
