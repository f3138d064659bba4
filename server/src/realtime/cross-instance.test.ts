import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { randomBytes } from 'node:crypto';
import { RedisClient } from 'bun';
import postgres from 'postgres';
import { openDatabase, type Database } from '../../../db/client.ts';
import { parseEnv } from '../env.ts';
import { scaleOutUnreachable } from '../../test/instances.ts';
import { startTestServer, type TestServer, type TestSocket } from '../../test/realtime.ts';

/**
 * Two instances (two Bun.serve, two database pools) on one PostgreSQL and one Redis, as in a scale-out.
 * Needs the machine's PostgreSQL and Redis; without either the tests are skipped with the reason printed.
 */
const config = parseEnv();
const postgresServer = config.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = config.REDIS_URL ?? 'redis://127.0.0.1:6379';

const skipReason = await scaleOutUnreachable(postgresServer, redisUrl);
if (skipReason) console.log(`cross-instance real-time tests skipped: ${skipReason}`);

const dbName = `st_rt_${randomBytes(5).toString('hex')}`;
const admin = skipReason ? null : postgres(postgresServer, { max: 1, onnotice: () => {} });
const databases: Database[] = [];
let a: TestServer;
let b: TestServer;

beforeAll(async () => {
  if (!admin) return;
  await admin.unsafe(`create database ${dbName}`);
  const url = new URL(postgresServer);
  url.pathname = `/${dbName}`;
  // Each instance has its own pool, as separate processes would; one Redis channel just for this run.
  const redis = { url: redisUrl, channel: `sapphire-town:test:${dbName}` };
  for (let i = 0; i < 2; i++) databases.push(await openDatabase({ url: url.toString() }));
  a = await startTestServer({ database: databases[0], redis });
  b = await startTestServer({ database: databases[1], redis });
}, 60_000);

afterAll(async () => {
  await a?.close();
  await b?.close();
  for (const d of databases) await d.close();
  if (admin) {
    await admin.unsafe(`drop database if exists ${dbName} with (force)`);
    await admin.end({ timeout: 5 });
  }
}, 30_000);

const seqs = (socket: TestSocket, channel: string) => socket.events(channel).map((e) => e.seq);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe.skipIf(skipReason !== null)('two instances on one PostgreSQL and Redis', () => {
  test('events published on A reach a socket on B in order, exactly once', async () => {
    const onB = await b.connect();
    const onA = await a.connect();
    await onB.subscribe('sapphiretown');
    await onA.subscribe('sapphiretown');
    const published = [];
    for (let n = 0; n < 50; n++) published.push(await a.realtime.publish('sapphiretown', 'leaderboard', { n }));
    const first = published[0]!.seq;
    const last = published.at(-1)!.seq;
    for (const socket of [onB, onA]) {
      await socket.waitFor(() => seqs(socket, 'sapphiretown').at(-1) === last, 10_000);
      await socket.roundTrip();
      expect(seqs(socket, 'sapphiretown')).toEqual(range(first, last));
      expect(socket.events('sapphiretown').map((e) => (e.data as { n: number }).n)).toEqual(range(0, 49));
    }
    onA.close();
    onB.close();
  }, 30_000);

  test('both instances publishing at once: one numbering, the same order on both, no gaps or repeats', async () => {
    const onA = await a.connect();
    const onB = await b.connect();
    await onA.subscribe('notifications');
    await onB.subscribe('notifications');
    const all = await Promise.all([
      ...Array.from({ length: 40 }, (_, n) => a.realtime.publish('notifications', 'note', { from: 'a', n })),
      ...Array.from({ length: 40 }, (_, n) => b.realtime.publish('notifications', 'note', { from: 'b', n })),
    ]);
    const sorted = all.map((e) => e.seq).sort((x, y) => x - y);
    expect(sorted).toEqual(range(sorted[0]!, sorted[0]! + 79));
    for (const socket of [onA, onB]) {
      await socket.waitFor(() => seqs(socket, 'notifications').length >= 80, 10_000);
      await socket.roundTrip();
      expect(seqs(socket, 'notifications')).toEqual(sorted);
    }
    expect(JSON.stringify(onA.events('notifications'))).toBe(JSON.stringify(onB.events('notifications')));
    onA.close();
    onB.close();
  }, 30_000);

  test('a socket on B catching up with since while A keeps publishing misses nothing at the seam', async () => {
    const channel = 'sapphiretown';
    const start = await a.realtime.publish(channel, 'leaderboard', { n: 0 });
    for (let n = 1; n <= 600; n++) await a.realtime.publish(channel, 'leaderboard', { n });
    // Repeat until a live event actually landed mid-replay (on PostgreSQL it nearly always does at once;
    // on a loaded machine five tries once all missed it, so there are more, each about 130 ms).
    for (let attempt = 0; attempt < 30; attempt++) {
      const buffered = b.realtime.hub.stats.seamBuffered;
      let publishing = true;
      let last = 0;
      const publisher = (async () => {
        while (publishing) last = (await a.realtime.publish(channel, 'leaderboard', { live: attempt })).seq;
      })();
      const socket = await b.connect();
      await socket.subscribe(channel, start.seq);
      publishing = false;
      await publisher;
      await socket.waitFor(() => seqs(socket, channel).at(-1) === last, 10_000);
      await socket.roundTrip();
      expect(seqs(socket, channel)).toEqual(range(start.seq + 1, last));
      socket.close();
      if (b.realtime.hub.stats.seamBuffered > buffered) return;
    }
    throw new Error('no live event ever arrived during a replay; the seam was not exercised');
  }, 60_000);

  test("B's Redis subscription dropped by the server: delivery resumes, nothing lost or repeated", async () => {
    const onB = await b.connect();
    await onB.subscribe('sapphiretown');
    const before = await a.realtime.publish('sapphiretown', 'leaderboard', { phase: 'before' });
    await onB.waitFor(() => seqs(onB, 'sapphiretown').includes(before.seq));
    // Kill exactly B's listening connection (by its client id), as a Redis restart or failover would.
    const id = b.realtime.broker!.subscriberId!;
    const control = new RedisClient(redisUrl);
    await control.send('CLIENT', ['KILL', 'ID', String(id)]);
    control.close();
    const during = [];
    for (let n = 0; n < 20; n++) during.push(await a.realtime.publish('sapphiretown', 'leaderboard', { phase: 'during', n }));
    const last = during.at(-1)!.seq;
    // Either the renewed subscription or the periodic resync (5 s) brings them.
    await onB.waitFor(() => seqs(onB, 'sapphiretown').at(-1) === last, 15_000);
    await onB.roundTrip();
    expect(seqs(onB, 'sapphiretown')).toEqual(range(before.seq, last));
    onB.close();
  }, 30_000);
});
