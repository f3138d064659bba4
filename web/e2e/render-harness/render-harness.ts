/**
 * A bare page for render-raster.e2e.ts: draws a composition with the browser raster and compares it,
 * pixel by pixel, with a PNG drawn by the server raster.
 */
import type { Composition } from '../../../render/src/layer.ts';
import { createWebRaster } from '../../../render/src/raster-web.ts';

export interface Parity {
  width: number;
  height: number;
  /** Pixels where some channel differs by more than the tolerance. */
  differing: number;
  share: number;
  maxDelta: number;
  /** The browser's picture, to look at when a case fails. */
  png: string;
}

const raster = createWebRaster();

function pixelsOf(source: CanvasImageSource, width: number, height: number): Uint8ClampedArray {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
  ctx.drawImage(source, 0, 0);
  return ctx.getImageData(0, 0, width, height).data;
}

async function compareWith(composition: Composition, referenceUrl: string, tolerance: number): Promise<Parity> {
  const drawn = await raster.draw(composition);
  const reference = new Image();
  reference.src = referenceUrl;
  await reference.decode();
  const { width, height } = composition;
  const a = pixelsOf(drawn, width, height);
  const b = pixelsOf(reference, width, height);
  let differing = 0;
  let maxDelta = 0;
  for (let i = 0; i < a.length; i += 4) {
    if (a[i + 3] === 0 && b[i + 3] === 0) continue;
    let delta = 0;
    for (let k = 0; k < 4; k += 1) delta = Math.max(delta, Math.abs(a[i + k]! - b[i + k]!));
    maxDelta = Math.max(maxDelta, delta);
    if (delta > tolerance) differing += 1;
  }
  return { width, height, differing, share: differing / (a.length / 4), maxDelta, png: drawn.toDataURL('image/png') };
}

declare global {
  interface Window {
    compareWith: typeof compareWith;
  }
}

window.compareWith = compareWith;
document.getElementById('status')!.textContent = 'ready';
