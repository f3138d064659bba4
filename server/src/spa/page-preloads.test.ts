import { afterAll, describe, expect, test } from 'bun:test';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isTownPage, PAGE_CHUNKS_FILE, pageChunkFor, pageScripts, visitorScripts, withPagePreloads } from './page-preloads.ts';
import { spaRoutes, type ShareOptions } from './spa.ts';

describe('which page chunk a path opens', () => {
  test.each([
    ['/journeys', 'journeys-page'],
    ['/journeys/', 'journeys-page'],
    ['/board', 'board-page'],
    ['/workshop', 'workshop-page'],
    ['/shop/orders/3f2a1c4e-8b7d-4e6f-9a0b-1c2d3e4f5a6b', 'order-page'],
    ['/mossbeard', 'profile-page'],
    ['/mossbeard/bag', 'bag-page'],
    ['/mossbeard/customise', 'customiser-page'],
  ])('%s -> %s', (path, chunk) => {
    expect(pageChunkFor(path)).toBe(chunk);
  });

  // `/` is the login screen for visitors; the rest are not pages the build names.
  test.each(['/', '/shop/orders', '/a/b/c', '/assets/x.js'])('%s names none', (path) => {
    expect(pageChunkFor(path)).toBeNull();
  });

  test('the list holds the chunk and its own imports; an unknown chunk or path, or a name that is no script of ours, gives none', () => {
    const chunks = { 'journeys-page': ['/assets/journeys-page-1.js', '/assets/chunk-2.js'], 'board-page': ['/assets/a b.js', 'https://elsewhere.example/x.js', '/assets/x.js"'] };
    expect(pageScripts(chunks, '/journeys')).toEqual(['/assets/journeys-page-1.js', '/assets/chunk-2.js']);
    expect(pageScripts(chunks, '/board')).toEqual([]);
    expect(pageScripts(chunks, '/workshop')).toEqual([]);
    expect(pageScripts(chunks, '/')).toEqual([]);
  });

  test("the town's pages, and only they, name the sign-in screens for a visitor", () => {
    for (const path of ['/', '/imx', '/imx/', '/journeys', '/workshop', '/shop', '/achievements', '/shop/orders/3f2a1c4e-8b7d-4e6f-9a0b-1c2d3e4f5a6b', '/mossbeard/customise']) expect(isTownPage(path), path).toBe(true);
    for (const path of ['/board', '/mossbeard', '/mossbeard/bag', '/signin', '/pack/success', '/a/b/c', '/assets/x.js']) expect(isTownPage(path), path).toBe(false);
    const chunks = { 'login-screens': ['/assets/login-screens-1.js', '/assets/chunk-2.js', 'https://elsewhere.example/x.js'] };
    expect(visitorScripts(chunks, '/')).toEqual(['/assets/login-screens-1.js', '/assets/chunk-2.js']);
    expect(visitorScripts(chunks, '/board')).toEqual([]);
    expect(visitorScripts({}, '/')).toEqual([]);
  });

  test("they are named on the boot script, not in the head; a shell without one, or no scripts, is left as it is", () => {
    const shell = '<head><script data-src="/assets/index-1.js">boot</script><link rel="stylesheet" href="/assets/a.css"></head>';
    expect(withPagePreloads(shell, ['/assets/p-1.js', '/assets/c-2.js'])).toBe('<head><script data-preload="/assets/p-1.js /assets/c-2.js" data-src="/assets/index-1.js">boot</script><link rel="stylesheet" href="/assets/a.css"></head>');
    expect(withPagePreloads(shell, ['/assets/p-1.js'], ['/assets/l-3.js'])).toBe('<head><script data-preload="/assets/p-1.js" data-visitor-preload="/assets/l-3.js" data-src="/assets/index-1.js">boot</script><link rel="stylesheet" href="/assets/a.css"></head>');
    expect(withPagePreloads(shell, [], ['/assets/l-3.js'])).toBe('<head><script data-visitor-preload="/assets/l-3.js" data-src="/assets/index-1.js">boot</script><link rel="stylesheet" href="/assets/a.css"></head>');
    expect(withPagePreloads(shell, [])).toBe(shell);
    expect(withPagePreloads('<head></head>', ['/assets/p-1.js'])).toBe('<head></head>');
  });
});

