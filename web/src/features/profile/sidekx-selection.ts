/**
 * The Sidekx picker's selection (SPEC sections 4, 7 and 9): three slots, Sage, Milo and Bones, saved as
 * their token ids joined by commas with an empty part for an empty slot ('12,,7'). A token already in
 * one slot cannot be put in another.
 */
import { SIDEKX_SLOTS } from '../../../../domain/traits.ts';

export type SidekxSlot = keyof typeof SIDEKX_SLOTS;
/** Token ids by slot, null for an empty slot; index = slot number - 1. */
export type Selection = readonly [number | null, number | null, number | null];

/** The slots in their order (Sage=1, Milo=2, Bones=3). */
export const SLOTS = (Object.keys(SIDEKX_SLOTS) as SidekxSlot[]).sort((a, b) => SIDEKX_SLOTS[a] - SIDEKX_SLOTS[b]);

const slotIndex = (slot: SidekxSlot) => SIDEKX_SLOTS[slot] - 1;

/** Reads a stored 'selected-sidekx' value; anything unreadable in a part leaves that slot empty. */
export function parseSelection(value: unknown): Selection {
  const parts = typeof value === 'string' ? value.split(',') : typeof value === 'number' ? [String(value)] : [];
  const at = (i: number) => {
    const part = parts[i]?.trim() ?? '';
    return /^\d+$/.test(part) ? Number(part) : null;
  };
  return [at(0), at(1), at(2)];
}

/** The value to save: '12,,7'. */
export function serialise(selection: Selection): string {
  return selection.map((id) => (id === null ? '' : String(id))).join(',');
}

export function tokenIn(selection: Selection, slot: SidekxSlot): number | null {
  return selection[slotIndex(slot)] ?? null;
}

/** The slot a token sits in, if any. */
export function slotOf(selection: Selection, tokenId: number): SidekxSlot | null {
  return SLOTS.find((slot) => tokenIn(selection, slot) === tokenId) ?? null;
}

/** Whether `tokenId` may go in `slot`: not when it already fills another slot. */
export function canPlace(selection: Selection, slot: SidekxSlot, tokenId: number): boolean {
  const where = slotOf(selection, tokenId);
  return where === null || where === slot;
}

/** The selection with `slot` set to `tokenId` (null empties it); unchanged when the token is in another slot. */
export function place(selection: Selection, slot: SidekxSlot, tokenId: number | null): Selection {
  if (tokenId !== null && !canPlace(selection, slot, tokenId)) return selection;
  const next = [...selection] as [number | null, number | null, number | null];
  next[slotIndex(slot)] = tokenId;
  return next;
}

/** The selection with every Sidekx the player no longer holds taken out of its slot. */
export function keepHeld(selection: Selection, held: ReadonlySet<number>): Selection {
  const keep = (id: number | null) => (id !== null && held.has(id) ? id : null);
  return [keep(selection[0]), keep(selection[1]), keep(selection[2])];
}
