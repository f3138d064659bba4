import { useCallback, useMemo } from 'react';
import type { CartLine, ShopProduct, ShopVariant } from '../../../domain/shop.ts';
import { addLine, isCartLines, itemCount, updateLine } from './cart-lines.ts';
import { readStored, useStoredValue, writeStored } from './stored-value.ts';

/** The cart's storage key: one cart per player on a shared browser. */
export const cartKey = (profileId: number) => `cart-${profileId}`;

const EMPTY: CartLine[] = [];

export interface Cart {
  lines: CartLine[];
  /** Items in the cart (quantities added up). */
  count: number;
  /** Adds one (or `quantity`) of a variant; false when the line was already at its maximum. */
  add: (product: Pick<ShopProduct, 'title'>, variant: ShopVariant, quantity?: number) => boolean;
  /** Sets a line's quantity; 0 removes it. */
  update: (id: string, quantity: number) => void;
  clear: () => void;
}

/**
 * The player's cart (SPEC section 3 cart lines), kept in localStorage per player so it survives a reload
 * and stays the same in every tab; the store page, the cart modal and the bottom menu all read it here
 * because features do not import each other. `profileId` null (a visitor) is an empty cart that stays so.
 */
export function useCart(profileId: number | null): Cart {
  const key = cartKey(profileId ?? 0);
  const [stored] = useStoredValue(key, EMPTY, isCartLines);
  const lines = profileId === null ? EMPTY : stored;

  // Each change starts from what is stored now, not from this render: another tab may have written since.
  const current = useCallback(() => readStored(key, EMPTY, isCartLines), [key]);
  const add = useCallback(
    (product: Pick<ShopProduct, 'title'>, variant: ShopVariant, quantity = 1) => {
      if (profileId === null) return false;
      const result = addLine(current(), product, variant, quantity);
      writeStored(key, result.lines);
      return !result.atMax;
    },
    [key, profileId, current],
  );
  const update = useCallback(
    (id: string, quantity: number) => {
      if (profileId !== null) writeStored(key, updateLine(current(), id, quantity));
    },
    [key, profileId, current],
  );
  const clear = useCallback(() => {
    if (profileId !== null) writeStored(key, EMPTY);
  }, [key, profileId]);

  return useMemo(() => ({ lines, count: itemCount(lines), add, update, clear }), [lines, add, update, clear]);
}
