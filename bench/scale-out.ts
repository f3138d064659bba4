/**
 * Scale-out, shown: three real server processes (`bun server/src/index.ts`) on one fresh PostgreSQL
 * database and Redis, 3,000 sockets spread over them, admin notifications (POST
 * /api/admin/notifications: stored, logged, announced through Redis) posted to each instance in turn,
 * so two thirds of every push's deliveries cross instances. The baseline, measured in the same run and
 * interleaved round by round, is the same 3,000 sockets on one of the three, which takes every POST
 * (the other two idle). Latency runs from the POST being sent to the frame's arrival. The sockets live
 * in two client processes (ws-push-clients.ts), one per core, so reading 3,000 frames per push is not
 * one process's queue. Skipped, with the reason, when PostgreSQL or Redis is unreachable.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnBun } from './children.ts';
import { startReal, type Started } from './servers.ts';
import { REDIS, scratchDatabase, unreachable } from './services.ts';
import { median } from './util.ts';

const INSTANCES = 3;
const SOCKETS = 3000;
const CLIENT_PROCESSES = 2;
const PUSHES = 30;
/** Between POSTs: well past a push's delivery to every socket, so pushes do not queue behind each other. */
const GAP_MS = 80;
const ROUNDS = 5;

type Histogram = Record<string, number>;

interface ClientTally {
  expected: number;
  received: number;
  duplicates: number;
  outOfOrder: number;
  foreign: number;
  cross: Histogram;
  local: Histogram;
}

export interface Deliveries {
  pushes: number;
  /** pushes x sockets. */
  expected: number;
  received: number;
  /** Frames repeated or not of this run. */
  duplicates: number;
  outOfOrder: number;
}

interface Latency {
  p50: number;
  p99: number;
}

export type ScaleOutResult =
  | { skipped: string }
  | {
      sockets: number;
      instances: number;
      pushesPerRound: number;
      rounds: number;
      /** Three instances (medians over rounds, ms): deliveries that crossed instances, and those that did not. */
      cross: Latency;
      local: Latency;
      /** The same sockets on one instance. */
      one: Latency;
      /** How long the admin POST took to answer (it answers once the push is stored and handed to local sockets). */
      post: { three: Latency; one: Latency };
      /** Per-round cross-instance p99 / one-instance p99: median and spread. */
      ratio: number;
      ratioMin: number;
      ratioMax: number;
      /** Totals over the measured rounds. */
      three: Deliveries;
      single: Deliveries;
    };

const ADMIN_TOKEN = `bench-admin-${randomBytes(16).toString('hex')}`;

interface Round {
  /** ms each admin POST took. */
  posts: number[];
  tally: Deliveries;
  cross: Histogram;
  local: Histogram;
}

/** One round: client processes connect, then PUSHES admin POSTs go to `publishers` in turn. */
async function round(tempDir: string, ws: string[], publishers: string[], name: string): Promise<Round> {
  const per = Math.ceil(SOCKETS / CLIENT_PROCESSES);
  const outs = Array.from({ length: CLIENT_PROCESSES }, (_, k) => join(tempDir, `${name}-${k}.json`));
  const clients = outs.map((out, k) => {
    const options = { ws, from: k * per, to: Math.min(SOCKETS, (k + 1) * per), pushes: PUSHES, idleMs: 5000, out };
    return spawnBun(['bench/ws-push-clients.ts', JSON.stringify(options)]);
  });
  try {
    await Promise.all(clients.map((c) => c.printed('ready', 60_000)));
    const posts: number[] = [];
    for (let n = 0; n < PUSHES; n++) {
      const slot = performance.now() + GAP_MS;
      const sent = performance.now();
      const publisher = n % publishers.length;
      const res = await fetch(`${publishers[publisher]}/api/admin/notifications`, {
        method: 'POST',
        headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify({ title: 'Bench', message: `push ${n} ${publisher} ${(performance.timeOrigin + performance.now()).toFixed(3)}` }),
      });
      const body = (await res.json()) as { pushed?: boolean; error?: string };
      if (res.status !== 201 || !body.pushed) throw new Error(`${publishers[publisher]} answered ${res.status}: ${JSON.stringify(body)}`);
      posts.push(performance.now() - sent);
      await Bun.sleep(Math.max(0, slot - performance.now()));
    }
    const codes = await Promise.all(clients.map((c) => c.proc.exited));
    if (codes.some((c) => c !== 0)) throw new Error(`a client process failed: ${clients.map((c) => c.output()).join('\n')}`);
    const tallies = outs.map((out) => JSON.parse(readFileSync(out, 'utf8')) as ClientTally);
    const sum = (key: 'expected' | 'received' | 'duplicates' | 'outOfOrder' | 'foreign') => tallies.reduce((n, t) => n + t[key], 0);
    return {
      posts,
      tally: { pushes: posts.length, expected: sum('expected'), received: sum('received'), duplicates: sum('duplicates') + sum('foreign'), outOfOrder: sum('outOfOrder') },
      cross: merge(tallies.map((t) => t.cross)),
      local: merge(tallies.map((t) => t.local)),
    };
  } finally {
    await Promise.all(clients.map((c) => c.stop('SIGKILL')));
  }
}

