/**
 * Figures 5 and 6, against the real server:
 * - a cached avatar PNG: requests per second against a bare Bun.serve sending the same bytes as a file;
 * - a JSON route's p99 latency while cold renders keep both cores busy, against its idle p99.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runBun, spawnBun } from './children.ts';
import { startReal, type Started } from './servers.ts';
import { cpuMs, threadCpuMs } from './cpu.ts';
import { freePort, median, medianOrNull, waitFor200 } from './util.ts';

const CONCURRENCY = 32;
const ROUND_MS = 2500;
const ROUNDS = 3;
const CHURN_CONCURRENCY = 4;

export interface CachedPngResult {
  realRps: number;
  fileRps: number;
  ratio: number;
  /** Server CPU microseconds per request (medians); null without /proc. */
  realCpuUs: number | null;
  fileCpuUs: number | null;
  bytes: number;
  rounds: number;
}

export interface JsonUnderRenderResult {
  idleP99: number;
  loadedP99: number;
  /** Median of the per-round loaded/idle p99 ratios, and their smallest and largest. */
  ratio: number;
  ratioMin: number;
  ratioMax: number;
  rendersPerSecond: number;
  /** Probes per phase (medians): the p99 of a few hundred is a handful of samples. */
  idleProbes: number;
  loadedProbes: number;
  /**
   * Share of a core the server's main thread (event loop) and its other threads (render workers, I/O)
   * used while probed, idle and under renders (medians); null without /proc.
   */
  mainThread: { idle: number; loaded: number } | null;
  otherThreads: { idle: number; loaded: number } | null;
  rounds: number;
}

interface Busy {
  main: number;
  other: number;
}

/** Runs `work` and returns it with how busy `pid`'s main thread and its other threads were meanwhile (cores). */
async function busyDuring<T>(pid: number, work: () => Promise<T>): Promise<[T, Busy | null]> {
  const read = () => [threadCpuMs(pid, pid), cpuMs(pid)] as const;
  const [main0, all0] = read();
  const started = performance.now();
  const result = await work();
  const ms = performance.now() - started;
  const [main1, all1] = read();
  if (main0 === null || all0 === null || main1 === null || all1 === null) return [result, null];
  return [result, { main: (main1 - main0) / ms, other: (all1 - all0 - (main1 - main0)) / ms }];
}

const PNG_PATH = '/render/explorer/1.png';

interface Round {
  rps: number;
  cpuUs: number | null;
}

/** Load on `url` for `ms`, and the CPU the server `pid` used per request meanwhile. */
async function rps(url: string, ms: number, pid: number): Promise<Round> {
  const before = cpuMs(pid);
  const out = await runBun(['bench/load.ts', url, String(CONCURRENCY), String(ms)], ms + 15_000);
  const after = cpuMs(pid);
  const { ok, failed, rps: r } = JSON.parse(out) as { ok: number; failed: number; rps: number };
  if (ok === 0) throw new Error(`no successful responses from ${url} (${failed} failed)`);
  return { rps: r, cpuUs: before === null || after === null ? null : ((after - before) * 1000) / ok };
}

/** The real server on `dataDir` (demo avatars seeded), with one avatar already rendered and cached. */
export async function startWithAvatar(dataDir: string, distDir: string): Promise<{ real: Started; png: Uint8Array }> {
  const real = await startReal({ dataDir, distDir });
  const res = await fetch(`${real.origin}${PNG_PATH}`);
  if (res.status !== 200) throw new Error(`${PNG_PATH} answered ${res.status}: ${await res.text()}`);
  return { real, png: new Uint8Array(await res.arrayBuffer()) };
}

