/**
 * The customiser's equip rules (SPEC section 4 "Avatar editing"), pure so the web applies them while
 * editing and the server checks the saved set with the same code.
 */
import type { AvatarType, TraitType } from './traits.ts';
import { WEARABLE_MESSAGES } from './wearables.ts';

/** What the rules read of an item; an ItemView has all of it. */
export interface Equippable {
  id: number;
  /** The avatar this item is tied to (an explorer's starting outfit), if any. */
  boundTo?: number | null;
  trait: { type: AvatarType; traitType: TraitType };
}

/** Equipping one item takes off whatever the set had of the same trait type. */
export function equipOne<T extends Equippable>(set: readonly T[], item: T): T[] {
  return [...set.filter((worn) => worn.trait.traitType !== item.trait.traitType), item];
}

/** Equipping many replaces the set; of two items of one trait type the later wins. */
export function equipMany<T extends Equippable>(items: readonly T[]): T[] {
  return items.reduce<T[]>((set, item) => equipOne(set, item), []);
}

/** Takes one item off. */
export function unequip<T extends Equippable>(set: readonly T[], itemId: number): T[] {
  return set.filter((worn) => worn.id !== itemId);
}

/** Whether an item may be worn by an avatar of `avatarType` (and, when known, with id `avatarId`). */
export function fits(avatarType: AvatarType, item: Equippable, avatarId?: number): boolean {
  if (item.trait.type !== avatarType && item.trait.type !== 'NONE') return false;
  return avatarId === undefined || item.boundTo == null || item.boundTo === avatarId;
}

/**
 * What is wrong with a whole equipped set, or null: every item must be drawn for the avatar's type (or
 * 'NONE', for every type) and not tied to another avatar, and a trait type may appear once.
 */
export function validateEquipSet(avatarType: AvatarType, items: readonly Equippable[], avatarId?: number): string | null {
  if (items.some((item) => !fits(avatarType, item, avatarId))) return WEARABLE_MESSAGES.itemDoesNotFit;
  const types = new Set(items.map((item) => item.trait.traitType));
  return types.size === items.length ? null : WEARABLE_MESSAGES.onePerTraitType;
}
