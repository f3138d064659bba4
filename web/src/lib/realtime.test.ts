import { beforeEach, describe, expect, test } from 'bun:test';
import { backoffDelay, RealtimeClient, type Clock, type RealtimeNotice, type RealtimeOptions, type SocketLike } from './realtime.ts';

/** A socket the test plays the server for: it records what the client sent and delivers what we say. */
class FakeSocket implements SocketLike {
  readyState = 0;
  sent: Array<Record<string, unknown>> = [];
  closed: { code?: number; reason?: string } | null = null;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  constructor(readonly url: string) {}
  send(data: string) {
    if (this.readyState !== 1) throw new Error('send on a socket that is not open');
    this.sent.push(JSON.parse(data));
  }
  close(code?: number, reason?: string) {
    this.closed = { code, reason };
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  deliver(message: object) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(message) }));
  }
  event(channel: string, seq: number, event = 'notification', data: unknown = { seq }) {
    this.deliver({ type: 'event', channel, event, data, seq });
  }
  subscribed(channel: string) {
    this.deliver({ type: 'subscribed', channel });
  }
  /** The server (or the network) ends the connection. */
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.(new CloseEvent('close', { code }));
  }
  subscribes() {
    return this.sent.filter((m) => m.type === 'subscribe');
  }
}

/** Timers that run only when the test moves time on. */
class FakeClock implements Clock {
  now = 0;
  private next = 1;
  private timers = new Map<number, { at: number; run: () => void }>();
  setTimeout(run: () => void, ms: number) {
    const id = this.next++;
    this.timers.set(id, { at: this.now + ms, run });
    return id;
  }
  clearTimeout(id: unknown) {
    this.timers.delete(id as number);
  }
  advance(ms: number) {
    const end = this.now + ms;
    for (;;) {
      const due = [...this.timers.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at || a[0] - b[0])[0];
      if (!due) break;
      this.timers.delete(due[0]);
      this.now = due[1].at;
      due[1].run();
    }
    this.now = end;
  }
  pending() {
    return [...this.timers.values()].map((t) => t.at - this.now).sort((a, b) => a - b);
  }
}

const WALLET = '0x' + 'ab'.repeat(20);
const PRIVATE = `sapphiretown-${WALLET}`;
const AVATARS = `avatars-${WALLET}`;
const ALL = ['sapphiretown', 'notifications', PRIVATE, AVATARS];

let clock: FakeClock;
let sockets: FakeSocket[];
let notices: RealtimeNotice[];

function client(options: Partial<RealtimeOptions> = {}) {
  const c = new RealtimeClient({
    url: 'ws://town.test/ws',
    clock,
    random: () => 0.5,
    createSocket: (url) => {
      const s = new FakeSocket(url);
      sockets.push(s);
      return s;
    },
    ...options,
  });
  c.listen((n) => notices.push(n));
  return c;
}

const latest = () => sockets.at(-1)!;
const events = () => notices.flatMap((n) => (n.type === 'event' ? [{ channel: n.channel, seq: n.seq, source: n.source }] : []));

/** Opens the current socket and confirms every subscription it asked for. */
function acceptAll(socket = latest()) {
  socket.open();
  for (const m of socket.subscribes()) socket.subscribed(m.channel as string);
}

beforeEach(() => {
  clock = new FakeClock();
  sockets = [];
  notices = [];
});

