import { describe, expect, test } from 'bun:test';
import sharp from 'sharp';
import { AVATAR_VIEWS, TRAIT_BASE_URL } from '../../domain/traits.ts';
import { catalogueTraits } from '../../db/catalogue/traits.ts';
import { LAYER_CANVAS } from '../src/views.ts';
import { pngFor, svgFor } from './draw.ts';
import { parseLayerPath } from './layer-store.ts';
import { ART, artVersion } from './registry.ts';

/** The layer URL paths a seeded trait asks for in `view`. */
function pathsOf(row: (typeof catalogueTraits)[number], view: string): string[] {
  const dir = TRAIT_BASE_URL.replace('$type', row.type.toLowerCase()).replace('$traitType', row.trait_type.toLowerCase());
  return (row.images ?? []).map((image) => `${dir}${image.uri.replace('$view', view.toLowerCase())}`);
}

describe('art', () => {
  test('every image of every seeded trait has art, in every view it claims', () => {
    const missing: string[] = [];
    for (const row of catalogueTraits) {
      for (const view of row.view ?? AVATAR_VIEWS) for (const path of pathsOf(row, view)) if (!parseLayerPath(path)) missing.push(path);
    }
    expect(missing).toEqual([]);
  });

  test('every display image of a seeded trait has art', () => {
    const missing = catalogueTraits
      .filter((row) => row.display_image)
      .map((row) => `${TRAIT_BASE_URL.replace('$type', row.type.toLowerCase()).replace('$traitType', row.trait_type.toLowerCase())}${row.display_image}`)
      .filter((path) => !parseLayerPath(path));
    expect(missing).toEqual([]);
  });

  test('every art piece is used by a seeded trait, as an image or as its card picture', () => {
    const cards = catalogueTraits.filter((row) => row.display_image).map((row) => row.display_image!.split('/')[0]);
    const used = new Set([...catalogueTraits.flatMap((row) => pathsOf(row, 'front')).map((path) => parseLayerPath(path)?.piece.key), ...cards]);
    expect([...ART.keys()].filter((key) => !used.has(key))).toEqual([]);
  });

  test('layer paths must match the piece type, trait type and a view', () => {
    expect(parseLayerPath('/assets/traits/none/hat/bush-hat/front.png')?.view).toBe('FRONT');
    expect(parseLayerPath('/assets/traits/cat/hat/bush-hat/front.png')).toBeNull();
    expect(parseLayerPath('/assets/traits/none/shirt/bush-hat/front.png')).toBeNull();
    expect(parseLayerPath('/assets/traits/none/hat/bush-hat/side.png')).toBeNull();
    expect(parseLayerPath('/assets/traits/none/hat/../../x/front.png')).toBeNull();
  });

  test('drawings are deterministic and the art version follows them', () => {
    const piece = ART.get('bush-hat')!;
    expect(svgFor(piece, 'HEAD')).toBe(svgFor(piece, 'HEAD'));
    expect(svgFor(piece, 'HEAD')).not.toBe(svgFor(piece, 'FULL'));
    expect(artVersion()).toMatch(/^[\w-]{12}$/);
  });

  test('a piece becomes a 1000 px RGBA PNG with transparency around it', async () => {
    const png = await pngFor(ART.get('bush-hat')!, 'FRONT');
    const meta = await sharp(png).metadata();
    expect([meta.width, meta.height, meta.channels, meta.hasAlpha]).toEqual([1000, 1000, 4, true]);
    const corner = await sharp(png).extract({ left: 0, top: 0, width: 1, height: 1 }).raw().toBuffer();
    expect(corner[3]).toBe(0);
  });

  test('a layer PNG holds exactly the pixels of its drawing: its compression loses nothing', async () => {
    for (const [key, view] of [['bush-hat', 'FRONT'], ['meadow', 'HEAD']] as const) {
      const piece = ART.get(key)!;
      const drawn = await sharp(Buffer.from(svgFor(piece, view)), { limitInputPixels: LAYER_CANVAS * LAYER_CANVAS }).raw().toBuffer();
      expect((await sharp(await pngFor(piece, view)).raw().toBuffer()).equals(drawn)).toBe(true);
    }
  });
});
