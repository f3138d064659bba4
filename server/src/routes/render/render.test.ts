import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { avatars, profiles } from '../../../../db/schema/index.ts';
import { seedDemoContent } from '../../demo-seed.ts';
import { writeProfile } from '../../profiles/write-profile.ts';
import { createTestApp } from '../../../test/app.ts';
import { compose } from '../../../../render/src/compose.ts';
import { avatarLook } from '../../../../domain/wearables.ts';
import { avatarCard } from '../../wearables/views.ts';
import { AVATAR_AT, AVATAR_SIZE, CARD, PANEL, shareCard } from '../../../../render/src/share-card.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'st-render-'));
let t: Awaited<ReturnType<typeof createTestApp>>;
let moss: number;

beforeAll(async () => {
  t = await createTestApp({}, { DATA_DIR: dataDir });
  await seedDemoContent(t.deps.database.db);
  const [row] = await t.deps.database.db.select().from(profiles).where(eq(profiles.slug, 'mossbeard'));
  moss = row!.avatar_token_id!;
}, 60_000);

afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) => t.app.request(path, { headers });
const errorOf = async (res: Response) => ((await res.json()) as { error: string }).error;
const bytes = async (res: Response) => new Uint8Array(await res.arrayBuffer());
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe('GET /render/<type>/<tokenId>', () => {
  test('bad type, token, format, view or width -> 400 with a clear JSON error', async () => {
    const cases: Array<[string, RegExp]> = [
      ['/render/dragon/1.png', /Invalid avatar type 'dragon'/],
      ['/render/explorer/abc.png', /Invalid token or format/],
      ['/render/explorer/1.gif', /Invalid token or format/],
      ['/render/explorer/-1.png', /Invalid token or format/],
      [`/render/explorer/${1}.png?view=SIDE`, /Invalid view 'SIDE'/],
      ['/render/explorer/1.png?w=333', /Invalid width '333'/],
      ['/render/explorer/1.png?w=1e3', /Invalid width/],
      ['/render/explorer/1.png?w=', /Invalid width/],
    ];
    for (const [path, message] of cases) {
      const res = await get(path);
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(await errorOf(res)).toMatch(message);
    }
  });

  test("inherited object keys are not types: __proto__, constructor, toString -> 400", async () => {
    for (const type of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      const res = await get(`/render/${type}/101.png`);
      expect({ type, status: res.status }).toEqual({ type, status: 400 });
      expect(await errorOf(res)).toMatch(/^Invalid avatar type/);
    }
  });

  test('an unknown token -> 404', async () => {
    for (const path of ['/render/explorer/999999.png', '/render/cat/999.png', '/render/shadowwolf/101.webp']) {
      const res = await get(path);
      expect(res.status).toBe(404);
      expect(await errorOf(res)).toBe('Avatar not found');
    }
  });

  test('a PNG at the asked width, with a strong ETag and cache headers; 304 when it matches', async () => {
    const res = await get(`/render/explorer/${moss}.png?w=320`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toContain('public');
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]{32}"$/);
    const body = await bytes(res);
    expect([...body.slice(0, 8)]).toEqual(PNG);
    const meta = await sharp(body).metadata();
    expect([meta.width, meta.height]).toEqual([320, 320]);

    const again = await get(`/render/explorer/${moss}.png?w=320`, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect((await bytes(again)).byteLength).toBe(0);
    expect(again.headers.get('etag')).toBe(etag);
    expect((await get(`/render/explorer/${moss}.png?w=320`, { 'if-none-match': `"other", ${etag}` })).status).toBe(304);
    expect((await get(`/render/explorer/${moss}.png?w=320`, { 'if-none-match': '"other"' })).status).toBe(200);
  }, 60_000);

  test('WEBP, views and the default 1000 px width', async () => {
    const webp = await get(`/render/explorer/${moss}.webp?view=head`);
    expect(webp.status).toBe(200);
    expect(webp.headers.get('content-type')).toBe('image/webp');
    const body = await bytes(webp);
    expect(new TextDecoder().decode(body.slice(0, 4))).toBe('RIFF');
    expect(new TextDecoder().decode(body.slice(8, 12))).toBe('WEBP');
    expect((await sharp(body).metadata()).width).toBe(1000);
    const front = await get(`/render/explorer/${moss}.webp?view=FRONT`);
    expect(front.headers.get('etag')).not.toBe(webp.headers.get('etag'));
  }, 60_000);

  test('cats and wolves by collection token', async () => {
    const cat = await get('/render/cat/101.png?w=375');
    expect(cat.status).toBe(200);
    expect([...(await bytes(cat)).slice(0, 8)]).toEqual(PNG);
    expect((await get('/render/shadowwolf/202.png?w=375')).status).toBe(200);
  }, 60_000);

  test('a registered explorer gets an avatar in the outfit of the character they chose', async () => {
    const { db } = t.deps.database;
    const [row] = await db
      .insert(profiles)
      .values({ wallet: '0xrender', wallet_type: 'injected', username: 'Starry', slug: 'starry', onboarded: false, sapphire_town_explorer_token_id: 40000, avatar_token_id: 5000 })
      .returning({ id: profiles.id });
    // Registration completes: the avatar is made here, not by the image request.
    expect((await writeProfile(db, { id: row!.id, set: { onboarded: true } }, [])).ok).toBe(true);
    const res = await get('/render/explorer/5000.png?w=320');
    expect(res.status).toBe(200);
    const [avatar] = await db.select().from(avatars).where(and(eq(avatars.type, 'EXPLORER'), eq(avatars.token_id, 5000)));
    expect(avatar?.pfp).toBe(true);
  }, 60_000);

  test('a GET never writes: an explorer without an avatar stays 404 and gets none', async () => {
    const { db } = t.deps.database;
    await db.insert(profiles).values({ wallet: '0xnoavatar', wallet_type: 'injected', username: 'Bare', slug: 'bare', onboarded: true, sapphire_town_explorer_token_id: 10000, avatar_token_id: 5001 });
    const before = await db.$count(avatars);
    expect((await get('/render/explorer/5001.png?w=320')).status).toBe(404);
    expect((await get('/render/profile/bare.png')).status).toBe(404);
    expect(await db.$count(avatars)).toBe(before);
  }, 60_000);
});

describe('GET /render/profile/<username>.png', () => {
  test('a 1200 x 630 share card; unknown names 404, other formats 400', async () => {
    const res = await get('/render/profile/Mossbeard.png');
    expect(res.status).toBe(200);
    const meta = await sharp(await bytes(res)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
    expect((await get('/render/profile/nobody-here.png')).status).toBe(404);
    expect((await get('/render/profile/mossbeard.jpg')).status).toBe(400);
  }, 60_000);
});

describe('GET /render/profile/<username>.png: the name is decoded once', () => {
  test("'%25E0' is the name '%E0' (no such player, 404); '%E0%A4%A' does not decode (400)", async () => {
    const once = await get('/render/profile/%25E0.png');
    expect([once.status, await errorOf(once)]).toEqual([404, 'User not found']);
    const broken = await get('/render/profile/%E0%A4%A.png');
    expect([broken.status, await errorOf(broken)]).toEqual([400, 'The path is not valid percent-encoded UTF-8']);
    const named = await get('/render/profile/Moss%62eard.png');
    expect(named.status).toBe(200);
  }, 60_000);
});

describe('Cross-Origin-Resource-Policy', () => {
  test('avatars and share cards may be shown by other sites (cross-origin, a 304 too); refusals, layer art and the rest of the app stay same-site', async () => {
    const res = await get('/render/cat/101.png?w=375');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const again = await get('/render/cat/101.png?w=375', { 'if-none-match': res.headers.get('etag')! });
    expect([again.status, again.headers.get('cross-origin-resource-policy')]).toEqual([304, 'cross-origin']);
    expect((await get('/render/profile/Mossbeard.png')).headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect((await get('/render/dragon/1.png')).headers.get('cross-origin-resource-policy')).toBe('same-site');
    expect((await get('/assets/traits/none/hat/bush-hat/front.png')).headers.get('cross-origin-resource-policy')).toBe('same-site');
    expect((await get('/api/news')).headers.get('cross-origin-resource-policy')).toBe('same-site');
  }, 60_000);
});

describe('GET /assets/traits/...', () => {
  test('serves layer art drawn from render/art, with ETag; unknown art 404', async () => {
    const res = await get('/assets/traits/none/hat/bush-hat/front.png');
    expect(res.status).toBe(200);
    const meta = await sharp(await bytes(res)).metadata();
    expect([meta.width, meta.height, meta.hasAlpha]).toEqual([1000, 1000, true]);
    expect((await get('/assets/traits/none/hat/bush-hat/front.png', { 'if-none-match': res.headers.get('etag')! })).status).toBe(304);
    expect((await get('/assets/traits/none/hat/no-such-hat/front.png')).status).toBe(404);
    expect((await get('/assets/traits/explorer/hat/bush-hat/front.png')).status).toBe(404);
  }, 60_000);
});

describe('the share card (issue 19)', () => {
  /** The box of pixels in the avatar's window that are not its paper background. */
  async function figureBox(png: Uint8Array) {
    const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const [x0, y0, size] = [AVATAR_AT.x, AVATAR_AT.y, AVATAR_SIZE];
    const paper = [0xff, 0xfa, 0xf0];
    let [left, top, right, bottom] = [Infinity, Infinity, -Infinity, -Infinity];
    for (let y = y0; y < y0 + size; y++) {
      for (let x = x0; x < x0 + size; x++) {
        const i = (y * info.width + x) * 3;
        if (paper.some((c, k) => Math.abs(data[i + k]! - c) > 24)) {
          left = Math.min(left, x);
          right = Math.max(right, x);
          top = Math.min(top, y);
          bottom = Math.max(bottom, y);
        }
      }
    }
    return { left: left - x0, top: top - y0, right: x0 + size - 1 - right, bottom: y0 + size - 1 - bottom };
  }

  test('the avatar whole in the view its holder saved, clear of the window edges and the name panel; the card says the name, cool score and rank', async () => {
    const { db } = t.deps.database;
    const [wren] = await db.select().from(profiles).where(eq(profiles.slug, 'wren'));
    const explorer = and(eq(avatars.type, 'EXPLORER'), eq(avatars.token_id, wren!.avatar_token_id!));
    await db.update(avatars).set({ view: 'FULL' }).where(explorer);
    const full = await bytes(await get('/render/profile/wren.png'));
    // Nothing of the figure touches the window's edges: it is whole, head to feet.
    const margins = await figureBox(full);
    for (const [edge, gap] of Object.entries(margins)) expect({ edge, cut: gap < 3 }).toEqual({ edge, cut: false });
    await db.update(avatars).set({ view: 'FRONT' }).where(explorer);
    const front = await bytes(await get('/render/profile/wren.png'));
    expect(Buffer.from(front).equals(Buffer.from(full))).toBe(false);
    // Pure layout: every avatar layer stays inside its window, left of the panel; the text is the player's.
    const card = shareCard(compose('EXPLORER', 'FULL', [], { width: AVATAR_SIZE }), { name: 'Wren', score: 1234, rank: 5 });
    expect(card.layers.filter((l) => l.text).map((l) => l.text)).toEqual(['Sapphire Town', 'Wren', 'Cool score 1,234', 'Rank #5 in town']);
    expect(AVATAR_AT.x + AVATAR_SIZE).toBeLessThan(PANEL.x);
    expect(AVATAR_AT.y + AVATAR_SIZE).toBeLessThanOrEqual(CARD.height);
  }, 60_000);
});

describe('content-addressed avatar URLs (issue 19)', () => {
  test("an avatar card's image names its saved look: that URL is cached for good, a save makes a new one that every instance draws afresh, and the card is asked again each time", async () => {
    const { db } = t.deps.database;
    const [pebble] = await db.select().from(profiles).where(eq(profiles.slug, 'pebble'));
    const mine = and(eq(avatars.type, 'EXPLORER'), eq(avatars.token_id, pebble!.avatar_token_id!));
    const [row] = await db.select().from(avatars).where(mine);
    const url = avatarCard(row!).image;
    expect(url).toBe(`/render/explorer/${row!.token_id}.png?v=${avatarLook(row!.updated_at)}`);
    const first = await get(`${url}&w=320`);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const before = await bytes(first);
    // A URL without a look, or with another one, answers the current look for a minute only.
    expect((await get(`/render/explorer/${row!.token_id}.png?w=320`)).headers.get('cache-control')).toContain('max-age=60');
    expect((await get(`/render/explorer/${row!.token_id}.png?w=320&v=zz`)).headers.get('cache-control')).toContain('max-age=60');
    const bad = await get(`/render/explorer/${row!.token_id}.png?v=NOT-A-LOOK`);
    expect(bad.status).toBe(400);
    expect(await errorOf(bad)).toMatch(/Invalid look/);

    // Saved elsewhere (another instance: nothing here was told): the new look's URL draws the new look.
    const [saved] = await db.update(avatars).set({ view: 'HEAD', updated_at: new Date(row!.updated_at.getTime() + 1000) }).where(mine).returning();
    const next = avatarCard(saved!).image;
    expect(next).not.toBe(url);
    const after = await get(`${next}&w=320`);
    expect(after.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await bytes(after)).equals(Buffer.from(before))).toBe(false);
    expect((await get('/render/profile/pebble.png')).headers.get('cache-control')).toBe('public, no-cache');
  }, 60_000);
});
