/**
 * The database figures, on the machine's PostgreSQL (skipped, with the reason, when it is unreachable):
 * - a primary-key read through our client (openDatabase: drizzle over postgres.js, the query as routes
 *   write it) against raw postgres.js, both at concurrency 16 with the same pool, in separate processes;
 * - authenticated API routes (GET /api/profile, a signed-in player reading their own profile;
 *   GET /api/profile/claim, who is calling and one small read; GET /api/journeys, the season's graph and
 *   the player's completions) on a server on PGlite against the same route on a server on PostgreSQL,
 *   both with the demo content (without it there are no journeys to read).
 * Each in interleaved rounds; the ratio is the median of per-round ratios, with its spread.
 */
import { join } from 'node:path';
import { privateKeyToAccount, generatePrivateKey } from 'viem/accounts';
import { openDatabase } from '../db/client.ts';
import { profiles } from '../db/schema/index.ts';
import { runBun } from './children.ts';
import { startReal, type Started } from './servers.ts';
import { scratchDatabase, unreachable } from './services.ts';
import { median } from './util.ts';

const ROWS = 1000;
const CONCURRENCY = 16;
const ROUND_MS = 1200;
const ROUNDS = 5;

export interface Spread {
  /** Median of the per-round ratios, and their smallest and largest. */
  ratio: number;
  min: number;
  max: number;
}

export type PkReadResult =
  | { skipped: string }
  | (Spread & {
      drizzleQps: number;
      rawQps: number;
      drizzleCpuUs: number;
      rawCpuUs: number;
      /** The same read built once with drizzle's .prepare(): what a hot query can get back. */
      prepared: Spread & { qps: number; cpuUs: number };
      rounds: number;
      concurrency: number;
    });

/** One route's rates on the two servers. */
export type RouteFigure = Spread & { pgliteRps: number; postgresRps: number; route: string };
export type RouteResult = { skipped: string } | { routes: RouteFigure[]; rounds: number; concurrency: number };

const spread = (ratios: number[]): Spread => ({ ratio: median(ratios), min: Math.min(...ratios), max: Math.max(...ratios) });

type Mode = 'raw' | 'drizzle' | 'drizzle-prepared';

interface LoadRun {
  qps: number;
  cpuUsPerQuery: number;
}

/** A scratch database with ROWS profiles, as the routes' migrations make it. */
async function databaseWithProfiles() {
  const scratch = await scratchDatabase('rows');
  try {
    const database = await openDatabase({ url: scratch.url });
    const rows = Array.from({ length: ROWS }, (_, i) => ({
      wallet: `0x${i.toString(16).padStart(40, '0')}`,
      wallet_type: 'injected',
      email: `player${i}@example.com`,
      username: `Player${i}`,
      slug: `player${i}`,
    }));
    for (let i = 0; i < rows.length; i += 250) await database.db.insert(profiles).values(rows.slice(i, i + 250));
    await database.close();
    return scratch;
  } catch (err) {
    await scratch.drop();
    throw err;
  }
}

export async function benchPkRead(): Promise<PkReadResult> {
  const reason = await unreachable(false);
  if (reason) return { skipped: reason };
  const scratch = await databaseWithProfiles();
  try {
    const load = async (mode: Mode) =>
      JSON.parse(await runBun(['bench/db-read-load.ts', scratch.url, mode, String(CONCURRENCY), String(ROUND_MS), String(ROWS)], ROUND_MS + 30_000)) as LoadRun;
    const runs: Record<Mode, LoadRun[]> = { raw: [], drizzle: [], 'drizzle-prepared': [] };
    for (let i = 0; i < ROUNDS; i++) {
      const order: Mode[] = i % 2 === 0 ? ['raw', 'drizzle', 'drizzle-prepared'] : ['drizzle-prepared', 'drizzle', 'raw'];
      for (const mode of order) runs[mode].push(await load(mode));
    }
    const { raw: raws, drizzle: drizzles, 'drizzle-prepared': prepareds } = runs;
    return {
      ...spread(drizzles.map((d, i) => d.qps / raws[i]!.qps)),
      drizzleQps: median(drizzles.map((d) => d.qps)),
      rawQps: median(raws.map((r) => r.qps)),
      drizzleCpuUs: median(drizzles.map((d) => d.cpuUsPerQuery)),
      rawCpuUs: median(raws.map((r) => r.cpuUsPerQuery)),
      prepared: { ...spread(prepareds.map((p, i) => p.qps / raws[i]!.qps)), qps: median(prepareds.map((p) => p.qps)), cpuUs: median(prepareds.map((p) => p.cpuUsPerQuery)) },
      rounds: ROUNDS,
      concurrency: CONCURRENCY,
    };
  } finally {
    await scratch.drop();
  }
}

