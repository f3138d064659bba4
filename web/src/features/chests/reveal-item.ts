import type { Rarity } from '../../../../domain/traits.ts';
import type { OpenedItem } from './api/open-chest.ts';

/** A delivered item as the reveal shows it: decision 0006's ItemView, as the open call answers it. */
export type RevealItem = OpenedItem;

/** 'RARE' -> 'Rare'. */
export function rarityLabel(rarity: Rarity): string {
  return rarity.charAt(0) + rarity.slice(1).toLowerCase();
}
