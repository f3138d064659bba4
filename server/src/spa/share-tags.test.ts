import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { avatars, profiles } from '../../../db/schema/index.ts';
import { PROFILE_PICTURE_SIZES, webpSrcSet } from '../../../domain/profile-picture.ts';
import { avatarImageUrl, avatarLook } from '../../../domain/wearables.ts';
import { seedDemoContent } from '../demo-seed.ts';
import { createTestApp } from '../../test/app.ts';
import { playerPage } from './share-tags.ts';

const root = mkdtempSync(join(tmpdir(), 'st-share-'));
const dist = join(root, 'dist');
mkdirSync(dist);
const shell = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Sapphire Town</title>
  </head>
  <body><div id="root"></div></body>
</html>
`.padEnd(1500, ' ');
writeFileSync(join(dist, 'index.html'), shell);

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp({ distDir: dist }, { DATA_DIR: join(root, 'data'), PUBLIC_URL: 'https://town.example/' });
  const { db } = t.deps.database;
  await seedDemoContent(db);
  // Registration only allows letters and digits, but the page must stay safe whatever a row holds.
  await db.insert(profiles).values([
    { wallet: '0xshare1', wallet_type: 'injected', username: `O'Hara <b>&"x"</b>`, slug: 'ohara', onboarded: true, sapphire_town_explorer_token_id: 20000, avatar_token_id: 7001 },
    { wallet: '0xshare2', wallet_type: 'injected', username: 'Halfway', slug: 'halfway', onboarded: false },
    // A row squatting on a page's name (as a direct insert could): the page stays the page.
    { wallet: '0xshare3', wallet_type: 'injected', username: 'Board', slug: 'board', onboarded: true, sapphire_town_explorer_token_id: 10000, avatar_token_id: 7003 },
  ]);
}, 60_000);

afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (path: string, init: RequestInit = {}) => t.app.request(path, init);

/** content of every <meta property|name=...> in the page, by key (raw, still escaped). */
function metas(html: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const m of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)" \/>/g)) found.set(m[1]!, m[2]!);
  return found;
}

