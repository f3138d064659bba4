/**
 * Figure 3: restart to healthy on an existing PGlite folder. The baseline is the bare Bun.serve
 * process, i.e. what merely starting a bun process and listening costs on this machine right now.
 */
import { startBare, startReal } from './servers.ts';
import { median, medianOrNull } from './util.ts';

const ROUNDS = 5;

export interface RestartResult {
  firstStartMs: number;
  realMs: number;
  bareMs: number;
  /** Median of the per-round real/bare ratios. */
  ratio: number;
  /** CPU ms each process had used when it first answered 200 (medians), null without /proc. */
  realCpuMs: number | null;
  bareCpuMs: number | null;
  rounds: number;
}

/** Starts once to migrate and seed `dataDir`, then times restarts against bare process starts. */
export async function benchRestart(dataDir: string, distDir: string): Promise<RestartResult> {
  const first = await startReal({ dataDir, distDir });
  const res = await fetch(`${first.origin}/api/health`);
  const body = new Uint8Array(await res.arrayBuffer());
  const contentType = res.headers.get('content-type') ?? 'application/json';
  await stopCleanly(first.child);

  const reals: number[] = [];
  const bares: number[] = [];
  const cpu = { real: [] as Array<number | null>, bare: [] as Array<number | null> };
  for (let i = 0; i < ROUNDS; i++) {
    // Alternate the order so a slow patch of the machine does not always land on the same subject.
    const order = i % 2 === 0 ? (['bare', 'real'] as const) : (['real', 'bare'] as const);
    for (const kind of order) {
      const s = kind === 'real' ? await startReal({ dataDir, distDir }) : await startBare(body, contentType);
      (kind === 'real' ? reals : bares).push(s.readyMs);
      cpu[kind].push(s.readyCpuMs);
      if (kind === 'real') await stopCleanly(s.child);
      else await s.child.stop();
    }
  }
  return {
    firstStartMs: first.readyMs,
    realMs: median(reals),
    bareMs: median(bares),
    ratio: median(reals.map((r, i) => r / bares[i]!)),
    realCpuMs: medianOrNull(cpu.real),
    bareCpuMs: medianOrNull(cpu.bare),
    rounds: ROUNDS,
  };
}

/** SIGTERM and wait, as an orchestrator would; the next start must find a cleanly closed database. */
async function stopCleanly(child: { stop(): Promise<number | null>; output(): string }): Promise<void> {
  const code = await child.stop();
  if (code !== 0) throw new Error(`server did not exit cleanly on SIGTERM (code ${code}): ${child.output()}`);
}
