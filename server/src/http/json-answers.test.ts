import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { profiles } from '../../../db/schema/index.ts';
import { seedDemoContent } from '../demo-seed.ts';
import { createTestApp } from '../../test/app.ts';
import { walletSignIn } from '../../test/sign-in.ts';
import { COMPRESS_FROM } from './json-answers.ts';

const METRICS_TOKEN = 'metrics-token-'.padEnd(32, 'm');
let t: Awaited<ReturnType<typeof createTestApp>>;
let moss: number;

beforeAll(async () => {
  t = await createTestApp({}, { METRICS_TOKEN });
  await seedDemoContent(t.deps.database.db);
  const [row] = await t.deps.database.db.select().from(profiles).where(eq(profiles.slug, 'mossbeard'));
  moss = row!.avatar_token_id!;
}, 60_000);
afterAll(() => t.close());

const get = (path: string, headers: Record<string, string> = {}) => t.app.request(path, { headers });
const bytes = async (res: Response) => new Uint8Array(await res.arrayBuffer());

describe('JSON answers: validators', () => {
  test.each(['/api/users/mossbeard', '/api/users/mossbeard/bag', '/api/news', '/api/leaderboard/bird-chirp'])(
    '%s: a weak ETag, no-cache for anyone, and 304 (no body) for its tag, weak or strong',
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(200);
      const etag = res.headers.get('etag')!;
      expect(etag).toMatch(/^W\/"[\w-]{27}"$/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('vary')).toContain('Accept-Encoding');
      expect(res.headers.get('vary')).toContain('Authorization');
      const body = await res.text();
      for (const tag of [etag, etag.slice(2), `"other", ${etag}`]) {
        const again = await get(path, { 'if-none-match': tag });
        expect(again.status).toBe(304);
        expect((await bytes(again)).byteLength).toBe(0);
        expect(again.headers.get('etag')).toBe(etag);
      }
      const changed = await get(path, { 'if-none-match': 'W/"something-else"' });
      expect(changed.status).toBe(200);
      expect(await changed.text()).toBe(body);
    },
  );

  test("a signed-in player's own answers are private: no shared cache may keep them; refusals get no ETag", async () => {
    const { token } = await walletSignIn(t.app);
    // A public page asked for with a session is private too: what it says may depend on who asks.
    const page = await get('/api/users/mossbeard', { authorization: `Bearer ${token}` });
    expect(page.headers.get('cache-control')).toBe('private, no-cache');
    const missing = await get('/api/users/nobody-here');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('etag')).toBeNull();
    const unauthorised = await get('/api/profile');
    expect(unauthorised.status).toBe(401);
    expect(unauthorised.headers.get('etag')).toBeNull();
  }, 30_000);

  test('an image answers 304 to its tag made weak (a proxy that recompressed it)', async () => {
    const path = `/render/explorer/${moss}.png?w=320`;
    const first = await get(path);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag')!;
    expect(etag.startsWith('"')).toBe(true);
    expect((await get(path, { 'if-none-match': `W/${etag}` })).status).toBe(304);
    expect((await get(path, { 'if-none-match': 'W/"nope"' })).status).toBe(200);
  }, 60_000);
});

describe('JSON answers: compression', () => {
  test('brotli over gzip when accepted and the body is worth it; the same JSON once decoded', async () => {
    const plain = await get('/api/openapi.json');
    const text = await plain.text();
    expect(text.length).toBeGreaterThan(COMPRESS_FROM);
    expect(plain.headers.get('content-encoding')).toBeNull();

    const br = await get('/api/openapi.json', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    const brBytes = await bytes(br);
    expect(Number(br.headers.get('content-length'))).toBe(brBytes.byteLength);
    expect(brBytes.byteLength).toBeLessThan(text.length / 4);
    expect(brotliDecompressSync(brBytes).toString()).toBe(text);

    const gz = await get('/api/openapi.json', { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(gz)).toString()).toBe(text);
    // One meaning in three encodings: one (weak) tag.
    expect(br.headers.get('etag')).toBe(plain.headers.get('etag'));
    expect(gz.headers.get('etag')).toBe(plain.headers.get('etag'));
  });

  test('a small answer goes out as it is', async () => {
    const res = await get('/api/leaderboard', { 'accept-encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    const body = await bytes(res);
    expect(body.byteLength).toBeLessThan(COMPRESS_FROM);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(JSON.parse(new TextDecoder().decode(body))).toBeArray();
  });

  test('refusals are compressed too when large, never validated; 304s are counted on /metrics by status', async () => {
    const bad = await get(`/api/users/${'x'.repeat(40)}%00`, { 'accept-encoding': 'gzip' });
    expect(bad.status).toBe(400);
    expect(bad.headers.get('etag')).toBeNull();
    const metrics = await (await get('/metrics', { authorization: `Bearer ${METRICS_TOKEN}` })).text();
    expect(metrics).toMatch(/http_requests_total\{[^}]*status="304"[^}]*\} \d+/);
  });
});

describe('production hands out no source maps', () => {
  test('NODE_ENV=production: a .map next to a built script is 404', async () => {
    const { mkdtempSync, mkdirSync, writeFileSync, rmSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const dist = mkdtempSync(join(tmpdir(), 'st-maps-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Sapphire Town</title>');
    writeFileSync(join(dist, 'assets/main-abc.js'), 'console.log(1)');
    writeFileSync(join(dist, 'assets/main-abc.js.map'), '{"version":3}');
    const prod = await createTestApp({ distDir: dist }, { NODE_ENV: 'production', PUBLIC_URL: 'https://town.example', SESSION_SECRET: 'session-secret-'.padEnd(40, 's') });
    try {
      expect((await prod.app.request('/assets/main-abc.js')).status).toBe(200);
      expect((await prod.app.request('/assets/main-abc.js.map')).status).toBe(404);
    } finally {
      await prod.close();
      rmSync(dist, { recursive: true, force: true });
    }
  }, 60_000);
});
