/** Starting the real server and the bare baseline as child processes on free loopback ports. */
import { relative } from 'node:path';
import { spawnBun, type Child } from './children.ts';
import { cpuMs } from './cpu.ts';
import { freePort, ROOT, waitFor200 } from './util.ts';

export interface Started {
  child: Child;
  /** Origin, e.g. http://127.0.0.1:40123 */
  origin: string;
  /** ms from spawn to the first 200 from /api/health. */
  readyMs: number;
  /** CPU ms the process had used by then; unlike wall time it barely moves when the machine is busy. */
  readyCpuMs: number | null;
}

const START_TIMEOUT_MS = 60_000;

export interface RealOptions {
  dataDir: string;
  /** Folder of a built web app, or any empty folder for an API-only server. */
  distDir: string;
  /** Further settings (DATABASE_URL, REDIS_URL, ...). */
  env?: Record<string, string>;
}

/** `bun server/src/index.ts` exactly as in production, with a scratch data folder. */
export async function startReal({ dataDir, distDir, env: extra = {} }: RealOptions): Promise<Started> {
  const port = await freePort();
  const env = {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // No load balancer to tell: stop at once instead of draining for 3 s.
    SHUTDOWN_DRAIN_MS: '0',
    // Relative to the child's cwd (ROOT): correct whether the server resolves DIST_DIR or joins it onto the cwd.
    DIST_DIR: relative(ROOT, distDir) || '.',
    ...extra,
  };
  return started(() => spawnBun(['server/src/index.ts'], env), port);
}

/** The bare Bun.serve baseline answering every request with `body` as `contentType`. */
export async function startBare(body: Uint8Array, contentType: string): Promise<Started> {
  const port = await freePort();
  const args = ['bench/bare-server.ts', String(port), contentType, Buffer.from(body).toString('base64')];
  return started(() => spawnBun(args), port);
}

async function started(spawn: () => Child, port: number): Promise<Started> {
  // The clock starts before spawning so process creation counts, as it does for a real restart.
  const since = performance.now();
  const child = spawn();
  const origin = `http://127.0.0.1:${port}`;
  try {
    const readyMs = await waitFor200(`${origin}/api/health`, since, START_TIMEOUT_MS, child.alive);
    return { child, origin, readyMs, readyCpuMs: cpuMs(child.proc.pid) };
  } catch (err) {
    await child.stop('SIGKILL');
    const out = child.output();
    throw new Error(`${(err as Error).message}${out ? `\n--- child output ---\n${out}` : ''}`);
  }
}
