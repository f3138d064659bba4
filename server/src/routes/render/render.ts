/**
 * Avatar images (DESIGN.md "Avatar images"):
 *   GET /render/<type>/<tokenId>.<png|webp>?view=&w=   an avatar with what it wears
 *   GET /render/profile/<username>.png                  the 1200 x 630 share card
 *   GET /assets/traits/<type>/<traitType>/<key>/<view>.png  one layer image (what the browser raster loads)
 */
import { Hono, type Context } from 'hono';
import { createHash } from 'node:crypto';
import { AVATAR_VIEWS, BREAKPOINTS, DEFAULT_CANVAS, RENDER_TYPES, type AvatarView, type RenderType } from '../../../../domain/traits.ts';
import type { LayerStore } from '../../../../render/art/layer-store.ts';
import { artVersion } from '../../../../render/art/registry.ts';
import { AVATAR_LOOK } from '../../../../domain/wearables.ts';
import { matches } from '../../images/etag.ts';
import type { ImageAnswer, RenderService } from '../../images/render-service.ts';
import { describe, type Answer } from '../../http/describe.ts';

/** Widths the service draws: the spec's breakpoints and the default canvas. */
export const WIDTHS: ReadonlySet<number> = new Set([...BREAKPOINTS, DEFAULT_CANVAS]);

// A URL's picture changes when its outfit does: caches keep it briefly and revalidate by ETag.
const AVATAR_CACHE = 'public, max-age=60, stale-while-revalidate=86400';
// A URL naming the look it shows (`?v=`, issue 19) never changes: a new look is a new URL.
const LOOK_CACHE = 'public, max-age=31536000, immutable';
// The share card shows a score that moves without a save: always asked again, answered 304 by its ETag.
const CARD_CACHE = 'public, no-cache';
const LAYER_CACHE = 'public, max-age=86400';

const FILE = /^(\d{1,9})\.(png|webp)$/;

// Forums and social sites show avatars and share cards in an <img> of their own pages: other sites may
// embed them. Layer art is the town's own (same-site, as the rest of the app; security-headers.ts leaves a
// route's own choice standing).
const EMBEDDABLE = { 'cross-origin-resource-policy': 'cross-origin' };

/** `hot` keeps the answer for repeat requests; `embeddable` lets other sites show it. */
async function send(c: Context, image: ImageAnswer, cacheControl: string, { hot, embeddable = false }: { hot?: RenderService['hot']; embeddable?: boolean } = {}): Promise<Response> {
  const headers = { etag: image.etag, 'cache-control': cacheControl, ...(embeddable ? EMBEDDABLE : {}) };
  if (matches(c.req.header('if-none-match'), image.etag)) return c.body(null, 304, headers);
  const body = (await image.body()) as Uint8Array<ArrayBuffer>;
  const full = { ...headers, 'content-type': image.contentType, 'content-length': String(body.byteLength) };
  hot?.set(c.req.url, { etag: image.etag, headers: full, body });
  return c.body(body, 200, full);
}

// What both image routes answer besides their refusals; cached answers revalidate by ETag.
const image = (media: string[]): Record<number, Answer> => ({
  200: { description: 'The image (ETag and Cache-Control set)', media },
  304: { description: 'Not modified: the If-None-Match ETag is current' },
  503: 'A new picture while RENDER_QUEUE_MAX renders wait already, or one that waited 30 s for a worker: try again after Retry-After seconds',
});

const avatarDoc = describe({
  tag: 'Render',
  summary: 'An avatar with what it wears, as PNG or WebP',
  description: 'For the town and for social sites (Open Graph images). Redrawn when its outfit changes; cached by width and view.',
  access: 'public',
  parameters: [
    { in: 'path', name: 'type', required: true, schema: { type: 'string', enum: Object.keys(RENDER_TYPES) } },
    { in: 'path', name: 'file', required: true, description: '`<tokenId>.png` or `<tokenId>.webp`', schema: { type: 'string', pattern: FILE.source } },
    { in: 'query', name: 'view', required: false, schema: { type: 'string', enum: AVATAR_VIEWS.map((v) => v.toLowerCase()) }, description: 'Case does not matter; default the avatar\'s saved view' },
    { in: 'query', name: 'w', required: false, schema: { type: 'integer', enum: [...WIDTHS].sort((a, b) => a - b) }, description: `Width in pixels (default ${DEFAULT_CANVAS})` },
    { in: 'query', name: 'v', required: false, schema: { type: 'string', pattern: AVATAR_LOOK.source }, description: 'The saved look (as avatar cards give it): such a URL is cached for good' },
  ],
  responses: { ...image(['image/png', 'image/webp']), 400: 'Invalid avatar type, token, format, view or width', 404: 'Avatar not found' },
});

