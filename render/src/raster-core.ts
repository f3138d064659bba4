/**
 * Draws a Composition on a 2D canvas. Written against the standard CanvasRenderingContext2D so the same
 * code runs in the browser (raster-web.ts) and on @napi-rs/canvas (raster-server.ts), which implements
 * the same API. Filters are pixel operations (filters.ts); sticker outlines are the group's silhouette
 * stamped around a circle, which both canvases draw alike.
 */
import type { CanvasLayer, Composition, LayerFilter } from './layer.ts';
import { applyFilters } from './filters.ts';
import { fitText } from './text.ts';

export type Ctx = CanvasRenderingContext2D;

/**
 * A decoded layer image. It may be only the part of the full layer canvas that has any pixels (the
 * server trims transparent margins to save memory): `left`/`top` place it within the full size.
 */
export interface LayerImage {
  image: CanvasImageSource;
  left: number;
  top: number;
  width: number;
  height: number;
  fullWidth: number;
  fullHeight: number;
}

/** What a raster needs from its platform. */
export interface RasterBackend<Canvas> {
  createCanvas(width: number, height: number): { canvas: Canvas; ctx: Ctx };
  /** The decoded image for a layer src, or null when it cannot be had (the layer is skipped). */
  loadImage(src: string): Promise<LayerImage | null>;
  /** Font family list for text layers. */
  fontFamily: string;
  asImage(canvas: Canvas): CanvasImageSource;
}

/** Draws `composition` and returns the canvas. Layer images load in parallel before drawing starts. */
export async function drawComposition<Canvas>(backend: RasterBackend<Canvas>, composition: Composition): Promise<Canvas> {
  const { width, height } = composition;
  const srcs = [...new Set(composition.layers.flatMap((l) => (l.src ? [l.src] : [])))];
  const loaded = await Promise.all(srcs.map((src) => backend.loadImage(src)));
  const images = new Map(srcs.map((src, i) => [src, loaded[i] ?? null]));

  const main = backend.createCanvas(width, height);
  if (composition.background) {
    main.ctx.fillStyle = composition.background;
    main.ctx.fillRect(0, 0, width, height);
  }
  // Filters every layer shares are applied once to the finished picture: the same result, far less work.
  const shared = sharedFilters(composition.layers);
  const layers = composition.layers;
  for (let i = 0; i < layers.length; ) {
    const layer = layers[i]!;
    if (layer.sticker && !layer.stickerSpecial) {
      let j = i;
      while (j < layers.length && layers[j]!.sticker && !layers[j]!.stickerSpecial) j += 1;
      drawStickerGroup(backend, main.ctx, layers.slice(i, j), images, composition, shared.length);
      i = j;
      continue;
    }
    if (layer.sticker) drawStickerGroup(backend, main.ctx, [layer], images, composition, shared.length);
    else drawLayer(backend, main.ctx, layer, images, composition, shared.length);
    i += 1;
  }
  if (shared.length > 0) {
    const data = main.ctx.getImageData(0, 0, width, height);
    applyFilters(data.data, shared);
    main.ctx.putImageData(data, 0, 0);
  }
  return main.canvas;
}

function sharedFilters(layers: CanvasLayer[]): LayerFilter[] {
  const first = layers[0]?.filters ?? [];
  let n = first.length;
  for (const layer of layers) {
    let k = 0;
    while (k < n && layer.filters[k] === first[k]) k += 1;
    n = k;
  }
  return first.slice(0, n);
}

type Images = Map<string, LayerImage | null>;

/** Draws one layer; filters beyond the shared ones go through an offscreen canvas. */
function drawLayer<Canvas>(backend: RasterBackend<Canvas>, ctx: Ctx, layer: CanvasLayer, images: Images, comp: Composition, skipFilters: number, shadows = true): void {
  const own = layer.filters.slice(skipFilters);
  if (own.length === 0) {
    paint(backend, ctx, layer, images, shadows);
    return;
  }
  const off = backend.createCanvas(comp.width, comp.height);
  paint(backend, off.ctx, layer, images, false);
  const data = off.ctx.getImageData(0, 0, comp.width, comp.height);
  applyFilters(data.data, own);
  off.ctx.putImageData(data, 0, 0);
  const draw = () => ctx.drawImage(backend.asImage(off.canvas), 0, 0);
  if (shadows) withShadow(ctx, layer, draw);
  else draw();
}

function withShadow(ctx: Ctx, layer: CanvasLayer, draw: () => void): void {
  if (!layer.shadow) {
    draw();
    return;
  }
  ctx.save();
  ctx.shadowColor = layer.shadow.color;
  ctx.shadowBlur = layer.shadow.blur;
  ctx.shadowOffsetX = layer.shadow.x;
  ctx.shadowOffsetY = layer.shadow.y;
  draw();
  ctx.restore();
}

