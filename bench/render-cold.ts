/**
 * Figure 4: a cold render (not in the image cache) of a 12-layer 1000 px avatar: compose(), the raster
 * with its rules and the sharp PNG encode, against the least any renderer must do with the same decoded
 * layer images: draw them one on another and encode. Runs in-process; layer images are decoded first,
 * as they are in a warm server.
 */
import { createCanvas } from '@napi-rs/canvas';
import sharp from 'sharp';
import { catalogueTraits } from '../db/catalogue/traits.ts';
import { createLayerStore } from '../render/art/layer-store.ts';
import { compose } from '../render/src/compose.ts';
import { createServerRaster, encodeCanvas } from '../render/src/raster-server.ts';
import { toComposeTrait } from '../render/src/trait-row.ts';
import { median } from './util.ts';

const ROUNDS = 15;
const OUTFIT = ['meadow', 'pip', 'pip-shirt', 'pip-pants', 'bush-hat'];

export interface ColdRenderResult {
  layers: number;
  renderMs: number;
  baselineMs: number;
  ratio: number;
  /** Of renderMs: the JS-thread time of drawing, up to reading the pixels (what workers take off the event loop). */
  drawMs: number;
  rounds: number;
}

export async function benchColdRender(cacheDir: string): Promise<ColdRenderResult> {
  const store = createLayerStore(cacheDir);
  const raster = createServerRaster((src) => store.pixels(src));
  const traits = OUTFIT.map((name) => toComposeTrait(catalogueTraits.find((t) => t.name === name)!));
  const composition = compose('EXPLORER', 'FRONT', traits, { width: 1000 });
  if (composition.layers.length !== 12) throw new Error(`expected a 12-layer avatar, got ${composition.layers.length}`);

  // The baseline's own copies of the same decoded, trimmed layer images.
  const images = await Promise.all(
    composition.layers.map(async (layer) => {
      const px = (await store.pixels(layer.src!))!;
      const canvas = createCanvas(Math.max(1, px.width), Math.max(1, px.height));
      const ctx = canvas.getContext('2d');
      const data = ctx.createImageData(Math.max(1, px.width), Math.max(1, px.height));
      data.data.set(px.data);
      ctx.putImageData(data, 0, 0);
      return { canvas, px };
    }),
  );
  const baseline = async () => {
    const out = createCanvas(1000, 1000);
    const ctx = out.getContext('2d');
    for (const { canvas, px } of images) ctx.drawImage(canvas, px.left, px.top, px.width, px.height);
    return sharp(out.data(), { raw: { width: 1000, height: 1000, channels: 4, premultiplied: true } }).removeAlpha().png({ compressionLevel: 6 }).toBuffer();
  };
  const draws: number[] = [];
  const real = async () => {
    const c = compose('EXPLORER', 'FRONT', traits, { width: 1000 });
    const started = performance.now();
    const canvas = await raster.draw(c);
    // Skia records draw calls and rasterises when the pixels are read: count that too.
    canvas.data();
    draws.push(performance.now() - started);
    return encodeCanvas(canvas, c, 'png');
  };

  // Warm-up: decodes the layers into the raster's cache and lets the JIT settle.
  for (let i = 0; i < 3; i++) {
    await real();
    await baseline();
  }
  draws.length = 0;
  const reals: number[] = [];
  const bases: number[] = [];
  const time = async (run: () => Promise<unknown>, into: number[]) => {
    const started = performance.now();
    await run();
    into.push(performance.now() - started);
  };
  for (let i = 0; i < ROUNDS; i++) {
    if (i % 2 === 0) {
      await time(baseline, bases);
      await time(real, reals);
    } else {
      await time(real, reals);
      await time(baseline, bases);
    }
  }
  return {
    layers: composition.layers.length,
    renderMs: median(reals),
    baselineMs: median(bases),
    ratio: median(reals.map((r, i) => r / bases[i]!)),
    drawMs: median(draws),
    rounds: ROUNDS,
  };
}
