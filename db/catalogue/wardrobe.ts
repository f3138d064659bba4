/**
 * The wider wardrobe (issue 19): at least eight of every trait type a body can wear, drawn in
 * render/art/pieces/*-more.ts. Legendary pieces show it in the art (gold, a glow, more detail).
 * Held items in the right hand stand where a sidekick sits, so they move the sidekick (flip-sidekick).
 */
import type { NewTraitRow } from '../schema/index.ts';
import { BELOW_HEAD, FULL_ONLY, image, row, sleeved, type Options } from './rows.ts';

const hats: NewTraitRow[] = [
  row('knit-beanie', 'Knit Beanie', 'HAT'),
  row('sapphire-cap', 'Sapphire Cap', 'HAT'),
  row('top-hat', 'Top Hat', 'HAT', { rarity: 'UNCOMMON' }),
  row('painter-beret', "Painter's Beret", 'HAT'),
  row('cowboy-hat', 'Ranch Hat', 'HAT', { rarity: 'UNCOMMON' }),
  row('pirate-tricorn', 'Pirate Tricorn', 'HAT', { rarity: 'RARE' }),
  row('party-hat', 'Party Hat', 'HAT'),
  row('chef-hat', "Chef's Toque", 'HAT'),
  row('flower-crown', 'Flower Crown', 'HAT', { rarity: 'UNCOMMON' }),
  row('viking-helmet', 'Horned Helmet', 'HAT', { rarity: 'RARE' }),
  row('golden-halo', 'Golden Halo', 'HAT', { rarity: 'LEGENDARY' }),
  row('sun-crown', 'Sun Crown', 'HAT', { rarity: 'LEGENDARY' }),
];

const faces: NewTraitRow[] = [
  row('sunglasses', 'Cool Shades', 'FACE'),
  row('heart-shades', 'Heart Shades', 'FACE', { rarity: 'UNCOMMON' }),
  row('gold-monocle', 'Gold Monocle', 'FACE', { rarity: 'RARE' }),
  row('curly-moustache', 'Curly Moustache', 'FACE'),
  row('war-paint', 'Festival Face Paint', 'FACE'),
  row('clown-nose', 'Clown Nose', 'FACE'),
  row('star-freckles', 'Star Freckles', 'FACE', { rarity: 'UNCOMMON' }),
  row('cyber-visor', 'Cyber Visor', 'FACE', { rarity: 'EPIC' }),
  row('golden-mask', 'Golden Masquerade', 'FACE', { rarity: 'LEGENDARY' }),
];

const shirt = (name: string, displayName: string, options: Options = {}) => row(name, displayName, 'SHIRT', { images: sleeved(name), ...options });
const shirts: NewTraitRow[] = [
  shirt('striped-tee', 'Sailor Stripes Tee'),
  shirt('denim-jacket', 'Denim Jacket', { rarity: 'UNCOMMON' }),
  shirt('sailor-top', 'Sailor Top'),
  shirt('lab-coat', 'Lab Coat', { rarity: 'UNCOMMON' }),
  shirt('flannel-shirt', 'Flannel Shirt'),
  shirt('sports-jersey', 'Number 7 Jersey'),
  shirt('raincoat', 'Yellow Raincoat'),
  shirt('tuxedo', 'Tuxedo', { rarity: 'RARE' }),
  shirt('knight-armour', 'Knight Armour', { rarity: 'EPIC' }),
  shirt('royal-robe', 'Royal Robe', { rarity: 'LEGENDARY' }),
];

const legs = (name: string, displayName: string, options: Options = {}) =>
  row(name, displayName, 'PANTS', { images: [image(name, { label: 'legs' })], view: BELOW_HEAD, ...options });
const pants: NewTraitRow[] = [
  legs('blue-jeans', 'Blue Jeans'),
  legs('khaki-shorts', 'Khaki Shorts'),
  // Skirts hang below the bust windows, like the mermaid tail.
  legs('tartan-kilt', 'Tartan Kilt', { rarity: 'UNCOMMON', view: FULL_ONLY }),
  legs('cargo-trousers', 'Cargo Trousers'),
  legs('pleated-skirt', 'Pleated Skirt', { view: FULL_ONLY }),
  legs('striped-leggings', 'Striped Leggings', { rarity: 'UNCOMMON' }),
  legs('patched-dungarees', 'Patched Trousers'),
  legs('golden-greaves', 'Golden Greaves', { rarity: 'LEGENDARY' }),
];

const feet = (name: string, displayName: string, options: Options = {}) =>
  row(name, displayName, 'SHOES', { images: [image(name, { label: 'feet' })], view: FULL_ONLY, ...options });
const shoes: NewTraitRow[] = [
  feet('sneakers', 'Sneakers'),
  feet('sandals', 'Beach Sandals'),
  feet('roller-skates', 'Roller Skates', { rarity: 'UNCOMMON' }),
  feet('ranch-boots', 'Ranch Boots'),
  feet('snow-boots', 'Snow Boots'),
  feet('ballet-slippers', 'Ballet Slippers', { rarity: 'UNCOMMON' }),
  feet('rocket-boots', 'Rocket Boots', { rarity: 'EPIC' }),
  feet('winged-sandals', 'Winged Sandals', { rarity: 'LEGENDARY' }),
];

