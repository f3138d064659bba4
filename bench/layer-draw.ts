/**
 * Figure: drawing a layer image, what a new instance does for every layer of an avatar the first time
 * anyone asks for it (render/art/layer-store.ts): a piece's SVG rasterised and encoded as the store keeps
 * it (`pngFor`), against the least any store must do, the same SVG rasterised to raw pixels with no
 * encoding. In-process, interleaved rounds over a fixed set of pieces.
 */
import sharp from 'sharp';
import { pngFor, svgFor } from '../render/art/draw.ts';
import { ART } from '../render/art/registry.ts';
import { LAYER_CANVAS } from '../render/src/views.ts';
import { median } from './util.ts';

const ROUNDS = 5;
/** Every eighth piece of the catalogue, in its front view: explorer, cat and wolf bodies, clothes, faces, effects, backgrounds, a border. */
const PIECES = [...ART.values()].filter((_, i) => i % 8 === 0);

export interface LayerDrawResult {
  pieces: number;
  /** Median over rounds of the mean time to draw one layer as the store does. */
  drawMs: number;
  /** The same for rasterising the SVG alone. */
  baselineMs: number;
  ratio: number;
  ratioMin: number;
  ratioMax: number;
  /** Mean size of one layer's PNG. */
  meanBytes: number;
  rounds: number;
}

export async function benchLayerDraw(): Promise<LayerDrawResult> {
  const svgs = PIECES.map((piece) => Buffer.from(svgFor(piece, 'FRONT')));
  const drawAll = async () => {
    let bytes = 0;
    for (const piece of PIECES) bytes += (await pngFor(piece, 'FRONT')).length;
    return bytes;
  };
  const rasteriseAll = async () => {
    for (const svg of svgs) await sharp(svg, { limitInputPixels: LAYER_CANVAS * LAYER_CANVAS }).raw().toBuffer();
  };
  const timed = async (run: () => Promise<unknown>) => {
    const started = performance.now();
    await run();
    return (performance.now() - started) / PIECES.length;
  };
  // Warm-up: loads sharp's SVG reader and lets the JIT settle.
  await rasteriseAll();
  const meanBytes = (await drawAll()) / PIECES.length;
  const draws: number[] = [];
  const bases: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    if (i % 2 === 0) {
      bases.push(await timed(rasteriseAll));
      draws.push(await timed(drawAll));
    } else {
      draws.push(await timed(drawAll));
      bases.push(await timed(rasteriseAll));
    }
  }
  const ratios = draws.map((d, i) => d / bases[i]!);
  return {
    pieces: PIECES.length,
    drawMs: median(draws),
    baselineMs: median(bases),
    ratio: median(ratios),
    ratioMin: Math.min(...ratios),
    ratioMax: Math.max(...ratios),
    meanBytes,
    rounds: ROUNDS,
  };
}
