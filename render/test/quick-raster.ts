/**
 * Avatars drawn small and fast, for checks over the whole catalogue (the frame-edge test, the contact
 * sheet): each layer's SVG is drawn by sharp at the picture's own size instead of at 1000 px, then the
 * server raster composes them as usual (rules, filters, outlines and themes included).
 */
import sharp from 'sharp';
import type { AvatarType, AvatarView } from '../../domain/traits.ts';
import { svgFor } from '../art/draw.ts';
import { parseLayerPath } from '../art/layer-store.ts';
import { compose } from '../src/compose.ts';
import type { ComposeTrait } from '../src/layer.ts';
import { createServerRaster, type LayerPixels } from '../src/raster-server.ts';

/** A raster whose layers are drawn at `size` px; reuse it for every picture of that size. */
export function quickRaster(size: number) {
  const layers = new Map<string, Promise<LayerPixels | null>>();
  const load = (src: string): Promise<LayerPixels | null> => {
    let hit = layers.get(src);
    if (!hit) {
      const found = parseLayerPath(src);
      hit = found
        ? sharp(Buffer.from(svgFor(found.piece, found.view, size))).ensureAlpha().raw().toBuffer()
          .then((data) => ({ data: new Uint8Array(data), left: 0, top: 0, width: size, height: size, fullWidth: size, fullHeight: size }))
        : Promise.resolve(null);
      layers.set(src, hit);
    }
    return hit;
  };
  const raster = createServerRaster(load, { cacheSize: 100_000 });
  return {
    /** Straight RGBA pixels of the avatar, `size` px square. */
    async rgba(type: AvatarType, view: AvatarView, traits: ComposeTrait[]): Promise<Uint8Array> {
      const composition = compose(type, view, traits, { width: size });
      const canvas = await raster.draw(composition);
      const { data } = await sharp(canvas.data(), { raw: { width: size, height: size, channels: 4, premultiplied: true } })
        .raw().toBuffer({ resolveWithObject: true });
      return new Uint8Array(data);
    },
  };
}

export type Edge = 'top' | 'right' | 'bottom' | 'left';

/** Which edges of a square RGBA picture have a pixel more opaque than `alpha`. */
export function touchedEdges(data: Uint8Array, size: number, alpha = 96): Edge[] {
  const at = (x: number, y: number) => data[(y * size + x) * 4 + 3]! > alpha;
  const edges: Edge[] = [];
  const any = (f: (i: number) => boolean) => { for (let i = 0; i < size; i += 1) if (f(i)) return true; return false; };
  if (any((i) => at(i, 0))) edges.push('top');
  if (any((i) => at(size - 1, i))) edges.push('right');
  if (any((i) => at(i, size - 1))) edges.push('bottom');
  if (any((i) => at(0, i))) edges.push('left');
  return edges;
}
