/** How the web (and the server's first screens) name an avatar: "Explorer #10001", "Cat #7", "Wolf #12". */
import type { AvatarType } from './traits.ts';

const AVATAR_LABELS: Record<Exclude<AvatarType, 'NONE'>, string> = { EXPLORER: 'Explorer', CAT: 'Cat', SHADOWWOLF: 'Wolf' };

export function avatarLabel(avatar: { type: Exclude<AvatarType, 'NONE'>; tokenId: number }): string {
  return `${AVATAR_LABELS[avatar.type]} #${avatar.tokenId}`;
}
