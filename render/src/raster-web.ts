/**
 * The browser raster: the same drawing code as the server (raster-core.ts) on an HTML canvas. Layer
 * images load from their URLs (/assets/traits/...) and are kept decoded for the raster's lifetime.
 *
 * Speed on phones (issue 19): with `size`, each layer is decoded once, off the main thread where the
 * browser can (createImageBitmap on the fetched file), straight to the size the picture is drawn at, so
 * a redraw only composites ready bitmaps. `prewarm` decodes layers a redraw may need before it is
 * asked for, one at a time in idle moments.
 */
import type { Composition } from './layer.ts';
import { drawComposition, type Ctx, type LayerImage, type RasterBackend } from './raster-core.ts';

// The town's own font stack first, then what every system has.
const FONT_FAMILY = 'ui-rounded, Nunito, "DejaVu Sans", "Trebuchet MS", sans-serif';

export interface WebRaster {
  draw(composition: Composition): Promise<HTMLCanvasElement>;
  /** Loads and decodes these layer images in idle time, most wanted first; already loaded ones cost nothing. `done` hears when all are ready. */
  prewarm(srcs: readonly string[], done?: () => void): void;
  /** Stops prewarming and frees the decoded bitmaps. */
  dispose(): void;
}

export interface WebRasterOptions {
  crossOrigin?: 'anonymous' | 'use-credentials';
  /** Width in px the layers are drawn at (the composition's width): decoded to that size up front. */
  size?: number;
}

const idle = (run: () => void): void => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 500 });
  else setTimeout(run, 16);
};

export function createWebRaster(options: WebRasterOptions = {}): WebRaster {
  const images = new Map<string, Promise<LayerImage | null>>();
  const bitmaps: ImageBitmap[] = [];
  let queue: string[] = [];
  let warming = false;
  let whenDone: (() => void) | undefined;
  let disposed = false;

  /** The file as a bitmap decoded at `size` wide; null where that is not possible (then a plain <img>). */
  const decode = async (src: string, size: number): Promise<LayerImage | null> => {
    if (typeof createImageBitmap !== 'function') return null;
    const res = await fetch(src, { credentials: options.crossOrigin === 'use-credentials' ? 'include' : 'same-origin' });
    if (!res.ok) throw new Error(`${res.status}`);
    const bitmap = await createImageBitmap(await res.blob(), { resizeWidth: size, resizeQuality: 'high' });
    if (disposed) {
      bitmap.close();
      return null;
    }
    bitmaps.push(bitmap);
    const { width: w, height: h } = bitmap;
    return { image: bitmap, left: 0, top: 0, width: w, height: h, fullWidth: w, fullHeight: h };
  };

  const load = (src: string): Promise<LayerImage | null> =>
    options.size ? decode(src, options.size).then((got) => got ?? loadElement(src), () => loadElement(src)) : loadElement(src);

  const loadElement = (src: string): Promise<LayerImage | null> =>
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

  const warm = () => {
    const src = queue.shift();
    if (disposed || src === undefined) {
      warming = false;
      if (!disposed) whenDone?.();
      return;
    }
    void backend.loadImage(src).finally(() => idle(warm));
  };

  return {
    draw: (composition) => drawComposition(backend, composition),
    prewarm(srcs, done) {
      queue = [...new Set(srcs)].filter((src) => !images.has(src));
      whenDone = done;
      if (!warming && queue.length > 0) {
        warming = true;
        idle(warm);
      } else if (!warming) done?.();
    },
    dispose() {
      disposed = true;
      queue = [];
      for (const bitmap of bitmaps.splice(0)) bitmap.close();
      images.clear();
    },
  };
}

/** Every layer image a composition draws. */
export function layerSources(composition: Composition): string[] {
  return composition.layers.flatMap((l) => (l.src ? [l.src] : []));
}

/** The drawn avatar as a PNG file, for the download button. */
export function canvasToPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('could not encode the avatar'))), 'image/png'));
}
