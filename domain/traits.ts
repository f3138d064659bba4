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

/** A rarity as its tag reads on a card ('' for NONE: bodies carry no tag). */
export const RARITY_LABELS: Record<Rarity, string> = { NONE: '', COMMON: 'Common', UNCOMMON: 'Uncommon', RARE: 'Rare', EPIC: 'Epic', LEGENDARY: 'Legendary' };

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

/** Sidekx slots and the picker's grid. */
export const SIDEKX_SLOTS = { Sage: 1, Milo: 2, Bones: 3 } as const;
export const SIDEKX_GRID_COLUMNS = 3;

/**
 * The named rule functions of SPEC section 3, as stored in a trait's `rules[].fn`. The rule's type
 * says what it reaches: MUTATE the trait's own layers, MUTATE_ALL every character layer,
 * MUTATE_LAYERS the layers the function names (by trait type or body-part label), FILTER a colour
 * filter over every layer, EFFECT something drawn around or over the avatar.
 */
export const RULE_FUNCTIONS = [
  'hide-visor', 'black-and-white', 'outline', 'inverse', 'sepia', 'upside-down', 'flip-horizontal',
  'sticker', 'pants-under-shirt', 'pants-over-shirt', 'shirts-over-hats', 'flip-sidekick', 'flip-accessory',
  'hide-face-mechanical', 'hide-legs-and-feet', 'hide-arms', 'hide-cheeks', 'hat-mutation',
] as const;
export type RuleFunction = (typeof RULE_FUNCTIONS)[number];

/** The special placement themes (SPEC section 3); each is an EFFECT rule that moves or frames the avatar. */
export const PLACEMENT_THEMES = ['comic-con', 'nft', 'cabal', 'christmas-card', 'woot', 'milk-chug'] as const;
export type PlacementTheme = (typeof PLACEMENT_THEMES)[number];

export type RuleFn = RuleFunction | PlacementTheme;

/** Which rule types each function may be stored with; compose ignores any other pairing. */
export const RULE_SCOPES: Record<RuleFn, readonly RuleType[]> = {
  'black-and-white': ['FILTER', 'MUTATE'],
  sepia: ['FILTER', 'MUTATE'],
  inverse: ['FILTER', 'MUTATE'],
  outline: ['EFFECT'],
  sticker: ['EFFECT'],
  'upside-down': ['MUTATE', 'MUTATE_ALL'],
  'flip-horizontal': ['MUTATE', 'MUTATE_ALL'],
  'hide-visor': ['MUTATE_LAYERS'],
  'pants-under-shirt': ['MUTATE_LAYERS'],
  'pants-over-shirt': ['MUTATE_LAYERS'],
  'shirts-over-hats': ['MUTATE_LAYERS'],
  'flip-sidekick': ['MUTATE_LAYERS'],
  'flip-accessory': ['MUTATE_LAYERS'],
  'hide-face-mechanical': ['MUTATE_LAYERS'],
  'hide-legs-and-feet': ['MUTATE_LAYERS'],
  'hide-arms': ['MUTATE_LAYERS'],
  'hide-cheeks': ['MUTATE_LAYERS'],
  'hat-mutation': ['MUTATE_LAYERS'],
  'comic-con': ['EFFECT'],
  nft: ['EFFECT'],
  cabal: ['EFFECT'],
  'christmas-card': ['EFFECT'],
  woot: ['EFFECT'],
  'milk-chug': ['EFFECT'],
};

/** One stored rule of a trait. */
export interface TraitRule {
  type: RuleType;
  fn: RuleFn;
}

/**
 * Body parts an image can be labelled with, so rules can hide them wherever they are drawn (the body's
 * own arms and a shirt's sleeves are both `arms`). `mutated` marks a hat's alternative drawing used by
 * hat-mutation; `visor` the see-through front of a helmet.
 */
export const LAYER_LABELS = ['arms', 'legs', 'feet', 'cheeks', 'face', 'visor', 'mutated'] as const;
export type LayerLabel = (typeof LAYER_LABELS)[number];

/**
 * One image of a trait (SPEC: images [uri, optional weight]). `uri` is relative to the render baseUrl
 * and may hold `$view` (the lower-cased view); `weight` overrides the trait type's layer weight, e.g. a
 * body's head drawn over the shirt collar.
 */
export interface TraitImage {
  uri: string;
  weight?: number;
  label?: LayerLabel;
}

/** Where the image service and the web fetch layer images from (SPEC: baseUrl with $type and $traitType). */
export const TRAIT_BASE_URL = '/assets/traits/$type/$traitType/';

/** Avatar types as they appear in image URLs (`/render/<type>/...`). */
export const RENDER_TYPES = { explorer: 'EXPLORER', cat: 'CAT', shadowwolf: 'SHADOWWOLF' } as const satisfies Record<string, AvatarType>;
export type RenderType = keyof typeof RENDER_TYPES;

/** The token types of SPEC section 3 "Token". */
export const TOKEN_TYPES = ['SIDEKX'] as const;
export type TokenType = (typeof TOKEN_TYPES)[number];

/** Metadata of a token (SPEC section 3 "Token"). */
export interface TokenMetadata {
  name: string;
  thumbnail_url: string;
  attributes: Array<{ trait_type?: string; value: string }>;
}
