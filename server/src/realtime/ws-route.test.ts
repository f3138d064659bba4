import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { MESSAGES } from '../../../domain/messages.ts';
import { WS_AUTH_FAILURES_MAX, WS_ERRORS, WS_MAX_MESSAGE_BYTES, WS_RATE } from '../../../domain/realtime.ts';
import { startTestServer, TestSocket, type TestServer } from '../../test/realtime.ts';
import { until } from '../../test/until.ts';

// A real Bun.serve on port 0 with real WebSocket clients; the database is an in-memory PGlite.
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ env: { PUBLIC_URL: 'https://town.example' } });
}, 60_000);
afterAll(() => t?.close());

describe('GET /ws: who may connect', () => {
  test('a foreign Origin is refused with 403 before any upgrade', async () => {
    const res = await fetch(`${t.origin}/ws`, { headers: { origin: 'https://evil.example', upgrade: 'websocket', connection: 'Upgrade' } });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: 'Origin not allowed' });
    await expect(TestSocket.open(t.wsUrl, { origin: 'https://evil.example' })).rejects.toThrow('refused');
    // A look-alike of our own host on another scheme or port is foreign too.
    await expect(TestSocket.open(t.wsUrl, { origin: 'https://127.0.0.1' })).rejects.toThrow('refused');
  }, 20_000);

  test("PUBLIC_URL's origin, the server's own loopback origin (not production) and non-browser clients may connect", async () => {
    const cases: Array<Record<string, string>> = [{ origin: 'https://town.example' }, { origin: t.origin }, {}];
    for (const headers of cases) {
      const socket = await TestSocket.open(t.wsUrl, headers);
      socket.send({ type: 'ping' });
      expect(await socket.waitFor((m) => m.type === 'pong')).toEqual({ type: 'pong' });
      socket.close();
    }
  }, 20_000);

  test('in production only PUBLIC_URL counts', async () => {
    const prod = await startTestServer({ database: t.database, env: { NODE_ENV: 'production', PUBLIC_URL: 'https://town.example', SESSION_SECRET: 'x'.repeat(40) } });
    try {
      await expect(TestSocket.open(prod.wsUrl, { origin: prod.origin })).rejects.toThrow('refused');
      (await TestSocket.open(prod.wsUrl, { origin: 'https://town.example' })).close();
    } finally {
      await prod.close();
    }
  }, 30_000);

  test('a plain GET is told to upgrade', async () => {
    const res = await fetch(`${t.origin}/ws`);
    expect(res.status).toBe(426);
    expect(await res.json()).toEqual({ error: 'Expected a WebSocket upgrade' });
  }, 10_000);
});

describe('GET /ws: messages', () => {
  test('bad JSON, non-objects, unknown types and bad fields get an error and the socket stays open', async () => {
    const socket = await t.connect();
    const cases: Array<[string, string]> = [
      ['{not json', WS_ERRORS.badJson],
      ['[1,2]', WS_ERRORS.badJson],
      ['"ping"', WS_ERRORS.badJson],
      [JSON.stringify({ type: 'shout' }), WS_ERRORS.unknownType('shout')],
      [JSON.stringify({ nope: 1 }), WS_ERRORS.unknownType('undefined')],
      [JSON.stringify({ type: 'subscribe' }), WS_ERRORS.badMessage('channel: Invalid input: expected string, received undefined')],
      [JSON.stringify({ type: 'subscribe', channel: 'sapphiretown', since: -1 }), WS_ERRORS.badMessage('since: Too small: expected number to be >=0')],
      [JSON.stringify({ type: 'auth', token: 42 }), WS_ERRORS.badMessage('token: Invalid input: expected string, received number')],
      [JSON.stringify({ type: 'subscribe', channel: 'everything' }), WS_ERRORS.unknownChannel('everything')],
    ];
    for (const [frame, error] of cases) {
      const before = socket.errors().length;
      socket.send(frame);
      await socket.waitFor(() => socket.errors().length > before);
      expect(socket.errors().at(-1)).toBe(error);
    }
    socket.ws.send(new Uint8Array([1, 2, 3]));
    await socket.waitFor(() => socket.errors().at(-1) === WS_ERRORS.notJsonText);
    await socket.roundTrip();
    socket.close();
  }, 20_000);

  test('a message over 64 KB closes the socket with 1009; one just under is read', async () => {
    const socket = await t.connect();
    // Just under the limit: a valid frame, so an answer (an error for the junk field's channel) comes back.
    socket.send({ type: 'subscribe', channel: 'x'.repeat(WS_MAX_MESSAGE_BYTES - 100) });
    await socket.waitFor((m) => m.type === 'error');
    socket.send({ type: 'ping', pad: 'x'.repeat(WS_MAX_MESSAGE_BYTES) });
    expect((await socket.closed).code).toBe(1009);
  }, 20_000);

  test(`more than ${WS_RATE.burst} messages at once: an error, then close with 1008`, async () => {
    const socket = await t.connect();
    const sent = WS_RATE.burst * 2;
    for (let i = 0; i < sent; i++) socket.send({ type: 'ping' });
    const closed = await socket.closed;
    expect(closed.code).toBe(1008);
    const pongs = socket.messages.filter((m) => m.type === 'pong').length;
    // The burst plus whatever refilled while the frames arrived; never all of them.
    expect(pongs).toBeGreaterThanOrEqual(WS_RATE.burst);
    expect(pongs).toBeLessThan(sent);
    expect(socket.errors()).toEqual([WS_ERRORS.tooFast]);
  }, 20_000);

  test('a steady client under the rate is never cut off', async () => {
    // The server's clock is a fake one that moves 1/15 s after each pong, so each ping arrives exactly
    // 1/15 s after the last, with no real waiting.
    let clock = Date.now();
    const steady = await startTestServer({ database: t.database, env: { PUBLIC_URL: 'https://town.example' }, now: () => clock });
    try {
      const socket = await steady.connect();
      // 60 pings at 15 a second: over the burst in total, under the refill rate.
      for (let i = 1; i <= 60; i++) {
        socket.send({ type: 'ping' });
        await socket.waitFor(() => socket.messages.filter((m) => m.type === 'pong').length === i);
        clock += 1000 / 15;
      }
      expect(socket.messages.filter((m) => m.type === 'pong').length).toBe(60);
      expect(socket.errors()).toEqual([]);
      socket.close();
    } finally {
      await steady.close();
    }
  }, 30_000);
});

