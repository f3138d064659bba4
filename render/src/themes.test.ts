import { describe, expect, test } from 'bun:test';
import { PLACEMENT_THEMES } from '../../domain/traits.ts';
import { body, pipOutfit, trait } from '../test/traits.ts';
import { compose } from './compose.ts';
import { apply } from './matrix.ts';
import type { CanvasLayer } from './layer.ts';

const texts = (c: { layers: CanvasLayer[] }) => c.layers.filter((l) => l.text !== undefined);
const headOf = (c: { layers: CanvasLayer[] }) => c.layers.find((l) => l.key === 'pip:pip-head/$view.png')!;

describe('placement themes', () => {
  test('comic-con writes the name on the badge, cut with an ellipsis, sized within bounds', () => {
    const badge = trait('convention-badge', 'ACCESSORY', { rules: [['EFFECT', 'comic-con']] });
    const c = compose('EXPLORER', 'FULL', [body('pip'), badge], { name: 'Mossbeard' });
    const [text] = texts(c);
    expect(text).toMatchObject({ text: 'Mossbeard', maxLimit: 12, color: '#3a2a1e', minFontSize: 20 });
    expect(text!.maxFontSize).toBeLessThanOrEqual(text!.height);
    expect(text!.x).toBeCloseTo(430);
    expect(c.layers.at(-1)).toBe(text);
    const long = compose('EXPLORER', 'FRONT', [badge], { name: 'Bartholomew the Brave' });
    expect(texts(long)[0]?.text).toBe('Bartholomew…');
    expect(texts(compose('EXPLORER', 'FRONT', [badge]))[0]?.text).toBe('Visitor');
  });

  test('nft shrinks the character into the frame and puts the token number on the plaque', () => {
    const frame = trait('gilded-frame', 'BORDER', { rules: [['EFFECT', 'nft']], parentBackground: '#2b2140' });
    const c = compose('EXPLORER', 'FRONT', [trait('meadow', 'BACKGROUND'), body('pip'), frame], { tokenId: 42 });
    const head = headOf(c);
    expect(head.transform?.[0]).toBeCloseTo(0.74);
    expect(c.layers.find((l) => l.traitType === 'BACKGROUND')?.transform).toBeUndefined();
    expect(texts(c)[0]?.text).toBe('#42');
    expect(c.background).toBe('#2b2140');
  });

  test('cabal gives every character layer a violet glow', () => {
    const candles = trait('cabal-candles', 'EFFECT', { rules: [['EFFECT', 'cabal']] });
    const c = compose('EXPLORER', 'FRONT', [trait('meadow', 'BACKGROUND'), ...pipOutfit(), candles]);
    expect(c.layers.filter((l) => l.shadow).length).toBe(c.layers.filter((l) => l.traitType && !['BACKGROUND', 'EFFECT'].includes(l.traitType)).length);
    expect(headOf(c).shadow).toMatchObject({ color: '#9b5de5' });
  });

  test('christmas card moves the character into the window, trims the feet, and greets by name', () => {
    const card = trait('christmas-card', 'BACKGROUND', { rules: [['EFFECT', 'christmas-card']] });
    const c = compose('EXPLORER', 'FULL', [card, ...pipOutfit()], { name: 'Juniper', width: 500 });
    const head = headOf(c);
    expect(apply(head.transform!, 250, 250)).toEqual([250, 250 + 0.09 * 500]);
    expect(head.cropY).toBe(0.06);
    expect(texts(c)[0]).toMatchObject({ text: 'Happy holidays, Juniper!', color: '#b3261e' });
    expect(texts(compose('EXPLORER', 'FULL', [card]))[0]?.text).toBe('Happy holidays!');
  });

  test('woot tilts the character, makes it a sticker and shouts', () => {
    const woot = trait('woot', 'EFFECT', { images: [], generated: true, rules: [['EFFECT', 'woot']] });
    const c = compose('EXPLORER', 'FRONT', [trait('meadow', 'BACKGROUND'), ...pipOutfit(), woot]);
    const head = headOf(c);
    expect(head.transform?.[1]).toBeCloseTo(-Math.sin((8 * Math.PI) / 180));
    expect(head).toMatchObject({ sticker: true, color: '#ffffff' });
    expect(texts(c)[0]).toMatchObject({ text: 'WOOT!', rotate: -8 });
  });

  test('milk chug tips the carton at the mouth and hides the blush', () => {
    const carton = trait('milk-carton', 'ACCESSORY', { rules: [['EFFECT', 'milk-chug']], offsetX: 470, offsetY: 380, width: 150, height: 150 });
    const c = compose('EXPLORER', 'FULL', [body('pip'), carton]);
    expect(c.layers.find((l) => l.key.startsWith('milk-carton'))).toMatchObject({ rotate: 342, x: 470, y: 380 });
    expect(c.layers.some((l) => l.label === 'cheeks')).toBe(false);
  });

  test('all six themes are covered', () => {
    expect(PLACEMENT_THEMES).toEqual(['comic-con', 'nft', 'cabal', 'christmas-card', 'woot', 'milk-chug']);
  });
});