export async function benchCachedPng(real: Started, png: Uint8Array, tempDir: string): Promise<CachedPngResult> {
  const file = join(tempDir, 'avatar.png');
  writeFileSync(file, png);
  const port = await freePort();
  const bare = spawnBun(['bench/file-server.ts', String(port), 'image/png', file]);
  try {
    const bareUrl = `http://127.0.0.1:${port}/render/explorer/1.png`;
    await waitFor200(bareUrl, performance.now(), 30_000, bare.alive);
    const same = Buffer.from(await (await fetch(bareUrl)).arrayBuffer()).equals(Buffer.from(png));
    if (!same) throw new Error('file server does not send the same bytes');
    const realUrl = `${real.origin}${PNG_PATH}`;
    const realPid = real.child.proc.pid;
    const barePid = bare.proc.pid;
    await rps(bareUrl, 1000, barePid);
    await rps(realUrl, 1000, realPid);
    const reals: Round[] = [];
    const files: Round[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      if (i % 2 === 0) {
        files.push(await rps(bareUrl, ROUND_MS, barePid));
        reals.push(await rps(realUrl, ROUND_MS, realPid));
      } else {
        reals.push(await rps(realUrl, ROUND_MS, realPid));
        files.push(await rps(bareUrl, ROUND_MS, barePid));
      }
    }
    return {
      realRps: median(reals.map((r) => r.rps)),
      fileRps: median(files.map((r) => r.rps)),
      ratio: median(reals.map((r, i) => r.rps / files[i]!.rps)),
      realCpuUs: medianOrNull(reals.map((r) => r.cpuUs)),
      fileCpuUs: medianOrNull(files.map((r) => r.cpuUs)),
      bytes: png.byteLength,
      rounds: ROUNDS,
    };
  } finally {
    await bare.stop();
  }
}

/** Latencies (ms) of back-to-back requests to `url`, until `done(count)` says enough. */
async function probe(url: string, done: (count: number) => boolean): Promise<number[]> {
  const times: number[] = [];
  while (!done(times.length)) {
    const started = performance.now();
    const res = await fetch(url);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
    times.push(performance.now() - started);
  }
  return times;
}

function p99(times: number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)]!;
}

const JSON_ROUNDS = 5;
const CHURN_MS = 4500;
/** Renders get going before probing starts. */
const CHURN_START_MS = 500;
/** Idle probing lasts as long as loaded probing, so both p99s stand on thousands of samples. */
const IDLE_MS = CHURN_MS - CHURN_START_MS;

/**
 * Idle, then under renders, in each round: the pair shares whatever else the machine is doing at the
 * time, and the ratio is taken per round.
 */
export async function benchJsonUnderRenders(real: Started): Promise<JsonUnderRenderResult> {
  const url = `${real.origin}/api/config`;
  await probe(url, (n) => n >= 200);
  const pid = real.child.proc.pid;
  const idle: number[][] = [];
  const loaded: number[][] = [];
  const rates: number[] = [];
  const idleBusy: Array<Busy | null> = [];
  const loadedBusy: Array<Busy | null> = [];
  for (let i = 0; i < JSON_ROUNDS; i++) {
    const until = performance.now() + IDLE_MS;
    const [idleTimes, quiet] = await busyDuring(pid, () => probe(url, () => performance.now() >= until));
    idle.push(idleTimes);
    idleBusy.push(quiet);
    const churn = spawnBun(['bench/render-churn.ts', real.origin, String(CHURN_CONCURRENCY), String(CHURN_MS), String(i * 100)]);
    await Bun.sleep(CHURN_START_MS);
    const [times, busy] = await busyDuring(pid, () => probe(url, () => !churn.alive()));
    loadedBusy.push(busy);
    await churn.proc.exited;
    await churn.drained;
    const { ok } = JSON.parse(churn.stdout().trim().split('\n').at(-1) ?? '{}') as { ok?: number };
    if (!ok) throw new Error(`no renders completed under load: ${churn.output()}`);
    if (times.length < 50) throw new Error(`only ${times.length} JSON probes completed under render load`);
    loaded.push(times);
    rates.push((ok * 1000) / CHURN_MS);
  }
  const ratios = loaded.map((l, i) => p99(l) / p99(idle[i]!));
  const share = (pick: (b: Busy) => number) => {
    const idles = medianOrNull(idleBusy.map((b) => (b ? pick(b) : null)));
    const loads = medianOrNull(loadedBusy.map((b) => (b ? pick(b) : null)));
    return idles === null || loads === null ? null : { idle: idles, loaded: loads };
  };
  return {
    idleP99: median(idle.map(p99)),
    loadedP99: median(loaded.map(p99)),
    ratio: median(ratios),
    ratioMin: Math.min(...ratios),
    ratioMax: Math.max(...ratios),
    rendersPerSecond: median(rates),
    idleProbes: median(idle.map((t) => t.length)),
    loadedProbes: median(loaded.map((t) => t.length)),
    mainThread: share((b) => b.main),
    otherThreads: share((b) => b.other),
    rounds: JSON_ROUNDS,
  };
}
