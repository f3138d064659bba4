/** The channels: subscriptions, seq tracking, since/replay, gap detection and typed events. */
import { beforeEach, describe, expect, test } from 'bun:test';
import { realtimeRig } from '../../test/realtime-fakes.ts';

const WALLET = `0x${'ab'.repeat(20)}`;
const PRIVATE = `sapphiretown-${WALLET}`;
const AVATARS = `avatars-${WALLET}`;
const ALL = ['sapphiretown', 'notifications', PRIVATE, AVATARS];

// A new rig (client factory, fake sockets, fake clock) for every test.
let { clock, sockets, notices, client, latest, events, acceptAll } = realtimeRig();
beforeEach(() => ({ clock, sockets, notices, client, latest, events, acceptAll } = realtimeRig()));

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
  test('a first join replays as news what was stored after the page began to want the channel, and as history what came before', () => {
    const c = client();
    clock.advance(1000);
    // The page wants its channels at 1 s; the client connects (code loaded after the first screen) at 4 s.
    c.configure('tok', [PRIVATE], 1000);
    clock.advance(3000);
    c.start();
    const s = latest();
    s.open();
    s.replayed(PRIVATE, 1, 5000); // stored before the page opened
    s.replayed(PRIVATE, 2, 3001); // a moment before the page wanted it
    s.replayed(PRIVATE, 3, 2500); // while the page was loading: the player unlocked a journey
    s.event(PRIVATE, 4); // a server that does not say: history, as before
    s.subscribed(PRIVATE);
    expect(events()).toEqual([
      { channel: PRIVATE, seq: 1, source: 'history' },
      { channel: PRIVATE, seq: 2, source: 'history' },
      { channel: PRIVATE, seq: 3, source: 'missed' },
      { channel: PRIVATE, seq: 4, source: 'history' },
    ]);
  });
  test('a channel dropped from the list and wanted again counts from the second time', () => {
    const c = client();
    c.configure('tok', [PRIVATE], 0);
    c.configure('tok', [], 0);
    clock.advance(10_000);
    c.configure('tok', [PRIVATE], 10_000);
    c.start();
    const s = latest();
    s.open();
    s.replayed(PRIVATE, 1, 4000); // stored at 6 s, while the page did not want it
    s.replayed(PRIVATE, 2, 0);
    s.subscribed(PRIVATE);
    expect(events()).toEqual([
      { channel: PRIVATE, seq: 1, source: 'history' },
      { channel: PRIVATE, seq: 2, source: 'missed' },
    ]);
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
    notices.length = 0;
    second.event(PRIVATE, 7); // the server's replay overlaps what we had
    second.event(PRIVATE, 8);
    second.event(PRIVATE, 9);
    second.event(AVATARS, 1, `traits-inserted-${WALLET}`);
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
    notices.length = 0;
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

  test('a push whose data does not fit its event is dropped, but its seq still counts', () => {
    const c = client();
    c.configure('tok', [PRIVATE]);
    c.start();
    acceptAll();
    latest().event(PRIVATE, 1, 'reward', { message: { id: 'bad' } });
    latest().event(PRIVATE, 2, 'note');
    latest().event(PRIVATE, 3, 'reward');
    expect(events()).toEqual([{ channel: PRIVATE, seq: 3, source: 'live' }]);
    expect(notices.filter((n) => n.type === 'resync')).toEqual([]);
    expect(c.positionOf(PRIVATE)).toBe(3);
  });
});
