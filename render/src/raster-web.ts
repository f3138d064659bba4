/**
 * The browser raster: the same drawing code as the server (raster-core.ts) on an HTML canvas. Layer
 * images load from their URLs (/assets/traits/...) and are kept decoded for the page's lifetime.
 */
import type { Composition } from './layer.ts';
import { drawComposition, type Ctx, type LayerImage, type RasterBackend } from './raster-core.ts';

// The town's own font stack first, then what every system has.
const FONT_FAMILY = 'ui-rounded, Nunito, "DejaVu Sans", "Trebuchet MS", sans-serif';

export interface WebRaster {
  draw(composition: Composition): Promise<HTMLCanvasElement>;
}

export function createWebRaster(options: { crossOrigin?: 'anonymous' | 'use-credentials' } = {}): WebRaster {
  const images = new Map<string, Promise<LayerImage | null>>();

  const load = (src: string): Promise<LayerImage | null> =>
    new Promise((resolve) => {
      const image = new Image();
      if (options.crossOrigin) image.crossOrigin = options.crossOrigin;
      image.decoding = 'async';
      image.onload = () => {
        const { naturalWidth: w, naturalHeight: h } = image;
        resolve({ image, left: 0, top: 0, width: w, height: h, fullWidth: w, fullHeight: h });
      };
      image.onerror = () => {
        // SPEC section 8: a failed image draw logs a console error; the avatar is drawn without it.
        console.error(`Failed to load avatar layer ${src}`);
        resolve(null);
      };
      image.src = src;
    });

  const backend: RasterBackend<HTMLCanvasElement> = {
    createCanvas(width, height) {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      // Filters and outlines read pixels back; this hint keeps them in CPU memory.
      const ctx = canvas.getContext('2d', { willReadFrequently: true }) as Ctx;
      return { canvas, ctx };
    },
    loadImage(src) {
      let hit = images.get(src);
      if (!hit) {
        hit = load(src);
        images.set(src, hit);
      }
      return hit;
    },
    fontFamily: FONT_FAMILY,
    asImage: (canvas) => canvas,
  };

  return { draw: (composition) => drawComposition(backend, composition) };
}

/** The drawn avatar as a PNG file, for the download button. */
export function canvasToPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('could not encode the avatar'))), 'image/png'));
}