describe('the server names a page\'s scripts on its boot script', () => {
  const dist = mkdtempSync(join(tmpdir(), 'st-preloads-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><head><title>Sapphire Town</title><script data-src="/assets/index-1.js">boot</script></head><div id="root"></div>');
  writeFileSync(join(dist, PAGE_CHUNKS_FILE), JSON.stringify({
    'journeys-page': ['/assets/journeys-page-1.js', '/assets/chunk-2.js'],
    'order-page': ['/assets/order-page-3.js'],
    'board-page': ['/assets/board-page-4.js'],
    'profile-page': ['/assets/profile-page-5.js'],
    'login-screens': ['/assets/login-screens-6.js'],
  }));
  const share: ShareOptions = {
    publicUrl: 'https://town.example',
    findPlayer: async (slug) => (slug === 'mossbeard' ? { username: 'mossbeard', slug } : null),
  };
  const app = spaRoutes(dist, share);

  test('/journeys: its chunks, and the sign-in screens for a visitor, still titled by the shell', async () => {
    const html = await (await app.request('/journeys')).text();
    expect(html).toContain('<script data-preload="/assets/journeys-page-1.js /assets/chunk-2.js" data-visitor-preload="/assets/login-screens-6.js" data-src="/assets/index-1.js">');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<title>Sapphire Town</title>');
  });

  test('/board and a player page carry theirs beside the share tags; `/` and `/imx` only the sign-in screens', async () => {
    expect(await (await app.request('/board')).text()).toContain('data-preload="/assets/board-page-4.js"');
    const profile = await app.request('/mossbeard');
    expect(profile.status).toBe(200);
    expect(await profile.text()).toContain('data-preload="/assets/profile-page-5.js"');
    const town = await (await app.request('/')).text();
    expect(town).not.toContain('data-preload=');
    expect(town).toContain('<script data-visitor-preload="/assets/login-screens-6.js" data-src=');
    expect(await (await app.request('/imx')).text()).toContain('<script data-visitor-preload="/assets/login-screens-6.js" data-src=');
    expect(await (await app.request('/board')).text()).not.toContain('data-visitor-preload');
  });

  test('every order page gets the same bytes (one shell per set of preloads, not per order)', async () => {
    const a = await app.request('/shop/orders/3f2a1c4e-8b7d-4e6f-9a0b-1c2d3e4f5a6b');
    const b = await app.request('/shop/orders/0b9e8d7c-6a5f-4e3d-8c2b-1a0f9e8d7c6b');
    expect(a.headers.get('etag')).toBe(b.headers.get('etag'));
    expect(await a.text()).toContain('data-preload="/assets/order-page-3.js"');
  });

  test('a build without the list serves the bare shell', async () => {
    const bare = mkdtempSync(join(tmpdir(), 'st-preloads-bare-'));
    writeFileSync(join(bare, 'index.html'), '<!doctype html><head><title>Sapphire Town</title></head>');
    try {
      const res = await spaRoutes(bare).request('/journeys');
      expect(res.status).toBe(200);
      expect(await res.text()).not.toContain('data-preload');
    } finally {
      rmSync(bare, { recursive: true, force: true });
    }
  });
});

test('every chunk the server names is a page component in web/src/features (the build names chunks after their files)', () => {
  const files = new Set([...new Bun.Glob('web/src/features/**/*-page.tsx').scanSync({ cwd: join(import.meta.dir, '../../..') })].map((f) => f.split('/').pop()!.replace(/\.tsx$/, '')));
  const paths = ['/journeys', '/board', '/townhall', '/arcade', '/workshop', '/the-milk-chug', '/milk-chug', '/feathered-fashions', '/shop', '/achievements', '/shop/orders/3f2a1c4e-8b7d-4e6f-9a0b-1c2d3e4f5a6b', '/mossbeard', '/mossbeard/bag', '/mossbeard/customise'];
  for (const path of paths) expect(files, path).toContain(pageChunkFor(path)!);
});
