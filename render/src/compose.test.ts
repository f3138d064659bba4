import { describe, expect, test } from 'bun:test';
import { LAYER_WEIGHTS } from '../../domain/traits.ts';
import { body, img, pipOutfit, trait } from '../test/traits.ts';
import { compose } from './compose.ts';

const keys = (c: ReturnType<typeof compose>) => c.layers.map((l) => l.key);

describe('compose', () => {
  test('orders layers by LAYER_WEIGHTS, image weights lifting the head over the shirt', () => {
    const c = compose('EXPLORER', 'FRONT', [trait('meadow', 'BACKGROUND'), ...pipOutfit(), trait('sage', 'SIDEKICK'), trait('sparkles', 'EFFECT')]);
    const weights = c.layers.map((l) => l.weight);
    expect(weights).toEqual([...weights].sort((a, b) => a - b));
    expect(keys(c)[0]).toBe('meadow:meadow/$view.png');
    expect(keys(c).at(-1)).toBe('sparkles:sparkles/$view.png');
    const at = (key: string) => keys(c).indexOf(key);
    expect(at('pip-shirt:pip-shirt/$view.png')).toBeLessThan(at('pip:pip-head/$view.png'));
    expect(at('pip:pip-head/$view.png')).toBeLessThan(at('bush-hat:bush-hat/$view.png'));
    expect(at('pip:pip-torso/$view.png')).toBeLessThan(at('pip-pants:pip-pants/$view.png'));
    // Equal weights keep image order: the torso comes before the arms.
    expect(at('pip:pip-torso/$view.png')).toBeLessThan(at('pip:pip-arms/$view.png'));
  });

  test('resolves src from the baseUrl placeholders and the view', () => {
    const c = compose('EXPLORER', 'LEFT', [body('pip'), trait('sage', 'SIDEKICK')]);
    expect(c.layers.map((l) => l.src)).toContain('/assets/traits/explorer/body/pip-head/left.png');
    expect(c.layers.map((l) => l.src)).toContain('/assets/traits/none/sidekick/sage/left.png');
    const custom = compose('CAT', 'FULL', [body('cat', 'CAT')], { baseUrl: 'https://cdn.example/t/$type/$traitType/' });
    expect(custom.layers.map((l) => l.src)).toContain('https://cdn.example/t/cat/body/cat-torso/full.png');
  });

  test('sizes every layer to the canvas, default 1000 px, height following width', () => {
    const c = compose('EXPLORER', 'FRONT', pipOutfit());
    expect([c.width, c.height]).toEqual([1000, 1000]);
    const small = compose('EXPLORER', 'FRONT', pipOutfit(), { width: 320 });
    expect(small.layers.every((l) => l.x === 0 && l.y === 0 && l.width === 320 && l.height === 320)).toBe(true);
  });

  test('keeps one trait per trait type, the last given, and leaves out traits without art for the view', () => {
    const c = compose('EXPLORER', 'HEAD', [
      body('pip'),
      trait('bush-hat', 'HAT'),
      trait('space-helmet', 'HAT'),
      trait('trail-map', 'ACCESSORY', { view: ['FULL', 'FRONT'] }),
    ]);
    expect(keys(c)).toContain('space-helmet:space-helmet/$view.png');
    expect(keys(c)).not.toContain('bush-hat:bush-hat/$view.png');
    expect(keys(c).some((k) => k.startsWith('trail-map'))).toBe(false);
  });

  test('reset draws only the body', () => {
    const c = compose('EXPLORER', 'FRONT', pipOutfit(), { reset: true });
    expect(new Set(c.layers.map((l) => l.traitType))).toEqual(new Set(['BODY']));
  });

  test('backgrounds are opaque and exempt from outlines; the rest is transparent', () => {
    const c = compose('EXPLORER', 'FULL', [trait('meadow', 'BACKGROUND'), body('pip'), trait('gilded-frame', 'BORDER')]);
    expect(c.layers.filter((l) => !l.transparent).map((l) => l.traitType)).toEqual(['BACKGROUND']);
    expect(c.layers.filter((l) => l.stickerExempt).map((l) => l.traitType)).toEqual(['BACKGROUND', 'BORDER']);
  });

  test('placement fields put a figure trait in its box, carried into each view and following a turned face', () => {
    const carton = trait('milk-carton', 'ACCESSORY', { offsetX: 470, offsetY: 380, width: 150, height: 150 });
    const full = compose('EXPLORER', 'FULL', [carton]).layers[0]!;
    expect([full.x, full.y, full.width, full.height]).toEqual([470, 380, 150, 150]);
    const front = compose('EXPLORER', 'FRONT', [carton]).layers[0]!;
    // FRONT shows figure x 30..170, y 2..142: a 1000/140 zoom.
    expect(front.x).toBeCloseTo((94 - 30) * (1000 / 140));
    expect(front.width).toBeCloseTo(30 * (1000 / 140));
    const right = compose('EXPLORER', 'RIGHT', [carton]).layers[0]!;
    expect(right.x).toBeGreaterThan(front.x);
    const half = compose('EXPLORER', 'FULL', [carton], { width: 500 }).layers[0]!;
    expect([half.x, half.y, half.width]).toEqual([235, 190, 75]);
  });

  test('a trait background colours its box and a parent background the canvas', () => {
    const c = compose('EXPLORER', 'FRONT', [trait('frame', 'BORDER', { background: '#ffeeaa', parentBackground: '#112233' })]);
    expect(c.layers[0]?.background).toBe('#ffeeaa');
    expect(c.background).toBe('#112233');
    expect(compose('EXPLORER', 'FRONT', [body('pip')]).background).toBeNull();
  });

  test('crossHairs and bordered add overlays above everything', () => {
    const c = compose('EXPLORER', 'FRONT', [trait('sparkles', 'EFFECT')], { crossHairs: true, bordered: true, width: 500 });
    const over = c.layers.filter((l) => l.traitType === null);
    expect(over.map((l) => l.key)).toEqual(['bordered:top', 'bordered:bottom', 'bordered:left', 'bordered:right', 'crosshairs:v', 'crosshairs:h']);
    expect(over.every((l) => l.weight > LAYER_WEIGHTS.EFFECT && l.background)).toBe(true);
    expect(c.layers.at(-1)).toMatchObject({ x: 0, width: 500 });
  });

  test('is pure: the same inputs give equal lists, and inputs are not changed', () => {
    const traits = pipOutfit();
    const before = JSON.stringify(traits);
    expect(compose('EXPLORER', 'RIGHT', traits, { tokenId: 7 })).toEqual(compose('EXPLORER', 'RIGHT', traits, { tokenId: 7 }));
    expect(JSON.stringify(traits)).toBe(before);
  });

  test('images labelled mutated are never drawn without hat-mutation', () => {
    expect(keys(compose('EXPLORER', 'FRONT', pipOutfit()))).not.toContain('bush-hat:bush-hat-mutated/$view.png');
    expect(img('x')).toEqual({ uri: 'x/$view.png' });
  });
});
