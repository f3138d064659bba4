import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createTestApp, testEnv } from '../../../test/app.ts';
import { sample, seriesOf } from '../../../test/metrics.ts';
import { startTestServer, type TestServer } from '../../../test/realtime.ts';
import { METRICS_REFUSED } from './metrics.ts';

const TOKEN = 'metrics-token-'.padEnd(32, 'm');
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

// A caller from elsewhere, as the server sees it (a documentation address: no traffic leaves this machine).
const REMOTE = { address: '203.0.113.7', family: 'IPv4', port: 40_000 };

/**
 * The app on real loopback sockets: `local` as it is, and `remote` where the server reports every caller
 * as REMOTE (Bun's requestIP, which the guard reads through Hono's getConnInfo), as a caller from another
 * machine would be seen.
 */
async function listening(env: Record<string, string>) {
  const test = await createTestApp({}, env);
  const local = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: test.app.fetch });
  const remote = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: (req) => test.app.fetch(req, { requestIP: () => REMOTE }) });
  return {
    scrape: (from: 'local' | 'remote', headers: Record<string, string> = {}) =>
      fetch(`http://127.0.0.1:${(from === 'local' ? local : remote).port}/metrics`, { headers }),
    async close() {
      await local.stop(true);
      await remote.stop(true);
      await test.close();
    },
  };
}

describe('GET /metrics in process (no socket address: only the token opens it)', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({}, { METRICS_TOKEN: TOKEN });
  }, 60_000);
  afterAll(() => t.close());

  test('with the token: Prometheus text, requests labelled by route pattern, never by raw path', async () => {
    await t.app.request('/api/users/some-player-nobody-has');
    await t.app.request('/api/no-such-route-4711');
    const res = await t.app.request('/metrics', { headers: auth(TOKEN) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toStartWith('text/plain; version=0.0.4');
    const text = await res.text();
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(sample(text, 'http_requests_total{method="GET",route="/api/users/:slug",status="404",ok="false"}')).toBe(1);
    const requests = seriesOf(text, 'http_requests_total');
    expect(requests.join('\n')).not.toContain('some-player-nobody-has');
    expect(requests.join('\n')).not.toContain('4711');
    // A path no route knows is counted under the catch-all that answered it.
    expect(sample(text, 'http_requests_total{method="GET",route="/api/*",status="404",ok="false"}')).toBe(1);
    expect(seriesOf(text, 'http_request_duration_seconds_bucket').some((l) => l.includes('route="/api/users/:slug"'))).toBe(true);
    for (const name of ['sapphire_websockets_open', 'sapphire_pushes_sent_total', 'sapphire_pushes_dropped_total', 'sapphire_render_queue', 'sapphire_image_cache_misses_total', 'process_resident_memory_bytes', 'nodejs_eventloop_lag_seconds']) {
      expect(seriesOf(text, name).length).toBeGreaterThan(0);
    }
  });

  test('a wrong token, a malformed header, or none: 401 with { error }', async () => {
    for (const headers of [auth('x'.repeat(32)), { authorization: 'Basic abc' }, {}]) {
      const res = await t.app.request('/metrics', { headers });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: METRICS_REFUSED });
    }
  });
});

test('METRICS_TOKEN shorter than 24 characters stops start-up, named', () => {
  expect(() => testEnv({ METRICS_TOKEN: 'too-short' })).toThrow('METRICS_TOKEN: must be at least 24 characters');
});

// A real server on a socket, with its database: 3-4 s to start on a slow 2-core machine (5.6 s once
// beside a benchmark), past bun's default 5 s.
const SERVER_START_MS = 30_000;

describe('GET /metrics on a real socket', () => {
  test('loopback callers need no token', async () => {
    const s = await listening({});
    try {
      const res = await s.scrape('local');
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('http_requests_total');
    } finally {
      await s.close();
    }
  }, SERVER_START_MS);

  test('from another address: the token opens it; none or a wrong one is 401', async () => {
    const s = await listening({ METRICS_TOKEN: TOKEN });
    try {
      expect((await s.scrape('remote', auth(TOKEN))).status).toBe(200);
      for (const headers of [{}, auth(`${TOKEN}x`)]) {
        const res = await s.scrape('remote', headers);
        expect(res.status).toBe(401);
        expect(await res.json()).toEqual({ error: METRICS_REFUSED });
      }
    } finally {
      await s.close();
    }
  }, SERVER_START_MS);

  test('a token when none is configured is refused, from anywhere', async () => {
    const s = await listening({});
    try {
      for (const from of ['remote', 'local'] as const) expect((await s.scrape(from, auth(TOKEN))).status).toBe(401);
      expect((await s.scrape('remote')).status).toBe(401);
    } finally {
      await s.close();
    }
  }, SERVER_START_MS);

  test("without TRUST_PROXY, a loopback request with a proxy's forwarding header (a proxy on this machine left unconfigured) is not local", async () => {
    const s = await listening({ METRICS_TOKEN: TOKEN });
    try {
      expect((await s.scrape('local')).status).toBe(200);
      const proxied: Record<string, string>[] = [{ 'x-forwarded-for': '203.0.113.9' }, { forwarded: 'for=203.0.113.9' }, { 'x-real-ip': '203.0.113.9' }];
      for (const headers of proxied) {
        expect({ headers, status: (await s.scrape('local', headers)).status }).toEqual({ headers, status: 401 });
      }
      expect((await s.scrape('local', { 'x-forwarded-for': '203.0.113.9', ...auth(TOKEN) })).status).toBe(200);
    } finally {
      await s.close();
    }
  }, SERVER_START_MS);

  test('behind a proxy (TRUST_PROXY) loopback proves nothing: only the token opens it', async () => {
    const s = await listening({ TRUST_PROXY: 'true', METRICS_TOKEN: TOKEN });
    try {
      expect((await s.scrape('local')).status).toBe(401);
      expect((await s.scrape('local', { 'x-forwarded-for': '127.0.0.1' })).status).toBe(401);
      expect((await s.scrape('local', auth(TOKEN))).status).toBe(200);
    } finally {
      await s.close();
    }
  }, SERVER_START_MS);
});

describe('GET /metrics with the real-time core', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  }, 60_000);
  afterAll(() => t.close());

  const open = async () => sample(await (await fetch(`${t.origin}/metrics`)).text(), 'sapphire_websockets_open');

  test('counts open WebSockets', async () => {
    expect(await open()).toBe(0);
    const socket = await t.connect();
    await socket.roundTrip();
    expect(await open()).toBe(1);
    socket.close();
    await socket.closed;
    while ((await open()) !== 0) await Bun.sleep(5);
  });
});