const cardDoc = describe({
  tag: 'Render',
  summary: "A player's 1200 x 630 share card (PNG), by username",
  description: 'What social sites show for a link to the player\'s page.',
  access: 'public',
  parameters: [{ in: 'path', name: 'file', required: true, description: '`<username>.png`', schema: { type: 'string', pattern: '^.+\\.png$' } }],
  responses: { ...image(['image/png']), 400: 'Not a .png name', 404: 'User not found' },
});

export function renderRoutes(service: RenderService) {
  const { hot } = service;
  return new Hono()
    // Repeat requests: answered from the last finished answer, with no parsing or lookups. The server
    // answers these ahead of Hono (hot-images.ts); this is the same answer for app.request and tests.
    .use(async (c, next) => {
      const seen = hot.get(c.req.url);
      if (!seen) return next();
      if (matches(c.req.header('if-none-match'), seen.etag)) return c.body(null, 304, { etag: seen.etag, 'cache-control': seen.headers['cache-control']!, ...EMBEDDABLE });
      return c.body(seen.body, 200, seen.headers);
    })
    .get('/profile/:file', cardDoc, async (c) => {
      const m = /^(.+)\.png$/.exec(c.req.param('file'));
      if (!m) return c.json({ error: 'Share cards are PNG: /render/profile/<username>.png' }, 400);
      // Hono has decoded the parameter already (a name holding '%' is looked up as it is).
      const card = await service.profileCard(m[1]!.toLowerCase());
      // Not kept as a hot answer: a save or a new score shows on the next request, on every instance.
      return card ? send(c, card, CARD_CACHE, { embeddable: true }) : c.json({ error: 'User not found' }, 404);
    })
    .get('/:type/:file', avatarDoc, async (c) => {
      const type = c.req.param('type');
      // Own keys only: `__proto__`, `constructor` or `toString` are not types.
      if (!Object.hasOwn(RENDER_TYPES, type)) return c.json({ error: `Invalid avatar type '${type}': use one of ${Object.keys(RENDER_TYPES).join(', ')}` }, 400);
      const file = FILE.exec(c.req.param('file'));
      if (!file) return c.json({ error: 'Invalid token or format: use /render/<type>/<tokenId>.png or .webp' }, 400);
      const viewParam = c.req.query('view');
      const view = viewParam === undefined ? undefined : (viewParam.toUpperCase() as AvatarView);
      if (view !== undefined && !AVATAR_VIEWS.includes(view)) return c.json({ error: `Invalid view '${viewParam}': use one of ${AVATAR_VIEWS.join(', ')}` }, 400);
      const wParam = c.req.query('w');
      const width = wParam === undefined ? DEFAULT_CANVAS : /^\d{1,4}$/.test(wParam) ? Number(wParam) : Number.NaN;
      if (!WIDTHS.has(width)) return c.json({ error: `Invalid width '${wParam}': use one of ${[...BREAKPOINTS].join(', ')} (default ${DEFAULT_CANVAS})` }, 400);
      const look = c.req.query('v');
      if (look !== undefined && !AVATAR_LOOK.test(look)) return c.json({ error: `Invalid look '${look}': use the v of the avatar's image URL` }, 400);
      const image = await service.avatar({ type: type as RenderType, tokenId: Number(file[1]), view, width, format: file[2] as 'png' | 'webp', look });
      if (!image) return c.json({ error: 'Avatar not found' }, 404);
      // Only the look it names is kept for good; an old look's URL answers the current look for a minute.
      return send(c, image, look !== undefined && look === image.look ? LOOK_CACHE : AVATAR_CACHE, { hot, embeddable: true });
    });
}

/** Layer images, drawn from render/art on first use. */
export function traitAssetRoutes(store: LayerStore) {
  return new Hono().get('/*', async (c) => {
    const png = await store.png(c.req.path);
    if (!png) return c.json({ error: 'Not found' }, 404);
    const etag = `"${artVersion()}-${createHash('sha1').update(c.req.path).digest('base64url').slice(0, 10)}"`;
    return send(c, { etag, contentType: 'image/png', body: async () => new Uint8Array(png) }, LAYER_CACHE);
  });
}
