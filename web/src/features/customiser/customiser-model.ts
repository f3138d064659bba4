/**
 * The customiser's own state (SPEC section 4 "Avatar editing"): which avatar and view are picked and
 * what the avatar wears, kept apart from the saved data until "Save changes". Pure, so it is tested
 * without a browser; the equip rules themselves are domain/equip.ts, shared with the server.
 */
import { equipOne, fits, unequip } from '../../../../domain/equip.ts';
import { renderTypeOf } from '../../../../domain/wearables.ts';
import { AVATAR_VIEWS, type AvatarView, type TraitType } from '../../../../domain/traits.ts';
import type { AvatarCard, ItemView } from '../../lib/bootstrap-query.ts';

/** What the player is editing: saved as `{ avatarId, view, itemIds }`. */
export interface Draft {
  avatarId: number;
  view: AvatarView;
  itemIds: number[];
}

/** Trait types an avatar cannot go without: clicking the worn one does not take it off. */
const REQUIRED: ReadonlySet<TraitType> = new Set(['BODY']);

/** The draft that matches what is saved for `avatar`. */
export function savedDraft(avatar: AvatarCard, items: readonly ItemView[]): Draft {
  return { avatarId: avatar.id, view: avatar.view, itemIds: items.filter((i) => i.equipped.includes(avatar.id)).map((i) => i.id).sort((a, b) => a - b) };
}

/** Whether the draft differs from what is saved (view or worn set). */
export function isDirty(saved: Draft, draft: Draft): boolean {
  if (saved.avatarId !== draft.avatarId || saved.view !== draft.view) return true;
  const a = [...saved.itemIds].sort((x, y) => x - y);
  const b = [...draft.itemIds].sort((x, y) => x - y);
  return a.length !== b.length || a.some((id, i) => id !== b[i]);
}

/** The items of `avatar`'s draft, in the order they were put on. */
export function wornItems(draft: Draft, items: readonly ItemView[]): ItemView[] {
  const byId = new Map(items.map((i) => [i.id, i]));
  return draft.itemIds.flatMap((id) => byId.get(id) ?? []);
}

/**
 * Clicking an item: a worn item comes off (unless its trait type is required), anything else goes on
 * and takes off the item of the same trait type. Items that do not fit the avatar change nothing.
 */
export function toggleItem(draft: Draft, avatar: AvatarCard, items: readonly ItemView[], item: ItemView): Draft {
  if (!fits(avatar.type, item, avatar.id)) return draft;
  const worn = wornItems(draft, items);
  if (draft.itemIds.includes(item.id)) {
    if (REQUIRED.has(item.trait.traitType)) return draft;
    return { ...draft, itemIds: unequip(worn, item.id).map((i) => i.id) };
  }
  return { ...draft, itemIds: equipOne(worn, item).map((i) => i.id) };
}

/** Whether clicking this worn item would leave it on (a body). */
export function isRequired(item: ItemView): boolean {
  return REQUIRED.has(item.trait.traitType);
}

/** The order the wardrobe shows trait types in: head to toe, then what goes around the avatar. */
export const WARDROBE_ORDER: readonly TraitType[] = [
  'HAT', 'FACE', 'SHIRT', 'PANTS', 'SHOES', 'BACK', 'ACCESSORY', 'SIDEKICK', 'SKIN', 'BODY', 'BACKGROUND', 'BORDER', 'EFFECT',
];

export interface WardrobeGroup {
  traitType: TraitType;
  items: ItemView[];
}

/** The player's items that fit `avatar`, grouped by trait type in WARDROBE_ORDER, by name within a group. */
export function wardrobe(items: readonly ItemView[], avatar: AvatarCard): WardrobeGroup[] {
  const fitting = items.filter((i) => fits(avatar.type, i, avatar.id));
  return WARDROBE_ORDER.map((traitType) => ({
    traitType,
    items: fitting.filter((i) => i.trait.traitType === traitType).sort((a, b) => a.trait.displayName.localeCompare(b.trait.displayName)),
  })).filter((g) => g.items.length > 0);
}

/** The views the avatar can be shown in: those its worn body has art for (every view without a body). */
export function supportedViews(draft: Draft, items: readonly ItemView[]): AvatarView[] {
  const body = wornItems(draft, items).find((i) => i.trait.traitType === 'BODY');
  const views = body?.trait.view;
  return views && views.length > 0 ? AVATAR_VIEWS.filter((v) => views.includes(v)) : [...AVATAR_VIEWS];
}

/** The saved view, or the first supported one when the worn body cannot show it. */
export function viewFor(draft: Draft, items: readonly ItemView[]): AvatarView {
  const views = supportedViews(draft, items);
  return views.includes(draft.view) ? draft.view : (views[0] ?? 'FRONT');
}

/** The file a download is saved as: `<username>-<type>-<tokenId>.png`. */
export function downloadName(username: string, avatar: Pick<AvatarCard, 'type' | 'tokenId'>): string {
  return `${username}-${renderTypeOf(avatar.type)}-${avatar.tokenId}.png`;
}

/** The avatar shown first: the profile picture, else the first one. */
export function firstAvatar(avatars: readonly AvatarCard[]): AvatarCard | null {
  return avatars.find((a) => a.pfp) ?? avatars[0] ?? null;
}
