/**
 * The golden images: each rule and theme, and each body in a view, drawn from the seeded catalogue.
 * References live in render/test/golden/<name>.png (200 px); `bun render/test/update-golden.ts`
 * redraws them after an intended change (look at them before committing).
 */
import type { AvatarType, AvatarView, RuleFn, RuleType } from '../../domain/traits.ts';
import { catalogueTraits } from '../../db/catalogue/traits.ts';
import { EXPLORER_OUTFITS } from '../../db/catalogue/outfits.ts';
import type { ComposeOptions, ComposeTrait } from '../src/layer.ts';
import { toComposeTrait } from '../src/trait-row.ts';

export const GOLDEN_SIZE = 200;

export interface GoldenCase {
  name: string;
  type: AvatarType;
  view: AvatarView;
  traits: ComposeTrait[];
  options?: ComposeOptions;
}

/** The seeded trait `name`, optionally with extra rules (to show a rule on art that does not carry it). */
function t(name: string, extraRules: Array<[RuleType, RuleFn]> = []): ComposeTrait {
  const row = catalogueTraits.find((r) => r.name === name);
  if (!row) throw new Error(`no seeded trait ${name}`);
  const trait = toComposeTrait(row);
  return { ...trait, rules: [...trait.rules, ...extraRules.map(([type, fn]) => ({ type, fn }))] };
}

const outfit = (id: 10000 | 20000 | 30000 | 40000) => EXPLORER_OUTFITS[id].map((name) => t(name));
const pip = () => outfit(10000);
const c = (name: string, view: AvatarView, traits: ComposeTrait[], type: AvatarType = 'EXPLORER', options?: ComposeOptions): GoldenCase => ({ name, type, view, traits, ...(options ? { options } : {}) });

export const GOLDEN_CASES: GoldenCase[] = [
  // Bodies and views.
  c('pip-full', 'FULL', [t('meadow'), ...pip(), t('sage')]),
  c('fern-front', 'FRONT', outfit(20000)),
  c('nell-right', 'RIGHT', outfit(30000)),
  c('orin-left', 'LEFT', outfit(40000)),
  c('cat-head', 'HEAD', [t('cat'), t('round-specs')], 'CAT'),
  c('wolf-front', 'FRONT', [t('meadow'), t('shadowwolf'), t('milo')], 'SHADOWWOLF'),
  // Each named rule.
  c('rule-hide-visor', 'FRONT', [t('pip'), t('space-helmet'), t('bubble-gum')]),
  c('rule-black-and-white', 'FRONT', [t('meadow'), ...pip(), t('noir')]),
  c('rule-outline', 'FULL', [...pip(), t('ink-outline')]),
  c('rule-inverse', 'FRONT', [t('meadow'), ...pip(), t('negative')]),
  c('rule-sepia', 'FRONT', [t('meadow'), ...pip(), t('old-photo')]),
  c('rule-upside-down', 'FULL', [t('meadow'), ...pip(), t('handstand')]),
  // Own-layer turns are about the layer's box: a placed trait (the carton) turns in place.
  c('rule-upside-down-own', 'FRONT', [t('pip'), t('pip-shirt'), t('milk-carton', [['MUTATE', 'upside-down']])]),
  c('rule-flip-horizontal', 'FULL', [...outfit(30000), t('mirror')]),
  c('rule-sticker', 'FULL', [t('meadow'), ...outfit(20000), t('sticker')]),
  c('rule-pants-over-shirt', 'FRONT', [t('nell'), t('nell-shirt'), t('nell-overalls')]),
  c('rule-pants-under-shirt', 'FULL', [t('nell'), t('nell-overalls'), t('wizard-robe')]),
  c('rule-shirts-over-hats', 'FRONT', [t('pip'), t('bush-hat'), t('hoodie')]),
  c('rule-flip-sidekick', 'FULL', [...outfit(40000), t('sage')]),
  c('rule-flip-accessory', 'FULL', [...outfit(30000), t('bones')]),
  c('rule-hide-face-mechanical', 'FRONT', [t('cat'), t('clockwork-plating')], 'CAT'),
  c('rule-hide-legs-and-feet', 'FULL', [t('fern'), t('fern-shirt'), t('trail-boots'), t('mermaid-tail')]),
  c('rule-hide-arms', 'FULL', [t('pip'), t('pip-pants'), t('trail-boots'), t('poncho')]),
  c('rule-hide-cheeks', 'FRONT', [t('orin'), t('orin-shirt'), t('beard')]),
  c('rule-hat-mutation', 'FRONT', [t('cat'), t('bush-hat')], 'CAT'),
  // The placement themes.
  c('theme-comic-con', 'FRONT', [t('fern'), t('fern-shirt'), t('convention-badge')], 'EXPLORER', { name: 'Pebble' }),
  c('theme-nft', 'FULL', [t('meadow'), ...outfit(30000), t('gilded-frame')], 'EXPLORER', { tokenId: 3 }),
  c('theme-cabal', 'FULL', [...outfit(40000), t('cabal-candles')]),
  c('theme-christmas-card', 'FULL', [t('christmas-card'), ...outfit(20000)], 'EXPLORER', { name: 'Pebble' }),
  c('theme-woot', 'FULL', [t('meadow'), ...pip(), t('woot')]),
  c('theme-milk-chug', 'FRONT', [t('pip'), t('pip-shirt'), t('milk-carton')]),
  // Wearables made for the cat and the wolf; MUTATE rules that change only their own trait's layers
  // (a grey film backdrop, an aged postcard border, a flowerpot turned over onto the head).
  c('cat-wardrobe', 'FULL', [t('cat'), t('tiger-stripes'), t('fish-jumper'), t('cat-crown'), t('yarn-ball')], 'CAT'),
  c('wolf-wardrobe', 'FRONT', [t('moonlit-hill'), t('shadowwolf'), t('moonbone-markings'), t('muzzle-bandana'), t('moon-circlet')], 'SHADOWWOLF'),
  c('rule-mutate-own', 'FULL', [t('silver-screen'), ...pip(), t('flowerpot-hat'), t('postcard-border')]),
  // Issue 19: clashes settled (a wizard hat on top of a hood; Bones keeps his perch and the wrench goes
  // to the other hand), profiles with a sidekick behind the avatar, and legendary pieces.
  c('clash-hood-wizard-hat', 'FRONT', [t('orin'), t('hoodie'), t('wizard-hat')]),
  c('profile-sidekick-right', 'RIGHT', [t('under-the-sea'), t('cat'), t('sailor-top'), t('pirate-tricorn'), t('gold-monocle'), t('swirl-lollipop'), t('puddle-frog')], 'CAT'),
  c('profile-sidekick-left', 'LEFT', [t('pine-forest'), t('shadowwolf'), t('denim-jacket'), t('sapphire-cap'), t('star-wand'), t('hoot-owl')], 'SHADOWWOLF'),
  c('legendary-full', 'FULL', [t('aurora-night'), t('fern'), t('royal-robe'), t('golden-greaves'), t('winged-sandals'), t('sun-crown'), t('angel-wings'), t('golden-trophy'), t('gold-dragonling')]),
  // The guide overlays.
  c('overlays', 'FRONT', [t('pip')], 'EXPLORER', { crossHairs: true, bordered: true }),
];
