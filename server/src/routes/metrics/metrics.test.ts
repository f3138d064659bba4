import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { networkInterfaces } from 'node:os';
import { createTestApp, testEnv } from '../../../test/app.ts';
import { sample, seriesOf } from '../../../test/metrics.ts';
import { startTestServer, type TestServer } from '../../../test/realtime.ts';
import { METRICS_REFUSED } from './metrics.ts';

const TOKEN = 'metrics-token-'.padEnd(32, 'm');
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

// An address of this machine that is not loopback: a request to it arrives from it, like a remote caller's.
const outside = Object.values(networkInterfaces())
  .flat()
  .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;

/** The app on a real socket, on every interface, so the caller's address is real. */
async function listening(env: Record<string, string>) {
  const test = await createTestApp({}, env);
  const server = Bun.serve({ port: 0, hostname: '0.0.0.0', fetch: test.app.fetch });
  return {
    scrape: (host: string, headers: Record<string, string> = {}) => fetch(`http://${host}:${server.port}/metrics`, { headers }),
    async close() {
      await server.stop(true);
      await test.close();
    },
  };
}

describe('GET /metrics in process (no socket address: only the token opens it)', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({}, { METRICS_TOKEN: TOKEN });
  });
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

describe('GET /metrics on a real socket', () => {
  test('loopback callers need no token', async () => {
    const s = await listening({});
    try {
      const res = await s.scrape('127.0.0.1');
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('http_requests_total');
    } finally {
      await s.close();
    }
  });

  test.skipIf(!outside)('from another address: the token opens it; none or a wrong one is 401', async () => {
    const s = await listening({ METRICS_TOKEN: TOKEN });
    try {
      expect((await s.scrape(outside!, auth(TOKEN))).status).toBe(200);
      for (const headers of [{}, auth(`${TOKEN}x`)]) {
        const res = await s.scrape(outside!, headers);
        expect(res.status).toBe(401);
        expect(await res.json()).toEqual({ error: METRICS_REFUSED });
      }
    } finally {
      await s.close();
    }
  });

  test.skipIf(!outside)('a token when none is configured is refused, from anywhere', async () => {
    const s = await listening({});
    try {
      for (const host of [outside!, '127.0.0.1']) expect((await s.scrape(host, auth(TOKEN))).status).toBe(401);
      expect((await s.scrape(outside!)).status).toBe(401);
    } finally {
      await s.close();
    }
  });

  test('behind a proxy (TRUST_PROXY) loopback proves nothing: only the token opens it', async () => {
    const s = await listening({ TRUST_PROXY: 'true', METRICS_TOKEN: TOKEN });
    try {
      expect((await s.scrape('127.0.0.1')).status).toBe(401);
      expect((await s.scrape('127.0.0.1', { 'x-forwarded-for': '127.0.0.1' })).status).toBe(401);
      expect((await s.scrape('127.0.0.1', auth(TOKEN))).status).toBe(200);
    } finally {
      await s.close();
    }
  });
});

describe('GET /metrics with the real-time core', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
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
