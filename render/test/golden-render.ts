/** Renders golden cases on the server raster, and compares pictures pixel by pixel. */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { createLayerStore } from '../art/layer-store.ts';
import { compose } from '../src/compose.ts';
import { createServerRaster } from '../src/raster-server.ts';
import { GOLDEN_SIZE, type GoldenCase } from './golden-cases.ts';

// Layer images are cached across runs (keyed by art version), so only changed art is redrawn.
const store = createLayerStore(join(tmpdir(), 'sapphire-town-layer-cache'));
const raster = createServerRaster((src) => store.pixels(src));

/** The case drawn at GOLDEN_SIZE, as a PNG. */
export async function renderCase(golden: GoldenCase): Promise<Buffer> {
  const composition = compose(golden.type, golden.view, golden.traits, { width: GOLDEN_SIZE, ...golden.options });
  const canvas = await raster.draw(composition);
  return sharp(canvas.data(), { raw: { width: composition.width, height: composition.height, channels: 4, premultiplied: true } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

export interface Difference {
  /** Pixels where some channel differs by more than the tolerance. */
  pixels: number;
  share: number;
  maxDelta: number;
}

/** Compares two same-size PNGs as straight RGBA; colour is ignored where both are fully transparent. */
export async function compare(a: Buffer, b: Buffer, tolerance = 10): Promise<Difference> {
  const [x, y] = await Promise.all([a, b].map((png) => sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })));
  if (x!.info.width !== y!.info.width || x!.info.height !== y!.info.height) {
    return { pixels: Number.POSITIVE_INFINITY, share: 1, maxDelta: 255 };
  }
  const p = x!.data;
  const q = y!.data;
  let pixels = 0;
  let maxDelta = 0;
  for (let i = 0; i < p.length; i += 4) {
    if (p[i + 3] === 0 && q[i + 3] === 0) continue;
    let delta = 0;
    for (let k = 0; k < 4; k += 1) delta = Math.max(delta, Math.abs(p[i + k]! - q[i + k]!));
    if (delta > maxDelta) maxDelta = delta;
    if (delta > tolerance) pixels += 1;
  }
  return { pixels, share: pixels / (p.length / 4), maxDelta };
}
