/**
 * Layer images on demand. A layer URL (`/assets/traits/<type>/<traitType>/<key>/<view>.png`) names an
 * art piece and a view; the PNG is drawn from the piece's SVG the first time anyone asks, then kept on
 * disk under `<dir>/<artVersion>/...` (shared by every instance on the same DATA_DIR; a new art version
 * starts a new folder, so nothing stale is ever served) and in memory.
 */
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { AVATAR_VIEWS, type AvatarView } from '../../domain/traits.ts';
import type { LayerPixels } from '../src/raster-server.ts';
import { pngFor } from './draw.ts';
import type { ArtPiece } from './piece.ts';
import { ART, artVersion } from './registry.ts';

const LAYER_PATH = /^\/assets\/traits\/([a-z]+)\/([a-z]+)\/([a-z0-9-]+)\/([a-z]+)\.png$/;

/** The piece and view a layer URL path names, or null when there is no such art. */
export function parseLayerPath(path: string): { piece: ArtPiece; view: AvatarView; rel: string } | null {
  const m = LAYER_PATH.exec(path);
  if (!m) return null;
  const [, type, traitType, key, view] = m as unknown as [string, string, string, string, string];
  const piece = ART.get(key);
  const upperView = view.toUpperCase() as AvatarView;
  if (!piece || piece.type !== type || piece.traitType.toLowerCase() !== traitType || !AVATAR_VIEWS.includes(upperView)) return null;
  return { piece, view: upperView, rel: `${type}/${traitType}/${key}/${view}.png` };
}

export interface LayerStore {
  /** The full-size PNG for a layer URL path, or null when no art has that path. */
  png(path: string): Promise<Buffer | null>;
  /** The layer's pixels trimmed to where it has any, for the server raster. */
  pixels(path: string): Promise<LayerPixels | null>;
  /** The folder this art version's files live in (undefined: memory only). */
  dir(): string | undefined;
}

/** A store caching on disk under `root` (usually DATA_DIR/cache/traits), or only in memory without one. */
export function createLayerStore(root?: string): LayerStore {
  // Worked out on first use: hashing every drawing is not free, and many apps are built in tests.
  let folder: string | undefined | null = null;
  const dirOf = () => {
    if (folder === null) folder = root ? join(root, artVersion()) : undefined;
    return folder;
  };
  const pngs = new Map<string, Promise<Buffer>>();

  const load = async (piece: ArtPiece, view: AvatarView, rel: string): Promise<Buffer> => {
    const dir = dirOf();
    if (dir) {
      const file = join(dir, rel);
      const onDisk = await readFile(file).catch(() => null);
      if (onDisk) return onDisk;
      const png = await pngFor(piece, view);
      // Another instance may write the same file at the same time; both write identical bytes, and the
      // rename makes each write all-or-nothing.
      const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
      try {
        await mkdir(dirname(file), { recursive: true });
        await writeFile(tmp, png);
        await rename(tmp, file);
      } catch {
        // A folder that refuses the write (a full disk): the layer is drawn, so it is kept in memory and
        // used; the render cache's own write says so in the log.
        await rm(tmp, { force: true }).catch(() => {});
      }
      return png;
    }
    return pngFor(piece, view);
  };

  const png = (path: string): Promise<Buffer | null> => {
    const found = parseLayerPath(path);
    if (!found) return Promise.resolve(null);
    let hit = pngs.get(found.rel);
    if (!hit) {
      hit = load(found.piece, found.view, found.rel);
      pngs.set(found.rel, hit);
      hit.catch(() => pngs.delete(found.rel));
    }
    return hit;
  };

  return {
    dir: dirOf,
    png,
    async pixels(path) {
      const file = await png(path);
      return file ? trim(file) : null;
    },
  };
}

/** Straight RGBA of the smallest box holding every non-transparent pixel. */
async function trim(png: Buffer): Promise<LayerPixels> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  let minX = width, minY = height, maxX = -1, maxY = -1;
  for (let y = 0; y < height; y += 1) {
    const row = y * width * 4;
    for (let x = 0; x < width; x += 1) {
      if (data[row + x * 4 + 3] === 0) continue;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
    }
  }
  if (maxX < 0) return { data: new Uint8Array(0), left: 0, top: 0, width: 0, height: 0, fullWidth: width, fullHeight: height };
  const w = maxX - minX + 1;
  const h = maxY - minY + 1;
  const out = new Uint8Array(w * h * 4);
  for (let y = 0; y < h; y += 1) {
    const from = ((minY + y) * width + minX) * 4;
    out.set(data.subarray(from, from + w * 4), y * w * 4);
  }
  return { data: out, left: minX, top: minY, width: w, height: h, fullWidth: width, fullHeight: height };
}

/** Draws every piece in every view into the store (the build script and warm-ups use it). */
export async function buildAll(store: LayerStore, onEach?: (path: string) => void): Promise<number> {
  let n = 0;
  for (const piece of ART.values()) {
    for (const view of AVATAR_VIEWS) {
      const path = `/assets/traits/${piece.type}/${piece.traitType.toLowerCase()}/${piece.key}/${view.toLowerCase()}.png`;
      await store.png(path);
      onEach?.(path);
      n += 1;
    }
  }
  return n;
}
