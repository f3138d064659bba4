/**
 * GET /render/town.png: the 1200 x 630 picture of the town that link previews of `/` and `/board` show
 * (spa/share-tags.ts). Drawn by sharp from the town's own SVG art (render/art/town-icons.ts) on the first
 * request and kept: it changes only with a deploy.
 */
import { Hono } from 'hono';
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { townPreview } from '../../../../render/art/town-icons.ts';
import { matches } from '../../images/etag.ts';
import { describe } from '../../http/describe.ts';

const doc = describe({
  tag: 'Render',
  summary: 'The town picture (1200 x 630 PNG) that link previews of the town and the board show',
  access: 'public',
  responses: {
    200: { description: 'The picture (ETag and Cache-Control set)', media: ['image/png'] },
    304: { description: 'Not modified: the If-None-Match ETag is current' },
  },
});

export function townPictureRoutes() {
  let drawn: Promise<{ body: Uint8Array<ArrayBuffer>; etag: string }> | undefined;
  const draw = async () => {
    const body = new Uint8Array(await sharp(Buffer.from(townPreview())).png({ compressionLevel: 9 }).toBuffer());
    return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
  };
  return new Hono().get('/town.png', doc, async (c) => {
    drawn ??= draw().catch((err: unknown) => {
      drawn = undefined;
      throw err;
    });
    const { body, etag } = await drawn;
    // Social sites fetch it from their own pages: embeddable, like the share cards.
    const headers = { etag, 'cache-control': 'public, max-age=86400', 'cross-origin-resource-policy': 'cross-origin' };
    if (matches(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);
    return c.body(body, 200, { ...headers, 'content-type': 'image/png', 'content-length': String(body.byteLength) });
  });
}
