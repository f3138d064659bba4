import { expect, test } from 'bun:test';
import type { Subprocess } from 'bun';
import { redisUnreachable } from '../../test/redis.ts';
import { until } from '../../test/until.ts';
import { createLogger } from '../log.ts';
import { Broker, townChannel } from './broker.ts';
import type { StoredEvent } from './event-store.ts';

test("a town's Redis channel is shared by its instances, differs between towns and hides the secret", () => {
  const secret = 'a'.repeat(40);
  expect(townChannel(secret)).toBe(townChannel(secret));
  expect(townChannel(secret)).not.toBe(townChannel('b'.repeat(40)));
  expect(townChannel(secret)).toMatch(/^sapphire-town:realtime:[0-9a-f]{24}$/);
  expect(townChannel(secret)).not.toContain('aaaa');
});

/**
 * Redis away, then back: the log says so once each way (it said 'redis unreachable; retrying' every 2 s
 * for as long as Redis was away, about 1,500 lines an hour), naming where Redis is but never its password.
 * A private redis-server on a free port, started late and stopped: the suite's own Redis is not touched.
 */
const redisServer = Bun.which('redis-server');
if (!redisServer) console.log('broker log test skipped: no redis-server on this machine');

test.skipIf(!redisServer)('Redis out of reach is logged once with where it is, and its return once', async () => {
  const port = await freePort();
  const lines: Array<{ level: string; msg: string; redis?: string }> = [];
  const broker = new Broker({
    url: `redis://:not-for-the-log@127.0.0.1:${port}`,
    log: createLogger('debug', (line) => void lines.push(JSON.parse(line))),
    channel: townChannel('c'.repeat(40)),
    onEvent: () => {},
    onSessionsRevoked: () => {},
    onResubscribed: () => {},
  });
  let redis: Subprocess | null = null;
  try {
    await broker.start();
    // Two more tries (every 2 s) while nothing listens: said at debug level only.
    await until(() => lines.filter((l) => l.msg === 'redis still unreachable').length >= 2, 15_000);
    redis = Bun.spawn([redisServer!, '--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--requirepass', 'not-for-the-log'], { stdout: 'ignore', stderr: 'ignore' });
    await until(() => broker.connected(), 15_000);
    await until(() => lines.some((l) => l.msg === 'redis reachable again'), 5_000);
    const said = lines.filter((l) => l.level !== 'debug').map((l) => `${l.level} ${l.msg}`);
    expect(said).toEqual(['error redis unreachable; retrying every 2 s', 'info redis reachable again']);
    expect(lines.every((l) => l.redis === `127.0.0.1:${port}`)).toBe(true);
    expect(JSON.stringify(lines)).not.toContain('not-for-the-log');
  } finally {
    broker.close();
    redis?.kill();
    await redis?.exited;
  }
}, 40_000);

test.skipIf(!redisServer)('Redis that stops answering (SIGSTOP): one publish waits, the rest fail at once, health says down; all clear once it answers', async () => {
  const port = await freePort();
  const redis = Bun.spawn([redisServer!, '--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdout: 'ignore', stderr: 'ignore' });
  const lines: Array<{ level: string; msg: string }> = [];
  const broker = new Broker({
    url: `redis://127.0.0.1:${port}`,
    log: createLogger('info', (line) => void lines.push(JSON.parse(line))),
    channel: townChannel('d'.repeat(40)),
    onEvent: () => {},
    onSessionsRevoked: () => {},
    onResubscribed: () => {},
  });
  const event = (seq: number): StoredEvent => ({ channel: 'sapphiretown', seq, event: 'news', data: null });
  try {
    // Listening first, so the broker's start finds it.
    for (let tries = 0; (await redisUnreachable(`redis://127.0.0.1:${port}`)) !== null; tries++) {
      if (tries > 200) throw new Error('redis-server did not start');
      await Bun.sleep(50);
    }
    await broker.start();
    expect(broker.connected()).toBe(true);
    await broker.publish(event(1));
    redis.kill('SIGSTOP');
    const first = broker.publish(event(2)).then(
      () => 'sent',
      (err: Error) => err.message,
    );
    expect(await first).toContain('has not answered a publish');
    expect(broker.connected()).toBe(false);
    // Nothing more queues behind the one Redis holds.
    const started = performance.now();
    const more = await Promise.allSettled(Array.from({ length: 50 }, (_, i) => broker.publish(event(3 + i))));
    expect(more.every((r) => r.status === 'rejected')).toBe(true);
    expect(performance.now() - started).toBeLessThan(1000);
    redis.kill('SIGCONT');
    await until(() => broker.connected(), 15_000);
    await broker.publish(event(60));
    expect(lines.map((l) => `${l.level} ${l.msg}`)).toEqual(['error redis unreachable; retrying every 2 s', 'info redis reachable again']);
  } finally {
    broker.close();
    redis.kill('SIGCONT');
    redis.kill();
    await redis.exited;
  }
}, 40_000);

/** A loopback port nothing listens on (taken and let go). */
async function freePort(): Promise<number> {
  const probe = Bun.listen({ hostname: '127.0.0.1', port: 0, socket: { data() {} } });
  const { port } = probe;
  probe.stop(true);
  return port;
}
