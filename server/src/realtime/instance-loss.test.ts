import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { RealtimeClient, type EventSource } from '../../../web/src/lib/realtime-channels.ts';
import { parseEnv } from '../env.ts';
import { scaleOutUnreachable, startScaleOut, type ScaleOut } from '../../test/instances.ts';

/**
 * Three real server processes on one PostgreSQL and Redis lose one of them, SIGKILLed in the middle of a
 * burst of admin notifications. Players are the web's own real-time client (reconnect with backoff,
 * resume with `since`), behind a round-robin "load balancer": the next socket goes to the next instance.
 * Needs the machine's PostgreSQL and Redis; without either the test is skipped with the reason printed.
 */
const config = parseEnv();
const postgresServer = config.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = config.REDIS_URL ?? 'redis://127.0.0.1:6379';

const skipReason = await scaleOutUnreachable(postgresServer, redisUrl);
if (skipReason) console.log(`instance-loss test skipped: ${skipReason}`);

const ADMIN_TOKEN = 'instance-loss-admin-token-0123456789abcdef';
const PLAYERS_PER_INSTANCE = 10;
const BURST = 60;
const KILL_AFTER = 20;
const VICTIM = 2;

let town: ScaleOut;
beforeAll(async () => {
  if (!skipReason) town = await startScaleOut(3, { postgresServer, redisUrl, env: { ADMIN_TOKEN } });
}, 60_000);
afterAll(() => town?.close(), 30_000);

// Waiting on conditions: every message a player gets wakes the waiters, which check again.
const waiters = new Set<() => void>();
const poke = () => {
  for (const wake of [...waiters]) wake();
};
async function until(done: () => boolean, ms: number, what: () => string): Promise<void> {
  const deadline = performance.now() + ms;
  while (!done()) {
    const left = deadline - performance.now();
    if (left <= 0) throw new Error(`timed out after ${ms} ms: ${what()}`);
    await new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        waiters.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, left);
      waiters.add(wake);
    });
  }
}

/** One browser tab's real-time client, following the broadcast channel. */
class Player {
  readonly heard: Array<{ seq: number; message: string; source: EventSource }> = [];
  /** The seq of every event frame any of its sockets received, before the client's own checks. */
  readonly frames: number[] = [];
  /** The origin its open socket is on. */
  on: string | null = null;
  live = false;
  readonly client: RealtimeClient;

  constructor(home: number, origins: string[]) {
    let next = home;
    this.client = new RealtimeClient({
      url: 'the load balancer picks',
      createSocket: () => {
        const origin = origins[next++ % origins.length]!;
        const ws = new WebSocket(`${origin.replace('http', 'ws')}/ws`);
        ws.addEventListener('open', () => {
          this.on = origin;
        });
        ws.addEventListener('message', (e) => {
          const m = JSON.parse(String(e.data)) as { type: string; seq?: number };
          if (m.type === 'event') this.frames.push(m.seq!);
        });
        return ws;
      },
      clock: { setTimeout: (run, ms) => setTimeout(run, ms), clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>) },
    });
    this.client.listen((n) => {
      if (n.type === 'status') this.live = n.status === 'live';
      if (n.type === 'event' && n.event === 'notification') this.heard.push({ seq: n.seq, message: n.data.message, source: n.source });
      poke();
    });
    this.client.configure(null, ['notifications']);
    this.client.start();
  }
}

async function notify(origin: string, message: string): Promise<void> {
  const res = await fetch(`${origin}/api/admin/notifications`, {
    method: 'POST',
    headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ title: 'Burst', message }),
  });
  if (res.status !== 201) throw new Error(`${origin} answered ${res.status}: ${await res.text()}`);
}

describe.skipIf(skipReason !== null)('three instances, one killed mid-burst', () => {
  test("its players reconnect to the others and replay what they missed: every push once, in order", async () => {
    const { origins, instances } = town;
    const players = origins.flatMap((_, home) => Array.from({ length: PLAYERS_PER_INSTANCE }, () => new Player(home, origins)));
    try {
      await until(() => players.every((p) => p.live), 10_000, () => `${players.filter((p) => !p.live).length} players not live`);
      const victims = players.filter((p) => p.on === origins[VICTIM]);
      expect(victims).toHaveLength(PLAYERS_PER_INSTANCE);

      // The survivors take turns publishing; the victim dies between two pushes of the burst.
      const sent = Array.from({ length: BURST }, (_, n) => `push ${n}`);
      for (const [n, message] of sent.entries()) {
        await notify(origins[n % 2]!, message);
        if (n + 1 === KILL_AFTER) {
          instances[VICTIM]!.proc.kill('SIGKILL');
          await instances[VICTIM]!.proc.exited;
        }
      }

      const missing = () => players.filter((p) => p.heard.length < BURST).map((p) => `${players.indexOf(p)}: ${p.heard.length}`);
      await until(() => missing().length === 0, 15_000, () => `players short of ${BURST} pushes: ${missing().join(', ')}`);
      const first = players[0]!.heard[0]!.seq;
      const seqs = sent.map((_, n) => first + n);
      for (const p of players) {
        expect(p.heard.map((h) => h.message)).toEqual(sent);
        expect(p.heard.map((h) => h.seq)).toEqual(seqs);
        // Nothing sent twice either, so the client's own dedupe had nothing to hide.
        expect(p.frames).toEqual(seqs);
      }
      for (const p of victims) {
        expect([origins[0], origins[1]]).toContain(p.on!);
        // What was published while it was away came back as a replay, before it rejoined the live feed.
        expect(p.heard.some((h) => h.source === 'missed')).toBe(true);
      }
      for (const p of players.filter((p) => !victims.includes(p))) expect(p.heard.every((h) => h.source === 'live')).toBe(true);
    } finally {
      for (const p of players) p.client.stop();
    }
  }, 40_000);
});
