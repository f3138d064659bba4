import { describe, expect, test } from 'bun:test';
import { LAYER_WEIGHTS, RULE_FUNCTIONS, type RuleFn, type RuleType } from '../../domain/traits.ts';
import { body, img, pipOutfit, trait } from '../test/traits.ts';
import { compose } from './compose.ts';
import type { CanvasLayer } from './layer.ts';
import { HOOD_LIFT } from './rules.ts';
import { VIEW_BOXES } from './views.ts';

const layer = (c: { layers: CanvasLayer[] }, key: string) => c.layers.find((l) => l.key === key);
const keys = (c: { layers: CanvasLayer[] }) => c.layers.map((l) => l.key);
const effect = (type: RuleType, fn: RuleFn) => trait(`fx-${fn}`, 'EFFECT', { images: [], generated: true, rules: [[type, fn]] });
const withRule = (type: RuleType, fn: RuleFn) => compose('EXPLORER', 'FRONT', [trait('meadow', 'BACKGROUND'), ...pipOutfit(), trait('sage', 'SIDEKICK'), effect(type, fn)]);
const plain = compose('EXPLORER', 'FRONT', [trait('meadow', 'BACKGROUND'), ...pipOutfit(), trait('sage', 'SIDEKICK')]);

describe('rules', () => {
  test('hide visor drops the helmet visor, keeps the helmet', () => {
    const helmet = trait('space-helmet', 'HAT', { images: [img('space-helmet'), img('space-helmet-visor', { label: 'visor' })] });
    const gum = trait('bubble-gum', 'FACE', { rules: [['MUTATE_LAYERS', 'hide-visor']] });
    expect(keys(compose('EXPLORER', 'FRONT', [body('pip'), helmet]))).toContain('space-helmet:space-helmet-visor/$view.png');
    const c = compose('EXPLORER', 'FRONT', [body('pip'), helmet, gum]);
    expect(keys(c)).not.toContain('space-helmet:space-helmet-visor/$view.png');
    expect(keys(c)).toContain('space-helmet:space-helmet/$view.png');
  });

  test('black and white, sepia and inverse filter every layer as FILTER, only their own as MUTATE', () => {
    for (const [fn, filter] of [['black-and-white', 'grayscale'], ['sepia', 'sepia'], ['inverse', 'invert']] as const) {
      const all = withRule('FILTER', fn);
      expect(all.layers.every((l) => l.filters.includes(filter))).toBe(true);
      const own = compose('EXPLORER', 'FRONT', [...pipOutfit(), trait('ghost-shirt', 'SHIRT', { rules: [['MUTATE', fn]] })]);
      expect(own.layers.filter((l) => l.filters.length > 0).map((l) => l.key)).toEqual(['ghost-shirt:ghost-shirt/$view.png']);
    }
    expect(plain.layers.every((l) => l.filters.length === 0)).toBe(true);
  });

  test('outline rings the character in ink at 0.02 (0.01 in FULL), scenery exempt', () => {
    const c = withRule('EFFECT', 'outline');
    const character = c.layers.filter((l) => !l.stickerExempt);
    expect(character.length).toBeGreaterThan(5);
    expect(character.every((l) => l.sticker && l.stickerWidth === 0.02 && l.color === '#3a2a1e' && !l.shadow)).toBe(true);
    expect(layer(c, 'meadow:meadow/$view.png')).toMatchObject({ sticker: false, stickerExempt: true });
    const full = compose('EXPLORER', 'FULL', [body('pip'), effect('EFFECT', 'outline')]);
    expect(full.layers.every((l) => l.stickerWidth === 0.01)).toBe(true);
  });

  test('sticker rings the character in white with a shadow; the sidekick is outlined on its own', () => {
    const c = withRule('EFFECT', 'sticker');
    const head = layer(c, 'pip:pip-head/$view.png')!;
    expect(head).toMatchObject({ sticker: true, stickerWidth: 0.02, color: '#ffffff', stickerSpecial: false });
    expect(head.shadow?.blur).toBeGreaterThan(0);
    expect(layer(c, 'sage:sage/$view.png')).toMatchObject({ sticker: true, stickerSpecial: true });
  });

  test('upside down turns the whole character (MUTATE_ALL) or one trait in place (MUTATE)', () => {
    const all = withRule('MUTATE_ALL', 'upside-down');
    expect(layer(all, 'pip:pip-head/$view.png')?.transform).toEqual([-1, 0, -0, -1, 1000, 1000]);
    expect(layer(all, 'meadow:meadow/$view.png')?.transform).toBeUndefined();
    const own = compose('EXPLORER', 'FRONT', [body('pip'), trait('bush-hat', 'HAT', { rules: [['MUTATE', 'upside-down']] })]);
    expect(layer(own, 'bush-hat:bush-hat/$view.png')).toMatchObject({ rotate: 180 });
    expect(layer(own, 'pip:pip-head/$view.png')).toMatchObject({ rotate: 0 });
  });

  test('flip horizontal mirrors the whole character (MUTATE_ALL) or one trait (MUTATE)', () => {
    const all = withRule('MUTATE_ALL', 'flip-horizontal');
    expect(layer(all, 'pip:pip-torso/$view.png')?.transform).toEqual([-1, 0, 0, 1, 1000, 0]);
    expect(layer(all, 'meadow:meadow/$view.png')?.transform).toBeUndefined();
    const own = compose('EXPLORER', 'FRONT', [body('pip'), trait('trail-map', 'ACCESSORY', { rules: [['MUTATE', 'flip-horizontal']] })]);
    expect(layer(own, 'trail-map:trail-map/$view.png')?.flip).toBe(true);
    expect(layer(own, 'pip:pip-torso/$view.png')?.flip).toBe(false);
  });

  test('pants over shirt lifts every pants layer over the shirt, under the head', () => {
    const overalls = trait('nell-overalls', 'PANTS', { images: [img('nell-overalls', { label: 'legs' }), img('nell-overalls-bib')], rules: [['MUTATE_LAYERS', 'pants-over-shirt']] });
    const c = compose('EXPLORER', 'FRONT', [body('nell'), trait('nell-shirt', 'SHIRT'), overalls]);
    const order = keys(c);
    expect(order.indexOf('nell-overalls:nell-overalls-bib/$view.png')).toBeGreaterThan(order.indexOf('nell-shirt:nell-shirt/$view.png'));
    expect(order.indexOf('nell-overalls:nell-overalls-bib/$view.png')).toBeLessThan(order.indexOf('nell:nell-head/$view.png'));
  });

  test('pants under shirt puts them back under, even over pants-over-shirt', () => {
    const overalls = trait('nell-overalls', 'PANTS', { rules: [['MUTATE_LAYERS', 'pants-over-shirt']] });
    const coat = trait('long-coat', 'SHIRT', { rules: [['MUTATE_LAYERS', 'pants-under-shirt']] });
    const c = compose('EXPLORER', 'FRONT', [body('nell'), overalls, coat]);
    expect(layer(c, 'nell-overalls:nell-overalls/$view.png')?.weight).toBe(LAYER_WEIGHTS.PANTS);
    expect(keys(c).indexOf('nell-overalls:nell-overalls/$view.png')).toBeLessThan(keys(c).indexOf('long-coat:long-coat/$view.png'));
  });

  test('shirts over hats draws every shirt layer over the head; a hat worn with the hood sits on top of it, lifted', () => {
    const hoodie = trait('hoodie', 'SHIRT', { images: [img('hoodie'), img('hoodie-sleeves', { label: 'arms' })], rules: [['MUTATE_LAYERS', 'shirts-over-hats']] });
    const bare = compose('EXPLORER', 'FRONT', [body('pip'), hoodie]);
    expect(keys(bare).indexOf('hoodie:hoodie/$view.png')).toBeGreaterThan(keys(bare).indexOf('pip:pip-head/$view.png'));
    for (const view of ['FRONT', 'HEAD', 'FULL'] as const) {
      const c = compose('EXPLORER', view, [body('pip'), trait('bush-hat', 'HAT'), hoodie], { width: 500 });
      const hat = keys(c).indexOf('bush-hat:bush-hat/$view.png');
      expect(keys(c).indexOf('hoodie:hoodie/$view.png')).toBeLessThan(hat);
      expect(keys(c).indexOf('hoodie:hoodie-sleeves/$view.png')).toBeLessThan(hat);
      // HOOD_LIFT figure units up, in this view's scale.
      expect(layer(c, 'bush-hat:bush-hat/$view.png')?.y).toBeCloseTo(-HOOD_LIFT * (500 / VIEW_BOXES[view][3]), 5);
    }
    // Without the hood the hat stays where it is.
    expect(layer(compose('EXPLORER', 'FRONT', [body('pip'), trait('bush-hat', 'HAT')]), 'bush-hat:bush-hat/$view.png')?.y).toBe(0);
  });

  test('flip sidekick and flip accessory mirror only those layers', () => {
    const sk = withRule('MUTATE_LAYERS', 'flip-sidekick');
    expect(sk.layers.filter((l) => l.flip).map((l) => l.traitType)).toEqual(['SIDEKICK']);
    // flip-accessory moves an item on the sidekick's side (one that carries flip-sidekick) to the other
    // hand, and the sidekick stays; an item already in the other hand (Pip's map) stays too.
    const wrench = trait('wrench', 'ACCESSORY', { rules: [['MUTATE_LAYERS', 'flip-sidekick']] });
    const acc = compose('EXPLORER', 'FRONT', [body('nell'), wrench, trait('bones', 'SIDEKICK', { rules: [['MUTATE_LAYERS', 'flip-accessory']] })]);
    expect(acc.layers.filter((l) => l.flip).map((l) => l.traitType)).toEqual(['ACCESSORY']);
    expect(withRule('MUTATE_LAYERS', 'flip-accessory').layers.some((l) => l.flip)).toBe(false);
    // Two flips cancel.
    const both = compose('EXPLORER', 'FRONT', [trait('sage', 'SIDEKICK'), effect('MUTATE_LAYERS', 'flip-sidekick'), trait('t', 'ACCESSORY', { rules: [['MUTATE_LAYERS', 'flip-sidekick']] })]);
    expect(both.layers.some((l) => l.flip)).toBe(false);
    // In profile the item is in the one hand in front: no flips from rules, the sidekick sits behind
    // (mirrored to the bottom left when the figure looks right).
    const profile = (view: 'RIGHT' | 'LEFT') => compose('EXPLORER', view, [wrench, trait('bones', 'SIDEKICK', { rules: [['MUTATE_LAYERS', 'flip-accessory']] })]);
    expect(profile('RIGHT').layers.filter((l) => l.flip).map((l) => l.traitType)).toEqual(['SIDEKICK']);
    expect(profile('LEFT').layers.some((l) => l.flip)).toBe(false);
  });

  test('hide face for mechanical skins drops the body face and blush, keeps the skin and face wearables', () => {
    const plating = trait('clockwork-plating', 'SKIN', { images: [img('clockwork-plating'), img('clockwork-plating-head', { weight: 4.55 })], rules: [['MUTATE_LAYERS', 'hide-face-mechanical']] });
    const c = compose('EXPLORER', 'FRONT', [body('pip'), plating, trait('round-specs', 'FACE')]);
    expect(keys(c)).not.toContain('pip:pip-face/$view.png');
    expect(keys(c)).not.toContain('pip:pip-cheeks/$view.png');
    expect(keys(c)).toContain('clockwork-plating:clockwork-plating-head/$view.png');
    expect(keys(c)).toContain('round-specs:round-specs/$view.png');
  });

  test('hide legs and feet drops legs, feet and shoes wherever they are drawn, not the rule owner', () => {
    const tail = trait('mermaid-tail', 'PANTS', { images: [img('mermaid-tail', { label: 'legs' })], rules: [['MUTATE_LAYERS', 'hide-legs-and-feet']] });
    const c = compose('EXPLORER', 'FULL', [...pipOutfit().filter((t) => t.traitType !== 'PANTS'), tail]);
    expect(c.layers.filter((l) => l.label === 'legs' || l.label === 'feet').map((l) => l.key)).toEqual(['mermaid-tail:mermaid-tail/$view.png']);
    expect(c.layers.some((l) => l.traitType === 'SHOES')).toBe(false);
  });

  test('hide arms drops the body arms and the shirt sleeves', () => {
    const poncho = trait('poncho', 'BACK', { rules: [['MUTATE_LAYERS', 'hide-arms']] });
    const c = compose('EXPLORER', 'FRONT', [...pipOutfit(), poncho]);
    expect(c.layers.some((l) => l.label === 'arms')).toBe(false);
    expect(keys(c)).toContain('pip-shirt:pip-shirt/$view.png');
  });

  test('hide cheeks drops the blush only', () => {
    const beard = trait('beard', 'FACE', { rules: [['MUTATE_LAYERS', 'hide-cheeks']] });
    const c = compose('EXPLORER', 'FRONT', [body('pip'), beard]);
    expect(keys(c)).not.toContain('pip:pip-cheeks/$view.png');
    expect(keys(c)).toContain('pip:pip-face/$view.png');
  });

  test('hat mutation swaps a hat to its mutated drawing; a hat without one is unchanged', () => {
    const cat = body('cat', 'CAT', { rules: [['MUTATE_LAYERS', 'hat-mutation']] });
    const hat = pipOutfit().find((t) => t.traitType === 'HAT')!;
    const c = compose('CAT', 'FRONT', [cat, hat]);
    expect(c.layers.filter((l) => l.traitType === 'HAT').map((l) => l.key)).toEqual(['bush-hat:bush-hat-mutated/$view.png']);
    const goggles = trait('tinker-goggles', 'HAT');
    expect(compose('CAT', 'FRONT', [cat, goggles]).layers.filter((l) => l.traitType === 'HAT').map((l) => l.key)).toEqual(['tinker-goggles:tinker-goggles/$view.png']);
  });

  test('a rule stored with a type its function does not allow is ignored', () => {
    const c = withRule('MUTATE_LAYERS', 'black-and-white');
    expect(c.layers.every((l) => l.filters.length === 0)).toBe(true);
  });

  test('every named rule function is covered above', () => {
    const covered: RuleFn[] = [
      'hide-visor', 'black-and-white', 'outline', 'inverse', 'sepia', 'upside-down', 'flip-horizontal', 'sticker',
      'pants-under-shirt', 'pants-over-shirt', 'shirts-over-hats', 'flip-sidekick', 'flip-accessory', 'hide-face-mechanical',
      'hide-legs-and-feet', 'hide-arms', 'hide-cheeks', 'hat-mutation',
    ];
    expect([...covered].sort()).toEqual([...RULE_FUNCTIONS].sort());
  });
});
