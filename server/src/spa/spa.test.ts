import { afterAll, describe, expect, test } from 'bun:test';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { spaRoutes } from './spa.ts';

const dist = mkdtempSync(join(tmpdir(), 'st-dist-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));
mkdirSync(join(dist, 'assets'));
const shell = '<!doctype html><title>Sapphire Town</title><div id="root"></div>'.padEnd(2000, ' ');
const script = `console.log(${JSON.stringify('town '.repeat(400))});`;
writeFileSync(join(dist, 'index.html'), shell);
writeFileSync(join(dist, 'assets/index-abc123.js'), script);
writeFileSync(join(dist, 'assets/index-abc123.js.br'), brotliCompressSync(script));
writeFileSync(join(dist, 'assets/index-abc123.js.map'), JSON.stringify({ version: 3, sources: ['../web/src/main.tsx'], mappings: 'AAAA;'.repeat(400) }));
writeFileSync(join(dist, 'service-worker.js'), 'self.addEventListener("fetch", () => {});');
const app = spaRoutes(dist);

const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });

describe('serving the SPA', () => {
  test.each([
    '/', '/imx', '/journeys', '/board', '/townhall', '/arcade', '/workshop', '/the-milk-chug', '/milk-chug',
    '/feathered-fashions', '/shop', '/achievements', '/mossbeard', '/mossbeard/bag', '/mossbeard/customise', '/signin/provider/discord',
    '/signin/error', '/fishing/pond/3', '/pack/success',
  ])('%s gets the app shell, never cached', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toBe(shell);
  });

  test('unknown deep paths get the shell with a 404 so the app shows its own page', async () => {
    const res = await get('/a/b/c');
    expect(res.status).toBe(404);
    expect(await res.text()).toBe(shell);
  });

  test('hashed assets are immutable and served compressed', async () => {
    const br = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('accept-encoding');
    expect(brotliDecompressSync(new Uint8Array(await br.arrayBuffer())).toString()).toBe(script);

    const gz = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    const raw = new Uint8Array(await gz.arrayBuffer());
    expect(raw.byteLength).toBeLessThan(script.length / 4);
    expect(gunzipSync(raw).toString()).toBe(script);

    const plain = await get('/assets/index-abc123.js', { 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  test('the shell itself is compressed too', async () => {
    const res = await get('/', { 'accept-encoding': 'gzip' });
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });

  test('the service worker is revalidated on every load so deploys reach users', async () => {
    const res = await get('/service-worker.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('javascript');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  test('ETag revalidation answers 304', async () => {
    const first = await get('/');
    const again = await get('/', { 'if-none-match': first.headers.get('etag')! });
    expect(again.status).toBe(304);
  });

  test('a missing asset is a plain 404, not the shell', async () => {
    const res = await get('/assets/gone-123.js');
    expect(res.status).toBe(404);
    expect(await res.text()).toBe('Not found');
  });

  test('source maps are served in development, and are a plain 404 in production', async () => {
    const dev = await get('/assets/index-abc123.js.map');
    expect(dev.status).toBe(200);
    expect(await dev.text()).toContain('main.tsx');
    const production = spaRoutes(dist, undefined, { sourceMaps: false });
    const res = await production.request('/assets/index-abc123.js.map');
    expect(res.status).toBe(404);
    expect(await res.text()).toBe('Not found');
    expect((await production.request('/assets/index-abc123.js')).status).toBe(200);
  });

  test('a source map goes as it is, never compressed: it is for a developer\'s tools, and gzipping megabytes of them would slow every start', async () => {
    const res = await get('/assets/index-abc123.js.map', { 'accept-encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(((await res.json()) as { sources: string[] }).sources).toEqual(['../web/src/main.tsx']);
    // The script beside it still goes compressed.
    expect((await get('/assets/index-abc123.js', { 'accept-encoding': 'br, gzip' })).headers.get('content-encoding')).toBe('br');
  });

  test('without a build the server says how to make one', async () => {
    const res = await spaRoutes(join(dist, 'nope')).request('/');
    expect(res.status).toBe(503);
    expect(await res.text()).toContain('bun run build');
  });
});
