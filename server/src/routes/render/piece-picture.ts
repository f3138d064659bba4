/**
 * GET /render/piece/<type>/<traitType>/<key>/<view>.webp?w=: one wearable's picture for the bag and
 * wardrobe cards (issue 18). Layer art covers the whole 1000 px avatar canvas; this answer is cropped to
 * the piece (a padded square around its pixels, as the cards show it) and drawn at the card's width, so
 * a card downloads a few KB instead of the full canvas and the browser measures nothing.
 */
import { Hono } from 'hono';
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { LayerStore } from '../../../../render/art/layer-store.ts';
import { artVersion } from '../../../../render/art/registry.ts';
import { describe } from '../../http/describe.ts';
import { matches } from '../../images/etag.ts';

/** Widths a card asks for (its CSS width at 1x, 2x and 3x across both layouts). */
export const PIECE_WIDTHS = [96, 160, 240, 320] as const;
// Room around the art so outlines do not touch the card's edge (as lib/art-box.ts did in the browser).
const PADDING = 0.08;
const FILE = /^([a-z]+)\.webp$/;
// The ETag carries the art version: a new drawing is a new tag, so a day's freshness then a 304.
const CACHE = 'public, max-age=86400, stale-while-revalidate=604800';
// A URL naming the current art version (`?v=`, as the built web app asks) never changes.
const VERSIONED = 'public, max-age=31536000, immutable';
const VERSION = /^[A-Za-z0-9_-]{1,32}$/;
const KEEP = 2000;

const doc = describe({
  tag: 'Render',
  summary: "A wearable's picture cropped to the piece, as WebP at a card's width",
  description: 'For the bag and wardrobe cards: the layer image of `/assets/traits/...` trimmed to its pixels, padded to a square and resized.',
  access: 'public',
  parameters: [
    { in: 'path', name: 'type', required: true, schema: { type: 'string', pattern: '^[a-z]+$' } },
    { in: 'path', name: 'traitType', required: true, schema: { type: 'string', pattern: '^[a-z]+$' } },
    { in: 'path', name: 'key', required: true, schema: { type: 'string', pattern: '^[a-z0-9-]+$' } },
    { in: 'path', name: 'file', required: true, description: '`<view>.webp`', schema: { type: 'string', pattern: FILE.source } },
    { in: 'query', name: 'w', required: true, schema: { type: 'integer', enum: [...PIECE_WIDTHS] }, description: 'Width (and height) in pixels' },
    { in: 'query', name: 'v', required: false, schema: { type: 'string', pattern: VERSION.source }, description: 'The art version (as the web app gives it): a URL naming the current one is cached for good' },
  ],
  responses: {
    200: { description: 'The picture (ETag and Cache-Control set)', media: ['image/webp'] },
    304: { description: 'Not modified: the If-None-Match ETag is current' },
    400: 'Invalid file name, width or art version',
    404: 'No such piece or view, or a piece with no pixels in that view',
  },
});

/** The padded square around the art of `png`, at `width` px, as WebP (null when it has no pixels). */
export async function piecePicture(png: Buffer, width: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const { data, info } = await sharp(png).ensureAlpha().extractChannel(3).raw().toBuffer({ resolveWithObject: true });
  let left = info.width;
  let top = info.height;
  let right = -1;
  let bottom = -1;
  for (let y = 0; y < info.height; y += 1) {
    const row = y * info.width;
    for (let x = 0; x < info.width; x += 1) {
      if (data[row + x]! > 8) {
        if (x < left) left = x;
        if (x > right) right = x;
        if (y < top) top = y;
        if (y > bottom) bottom = y;
      }
    }
  }
  if (right < 0) return null;
  const side = Math.round(Math.max(right - left + 1, bottom - top + 1) * (1 + 2 * PADDING));
  const cx = (left + right + 1) / 2;
  const cy = (top + bottom + 1) / 2;
  const x = Math.round(cx - side / 2);
  const y = Math.round(cy - side / 2);
  // The square may reach past the canvas: cut out the part inside it, then pad with transparency.
  const inLeft = Math.max(0, x);
  const inTop = Math.max(0, y);
  const inRight = Math.min(info.width, x + side);
  const inBottom = Math.min(info.height, y + side);
  const clear = { r: 0, g: 0, b: 0, alpha: 0 };
  const square = await sharp(png)
    .extract({ left: inLeft, top: inTop, width: inRight - inLeft, height: inBottom - inTop })
    .extend({ left: inLeft - x, top: inTop - y, right: x + side - inRight, bottom: y + side - inBottom, background: clear })
    .png({ compressionLevel: 0 })
    .toBuffer();
  return new Uint8Array(await sharp(square).resize(width, width).webp({ quality: 82, alphaQuality: 90 }).toBuffer());
}

export function piecePictureRoutes(store: LayerStore) {
  const kept = new Map<string, Promise<Uint8Array<ArrayBuffer> | null>>();
  return new Hono().get('/:type/:traitType/:key/:file', doc, async (c) => {
    const { type, traitType, key } = c.req.param();
    const file = FILE.exec(c.req.param('file'));
    if (!file) return c.json({ error: 'Invalid file: use /render/piece/<type>/<traitType>/<key>/<view>.webp' }, 400);
    const wParam = c.req.query('w');
    const width = wParam !== undefined && /^\d{1,4}$/.test(wParam) ? Number(wParam) : Number.NaN;
    if (!(PIECE_WIDTHS as readonly number[]).includes(width)) return c.json({ error: `Invalid width '${wParam ?? ''}': use one of ${PIECE_WIDTHS.join(', ')}` }, 400);
    const version = c.req.query('v');
    if (version !== undefined && !VERSION.test(version)) return c.json({ error: `Invalid art version '${version}': use the v of the picture's URL` }, 400);
    const layer = `/assets/traits/${type}/${traitType}/${key}/${file[1]}.png`;
    const id = `${layer}?w=${width}`;
    const etag = `"${artVersion()}-${createHash('sha1').update(id).digest('base64url').slice(0, 12)}"`;
    let picture = kept.get(id);
    if (!picture) {
      picture = store.png(layer).then((png) => (png ? piecePicture(png, width) : null));
      if (kept.size >= KEEP) kept.delete(kept.keys().next().value!);
      kept.set(id, picture);
      picture.catch(() => kept.delete(id));
    }
    const body = await picture;
    if (!body) return c.json({ error: 'Not found' }, 404);
    // Only the current version is kept for good; an old version's URL gets today's art for a day.
    const headers = { etag, 'cache-control': version === artVersion() ? VERSIONED : CACHE };
    if (matches(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);
    return c.body(body, 200, { ...headers, 'content-type': 'image/webp', 'content-length': String(body.byteLength) });
  });
}
