/**
 * The server raster: draws compositions on @napi-rs/canvas (Skia) and hands back premultiplied RGBA
 * for sharp to encode. Layer images come from `load` (render/art/layer-store.ts) and are kept decoded
 * in a small LRU, trimmed to their pixels, so a warm render does no decoding at all.
 */
import { createCanvas, type Canvas } from '@napi-rs/canvas';
import sharp from 'sharp';
import type { Composition } from './layer.ts';
import { drawComposition, type Ctx, type LayerImage, type RasterBackend } from './raster-core.ts';

/** A layer image's pixels as the layer store gives them: straight RGBA of the trimmed region. */
export interface LayerPixels {
  data: Uint8Array;
  left: number;
  top: number;
  width: number;
  height: number;
  fullWidth: number;
  fullHeight: number;
}

export interface ServerRaster {
  /** Draws the composition; the canvas's pixels are premultiplied RGBA (`canvas.data()`). */
  draw(composition: Composition): Promise<Canvas>;
  /** How many decoded layer images are held. */
  cached(): number;
}

// DejaVu and Liberation come with the Debian image; Skia falls back along the list.
const FONT_FAMILY = '"DejaVu Sans", "Liberation Sans", Nunito, sans-serif';

export function createServerRaster(load: (src: string) => Promise<LayerPixels | null>, options: { cacheSize?: number } = {}): ServerRaster {
  const cacheSize = options.cacheSize ?? 400;
  const cache = new Map<string, Promise<LayerImage | null>>();

  const decode = async (src: string): Promise<LayerImage | null> => {
    const pixels = await load(src);
    if (!pixels) return null;
    const canvas = createCanvas(Math.max(1, pixels.width), Math.max(1, pixels.height));
    if (pixels.width > 0 && pixels.height > 0) {
      const ctx = canvas.getContext('2d');
      const image = ctx.createImageData(pixels.width, pixels.height);
      image.data.set(pixels.data);
      ctx.putImageData(image, 0, 0);
    }
    return { image: canvas as unknown as CanvasImageSource, left: pixels.left, top: pixels.top, width: pixels.width, height: pixels.height, fullWidth: pixels.fullWidth, fullHeight: pixels.fullHeight };
  };

  const backend: RasterBackend<Canvas> = {
    createCanvas(width, height) {
      const canvas = createCanvas(width, height);
      // @napi-rs/canvas implements the standard 2D context; its own type differs only in detail.
      return { canvas, ctx: canvas.getContext('2d') as unknown as Ctx };
    },
    loadImage(src) {
      let hit = cache.get(src);
      if (hit) {
        cache.delete(src);
      } else {
        hit = decode(src).catch((err: unknown) => {
          console.error(`could not load layer image ${src}:`, err);
          return null;
        });
      }
      cache.set(src, hit);
      while (cache.size > cacheSize) cache.delete(cache.keys().next().value!);
      return hit;
    },
    fontFamily: FONT_FAMILY,
    asImage: (canvas) => canvas as unknown as CanvasImageSource,
  };

  return { draw: (composition) => drawComposition(backend, composition), cached: () => cache.size };
}

export type ImageFormat = 'png' | 'webp';

/** The largest picture sharp is allowed to take in: the widest breakpoint, squared. */
export const MAX_INPUT_PIXELS = 2560 * 2560;

/** Whether nothing of the picture can be see-through: a canvas colour, or an untransformed background layer first. */
export function isOpaque(composition: Composition): boolean {
  if (composition.background && /^#[0-9a-f]{6}$/i.test(composition.background)) return true;
  const first = composition.layers[0];
  return Boolean(first && !first.transparent && !first.transform && !first.rotate && first.x <= 0 && first.y <= 0 &&
    first.width >= composition.width && first.height >= composition.height && first.cropX === 0 && first.cropY === 0);
}

/**
 * Encodes a drawn canvas with sharp (in libuv's pool, off the JS thread). Skia's pixels are
 * premultiplied; sharp is told so, or every soft edge would come out dark.
 */
export async function encodeCanvas(canvas: Canvas, composition: Composition, format: ImageFormat): Promise<Buffer> {
  let image = sharp(canvas.data(), {
    raw: { width: composition.width, height: composition.height, channels: 4, premultiplied: true },
    limitInputPixels: MAX_INPUT_PIXELS,
  });
  if (isOpaque(composition)) image = image.removeAlpha();
  return format === 'png'
    ? image.png({ compressionLevel: 6 }).toBuffer()
    : image.webp({ quality: 88, alphaQuality: 90, effort: 3 }).toBuffer();
}
