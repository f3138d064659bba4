/**
 * Figure 1: /api/health throughput of the real server against a bare Bun.serve that sends the same
 * bytes. Rounds alternate which server goes first so drift on a noisy machine hits both equally.
 */
import { runBun } from './children.ts';
import { cpuMs } from './cpu.ts';
import { startBare, startReal, type Started } from './servers.ts';
import { median, medianOrNull } from './util.ts';

const CONCURRENCY = 32;
const WARMUP_MS = 1500;
const ROUND_MS = 3000;
const ROUNDS = 5;

export interface HealthResult {
  realRps: number;
  bareRps: number;
  /** Median of the per-round real/bare ratios (paired, so round-to-round noise cancels). */
  ratio: number;
  /** Server CPU microseconds per request (medians), null where /proc is unavailable. */
  realCpuUs: number | null;
  bareCpuUs: number | null;
  cpuRatio: number | null;
  body: string;
  contentType: string;
  rounds: number;
  concurrency: number;
}

interface Round {
  rps: number;
  cpuUs: number | null;
}

/** Runs the load generator against `server` for `ms` and measures the server's CPU meanwhile. */
async function round(server: Started, ms: number): Promise<Round> {
  const pid = server.child.proc.pid;
  const before = cpuMs(pid);
  const out = await runBun(['bench/load.ts', `${server.origin}/api/health`, String(CONCURRENCY), String(ms)], ms + 15_000);
  const after = cpuMs(pid);
  const { ok, failed, rps } = JSON.parse(out) as { ok: number; failed: number; rps: number };
  if (ok === 0) throw new Error(`no successful responses from ${server.origin} (${failed} failed)`);
  return { rps, cpuUs: before === null || after === null ? null : ((after - before) * 1000) / ok };
}

/** Measures /api/health on a real server using `dataDir` and `distDir`. */
export async function benchHealth(dataDir: string, distDir: string): Promise<HealthResult> {
  const real = await startReal({ dataDir, distDir });
  let bare: Started | undefined;
  try {
    const res = await fetch(`${real.origin}/api/health`);
    const body = new Uint8Array(await res.arrayBuffer());
    const contentType = res.headers.get('content-type') ?? 'application/octet-stream';
    bare = await startBare(body, contentType);
    const check = await fetch(`${bare.origin}/api/health`);
    const same = Buffer.from(await check.arrayBuffer()).equals(body) && check.headers.get('content-type') === contentType;
    if (!same) throw new Error('bare server does not answer with the same bytes as the real one');

    // JIT warm-up for both servers and the load generator's connection pool; not measured.
    await round(bare, WARMUP_MS);
    await round(real, WARMUP_MS);

    const reals: Round[] = [];
    const bares: Round[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      if (i % 2 === 0) {
        bares.push(await round(bare, ROUND_MS));
        reals.push(await round(real, ROUND_MS));
      } else {
        reals.push(await round(real, ROUND_MS));
        bares.push(await round(bare, ROUND_MS));
      }
    }
    const realCpuUs = medianOrNull(reals.map((r) => r.cpuUs));
    const bareCpuUs = medianOrNull(bares.map((r) => r.cpuUs));
    const cpuRatios = reals.map((r, i) => (r.cpuUs !== null && bares[i]!.cpuUs ? r.cpuUs / bares[i]!.cpuUs! : null));
    return {
      realRps: median(reals.map((r) => r.rps)),
      bareRps: median(bares.map((r) => r.rps)),
      ratio: median(reals.map((r, i) => r.rps / bares[i]!.rps)),
      realCpuUs,
      bareCpuUs,
      cpuRatio: medianOrNull(cpuRatios),
      body: new TextDecoder().decode(body),
      contentType,
      rounds: ROUNDS,
      concurrency: CONCURRENCY,
    };
  } finally {
    await Promise.all([real.child.stop(), bare?.child.stop()]);
  }
}