describe('player pages carry link-preview tags', () => {
  test('/<username>: og and twitter tags with absolute URLs on PUBLIC_URL', async () => {
    const res = await get('/Mossbeard');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const html = await res.text();
    const tags = metas(html);
    expect(tags.get('og:title')).toBe('Mossbeard · Sapphire Town');
    expect(tags.get('og:description')).toContain('Mossbeard');
    expect(tags.get('og:image')).toBe('https://town.example/render/profile/mossbeard.png');
    expect(tags.get('og:image:width')).toBe('1200');
    expect(tags.get('og:image:height')).toBe('630');
    expect(tags.get('og:url')).toBe('https://town.example/mossbeard');
    expect(tags.get('twitter:card')).toBe('summary_large_image');
    expect(tags.get('twitter:image')).toBe(tags.get('og:image'));
    expect(html).toContain('<title>Mossbeard · Sapphire Town</title>');
    // The tags sit in the head, and the rest of the shell is untouched.
    expect(html.indexOf('og:image')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain('<div id="root"></div>');
  });

  test('/<username>/bag points at the bag, with its own title', async () => {
    const html = await (await get('/mossbeard/bag')).text();
    expect(html).toContain('<title>Mossbeard&#39;s bag · Sapphire Town</title>');
    const tags = metas(html);
    expect(tags.get('og:url')).toBe('https://town.example/mossbeard/bag');
    expect(tags.get('og:title')).toBe('Mossbeard&#39;s bag · Sapphire Town');
    expect(tags.get('og:image')).toBe('https://town.example/render/profile/mossbeard.png');
  });

  test('names are HTML-escaped everywhere they appear', async () => {
    const html = await (await get('/ohara')).text();
    expect(html).not.toContain('<b>');
    expect(html).not.toContain(`O'Hara`);
    const tags = metas(html);
    expect(tags.get('og:title')).toBe('O&#39;Hara &lt;b&gt;&amp;&quot;x&quot;&lt;/b&gt; · Sapphire Town');
    expect(tags.get('og:image:alt')).toStartWith('O&#39;Hara &lt;b&gt;');
    expect(html).toContain('<title>O&#39;Hara &lt;b&gt;&amp;&quot;x&quot;&lt;/b&gt; · Sapphire Town</title>');
  });

  test('reserved names get the plain shell', async () => {
    for (const path of ['/journeys', '/workshop', '/shop', '/achievements', '/signin/error', '/a-b']) {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(shell);
    }
  });

  test('unknown and half-registered players: 404 with noindex (no soft 404), the app shell all the same', async () => {
    for (const path of ['/nobodyhere', '/halfway', '/halfway/bag']) {
      const res = await get(path);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('text/html');
      const html = await res.text();
      expect(metas(html).get('robots')).toBe('noindex');
      expect(metas(html).has('og:image')).toBe(false);
      expect(html).toContain('<div id="root"></div>');
    }
  });

  test('/ and /board carry the town picture (1200 x 630, drawn from our SVG art), which answers a PNG of that size', async () => {
    for (const [path, title] of [['/', 'Sapphire Town'], ['/board', 'Bulletin Board · Sapphire Town']] as const) {
      const res = await get(path);
      expect(res.status).toBe(200);
      const html = await res.text();
      const tags = metas(html);
      expect(tags.get('og:type')).toBe('website');
      expect(tags.get('og:title')).toBe(title);
      expect(tags.get('og:url')).toBe(`https://town.example${path}`);
      expect(tags.get('og:image')).toBe('https://town.example/render/town.png');
      expect(tags.get('twitter:card')).toBe('summary_large_image');
      expect(tags.has('robots')).toBe(false);
      expect(html).toContain(`<title>${title}</title>`);
    }
    const picture = await get('/render/town.png');
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/png');
    expect(picture.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const meta = await sharp(new Uint8Array(await picture.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 630]);
    const etag = picture.headers.get('etag')!;
    expect((await get('/render/town.png', { headers: { 'if-none-match': `W/${etag}` } })).status).toBe(304);
  }, 60_000);

  test('the og:image answers a PNG', async () => {
    const tags = metas(await (await get('/mossbeard')).text());
    const res = await get(new URL(tags.get('og:image')!).pathname);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
  }, 60_000);

  test('ETag revalidation, gzip and HEAD work as for the shell', async () => {
    const first = await get('/mossbeard');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect((await get('/mossbeard', { headers: { 'if-none-match': etag } })).status).toBe(304);
    // Another page has other tags, so its own tag.
    expect((await get('/mossbeard/bag')).headers.get('etag')).not.toBe(etag);
    const gz = await get('/mossbeard', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(new Uint8Array(await gz.arrayBuffer())).toString()).toBe(await first.text());
    const head = await get('/mossbeard', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('etag')).toBe(etag);
  });
});

describe('the profile picture is preloaded from the shell (issue 18)', () => {
  /** The preload link's image srcset, unescaped, or null without one. */
  const preloaded = (html: string) => {
    const m = /<link rel="preload" as="image" type="image\/webp" imagesrcset="([^"]+)" imagesizes="([^"]+)" fetchpriority="high" \/>/.exec(html);
    return m ? { srcset: m[1]!.replaceAll('&amp;', '&').replaceAll('&#39;', "'"), sizes: m[2]! } : null;
  };

  test("/<username>: the WebP srcset of the avatar they chose as profile picture, at the web's sizes, and it answers WebP", async () => {
    const { db } = t.deps.database;
    const [pfp] = await db
      .select({ type: avatars.type, token: avatars.token_id, savedAt: avatars.updated_at })
      .from(avatars)
      .innerJoin(profiles, eq(avatars.profile_id, profiles.id))
      .where(and(eq(profiles.slug, 'mossbeard'), eq(avatars.pfp, true)));
    expect(pfp).toBeDefined();
    const link = preloaded(await (await get('/Mossbeard')).text());
    expect(link).not.toBeNull();
    // The saved look's URL, as the bag answer gives it to the page.
    expect(link!.srcset).toBe(webpSrcSet(avatarImageUrl(pfp!.type, pfp!.token, avatarLook(pfp!.savedAt))));
    expect(link!.srcset).toContain('.webp?v=');
    expect(link!.sizes).toBe(PROFILE_PICTURE_SIZES);
    const first = link!.srcset.split(' ')[0]!;
    const picture = await get(first);
    expect([picture.status, picture.headers.get('content-type')]).toEqual([200, 'image/webp']);
  }, 30_000);

  test('without an avatar row their explorer is preloaded (no look to name); the bag page preloads none', async () => {
    expect(preloaded(await (await get('/ohara')).text())?.srcset).toBe(webpSrcSet('/render/explorer/7001.png'));
    expect(preloaded(await (await get('/Mossbeard/bag')).text())).toBeNull();
  });
});

describe('playerPage', () => {
  test('only username-shaped first segments, alone or with /bag', () => {
    expect(playerPage('/Mossbeard')).toEqual({ slug: 'mossbeard', bag: false });
    expect(playerPage('/mossbeard/bag')).toEqual({ slug: 'mossbeard', bag: true });
    for (const path of ['/', '/abc', '/board', '/journeys/bag', '/mossbeard/hat', '/a/b/c', '/with-dash', '/%3Cb%3E', '/x'.repeat(30)]) {
      expect(playerPage(path)).toBeNull();
    }
  });
});
