/** Small helpers shared by the benchmarks: statistics, ports, temp folders, polling. */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The repository root; children run here so relative paths in the server resolve as in production. */
export const ROOT = join(import.meta.dir, '..');

/** Median of a non-empty list (mean of the middle two for even lengths). */
export function median(values: number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Median, or null when any value is missing (a figure from /proc that could not be read). */
export function medianOrNull(values: Array<number | null>): number | null {
  return values.every((v): v is number => v !== null) ? median(values) : null;
}

/** A loopback port nobody is listening on right now (the OS picks it, so parallel runs do not clash). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (addr && typeof addr === 'object' ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

const temps: string[] = [];

/** A fresh temp folder, removed by `removeTemps` at the end of the run. */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), `st-bench-${prefix}-`));
  temps.push(dir);
  return dir;
}

export function removeTemps(): void {
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/**
 * Polls `url` until it answers 200 or `timeoutMs` passes. Returns the ms from `since` to the first 200.
 * A tight poll interval keeps the measurement resolution well under the start-up times we compare.
 */
export async function waitFor200(url: string, since: number, timeoutMs: number, alive: () => boolean = () => true): Promise<number> {
  const deadline = since + timeoutMs;
  while (performance.now() < deadline) {
    if (!alive()) throw new Error(`process exited before ${url} answered`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
      await res.arrayBuffer();
      if (res.status === 200) return performance.now() - since;
    } catch {
      // Not listening yet: connection refused is the expected answer while the process starts.
    }
    await Bun.sleep(5);
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
}

/** Formats a number with a fixed number of decimals and thousands separators. */
export function fmt(n: number, decimals = 0): string {
  return n.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
}

/** Error message without a stack, for one-line reports. */
export function message(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
