/** Avatar and trait constants of SPEC sections 3 and 9. */

export const TRAIT_TYPES = [
  'BACKGROUND', 'BODY', 'BACK', 'SKIN', 'SHIRT', 'FACE', 'HAT',
  'PANTS', 'SHOES', 'EFFECT', 'BORDER', 'ACCESSORY', 'SIDEKICK',
] as const;
export type TraitType = (typeof TRAIT_TYPES)[number];

/** Draw order: lower weights are drawn first (further back). */
export const LAYER_WEIGHTS: Record<TraitType, number> = {
  BACKGROUND: 0, BACK: 0.5, BODY: 1, SKIN: 1.5, PANTS: 2, SHOES: 3, SHIRT: 4,
  FACE: 5, HAT: 6, BORDER: 7, ACCESSORY: 8, SIDEKICK: 9, EFFECT: 100,
};

export const RARITY = { NONE: 0, COMMON: 1, UNCOMMON: 2, RARE: 3, EPIC: 4, LEGENDARY: 5 } as const;
export type Rarity = keyof typeof RARITY;

export const RULE_TYPES = ['FILTER', 'MUTATE', 'MUTATE_ALL', 'MUTATE_LAYERS', 'EFFECT'] as const;
export type RuleType = (typeof RULE_TYPES)[number];

export const AVATAR_TYPES = ['CAT', 'SHADOWWOLF', 'EXPLORER', 'NONE'] as const;
export type AvatarType = (typeof AVATAR_TYPES)[number];

export const AVATAR_VIEWS = ['FRONT', 'RIGHT', 'FULL', 'LEFT', 'HEAD'] as const;
export type AvatarView = (typeof AVATAR_VIEWS)[number];

/** Responsive breakpoints in px; also the widths the image service renders. */
export const BREAKPOINTS = [320, 375, 425, 600, 768, 1024, 1200, 1321, 1440, 2560] as const;
export const DEFAULT_CANVAS = 1000;

/** Sticker outline width as a fraction of the canvas. */
export function stickerOutline(view: AvatarView): number {
  return view === 'FULL' ? 0.01 : 0.02;
}
export const TEXT_FONT_SIZE = { min: 20, max: 300 } as const;

/** The four starting explorer characters; the id says which one was chosen at registration. */
export const EXPLORER_TOKEN_IDS = [10000, 20000, 30000, 40000] as const;
export type ExplorerTokenId = (typeof EXPLORER_TOKEN_IDS)[number];
export const STARTING_AVATAR_TOKENS = [10000, 20000] as const;

/** Sidekx slots and the picker's grid. */
export const SIDEKX_SLOTS = { Sage: 1, Milo: 2, Bones: 3 } as const;
export const SIDEKX_GRID_COLUMNS = 3;
