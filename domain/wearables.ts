/** Wearables, avatars, chests and Sidekx: the API's words and URLs (decision 0006), shared by server and web. */
import { RARITY, RENDER_TYPES, TRAIT_BASE_URL, type AvatarType, type Rarity, type RenderType, type TraitType } from './traits.ts';

/** The errors of decision 0006, word for word, so the web can match on them. */
export const WEARABLE_MESSAGES = {
  avatarNotOwned: 'Avatar not owned',
  itemNotOwned: 'Item not owned',
  itemDoesNotFit: 'Item does not fit this avatar',
  onePerTraitType: 'One item per trait type',
  invalidView: 'Invalid view',
  invalidTraitId: 'Invalid traitid',
  chestNotFound: 'Chest not found',
  chestOpened: 'Chest already opened',
  tokenNotOwned: 'Token not owned',
  tokenInOtherSlot: 'Token already in another slot',
  invalidSidekx: 'Invalid Sidekx selection',
} as const;

/** The kv key the Sidekx picker saves (SPEC section 6 `POST /api/journeys/sidekx`). */
export const SIDEKX_KEY = 'selected-sidekx';

/** How `/render/<type>/...` spells an avatar type. */
export function renderTypeOf(type: Exclude<AvatarType, 'NONE'>): RenderType {
  return (Object.keys(RENDER_TYPES) as RenderType[]).find((key) => RENDER_TYPES[key] === type)!;
}

/**
 * An avatar's picture: `/render/<type>/<tokenId>.png`, with `?v=<look>` when its saved look is known
 * (avatarLook): a new look is a new URL, so browsers and CDNs may keep each one for good (issue 19).
 */
export function avatarImageUrl(type: Exclude<AvatarType, 'NONE'>, tokenId: number, look?: string): string {
  return `/render/${renderTypeOf(type)}/${tokenId}.png${look ? `?v=${look}` : ''}`;
}

/** The version of an avatar's saved look: when it was last saved, in base 36 (every save moves it). */
export function avatarLook(updatedAt: Date): string {
  return updatedAt.getTime().toString(36);
}

/** What a `v` may look like. */
export const AVATAR_LOOK = /^[0-9a-z]{1,16}$/;

/** A trait's picture for bags and cards: its display image under /assets/traits/<type>/<traitType>/. */
export function traitImageUrl(type: AvatarType, traitType: TraitType, displayImage: string): string {
  return `${TRAIT_BASE_URL.replace('$type', type.toLowerCase()).replace('$traitType', traitType.toLowerCase())}${displayImage}`;
}

/** What every new player finds in their first chest: three wearables, COMMON to RARE, fitting their explorer. */
export const STARTER_CHEST = { name: 'Starter Chest', size: 3, rarities: ['COMMON', 'UNCOMMON', 'RARE'] as Rarity[] } as const;

export interface StarterCandidate {
  id: number;
  name: string;
  rarity: Rarity;
  type: AvatarType;
  traitType: TraitType;
}

/**
 * The starter chest's traits for a player: the same three for the same player and catalogue (seeded by
 * `seed`, usually the profile id), each of a different trait type where the catalogue allows, never a body
 * and never a piece of the outfit the player starts with (`exclude`, by name).
 */
export function pickStarter(catalogue: readonly StarterCandidate[], seed: number, exclude: readonly string[] = []): number[] {
  const pool = catalogue
    .filter((t) => (t.type === 'EXPLORER' || t.type === 'NONE') && t.traitType !== 'BODY')
    .filter((t) => RARITY[t.rarity] >= RARITY.COMMON && RARITY[t.rarity] <= RARITY.RARE && !exclude.includes(t.name))
    .sort((a, b) => a.id - b.id);
  const random = mulberry32(seed);
  const picked: StarterCandidate[] = [];
  while (picked.length < STARTER_CHEST.size && pool.length > 0) {
    // Prefer a trait type not picked yet; fall back to any when the catalogue runs out of types.
    const fresh = pool.filter((t) => !picked.some((p) => p.traitType === t.traitType));
    const from = fresh.length > 0 ? fresh : pool;
    const choice = from[Math.floor(random() * from.length)]!;
    picked.push(choice);
    pool.splice(pool.indexOf(choice), 1);
  }
  return picked.map((t) => t.id);
}

/** A tiny seeded generator: the same seed gives the same sequence everywhere. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