describe('RealtimeClient', () => {
  test('signs in first, then subscribes; a first join replays what is stored except on the busy public channel', () => {
    const c = client();
    c.configure('tok', ALL);
    c.start();
    expect(sockets).toHaveLength(1);
    expect(latest().url).toBe('ws://town.test/ws');
    latest().open();
    expect(latest().sent).toEqual([
      { type: 'auth', token: 'tok' },
      { type: 'subscribe', channel: 'sapphiretown' },
      { type: 'subscribe', channel: 'notifications', since: 0 },
      { type: 'subscribe', channel: PRIVATE, since: 0 },
      { type: 'subscribe', channel: AVATARS, since: 0 },
    ]);
  });

  test('a visitor (no token) sends no auth', () => {
    const c = client();
    c.configure(null, ['sapphiretown']);
    c.start();
    latest().open();
    expect(latest().sent).toEqual([{ type: 'subscribe', channel: 'sapphiretown' }]);
  });

  test('stored events before `subscribed` are history; after it they are live; repeats are dropped', () => {
    const c = client();
    c.configure('tok', [PRIVATE]);
    c.start();
    const s = latest();
    s.open();
    s.event(PRIVATE, 3);
    s.event(PRIVATE, 4);
    s.subscribed(PRIVATE);
    s.event(PRIVATE, 5);
    s.event(PRIVATE, 5);
    s.event(PRIVATE, 4);
    expect(events()).toEqual([
      { channel: PRIVATE, seq: 3, source: 'history' },
      { channel: PRIVATE, seq: 4, source: 'history' },
      { channel: PRIVATE, seq: 5, source: 'live' },
    ]);
    expect(c.positionOf(PRIVATE)).toBe(5);
  });

  test('after a drop it reconnects with `since` per channel and reports the replay as missed, each event once', () => {
    const c = client();
    c.configure('tok', ALL);
    c.start();
    const first = latest();
    acceptAll(first);
    first.event(PRIVATE, 7);
    first.event('notifications', 2);
    first.event('sapphiretown', 40, 'leaderboard');
    first.drop();
    expect(c.status).toBe('waiting');

    clock.advance(10_000);
    expect(sockets).toHaveLength(2);
    const second = latest();
    second.open();
    expect(second.sent).toEqual([
      { type: 'auth', token: 'tok' },
      { type: 'subscribe', channel: 'sapphiretown', since: 40 },
      { type: 'subscribe', channel: 'notifications', since: 2 },
      { type: 'subscribe', channel: PRIVATE, since: 7 },
      // Nothing was ever stored on it: since 0 asks for all of it, which is all new.
      { type: 'subscribe', channel: AVATARS, since: 0 },
    ]);
    notices = [];
    second.event(PRIVATE, 7); // the server's replay overlaps what we had
    second.event(PRIVATE, 8);
    second.event(PRIVATE, 9);
    second.event(AVATARS, 1, 'traits-inserted');
    for (const m of second.subscribes()) second.subscribed(m.channel as string);
    second.event(PRIVATE, 9); // delivered live as well as replayed
    second.event(PRIVATE, 10);
    expect(events()).toEqual([
      { channel: PRIVATE, seq: 8, source: 'missed' },
      { channel: PRIVATE, seq: 9, source: 'missed' },
      { channel: AVATARS, seq: 1, source: 'missed' },
      { channel: PRIVATE, seq: 10, source: 'live' },
    ]);
  });

  test('a jump in seq (events aged out of the store while away) asks for a refetch; an empty first replay does not', () => {
    const c = client();
    c.configure('tok', ['notifications', PRIVATE]);
    c.start();
    acceptAll();
    // Nothing stored on either: the first events may carry any seq.
    latest().event('notifications', 57);
    latest().event(PRIVATE, 3);
    expect(notices.filter((n) => n.type === 'resync')).toEqual([]);
    latest().drop();
    clock.advance(clock.pending()[0]!);
    latest().open();
    latest().event('notifications', 90, 'notification');
    expect(notices.filter((n) => n.type === 'resync')).toEqual([{ type: 'resync', channel: 'notifications' }]);
    expect(events().at(-1)).toEqual({ channel: 'notifications', seq: 90, source: 'missed' });
  });

  test('rejoining a live-only channel whose position is unknown asks for a refetch', () => {
    const c = client();
    c.configure('tok', ['sapphiretown']);
    c.start();
    acceptAll();
    latest().drop();
    clock.advance(clock.pending()[0]!);
    notices = [];
    latest().open();
    expect(latest().subscribes()).toEqual([{ type: 'subscribe', channel: 'sapphiretown' }]);
    expect(notices).toContainEqual({ type: 'resync', channel: 'sapphiretown' });
  });

  test('a `subscribed` that names the channel position is used, so even a live-only channel resumes exactly', () => {
    const c = client();
    c.configure(null, ['sapphiretown']);
    c.start();
    latest().open();
    latest().deliver({ type: 'subscribed', channel: 'sapphiretown', seq: 120 });
    latest().drop();
    clock.advance(clock.pending()[0]!);
    latest().open();
    expect(latest().subscribes()).toEqual([{ type: 'subscribe', channel: 'sapphiretown', since: 120 }]);
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

  test('changing channels only (same token) subscribes and unsubscribes the difference', () => {
    const c = client();
    c.configure('tok', ['sapphiretown', 'notifications']);
    c.start();
    acceptAll();
    const s = latest();
    s.sent = [];
    c.configure('tok', ['sapphiretown', PRIVATE]);
    expect(s.sent).toEqual([
      { type: 'unsubscribe', channel: 'notifications' },
      { type: 'subscribe', channel: PRIVATE, since: 0 },
    ]);
    // Events of a channel we left are not passed on.
    s.event('notifications', 5);
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

  test('a listener that throws does not stop the others', () => {
    const c = client();
    c.listen(() => {
      throw new Error('boom');
    });
    const seen: number[] = [];
    c.listen((n) => n.type === 'event' && seen.push(n.seq));
    const quiet = console.error;
    console.error = () => {};
    try {
      c.configure(null, ['notifications']);
      c.start();
      acceptAll();
      latest().event('notifications', 1);
    } finally {
      console.error = quiet;
    }
    expect(seen).toEqual([1]);
  });
});
