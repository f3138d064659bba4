import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { REPLAY_RETENTION_MS } from '../../../domain/realtime.ts';
import { appendEvent, readEvents } from './event-store.ts';
import { startTestServer, type TestServer, type TestSocket } from '../../test/realtime.ts';

// The clock the server stores and prunes by; tests move it instead of waiting ten minutes.
let clock = Date.now();
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ now: () => clock });
}, 60_000);
afterAll(() => t?.close());

/** The seqs of `channel` the socket received, in order. */
const seqs = (socket: TestSocket, channel: string) => socket.events(channel).map((e) => e.seq);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('replay with since', () => {
  test('a client away while 50 events were published gets all of them on reconnect, in order, once', async () => {
    const first = await t.connect();
    await first.subscribe('sapphiretown');
    const seen = await t.realtime.publish('sapphiretown', 'leaderboard', { n: 0 });
    await first.waitForEvents('sapphiretown', 1);
    first.close();
    await first.closed;

    // Published while nobody listens (the "disconnected for 30 s", without the wait).
    for (let n = 1; n <= 50; n++) await t.realtime.publish('sapphiretown', 'leaderboard', { n });

    const again = await t.connect();
    await again.subscribe('sapphiretown', seen.seq);
    expect(seqs(again, 'sapphiretown')).toEqual(range(seen.seq + 1, seen.seq + 50));
    expect(again.events('sapphiretown').map((e) => (e.data as { n: number }).n)).toEqual(range(1, 50));
    // And live from there on.
    const next = await t.realtime.publish('sapphiretown', 'leaderboard', { n: 51 });
    await again.waitForEvents('sapphiretown', 51);
    expect(seqs(again, 'sapphiretown').at(-1)).toBe(next.seq);
    await again.roundTrip();
    expect(seqs(again, 'sapphiretown')).toEqual(range(seen.seq + 1, next.seq));
    again.close();
  }, 30_000);

  test('a replayed event says how long ago it was stored, on the clock it was stored by; a live one does not', async () => {
    const channel = 'notifications';
    const before = clock;
    try {
      const first = await t.realtime.publish(channel, 'note', { n: 'old' });
      clock = before + 4000;
      await t.realtime.publish(channel, 'note', { n: 'new' });
      clock = before + 6500;
      const socket = await t.connect();
      await socket.subscribe(channel, first.seq - 1);
      expect(socket.events(channel).map((e) => [e.seq, e.age])).toEqual([
        [first.seq, 6500],
        [first.seq + 1, 2500],
      ]);
      const live = await t.realtime.publish(channel, 'note', { n: 'live' });
      const [, , heard] = await socket.waitForEvents(channel, 3);
      expect(heard?.seq).toBe(live.seq);
      expect(heard?.age).toBeUndefined();
      socket.close();
    } finally {
      clock = before;
    }
  }, 20_000);

  test('events published during the replay are neither lost nor repeated at the seam', async () => {
    const channel = 'notifications';
    const start = await t.realtime.publish(channel, 'note', { n: 0 });
    // More than two pages of replay, so live events land between the replay's reads.
    for (let n = 1; n <= 1200; n++) await t.realtime.publish(channel, 'note', { n });
    // Keep publishing while the replay reads the database, and a little past `subscribed`. (PGlite runs
    // in-process, so here the seam is mostly exercised on PostgreSQL: see cross-instance.test.ts.)
    let afterSubscribed = 20;
    let last = 0;
    const live: { socket?: TestSocket } = {};
    const publisher = (async () => {
      for (let round = 1; afterSubscribed > 0; round++) {
        last = (await t.realtime.publish(channel, 'note', { live: true })).seq;
        if (live.socket?.messages.some((m) => m.type === 'subscribed')) afterSubscribed--;
        // PGlite answers without a trip through the event loop: yield now and then so socket I/O runs,
        // but not every time, so publishes interleave with the replay's reads.
        if (round % 25 === 0) await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const socket = await t.connect();
    live.socket = socket;
    await socket.subscribe(channel, start.seq);
    await publisher;
    // 1,200 replayed events and the live ones: on a loaded machine this took more than the default 5 s once.
    await socket.waitFor(() => seqs(socket, channel).at(-1) === last, 20_000);
    await socket.roundTrip();
    expect(seqs(socket, channel)).toEqual(range(start.seq + 1, last));
    socket.close();
  }, 30_000);

  test('resuming from a seq this instance has not heard of yet (another was ahead of it): nothing at or below since comes again', async () => {
    const channel = 'sapphiretown';
    const watcher = await t.connect();
    await watcher.subscribe(channel);
    // Stored and delivered by another instance; its announcement has not reached this one yet.
    const ahead = await appendEvent(t.database.db, channel, 'leaderboard', { n: 1 }, new Date(clock));
    // A player who saw it there, now failing over to this instance.
    const socket = await t.connect();
    await socket.subscribe(channel, ahead.seq);
    const next = await t.realtime.publish(channel, 'leaderboard', { n: 2 });
    await socket.waitForEvents(channel, 1);
    await watcher.waitFor(() => seqs(watcher, channel).includes(next.seq));
    await socket.roundTrip();
    expect(seqs(socket, channel)).toEqual([next.seq]);
    expect(seqs(watcher, channel)).toEqual([ahead.seq, next.seq]);
    socket.close();
    watcher.close();
  }, 20_000);

  test('without since, only what is published after `subscribed` arrives', async () => {
    await t.realtime.publish('sapphiretown', 'leaderboard', { old: true });
    const socket = await t.connect();
    await socket.subscribe('sapphiretown');
    const fresh = await t.realtime.publish('sapphiretown', 'leaderboard', { old: false });
    await socket.waitForEvents('sapphiretown', 1);
    await socket.roundTrip();
    expect(seqs(socket, 'sapphiretown')).toEqual([fresh.seq]);
    socket.close();
  }, 20_000);

  test('events are kept at least 10 minutes, then pruned; numbering carries on', async () => {
    const channel = `avatars-0x${'ab'.repeat(20)}`;
    const published = [];
    for (let n = 0; n < 5; n++) published.push(await t.realtime.publish(channel, 'traits-inserted', { n }));
    const before = clock;
    try {
      clock = before + REPLAY_RETENTION_MS - 1;
      await t.realtime.prune();
      // Private channel: read through the store the replay uses, as no wallet owns this one here.
      const kept = await readAll(channel);
      expect(kept).toEqual(published.map((p) => p.seq));

      clock = before + REPLAY_RETENTION_MS + 1;
      expect(await t.realtime.prune()).toBeGreaterThanOrEqual(5);
      expect(await readAll(channel)).toEqual([]);
      const after = await t.realtime.publish(channel, 'traits-inserted', { n: 5 });
      expect(after.seq).toBe(published.at(-1)!.seq + 1);
    } finally {
      clock = before;
    }
  }, 20_000);

  test('a reconnect after retention replays what is left; the seq jump tells the client it missed some', async () => {
    const before = clock;
    try {
      const old = await t.realtime.publish('sapphiretown', 'leaderboard', { era: 'old' });
      clock = before + REPLAY_RETENTION_MS + 1;
      await t.realtime.prune();
      const kept = await t.realtime.publish('sapphiretown', 'leaderboard', { era: 'new' });
      const socket = await t.connect();
      await socket.subscribe('sapphiretown', old.seq - 1);
      expect(seqs(socket, 'sapphiretown')).toEqual([kept.seq]);
      socket.close();
    } finally {
      clock = before;
    }
  }, 20_000);
});

describe('delivery order across sources', () => {
  test('out-of-order and lost announcements are put right from the database, each event once', async () => {
    const channel = 'sapphiretown';
    const socket = await t.connect();
    await socket.subscribe(channel);
    const fills = t.realtime.hub.stats.gapFills;
    const db = t.database.db;
    // Stored but announced out of order (two instances racing), one never (a lost Redis message).
    const e1 = await appendEvent(db, channel, 'leaderboard', { i: 1 }, new Date(clock));
    const e2 = await appendEvent(db, channel, 'leaderboard', { i: 2 }, new Date(clock));
    const e3 = await appendEvent(db, channel, 'leaderboard', { i: 3 }, new Date(clock));
    t.realtime.hub.receive(e3);
    t.realtime.hub.receive(e1);
    await socket.waitForEvents(channel, 3);
    t.realtime.hub.receive(e2);
    t.realtime.hub.receive(e3);
    // The tail with no later event to reveal it: the periodic resync finds it.
    const e4 = await appendEvent(db, channel, 'leaderboard', { i: 4 }, new Date(clock));
    await t.realtime.hub.resync();
    await socket.waitForEvents(channel, 4);
    await socket.roundTrip();
    expect(seqs(socket, channel)).toEqual([e1.seq, e2.seq, e3.seq, e4.seq]);
    expect(t.realtime.hub.stats.gapFills).toBe(fills + 2);
    socket.close();
  }, 20_000);
});

async function readAll(channel: string): Promise<number[]> {
  return (await readEvents(t.database.db, channel, 0, Number.MAX_SAFE_INTEGER, 1000)).map((e) => e.seq);
}