describe('GET /ws: limits per client', () => {
  test('an address holds at most SOCKET_LIMIT_PER_IP sockets: the next upgrade is 429 until one closes; plain GETs take no slot', async () => {
    const limited = await startTestServer({ database: t.database, env: { PUBLIC_URL: 'https://town.example', SOCKET_LIMIT_PER_IP: '3' } });
    try {
      const { clientSockets } = limited.realtime;
      for (let i = 0; i < 5; i++) expect((await fetch(`${limited.origin}/ws`)).status).toBe(426);
      const open = await Promise.all([1, 2, 3].map(() => limited.connect()));
      expect(clientSockets.count('127.0.0.1')).toBe(3);
      await expect(limited.connect()).rejects.toThrow('refused');
      const res = await fetch(`${limited.origin}/ws`, { headers: { origin: limited.origin, upgrade: 'websocket', connection: 'Upgrade', 'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==', 'sec-websocket-version': '13' } });
      expect({ status: res.status, body: await res.json() }).toEqual({ status: 429, body: { error: WS_ERRORS.tooManySockets } });
      expect(clientSockets.refused.perClient).toBe(2);
      // The sockets still open are untouched, and a closed one frees its slot.
      open[0]!.close();
      await open[0]!.closed;
      await until(() => clientSockets.count('127.0.0.1') === 2);
      const again = await limited.connect();
      again.send({ type: 'ping' });
      await again.waitFor((m) => m.type === 'pong');
      for (const socket of [...open.slice(1), again]) socket.close();
      await until(() => clientSockets.count('127.0.0.1') === 0);
    } finally {
      await limited.close();
    }
  }, 30_000);

  test('behind a proxy each forwarded client has its own limit', async () => {
    const proxied = await startTestServer({ database: t.database, env: { PUBLIC_URL: 'https://town.example', SOCKET_LIMIT_PER_IP: '1', TRUST_PROXY: 'true' } });
    try {
      const as = (client: string) => proxied.connect({ origin: proxied.origin, 'x-forwarded-for': client });
      const first = await as('203.0.113.1');
      const second = await as('203.0.113.2');
      await expect(as('203.0.113.1')).rejects.toThrow('refused');
      // What the client writes before the proxy's entry changes nothing.
      await expect(as('198.51.100.7, 203.0.113.2')).rejects.toThrow('refused');
      first.close();
      second.close();
    } finally {
      await proxied.close();
    }
  }, 30_000);

  test(`a socket is closed with 1008 after ${WS_AUTH_FAILURES_MAX} failed sign-ins; one fewer leaves it open`, async () => {
    const refusedBefore = t.realtime.clientSockets.refused.authFailures;
    const socket = await t.connect();
    for (let i = 1; i < WS_AUTH_FAILURES_MAX; i++) {
      socket.send({ type: 'auth', token: `not-a-token-${i}` });
      await socket.waitFor(() => socket.errors().length === i);
    }
    await socket.roundTrip();
    expect(socket.ws.readyState).toBe(WebSocket.OPEN);
    socket.send({ type: 'auth', token: 'not-a-token-last' });
    socket.send({ type: 'auth', token: 'queued-behind-it' });
    const closed = await socket.closed;
    expect(closed).toEqual({ code: 1008, reason: WS_ERRORS.tooManySignIns });
    expect(socket.errors()).toEqual([...Array(WS_AUTH_FAILURES_MAX).fill(MESSAGES.tokenNotPresent), WS_ERRORS.tooManySignIns]);
    expect(t.realtime.clientSockets.refused.authFailures).toBe(refusedBefore + 1);
  }, 20_000);
});
