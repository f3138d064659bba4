import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { ART, artVersion } from '../../../../render/art/registry.ts';
import { createTestApp } from '../../../test/app.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'st-piece-'));
let t: Awaited<ReturnType<typeof createTestApp>>;
// A hat: drawn at the top of the 1000 px canvas, so the crop is far from the whole canvas.
const hat = [...ART.values()].find((p) => p.traitType.toLowerCase() === 'head' || p.traitType.toLowerCase() === 'hat') ?? [...ART.values()][0]!;
const base = `/render/piece/${hat.type}/${hat.traitType.toLowerCase()}/${hat.key}`;

beforeAll(async () => {
  t = await createTestApp({}, { DATA_DIR: dataDir });
}, 60_000);

afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) => t.app.request(path, { headers });
const errorOf = async (res: Response) => ((await res.json()) as { error: string }).error;

describe('GET /render/piece/<type>/<traitType>/<key>/<view>.webp', () => {
  test('a piece cropped to a padded square around its pixels, as WebP at the asked width, cached by ETag', async () => {
    const res = await get(`${base}/front.webp?w=160`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toContain('max-age=86400');
    const body = Buffer.from(await res.arrayBuffer());
    const meta = await sharp(body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 160, 160]);
    // The art fills the square (cropped), with a clear margin: the middle row has opaque pixels, the corners do not.
    const { data, info } = await sharp(body).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const alpha = (x: number, y: number) => data[(y * info.width + x) * 4 + 3]!;
    expect(alpha(0, 0)).toBe(0);
    const opaque = Array.from({ length: 160 }, (_, i) => i).filter((x) => alpha(x, 80) > 8 || alpha(80, x) > 8).length;
    expect(opaque).toBeGreaterThan(60);
    // Far lighter than the full-canvas layer it is cut from.
    const layer = await get(`/assets/traits/${hat.type}/${hat.traitType.toLowerCase()}/${hat.key}/front.png`);
    expect(body.byteLength * 3).toBeLessThan((await layer.arrayBuffer()).byteLength);
    // Weak or strong, a current ETag gets a 304.
    const etag = res.headers.get('etag')!;
    expect((await get(`${base}/front.webp?w=160`, { 'if-none-match': `W/${etag}` })).status).toBe(304);
    expect(((await sharp(Buffer.from(await (await get(`${base}/front.webp?w=320`)).arrayBuffer())).metadata()).width)).toBe(320);
    // Naming the current art version: cached for good; an old one: for a day, as without it.
    expect((await get(`${base}/front.webp?w=160&v=${artVersion()}`)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get(`${base}/front.webp?w=160&v=old0version`)).headers.get('cache-control')).toContain('max-age=86400,');
  });

  test('bad width, file or piece: a clear error and nothing drawn', async () => {
    const cases: Array<[string, number, RegExp]> = [
      [`${base}/front.webp`, 400, /Invalid width '': use one of 96, 160, 240, 320/],
      [`${base}/front.webp?w=161`, 400, /Invalid width '161'/],
      [`${base}/front.webp?w=1e3`, 400, /Invalid width/],
      [`${base}/front.webp?w=160&v=a.b`, 400, /Invalid art version 'a.b'/],
      [`${base}/front.png?w=160`, 400, /Invalid file: use \/render\/piece\//],
      [`${base}/Front.webp?w=160`, 400, /Invalid file/],
      [`${base}/sideways.webp?w=160`, 404, /Not found/],
      [`/render/piece/${hat.type}/${hat.traitType.toLowerCase()}/no-such-piece/front.webp?w=160`, 404, /Not found/],
      [`/render/piece/dragon/hat/${hat.key}/front.webp?w=160`, 404, /Not found/],
      [`/render/piece/${hat.type}/..%2F..%2Fetc/${hat.key}/front.webp?w=160`, 404, /Not found/],
    ];
    for (const [path, status, error] of cases) {
      const res = await get(path);
      expect([path, res.status]).toEqual([path, status]);
      expect(await errorOf(res)).toMatch(error);
    }
  });
});
