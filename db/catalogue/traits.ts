/**
 * The wearable catalogue, seeded into every database (production too: seed-traits.ts). Each row names
 * its art by `uri` (render/art/pieces, keyed by the part before `/$view.png`); adding a trait is one art
 * piece plus one row here (render/README.md). Type 'NONE' rows fit every avatar type: all three share
 * one body template.
 */
import type { NewTraitRow } from '../schema/index.ts';
import { BELOW_HEAD, body, FULL_ONLY, image, row, sleeved } from './rows.ts';
import { wardrobeTraits } from './wardrobe.ts';

export { image } from './rows.ts';

/** The card icon of a rule-only effect (render/art/pieces/effects-more.ts). */
const icon = (name: string) => `${name}-icon/full.png`;

/** Every trait of the catalogue, in catalogue order. */
export const catalogueTraits: NewTraitRow[] = [
  // Bodies: the four explorers of onboarding, the cat and the wolf.
  body('pip', 'EXPLORER', 'Pip the Pathfinder', 'NONE', false),
  body('fern', 'EXPLORER', 'Fern the Botanist', 'NONE', false),
  body('nell', 'EXPLORER', 'Nell the Tinkerer', 'NONE', false),
  body('orin', 'EXPLORER', 'Orin the Stargazer', 'NONE', false),
  body('cat', 'CAT', 'Tabby Cat', 'NONE', true),
  body('shadowwolf', 'SHADOWWOLF', 'Shadow Wolf', 'NONE', true),

  // The explorers' starting outfits.
  row('pip-shirt', 'Trail Shirt', 'SHIRT', { images: sleeved('pip-shirt') }),
  row('fern-shirt', 'Botanist Smock', 'SHIRT', { images: sleeved('fern-shirt') }),
  row('nell-shirt', 'Tinker Tee', 'SHIRT', { images: sleeved('nell-shirt') }),
  row('orin-shirt', 'Star Tunic', 'SHIRT', { images: sleeved('orin-shirt') }),
  row('pip-pants', 'Trail Trousers', 'PANTS', { images: [image('pip-pants', { label: 'legs' })], view: BELOW_HEAD }),
  row('fern-pants', 'Garden Trousers', 'PANTS', { images: [image('fern-pants', { label: 'legs' })], view: BELOW_HEAD }),
  row('nell-overalls', 'Tinker Overalls', 'PANTS', {
    images: [image('nell-overalls', { label: 'legs' }), image('nell-overalls-bib')],
    rules: [['MUTATE_LAYERS', 'pants-over-shirt']],
  }),
  row('orin-pants', 'Night Trousers', 'PANTS', { images: [image('orin-pants', { label: 'legs' })], view: BELOW_HEAD }),
  row('trail-boots', 'Trail Boots', 'SHOES', { images: [image('trail-boots', { label: 'feet' })], view: FULL_ONLY }),
  row('bush-hat', 'Bush Hat', 'HAT', { images: [image('bush-hat'), image('bush-hat-mutated', { label: 'mutated' })] }),
  row('tinker-goggles', 'Tinker Goggles', 'HAT', { rarity: 'UNCOMMON' }),
  row('star-cape', 'Starry Cape', 'BACK', { rarity: 'UNCOMMON' }),
  row('trail-map', 'Trail Map', 'ACCESSORY', { view: BELOW_HEAD }),
  row('sprout-pot', 'Sprout Pot', 'ACCESSORY', { view: BELOW_HEAD }),
  // Raised in the right hand, where a sidekick sits: it moves the sidekick (or Bones moves it).
  row('wrench', 'Trusty Wrench', 'ACCESSORY', { view: BELOW_HEAD, rules: [['MUTATE_LAYERS', 'flip-sidekick']] }),
  // The tripod stands where a sidekick would sit, so the sidekick moves to the other side.
  row('telescope', 'Brass Telescope', 'ACCESSORY', { rarity: 'UNCOMMON', view: FULL_ONLY, rules: [['MUTATE_LAYERS', 'flip-sidekick']] }),

  // Wearables for every type.
  row('meadow', 'Meadow Morning', 'BACKGROUND'),
  row('round-specs', 'Round Specs', 'FACE'),
  row('clockwork-plating', 'Clockwork Plating', 'SKIN', {
    rarity: 'EPIC',
    images: [image('clockwork-plating'), image('clockwork-plating-head', { weight: 4.55 })],
    rules: [['MUTATE_LAYERS', 'hide-face-mechanical']],
  }),
  row('space-helmet', 'Space Helmet', 'HAT', {
    rarity: 'RARE',
    images: [image('space-helmet'), image('space-helmet-visor', { label: 'visor' }), image('space-helmet-mutated', { label: 'mutated' })],
    // The first image is only the collar: the card shows the helmet whole (render/art/pieces/cards.ts).
    display_image: 'space-helmet-card/full.png',
  }),
  row('bubble-gum', 'Bubble Gum', 'FACE', { rules: [['MUTATE_LAYERS', 'hide-visor']] }),
  row('sparkles', 'Sparkles', 'EFFECT', { rarity: 'RARE', display_image: 'sparkles-card/full.png' }),

  // Sidekx: the three companions (SPEC section 9 slots Sage, Milo, Bones).
  row('sage', 'Sage', 'SIDEKICK', { rarity: 'RARE' }),
  row('milo', 'Milo', 'SIDEKICK', { rarity: 'RARE' }),
  // Bones perches on the hand that holds things, so an accessory moves to the other hand.
  row('bones', 'Bones', 'SIDEKICK', { rarity: 'EPIC', rules: [['MUTATE_LAYERS', 'flip-accessory']] }),

  // Costumes whose rules change the rest of the avatar.
  row('poncho', 'Festival Poncho', 'SHIRT', { rules: [['MUTATE_LAYERS', 'hide-arms']] }),
  row('mermaid-tail', 'Mermaid Tail', 'PANTS', {
    rarity: 'RARE', images: [image('mermaid-tail', { label: 'legs' })], view: FULL_ONLY, rules: [['MUTATE_LAYERS', 'hide-legs-and-feet']],
  }),
  row('beard', 'Wizard Beard', 'FACE', { rules: [['MUTATE_LAYERS', 'hide-cheeks']] }),
  row('wizard-robe', 'Wizard Robe', 'SHIRT', { rarity: 'UNCOMMON', images: sleeved('wizard-robe'), rules: [['MUTATE_LAYERS', 'pants-under-shirt']] }),
  row('hoodie', 'Cosy Hoodie', 'SHIRT', { images: sleeved('hoodie'), rules: [['MUTATE_LAYERS', 'shirts-over-hats']] }),

  // Placement themes.
  // The badge hangs on the chest, below the HEAD window.
  row('convention-badge', 'Convention Badge', 'ACCESSORY', { view: BELOW_HEAD, rules: [['EFFECT', 'comic-con']], additional: 'Shows your name' }),
  row('gilded-frame', 'Gilded Frame', 'BORDER', { rarity: 'LEGENDARY', rules: [['EFFECT', 'nft']], parent_background: '#2b2140' }),
  row('christmas-card', 'Christmas Card', 'BACKGROUND', { rarity: 'RARE', rules: [['EFFECT', 'christmas-card']] }),
  row('milk-carton', 'Milk Carton', 'ACCESSORY', {
    rules: [['EFFECT', 'milk-chug']],
    // Where the carton sits in the FULL view (1000 px canvas): at the mouth.
    offset_x: 380, offset_y: 350, width: 240, height: 240,
  }),
  row('cabal-candles', 'Cabal Candles', 'EFFECT', { rarity: 'EPIC', rules: [['EFFECT', 'cabal']], parent_background: '#241a33', display_image: 'cabal-candles-card/full.png' }),
  row('woot', 'Woot!', 'EFFECT', { images: [], generated: true, rules: [['EFFECT', 'woot']], display_image: icon('woot') }),

  // Made for the cat: drawn round its ears and muzzle, so only cats wear them.
  row('tiger-stripes', 'Tiger Stripes', 'SKIN', {
    type: 'CAT', rarity: 'RARE',
    // The head's stripes go over the head but under the face, like the clockwork plating's.
    images: [image('tiger-stripes'), image('tiger-stripes-head', { weight: 4.55 })],
  }),
  row('fish-bone', 'Fish Bone', 'FACE', { type: 'CAT' }),
  row('cat-crown', 'Little Crown', 'HAT', { type: 'CAT', rarity: 'LEGENDARY' }),
  row('fish-jumper', 'Fish Knit Jumper', 'SHIRT', { type: 'CAT', rarity: 'UNCOMMON', images: sleeved('fish-jumper') }),
  row('yarn-ball', 'Ball of Yarn', 'ACCESSORY', { type: 'CAT', view: BELOW_HEAD }),

  // Made for the shadow wolf.
  row('moonbone-markings', 'Moonbone Markings', 'SKIN', {
    type: 'SHADOWWOLF', rarity: 'EPIC',
    images: [image('moonbone-markings'), image('moonbone-markings-head', { weight: 4.55 })],
  }),
  // The bandana covers the cheeks, so the blush would show through it.
  row('muzzle-bandana', 'Muzzle Bandana', 'FACE', { type: 'SHADOWWOLF', rules: [['MUTATE_LAYERS', 'hide-cheeks']] }),
  row('moon-circlet', 'Moon Circlet', 'HAT', { type: 'SHADOWWOLF', rarity: 'RARE' }),
  row('ranger-vest', 'Night Ranger Vest', 'SHIRT', { type: 'SHADOWWOLF', rarity: 'UNCOMMON' }),
  row('moon-lantern', 'Moon Lantern', 'ACCESSORY', { type: 'SHADOWWOLF', rarity: 'UNCOMMON', view: FULL_ONLY, rules: [['MUTATE_LAYERS', 'flip-sidekick']] }),

  // For explorers only: the pack's straps are cut for their shoulders.
  row('explorer-pack', "Explorer's Pack", 'BACK', {
    type: 'EXPLORER', view: BELOW_HEAD,
    // The straps cross the shirt (SHIRT 4) under the chin (the head is 4.5).
    images: [image('explorer-pack'), image('explorer-pack-straps', { weight: 4.3 })],
  }),

  // More for everyone.
  row('leaf-wings', 'Leaf Wings', 'BACK', { rarity: 'UNCOMMON', view: BELOW_HEAD }),
  row('frog-wellies', 'Frog Wellies', 'SHOES', { images: [image('frog-wellies', { label: 'feet' })], view: FULL_ONLY }),
  row('cloud-slippers', 'Cloud Slippers', 'SHOES', { rarity: 'RARE', images: [image('cloud-slippers', { label: 'feet' })], view: FULL_ONLY }),
  row('pirate-patch', 'Pirate Eye Patch', 'FACE'),
  row('wizard-hat', 'Wizard Hat', 'HAT', { rarity: 'UNCOMMON', images: [image('wizard-hat'), image('wizard-hat-mutated', { label: 'mutated' })] }),
  // The pot is drawn upright in its own box; placed on the head (FULL view, 1000 px units), its rule turns it over.
  row('flowerpot-hat', 'Flowerpot Hat', 'HAT', { rules: [['MUTATE', 'upside-down']], offset_x: 370, offset_y: 20, width: 260, height: 260 }),
  row('moonlit-hill', 'Moonlit Hill', 'BACKGROUND'),
  // Own-layer filters: the scenery turns grey or brown, the avatar in front keeps its colours.
  row('silver-screen', 'Silver Screen', 'BACKGROUND', { rarity: 'UNCOMMON', rules: [['MUTATE', 'black-and-white']] }),
  row('vine-border', 'Vine Border', 'BORDER'),
  row('postcard-border', 'Old Postcard', 'BORDER', { rarity: 'UNCOMMON', rules: [['MUTATE', 'sepia']] }),

  // Rule-only effects: no art on the avatar of their own; each card shows an icon of what it does.
  row('noir', 'Noir', 'EFFECT', { images: [], generated: true, rules: [['FILTER', 'black-and-white']], display_image: icon('noir') }),
  row('old-photo', 'Old Photo', 'EFFECT', { images: [], generated: true, rules: [['FILTER', 'sepia']], display_image: icon('old-photo') }),
  row('negative', 'Negative', 'EFFECT', { images: [], generated: true, rules: [['FILTER', 'inverse']], display_image: icon('negative') }),
  row('ink-outline', 'Ink Outline', 'EFFECT', { images: [], generated: true, rules: [['EFFECT', 'outline']], display_image: icon('ink-outline') }),
  row('sticker', 'Sticker', 'EFFECT', { images: [], generated: true, rules: [['EFFECT', 'sticker']], display_image: icon('sticker') }),
  row('handstand', 'Handstand', 'EFFECT', { images: [], generated: true, rules: [['MUTATE_ALL', 'upside-down']], display_image: icon('handstand') }),
  row('mirror', 'Mirror', 'EFFECT', { images: [], generated: true, rules: [['MUTATE_ALL', 'flip-horizontal']], display_image: icon('mirror') }),

  // The wider wardrobe (issue 19): db/catalogue/wardrobe.ts.
  ...wardrobeTraits,
];