function merge(histograms: Histogram[]): Histogram {
  const out: Histogram = {};
  for (const h of histograms) for (const [ms, n] of Object.entries(h)) out[ms] = (out[ms] ?? 0) + n;
  return out;
}

/** The q-quantile of a histogram of ms buckets. */
function quantile(h: Histogram, q: number): number {
  const buckets = Object.entries(h)
    .map(([ms, n]) => [Number(ms), n] as const)
    .sort((a, b) => a[0] - b[0]);
  const total = buckets.reduce((n, [, c]) => n + c, 0);
  if (total === 0) throw new Error('no deliveries to take a quantile of');
  let seen = 0;
  for (const [ms, n] of buckets) {
    seen += n;
    if (seen >= q * total) return ms;
  }
  return buckets.at(-1)![0];
}

function percentile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
}

const postTimes = (rounds: Round[]): Latency => {
  const all = rounds.flatMap((r) => r.posts);
  return { p50: percentile(all, 0.5), p99: percentile(all, 0.99) };
};

const latency = (rounds: Round[], side: 'cross' | 'local'): Latency => ({
  p50: median(rounds.map((r) => quantile(r[side], 0.5))),
  p99: median(rounds.map((r) => quantile(r[side], 0.99))),
});

const totals = (rounds: Round[]): Deliveries => {
  const sum = (key: keyof Deliveries) => rounds.reduce((n, r) => n + r.tally[key], 0);
  return { pushes: sum('pushes'), expected: sum('expected'), received: sum('received'), duplicates: sum('duplicates'), outOfOrder: sum('outOfOrder') };
};

export async function benchScaleOut(tempDir: string, distDir: string): Promise<ScaleOutResult> {
  const reason = await unreachable();
  if (reason) return { skipped: reason };
  const database = await scratchDatabase('scale');
  const env = { DATABASE_URL: database.url, REDIS_URL: REDIS, SESSION_SECRET: randomBytes(24).toString('hex'), ADMIN_TOKEN, DEMO_SEED: 'false' };
  const servers: Started[] = [];
  try {
    // The first migrates the empty database; the others then start side by side.
    servers.push(await startReal({ dataDir: join(tempDir, '0'), distDir, env }));
    servers.push(...(await Promise.all(Array.from({ length: INSTANCES - 1 }, (_, i) => startReal({ dataDir: join(tempDir, String(i + 1)), distDir, env })))));
    const origins = servers.map((s) => s.origin);
    const wsOf = (origin: string) => `${origin.replace('http', 'ws')}/ws`;
    const spread = (name: string) => round(tempDir, origins.map(wsOf), origins, name);
    const single = (name: string) => round(tempDir, [wsOf(origins[0]!)], [origins[0]!], name);
    // Warm-up for the servers' code paths and the clients; not measured.
    await spread('warm-up');
    const threes: Round[] = [];
    const ones: Round[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const order = i % 2 === 0 ? ['three', 'one'] : ['one', 'three'];
      for (const which of order) {
        if (which === 'three') threes.push(await spread(`three-${i}`));
        else ones.push(await single(`one-${i}`));
      }
    }
    const ratios = threes.map((t, i) => quantile(t.cross, 0.99) / quantile(ones[i]!.local, 0.99));
    return {
      sockets: SOCKETS,
      instances: INSTANCES,
      pushesPerRound: PUSHES,
      rounds: ROUNDS,
      cross: latency(threes, 'cross'),
      local: latency(threes, 'local'),
      one: latency(ones, 'local'),
      post: { three: postTimes(threes), one: postTimes(ones) },
      ratio: median(ratios),
      ratioMin: Math.min(...ratios),
      ratioMax: Math.max(...ratios),
      three: totals(threes),
      single: totals(ones),
    };
  } finally {
    await Promise.all(servers.map((s) => s.child.stop()));
    await database.drop();
  }
}
