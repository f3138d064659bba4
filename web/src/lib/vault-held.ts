/**
 * A delegate's read-only view of their vault (SPEC section 6): avatars, wearables and Sidekx the vault
 * holds come to the delegate marked with the vault's wallet in `heldBy` (null or absent: the player's own);
 * a public bag marks them `heldInVault` with the vault's username in `heldByName`, never its wallet.
 */
export type MaybeHeld = object;

/** The short mark on a card, and the longer label on a public profile. */
export const VAULT_MARK = 'Vault';
export const HELD_IN_VAULT = 'held in vault';

interface Marks {
  heldBy?: unknown;
  heldInVault?: unknown;
  heldByName?: unknown;
}

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);

export const heldInVault = (thing: MaybeHeld): boolean => text((thing as Marks).heldBy) !== null || (thing as Marks).heldInVault === true;

/** Who holds it, as the player may be told: the vault's username where known, else its wallet; null for the player's own. */
export function vaultOf(thing: MaybeHeld): string | null {
  if (!heldInVault(thing)) return null;
  const marks = thing as Marks;
  return text(marks.heldByName) ?? text(marks.heldBy) ?? 'a vault';
}

export const READ_ONLY_TEXT = {
  avatar: 'This avatar is held in your vault wallet: try things on here, but only the vault can save its look.',
  wearables: 'Wearables held in your vault can be tried on, not saved: take them off to save this look.',
} as const;

/**
 * Why the customiser cannot save this look, or null when it can: the avatar is the vault's, or it wears
 * something of the vault's (equipping it would change the vault's things, which a delegate may not).
 */
export function readOnlyReason(avatar: MaybeHeld, worn: readonly MaybeHeld[]): string | null {
  if (heldInVault(avatar)) return READ_ONLY_TEXT.avatar;
  if (worn.some(heldInVault)) return READ_ONLY_TEXT.wearables;
  return null;
}
