import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedPgliteFolder } from '../../../db/test/pglite-template.ts';
import { seedDemoContent } from '../demo-seed.ts';
import { createApp, renderServiceOf } from '../app.ts';
import { createLogger } from '../log.ts';
import { securityHeaderValues } from '../http/security-headers.ts';
import { startServer, type RunningServer } from '../server.ts';
import { createTestApp, testEnv } from '../../test/app.ts';
import { hotImageHandler } from './hot-images.ts';

const root = mkdtempSync(join(tmpdir(), 'st-hot-images-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Every header but the per-request ones, sorted, for comparing two answers. */
const stable = (res: Response) =>
  [...res.headers].filter(([k]) => k !== 'x-request-id' && k !== 'date').sort(([a], [b]) => a.localeCompare(b));
const bytes = async (res: Response) => new Uint8Array(await res.arrayBuffer());

describe('hotImageHandler', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let app: ReturnType<typeof createApp>;
  let render: ReturnType<typeof renderServiceOf>;
  let fast: ReturnType<typeof hotImageHandler>;
  const lines: string[] = [];
  const URL_320 = 'http://town.test/render/explorer/1.png?w=320';

  beforeAll(async () => {
    t = await createTestApp({}, { DATA_DIR: join(root, 'unit') });
    await seedDemoContent(t.deps.database.db);
    render = renderServiceOf(t.deps);
    app = createApp(t.deps, undefined, render);
    fast = hotImageHandler({ hot: render.hot, security: await securityHeaderValues(t.deps.env), log: createLogger('info', (l) => lines.push(l)) });
  }, 60_000);
  afterAll(async () => {
    render.close();
    await t.close();
  });

  test('answers nothing until Hono has answered the URL; then exactly what Hono answers', async () => {
    expect(fast(new Request(URL_320))).toBeNull();
    const slow = await app.fetch(new Request(URL_320));
    expect(slow.status).toBe(200);
    const hot = fast(new Request(URL_320))!;
    expect(hot).not.toBeNull();
    expect(hot.status).toBe(200);
    expect(stable(hot)).toEqual(stable(slow));
    // Spot checks, so a header both paths lost would still fail here.
    expect(hot.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(hot.headers.get('x-content-type-options')).toBe('nosniff');
    expect(hot.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    // Images are for other sites too (issue 16, item 9).
    expect(hot.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(hot.headers.get('etag')).toMatch(/^"[^"]+"$/);
    expect(hot.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=86400');
    expect(hot.headers.get('content-type')).toBe('image/png');
    const body = await bytes(hot);
    expect(hot.headers.get('content-length')).toBe(String(body.byteLength));
    expect(body).toEqual(await bytes(slow));
    expect(hot.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  }, 60_000);

  test('304 for a matching If-None-Match, with the same headers as Hono’s 304', async () => {
    const etag = (await app.fetch(new Request(URL_320))).headers.get('etag')!;
    const init = { headers: { 'if-none-match': `"other", ${etag}` } };
    const hot = fast(new Request(URL_320, init))!;
    const slow = await app.fetch(new Request(URL_320, init));
    expect([hot.status, slow.status]).toEqual([304, 304]);
    expect(stable(hot)).toEqual(stable(slow));
    expect(hot.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect((await bytes(hot)).byteLength).toBe(0);
    expect(fast(new Request(URL_320, { headers: { 'if-none-match': '"other"' } }))!.status).toBe(200);
  }, 60_000);

  test('a caller’s plain request id is kept, anything else replaced; the access log still gets its line', async () => {
    lines.length = 0;
    expect(fast(new Request(URL_320, { headers: { 'x-request-id': 'abc-123' } }))!.headers.get('x-request-id')).toBe('abc-123');
    expect(fast(new Request(URL_320, { headers: { 'x-request-id': 'no spaces!' } }))!.headers.get('x-request-id')).not.toBe('no spaces!');
    const logged = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(logged[0]).toMatchObject({ level: 'info', msg: 'request', requestId: 'abc-123', method: 'GET', path: '/render/explorer/1.png', status: 200 });
  }, 60_000);

  test('other methods, other URLs and forgotten avatars go to Hono', async () => {
    expect(fast(new Request(URL_320, { method: 'POST' }))).toBeNull();
    expect(fast(new Request('http://town.test/render/explorer/1.png?w=375'))).toBeNull();
    render.forget('explorer', 1);
    expect(fast(new Request(URL_320))).toBeNull();
  }, 60_000);
});

describe('the running server', () => {
  let server: RunningServer;
  beforeAll(async () => {
    const env = testEnv({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: join(root, 'server'), DEMO_SEED: 'true' });
    if (!env.DATABASE_URL) await seedPgliteFolder(env.DATA_DIR);
    server = await startServer(env);
  }, 60_000);
  afterAll(() => server?.stop());

  test('repeat image requests carry every header of the first; 304 and HEAD work; errors still go through Hono', async () => {
    const url = `${server.url}/render/explorer/1.png?w=320`;
    const first = await fetch(url);
    expect(first.status).toBe(200);
    const body = await bytes(first);
    const again = await fetch(url);
    expect(stable(again)).toEqual(stable(first));
    expect(again.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
    expect(await bytes(again)).toEqual(body);

    const etag = first.headers.get('etag')!;
    const notModified = await fetch(url, { headers: { 'if-none-match': etag } });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('etag')).toBe(etag);
    expect(notModified.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));

    const head = await fetch(url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(body.byteLength));
    expect((await bytes(head)).byteLength).toBe(0);

    const bad = await fetch(`${server.url}/render/explorer/1.gif`);
    expect(bad.status).toBe(400);
    expect(bad.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  }, 60_000);
});
