/**
 * WebSocket fan-out: one event to 1,000 subscribed sockets on loopback. The real server (publish stores
 * the event in its database, then Bun's pub/sub delivers it) against a bare Bun pub/sub script sending
 * the same messages, in interleaved rounds; then the same through two real instances on PostgreSQL and
 * Redis (clients on B, publishing on A), when both are reachable. The headline rate is per event:
 * sockets / (publish call to last delivery), so the database write is inside the measurement.
 */
import { randomBytes } from 'node:crypto';
import { join, relative } from 'node:path';
import { runBun, spawnBun, type Child } from './children.ts';
import { REDIS, scratchDatabase, unreachable } from './services.ts';
import { freePort, median, ROOT, waitFor200 } from './util.ts';

const SOCKETS = 1000;
const BURST = 50;
const SPACED = 30;
const GAP_MS = 20;
const ROUNDS = 5;

/** Medians over rounds. */
export interface FanoutFigures {
  /** One event at a time: sockets / (publish call to its last delivery), messages per second. */
  perSecond: number;
  /** That time, ms. */
  fanoutMs: number;
  /** Server CPU microseconds per delivered message (of the instance the sockets are on). */
  cpuUs: number;
  /** Events back to back: delivered messages per second, and CPU per message. */
  burstPerSecond: number;
  burstCpuUs: number;
  /** Publish-call-to-receipt latency of every delivery, ms. */
  p50: number;
  p99: number;
}

export interface WsFanoutResult {
  sockets: number;
  burst: number;
  spaced: number;
  rounds: number;
  real: FanoutFigures;
  bare: FanoutFigures;
  /** Median of per-round real/bare one-event fan-out rates, and their smallest and largest. */
  ratio: number;
  ratioMin: number;
  ratioMax: number;
  /** Two instances through Redis, or why that was not measured. */
  redis: { figures: FanoutFigures; ratio: number } | { skipped: string };
}

interface ClientRun {
  oneEvent: { fanoutMs: number; perSecond: number; serverCpuUsPerMessage: number };
  burst: { perSecond: number; serverCpuUsPerMessage: number };
  latency: { p50: number; p99: number };
}

interface Target {
  wsUrl: string;
  publishUrl: string;
  cpuUrl: string;
}

async function clients(t: Target): Promise<ClientRun> {
  const out = await runBun(['bench/ws-clients.ts', t.wsUrl, t.publishUrl, t.cpuUrl, String(SOCKETS), String(BURST), String(SPACED), String(GAP_MS)], 180_000);
  return JSON.parse(out) as ClientRun;
}

const figures = (runs: ClientRun[]): FanoutFigures => ({
  perSecond: median(runs.map((r) => r.oneEvent.perSecond)),
  fanoutMs: median(runs.map((r) => r.oneEvent.fanoutMs)),
  cpuUs: median(runs.map((r) => r.oneEvent.serverCpuUsPerMessage)),
  burstPerSecond: median(runs.map((r) => r.burst.perSecond)),
  burstCpuUs: median(runs.map((r) => r.burst.serverCpuUsPerMessage)),
  p50: median(runs.map((r) => r.latency.p50)),
  p99: median(runs.map((r) => r.latency.p99)),
});

async function startBareWs(): Promise<Target & { child: Child }> {
  const [port, control] = [await freePort(), await freePort()];
  const child = spawnBun(['bench/ws-bare-server.ts', String(port), String(control)]);
  await waitFor200(`http://127.0.0.1:${port}/api/health`, performance.now(), 30_000, child.alive);
  await waitFor200(`http://127.0.0.1:${control}/cpu`, performance.now(), 30_000, child.alive);
  return { child, wsUrl: `ws://127.0.0.1:${port}/ws`, publishUrl: `http://127.0.0.1:${control}/publish`, cpuUrl: `http://127.0.0.1:${control}/cpu` };
}

/** One real instance (`bun bench/ws-real-server.ts`, i.e. startServer) with `extra` settings. */
async function startRealWs(dataDir: string, distDir: string, extra: Record<string, string> = {}) {
  const [port, control] = [await freePort(), await freePort()];
  const env = { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DIST_DIR: relative(ROOT, distDir) || '.', LOG_LEVEL: 'warn', DEMO_SEED: 'false', SHUTDOWN_DRAIN_MS: '0', ...extra };
  const child = spawnBun(['bench/ws-real-server.ts', String(control)], env);
  try {
    await waitFor200(`http://127.0.0.1:${port}/api/health`, performance.now(), 60_000, child.alive);
    await waitFor200(`http://127.0.0.1:${control}/cpu`, performance.now(), 30_000, child.alive);
  } catch (err) {
    await child.stop('SIGKILL');
    throw new Error(`${(err as Error).message}\n${child.output()}`);
  }
  return { child, wsUrl: `ws://127.0.0.1:${port}/ws`, publishUrl: `http://127.0.0.1:${control}/publish`, cpuUrl: `http://127.0.0.1:${control}/cpu` };
}

async function benchRedis(tempDir: string, distDir: string, bareRuns: ClientRun[]): Promise<WsFanoutResult['redis']> {
  const reason = await unreachable();
  if (reason) return { skipped: reason };
  const database = await scratchDatabase('ws');
  // One town: same database and secret (hence the same Redis channel), nothing shared with anything else.
  const shared = { DATABASE_URL: database.url, REDIS_URL: REDIS, SESSION_SECRET: randomBytes(24).toString('hex') };
  const started: Child[] = [];
  try {
    const a = await startRealWs(join(tempDir, 'a'), distDir, shared);
    started.push(a.child);
    const b = await startRealWs(join(tempDir, 'b'), distDir, shared);
    started.push(b.child);
    // Sockets on B, publishing on A, CPU of B (the instance delivering).
    const target: Target = { wsUrl: b.wsUrl, publishUrl: a.publishUrl, cpuUrl: b.cpuUrl };
    await clients(target);
    const runs: ClientRun[] = [];
    for (let i = 0; i < ROUNDS; i++) runs.push(await clients(target));
    return { figures: figures(runs), ratio: median(runs.map((r, i) => r.oneEvent.perSecond / bareRuns[i]!.oneEvent.perSecond)) };
  } finally {
    await Promise.all(started.map((c) => c.stop()));
    await database.drop();
  }
}

export async function benchWsFanout(tempDir: string, distDir: string): Promise<WsFanoutResult> {
  const started: Child[] = [];
  try {
    const bare = await startBareWs();
    started.push(bare.child);
    const real = await startRealWs(join(tempDir, 'single'), distDir);
    started.push(real.child);
    // Warm-up for both servers and the client; not measured.
    await clients(bare);
    await clients(real);
    const reals: ClientRun[] = [];
    const bares: ClientRun[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const order = i % 2 === 0 ? [bare, real] : [real, bare];
      for (const t of order) (t === real ? reals : bares).push(await clients(t));
    }
    await Promise.all(started.splice(0).map((c) => c.stop()));
    const redis = await benchRedis(tempDir, distDir, bares);
    const ratios = reals.map((r, i) => r.oneEvent.perSecond / bares[i]!.oneEvent.perSecond);
    return {
      sockets: SOCKETS,
      burst: BURST,
      spaced: SPACED,
      rounds: ROUNDS,
      real: figures(reals),
      bare: figures(bares),
      ratio: median(ratios),
      ratioMin: Math.min(...ratios),
      ratioMax: Math.max(...ratios),
      redis,
    };
  } finally {
    await Promise.all(started.map((c) => c.stop()));
  }
}