const back = (name: string, displayName: string, options: Options = {}) => row(name, displayName, 'BACK', { view: BELOW_HEAD, ...options });
const backs: NewTraitRow[] = [
  back('butterfly-wings', 'Butterfly Wings', { rarity: 'UNCOMMON' }),
  back('dragon-wings', 'Dragon Wings', { rarity: 'EPIC' }),
  back('rocket-jetpack', 'Rocket Jetpack', { rarity: 'RARE' }),
  back('archer-quiver', "Archer's Quiver"),
  back('travel-guitar', 'Travel Guitar', { rarity: 'UNCOMMON' }),
  back('turtle-shell', 'Turtle Shell'),
  back('balloon-bunch', 'Balloon Bunch'),
  back('angel-wings', 'Angel Wings', { rarity: 'LEGENDARY' }),
];

// A skin's head image goes over the head but under the face, like the clockwork plating's.
const skin = (name: string, displayName: string, options: Options = {}) =>
  row(name, displayName, 'SKIN', { images: [image(name), image(`${name}-head`, { weight: 4.55 })], ...options });
const skins: NewTraitRow[] = [
  skin('leopard-spots', 'Leopard Spots', { rarity: 'UNCOMMON' }),
  skin('polka-dots', 'Polka Dots'),
  skin('patchwork', 'Patchwork'),
  skin('crystal-skin', 'Crystal Skin', { rarity: 'EPIC' }),
  skin('golden-statue', 'Golden Statue', { rarity: 'LEGENDARY' }),
  skin('galaxy-skin', 'Galaxy Skin', { rarity: 'LEGENDARY' }),
];

const held = (name: string, displayName: string, hand: 'left' | 'right', options: Options = {}) =>
  row(name, displayName, 'ACCESSORY', { view: BELOW_HEAD, ...(hand === 'right' ? { rules: [['MUTATE_LAYERS', 'flip-sidekick']] } : {}), ...options });
const accessories: NewTraitRow[] = [
  held('red-balloon', 'Red Balloon', 'left'),
  held('swirl-lollipop', 'Swirl Lollipop', 'right'),
  held('star-wand', 'Star Wand', 'right', { rarity: 'RARE' }),
  held('fishing-rod', 'Fishing Rod', 'left'),
  held('blue-umbrella', 'Blue Umbrella', 'right', { rarity: 'UNCOMMON' }),
  held('storybook', 'Storybook', 'left'),
  held('bubble-wand', 'Bubble Wand', 'right'),
  held('golden-trophy', 'Golden Trophy', 'left', { rarity: 'LEGENDARY' }),
];

const sidekicks: NewTraitRow[] = [
  row('hoot-owl', 'Hoot the Owl', 'SIDEKICK', { rarity: 'UNCOMMON' }),
  row('puddle-frog', 'Puddle the Frog', 'SIDEKICK'),
  row('bolt-robot', 'Bolt the Robot', 'SIDEKICK', { rarity: 'RARE' }),
  row('cotton-bunny', 'Cotton the Bunny', 'SIDEKICK'),
  row('gold-dragonling', 'Gold Dragonling', 'SIDEKICK', { rarity: 'LEGENDARY' }),
];

const scenery: NewTraitRow[] = [
  row('sunny-beach', 'Sunny Beach', 'BACKGROUND'),
  row('city-night', 'City at Night', 'BACKGROUND', { rarity: 'UNCOMMON' }),
  row('pine-forest', 'Pine Forest', 'BACKGROUND'),
  row('snowy-peaks', 'Snowy Peaks', 'BACKGROUND'),
  row('under-the-sea', 'Under the Sea', 'BACKGROUND', { rarity: 'RARE' }),
  row('desert-sunset', 'Desert Sunset', 'BACKGROUND', { rarity: 'UNCOMMON' }),
  row('aurora-night', 'Aurora Night', 'BACKGROUND', { rarity: 'EPIC' }),
  row('rope-border', 'Rope Border', 'BORDER'),
  row('instant-photo', 'Instant Photo', 'BORDER', { rarity: 'UNCOMMON' }),
  row('neon-border', 'Neon Border', 'BORDER', { rarity: 'EPIC' }),
  row('comic-border', 'Comic Panel', 'BORDER'),
  row('stamp-border', 'Postage Stamp', 'BORDER', { rarity: 'UNCOMMON' }),
  row('snowfall-border', 'Snowfall Border', 'BORDER'),
  row('golden-laurel', 'Golden Laurel', 'BORDER', { rarity: 'LEGENDARY' }),
  // Effects scattered round the edge: their cards gather them (render/art/pieces/cards.ts).
  row('confetti', 'Confetti', 'EFFECT', { display_image: 'confetti-card/full.png' }),
  row('fireflies', 'Fireflies', 'EFFECT', { rarity: 'UNCOMMON', display_image: 'fireflies-card/full.png' }),
  row('floating-hearts', 'Floating Hearts', 'EFFECT', { display_image: 'floating-hearts-card/full.png' }),
];

export const wardrobeTraits: NewTraitRow[] = [...hats, ...faces, ...shirts, ...pants, ...shoes, ...backs, ...skins, ...accessories, ...sidekicks, ...scenery];