/** Signs a new wallet in (nonce, a real signature, verify) and registers it; returns its session token. */
async function signedInPlayer(origin: string, n: number): Promise<string> {
  const account = privateKeyToAccount(generatePrivateKey());
  const json = async (res: Response, status: number) => {
    const body = (await res.json()) as Record<string, unknown>;
    if (res.status !== status) throw new Error(`${res.url} answered ${res.status}: ${JSON.stringify(body)}`);
    return body;
  };
  const { message } = await json(await fetch(`${origin}/api/profile/nonce?address=${account.address}`), 200);
  const signature = await account.signMessage({ message: String(message) });
  const post = (path: string, body: unknown, token?: string) =>
    fetch(`${origin}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
  const { token } = await json(await post('/api/profile/verify', { address: account.address, signature }), 200);
  const form = { address: account.address.toLowerCase(), email: `bench${n}@example.com`, name: `Bench${n}`, sapphire_town_explorer_token_id: 20000 };
  await json(await post('/api/profile/register', form, String(token)), 201);
  return String(token);
}

/** The player's own profile (kept on PGlite); a small signed-in read (who is calling, then one statement); the journeys. */
const ROUTES = ['/api/profile', '/api/profile/claim', '/api/journeys'];

export async function benchRoute(tempDir: string, distDir: string): Promise<RouteResult> {
  const reason = await unreachable(false);
  if (reason) return { skipped: reason };
  const scratch = await scratchDatabase('route');
  const servers: Started[] = [];
  try {
    const pglite = await startReal({ dataDir: join(tempDir, 'pglite'), distDir, env: { DEMO_SEED: 'true' } });
    servers.push(pglite);
    const pg = await startReal({ dataDir: join(tempDir, 'postgres'), distDir, env: { DEMO_SEED: 'true', DATABASE_URL: scratch.url } });
    servers.push(pg);
    const tokens = [await signedInPlayer(pglite.origin, 1), await signedInPlayer(pg.origin, 2)];
    const rps = async (server: Started, route: string, token: string, ms: number) => {
      const out = JSON.parse(await runBun(['bench/load.ts', `${server.origin}${route}`, String(CONCURRENCY), String(ms), token], ms + 15_000)) as { ok: number; failed: number; rps: number };
      if (out.ok === 0 || out.failed > 0) throw new Error(`${route} on ${server.origin}: ${out.ok} answered 200, ${out.failed} did not`);
      return out.rps;
    };
    const routes: RouteFigure[] = [];
    for (const route of ROUTES) {
      // Warm-up; not measured.
      await rps(pglite, route, tokens[0]!, 500);
      await rps(pg, route, tokens[1]!, 500);
      const lites: number[] = [];
      const pgs: number[] = [];
      for (let i = 0; i < ROUNDS; i++) {
        for (const which of i % 2 === 0 ? ['pg', 'lite'] : ['lite', 'pg']) {
          if (which === 'lite') lites.push(await rps(pglite, route, tokens[0]!, ROUND_MS));
          else pgs.push(await rps(pg, route, tokens[1]!, ROUND_MS));
        }
      }
      routes.push({ ...spread(lites.map((l, i) => l / pgs[i]!)), pgliteRps: median(lites), postgresRps: median(pgs), route: `GET ${route}` });
    }
    return { routes, rounds: ROUNDS, concurrency: CONCURRENCY };
  } finally {
    await Promise.all(servers.map((s) => s.child.stop()));
    await scratch.drop();
  }
}
