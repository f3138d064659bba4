/**
 * What the pack screens hold (SPEC section 4 "Avatar editing"): opening a pack sets a flag; the items
 * it delivers clear the flag and merge their balances (two of one trait make one entry with both);
 * closing the pack screen clears the contents.
 */
export interface PackItemLike {
  traitid: number;
  balance: number;
}

export interface PackState<T extends PackItemLike> {
  /** A chest is being opened and its items have not arrived yet. */
  opening: boolean;
  chest: { id: number; name: string } | null;
  items: T[];
}

export type PackAction<T extends PackItemLike> =
  | { type: 'open' }
  | { type: 'insert'; chest: { id: number; name: string }; items: T[] }
  | { type: 'failed' }
  | { type: 'close' };

export const emptyPack = { opening: false, chest: null, items: [] } as const;

/** Items with the same trait become one, their balances added up; first-seen order is kept. */
export function mergeBalances<T extends PackItemLike>(items: readonly T[]): T[] {
  const byTrait = new Map<number, T>();
  for (const item of items) {
    const seen = byTrait.get(item.traitid);
    byTrait.set(item.traitid, seen ? { ...seen, balance: seen.balance + item.balance } : item);
  }
  return [...byTrait.values()];
}

export function packReducer<T extends PackItemLike>(state: PackState<T>, action: PackAction<T>): PackState<T> {
  switch (action.type) {
    case 'open':
      return { ...state, opening: true };
    case 'insert':
      return { opening: false, chest: action.chest, items: mergeBalances([...state.items, ...action.items]) };
    case 'failed':
      return { ...state, opening: false };
    case 'close':
      return { opening: false, chest: null, items: [] };
  }
}
