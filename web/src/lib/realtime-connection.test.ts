/** The connection: sign-in, backoff, pings, timeouts, restarts and frames, driven through the client the page uses. */
import { beforeEach, describe, expect, test } from 'bun:test';
import { backoffDelay } from './realtime-connection.ts';
import { realtimeRig } from '../../test/realtime-fakes.ts';

const WALLET = `0x${'ab'.repeat(20)}`;
const PRIVATE = `sapphiretown-${WALLET}`;

// A new rig (client factory, fake sockets, fake clock) for every test.
let { clock, sockets, notices, client, latest, events, acceptAll } = realtimeRig();
beforeEach(() => ({ clock, sockets, notices, client, latest, events, acceptAll } = realtimeRig()));

describe('RealtimeClient', () => {
  test('a visitor (no token) sends no auth', () => {
    const c = client();
    c.configure(null, ['sapphiretown']);
    c.start();
    latest().open();
    expect(latest().sent).toEqual([{ type: 'subscribe', channel: 'sapphiretown' }]);
  });
  test('backoff doubles with jitter, is capped, and starts again after a healthy connection', () => {
    const c = client({ backoff: { baseMs: 1000, capMs: 8000 } });
    c.configure('tok', ['notifications']);
    c.start();
    const delays: number[] = [];
    for (let i = 0; i < 6; i++) {
      latest().drop();
      delays.push(clock.pending()[0]!);
      clock.advance(delays.at(-1)!);
    }
    // random() = 0.5: three quarters of each ceiling (1, 2, 4, 8, 8, 8 s).
    expect(delays).toEqual([750, 1500, 3000, 6000, 6000, 6000]);
    // Opening alone is not health (a server that accepts and drops would spin); a confirmed subscription is.
    latest().open();
    latest().drop();
    expect(clock.pending()[0]).toBe(6000);
    clock.advance(6000);
    acceptAll();
    latest().drop();
    expect(clock.pending()[0]).toBe(750);
  });
  test('backoffDelay stays between half and all of the capped ceiling', () => {
    const b = { baseMs: 1000, capMs: 30_000 };
    expect(backoffDelay(0, b, () => 0)).toBe(500);
    expect(backoffDelay(0, b, () => 0.999999)).toBe(1000);
    expect(backoffDelay(10, b, () => 0)).toBe(15_000);
    expect(backoffDelay(10, b, () => 0.999999)).toBe(30_000);
    expect(backoffDelay(500, b, () => 1)).toBe(30_000);
  });
  test('waking (tab visible, network back) reconnects at once instead of waiting out the backoff', () => {
    const c = client();
    c.configure('tok', ['notifications']);
    c.start();
    acceptAll();
    for (let i = 0; i < 4; i++) {
      latest().drop();
      clock.advance(clock.pending()[0]!);
    }
    latest().drop();
    const before = sockets.length;
    c.wake();
    expect(sockets).toHaveLength(before + 1);
    expect(clock.pending()).toEqual([10_000]); // only the new socket's connect timeout
  });
  test('pings to keep alive; a silent socket is dropped and replaced', () => {
    const c = client({ pingEveryMs: 25_000, pongTimeoutMs: 10_000 });
    c.configure('tok', ['notifications']);
    c.start();
    acceptAll();
    const s = latest();
    clock.advance(25_000);
    expect(s.sent.at(-1)).toEqual({ type: 'ping' });
    s.deliver({ type: 'pong' });
    clock.advance(25_000);
    expect(s.sent.filter((m) => m.type === 'ping')).toHaveLength(2);
    // No pong this time: after 10 s it is given up (and closed), then retried with backoff.
    clock.advance(10_000);
    expect(s.closed).not.toBeNull();
    expect(c.status).toBe('waiting');
    clock.advance(1000);
    expect(sockets).toHaveLength(2);
  });
  test('waking with an open socket checks it with a ping', () => {
    const c = client();
    c.configure('tok', ['notifications']);
    c.start();
    acceptAll();
    c.wake();
    expect(latest().sent.at(-1)).toEqual({ type: 'ping' });
    clock.advance(10_000);
    expect(c.status).toBe('waiting');
  });
  test('a socket that never opens is given up after the connect timeout', () => {
    const c = client({ connectTimeoutMs: 5000 });
    c.configure('tok', ['notifications']);
    c.start();
    clock.advance(5000);
    expect(sockets[0]!.closed).not.toBeNull();
    clock.advance(1000);
    expect(sockets).toHaveLength(2);
  });
  test('a new token starts a new connection; the old socket is closed and its late events ignored', () => {
    const c = client();
    c.configure('tok', ['sapphiretown']);
    c.start();
    acceptAll();
    const old = latest();
    c.configure('tok2', ['sapphiretown', PRIVATE]);
    expect(old.closed).not.toBeNull();
    expect(sockets).toHaveLength(2);
    latest().open();
    expect(latest().sent.slice(0, 1)).toEqual([{ type: 'auth', token: 'tok2' }]);
    old.event('sapphiretown', 99);
    expect(events()).toEqual([]);
  });
  test('stop closes for good; start resumes with the remembered positions', () => {
    const c = client();
    c.configure('tok', ['notifications']);
    c.start();
    acceptAll();
    latest().event('notifications', 12);
    c.stop();
    expect(latest().closed?.code).toBe(1000);
    clock.advance(120_000);
    expect(sockets).toHaveLength(1);
    c.start();
    latest().open();
    expect(latest().subscribes()).toEqual([{ type: 'subscribe', channel: 'notifications', since: 12 }]);
  });
  test('server errors are passed on; bad frames are ignored', () => {
    const c = client();
    c.configure('tok', [PRIVATE]);
    c.start();
    latest().open();
    latest().deliver({ type: 'error', error: `Not allowed to subscribe to ${PRIVATE}` });
    latest().onmessage?.(new MessageEvent('message', { data: 'not json' }));
    latest().onmessage?.(new MessageEvent('message', { data: new ArrayBuffer(2) }));
    expect(notices.filter((n) => n.type === 'error')).toEqual([{ type: 'error', error: `Not allowed to subscribe to ${PRIVATE}` }]);
  });
});