/** The layer's geometry, background, image or text; with its shadow when `shadow` is set. */
function paint<Canvas>(backend: RasterBackend<Canvas>, ctx: Ctx, layer: CanvasLayer, images: Images, shadow: boolean): void {
  const image = layer.src ? images.get(layer.src) ?? null : null;
  if (layer.src && !image) return;
  ctx.save();
  if (layer.transform) ctx.transform(...layer.transform);
  ctx.translate(layer.x + layer.width / 2, layer.y + layer.height / 2);
  if (layer.rotate) ctx.rotate((layer.rotate * Math.PI) / 180);
  if (layer.flip) ctx.scale(-1, 1);
  const w = layer.width * (1 - layer.cropX);
  const h = layer.height * (1 - layer.cropY);
  const left = -layer.width / 2;
  const top = -layer.height / 2;
  if (shadow && layer.shadow) {
    ctx.shadowColor = layer.shadow.color;
    ctx.shadowBlur = layer.shadow.blur;
    ctx.shadowOffsetX = layer.shadow.x;
    ctx.shadowOffsetY = layer.shadow.y;
  }
  if (layer.background) {
    ctx.fillStyle = layer.background;
    ctx.fillRect(left, top, w, h);
  }
  if (image) {
    if (layer.cropX > 0 || layer.cropY > 0) {
      ctx.beginPath();
      ctx.rect(left, top, w, h);
      ctx.clip();
    }
    // Layers are 1000 px and pictures often a fraction of that: mipmapped downscaling keeps lines whole.
    ctx.imageSmoothingEnabled = true;
    ctx.imageSmoothingQuality = 'high';
    const kx = layer.width / image.fullWidth;
    const ky = layer.height / image.fullHeight;
    if (image.width > 0 && image.height > 0) {
      ctx.drawImage(image.image, left + image.left * kx, top + image.top * ky, image.width * kx, image.height * ky);
    }
  } else if (layer.text) {
    drawText(backend.fontFamily, ctx, layer);
  }
  ctx.restore();
}

function drawText(family: string, ctx: Ctx, layer: CanvasLayer): void {
  const font = (size: number) => `bold ${size}px ${family}`;
  const measure = (text: string, size: number) => {
    ctx.font = font(size);
    return ctx.measureText(text).width;
  };
  const bounds = { minFontSize: layer.minFontSize ?? 20, maxFontSize: layer.maxFontSize ?? layer.height };
  const fitted = fitText(layer.text ?? '', layer.width, bounds, measure);
  ctx.font = font(fitted.size);
  ctx.fillStyle = layer.color ?? '#3a2a1e';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(fitted.text, 0, 0);
}

/**
 * A sticker group: drawn together offscreen, then its silhouette is stamped in the outline colour at
 * points around a circle (the outline), under the group itself. The shadow falls from the outline.
 */
function drawStickerGroup<Canvas>(backend: RasterBackend<Canvas>, ctx: Ctx, group: CanvasLayer[], images: Images, comp: Composition, skipFilters: number): void {
  const { width, height } = comp;
  const body = backend.createCanvas(width, height);
  // The sticker's shadow falls from the outline, not from each layer inside it.
  for (const layer of group) drawLayer(backend, body.ctx, layer, images, comp, skipFilters, false);
  const first = group[0]!;
  const radius = first.stickerWidth * width;
  const silhouette = backend.createCanvas(width, height);
  silhouette.ctx.drawImage(backend.asImage(body.canvas), 0, 0);
  // Only the solid parts cast an outline: a faint ground shadow stamped 36 times would turn to ink.
  const pixels = silhouette.ctx.getImageData(0, 0, width, height);
  const [r, g, b] = hexColour(first.color ?? '#ffffff');
  const d = pixels.data;
  for (let i = 0; i < d.length; i += 4) {
    const solid = d[i + 3]! >= 128;
    d[i] = r;
    d[i + 1] = g;
    d[i + 2] = b;
    d[i + 3] = solid ? 255 : 0;
  }
  silhouette.ctx.putImageData(pixels, 0, 0);
  const ring = backend.createCanvas(width, height);
  const stamp = backend.asImage(silhouette.canvas);
  for (const [r, steps] of [[radius, 24], [radius * 0.55, 12]] as const) {
    for (let k = 0; k < steps; k += 1) {
      const a = (k / steps) * Math.PI * 2;
      ring.ctx.drawImage(stamp, Math.cos(a) * r, Math.sin(a) * r);
    }
  }
  withShadow(ctx, first, () => ctx.drawImage(backend.asImage(ring.canvas), 0, 0));
  ctx.drawImage(backend.asImage(body.canvas), 0, 0);
}

/** '#rgb' or '#rrggbb' as [r, g, b]; anything else as white. */
function hexColour(colour: string): [number, number, number] {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour)?.[1];
  if (!hex) return [255, 255, 255];
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}
