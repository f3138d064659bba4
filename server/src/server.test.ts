import { afterAll, describe, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { openDatabase, pgliteDir } from '../../db/client.ts';
import { seedPgliteFolder } from '../../db/test/pglite-template.ts';
import { profiles, traits } from '../../db/schema/index.ts';
import { parseEnv } from './env.ts';

// Real processes: the entry point, its config parsing, start-up and SIGTERM handling.
const dataDir = mkdtempSync(join(tmpdir(), 'st-server-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const entry = join(import.meta.dir, 'index.ts');
const postgresUrl = parseEnv().DATABASE_URL;

function spawnServer(extra: Record<string, string> = {}) {
  return Bun.spawn([process.execPath, entry], {
    // No drain window unless a test asks for one: no load balancer is polling these.
    env: { PATH: process.env.PATH ?? '', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DIST_DIR: join(dataDir, 'no-dist'), LOG_LEVEL: 'info', SHUTDOWN_DRAIN_MS: '0', ...(postgresUrl ? { DATABASE_URL: postgresUrl, DEMO_SEED: 'false' } : {}), ...extra },
    stdout: 'pipe',
    stderr: 'pipe',
  });
}

/** Reads JSON log lines until one satisfies `match`. */
async function waitForLog(stream: ReadableStream<Uint8Array>, match: (line: Record<string, unknown>) => boolean, seen: string[]) {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`log ended before the expected line:\n${seen.join('\n')}`);
    buffer += decoder.decode(value, { stream: true });
    for (let nl = buffer.indexOf('\n'); nl >= 0; nl = buffer.indexOf('\n')) {
      const line = buffer.slice(0, nl);
      buffer = buffer.slice(nl + 1);
      seen.push(line);
      try {
        const parsed = JSON.parse(line) as Record<string, unknown>;
        if (match(parsed)) {
          reader.releaseLock();
          return parsed;
        }
      } catch {
        // not a JSON line
      }
    }
  }
}

describe('the server process', () => {
  test('starts, answers health, and stops cleanly on SIGTERM', async () => {
    const proc = spawnServer();
    const seen: string[] = [];
    const listening = await waitForLog(proc.stdout, (l) => l.msg === 'listening', seen);
    const health = await fetch(`${String(listening.url).replace('localhost', '127.0.0.1')}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', database: postgresUrl ? 'postgres' : 'pglite' });
    proc.kill('SIGTERM');
    await waitForLog(proc.stdout, (l) => l.msg === 'stopped', seen);
    expect(await proc.exited).toBe(0);
    // A first start migrates and seeds the demo town (catalogue included): seconds on a busy machine.
  }, 60_000);

  test('SIGTERM drains: health 503 at once, sockets closed with 1001 and new ones refused, then a clean exit well within 10 s', async () => {
    const proc = spawnServer({ SHUTDOWN_DRAIN_MS: '1500' });
    const seen: string[] = [];
    const base = String((await waitForLog(proc.stdout, (l) => l.msg === 'listening', seen)).url).replace('localhost', '127.0.0.1');
    const socket = new WebSocket(`${base.replace('http', 'ws')}/ws`);
    await new Promise((resolve, reject) => {
      socket.onopen = resolve;
      socket.onerror = reject;
    });
    const closed = new Promise<number>((resolve) => {
      socket.onclose = (e) => resolve(e.code);
    });
    expect((await fetch(`${base}/ws`)).status).toBe(426);

    const signalled = performance.now();
    proc.kill('SIGTERM');
    let health = await fetch(`${base}/api/health`);
    while (health.status === 200 && performance.now() - signalled < 1000) health = await fetch(`${base}/api/health`);
    const turned = performance.now() - signalled;
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ status: 'draining' });
    expect(turned).toBeLessThan(1000);
    expect(await closed).toBe(1001);
    // Still serving during the drain window, but a reconnecting socket is sent elsewhere.
    expect((await fetch(`${base}/ws`)).status).toBe(503);
    expect((await fetch(`${base}/api/health`)).status).toBe(503);

    await waitForLog(proc.stdout, (l) => l.msg === 'stopped', seen);
    expect(await proc.exited).toBe(0);
    const exitedMs = performance.now() - signalled;
    expect(exitedMs).toBeGreaterThanOrEqual(1500);
    expect(exitedMs).toBeLessThan(10_000);
    const order = seen.map((l) => (l.startsWith('{') ? (JSON.parse(l) as { msg: string }).msg : '')).filter((m) => ['shutting down', 'draining', 'stopped'].includes(m));
    expect(order).toEqual(['shutting down', 'draining', 'stopped']);
  }, 60_000);

  test('restarts healthy on the same data folder, keeping its secret', async () => {
    const secretFile = Bun.file(join(dataDir, 'session-secret'));
    const before = postgresUrl ? null : await secretFile.text();
    const proc = spawnServer();
    const seen: string[] = [];
    const listening = await waitForLog(proc.stdout, (l) => l.msg === 'listening', seen);
    expect(listening.migrations).toBeGreaterThanOrEqual(1);
    if (before !== null) expect(await secretFile.text()).toBe(before);
    proc.kill('SIGTERM');
    expect(await proc.exited).toBe(0);
  }, 60_000);

  test('without the demo seed (production), the wearable catalogue is still there and no demo player is', async () => {
    const bare = mkdtempSync(join(tmpdir(), 'st-server-bare-'));
    try {
      // Migrated but empty, as after a first start that seeded nothing: the catalogue comes from this
      // start. The first start itself (initdb and every migration) is the first test's. On PostgreSQL
      // the folder holds only the secret, and the database is the pass's.
      if (!postgresUrl) await seedPgliteFolder(bare);
      const proc = spawnServer({ DEMO_SEED: 'false', DATA_DIR: bare });
      await waitForLog(proc.stdout, (l) => l.msg === 'listening', []);
      proc.kill('SIGTERM');
      expect(await proc.exited).toBe(0);
      const database = await openDatabase({ url: postgresUrl, dataDir: pgliteDir(bare) });
      try {
        const [catalogue] = await database.db.select({ n: count() }).from(traits);
        expect(catalogue!.n).toBeGreaterThanOrEqual(60);
        if (!postgresUrl) expect((await database.db.select({ n: count() }).from(profiles))[0]!.n).toBe(0);
      } finally {
        await database.close();
      }
    } finally {
      rmSync(bare, { recursive: true, force: true });
    }
  }, 60_000);

  test('a database that cannot be reached at start is one log line naming it (never its password), and exit 1', async () => {
    const closed = Bun.listen({ hostname: '127.0.0.1', port: 0, socket: { data() {} } });
    const { port } = closed;
    closed.stop(true);
    const proc = spawnServer({ DATABASE_URL: `postgres://town:not-for-the-log@127.0.0.1:${port}/sapphire`, DEMO_SEED: 'false' });
    expect(await proc.exited).toBe(1);
    const lines = (await new Response(proc.stdout).text()).split('\n').filter(Boolean);
    const failed = lines.map((line) => JSON.parse(line) as { level: string; msg: string; database?: string }).find((line) => line.msg === 'could not start');
    expect(failed).toMatchObject({ level: 'error', database: `postgres 127.0.0.1:${port}/sapphire` });
    expect(lines.join('\n')).not.toContain('not-for-the-log');
    expect(await new Response(proc.stderr).text()).toBe('');
  }, 60_000);

  test('SIGTERM while start-up waits on a database that does not answer: said as such, not as a slow shutdown', async () => {
    // PostgreSQL behind a link that lets nothing through: the connection opens and start-up waits.
    let reached = () => {};
    const connected = new Promise<void>((resolve) => {
      reached = resolve;
    });
    const silent = Bun.listen({ hostname: '127.0.0.1', port: 0, socket: { open: () => reached(), data() {} } });
    try {
      const proc = spawnServer({ DATABASE_URL: `postgres://town@127.0.0.1:${silent.port}/sapphire`, DEMO_SEED: 'false' });
      const seen: string[] = [];
      await connected;
      proc.kill('SIGTERM');
      const line = await waitForLog(proc.stdout, (l) => String(l.msg).includes('exiting'), seen);
      expect(line).toMatchObject({ level: 'error', msg: 'stopped before start-up finished; exiting', database: `postgres 127.0.0.1:${silent.port}/sapphire` });
      expect(await proc.exited).toBe(1);
    } finally {
      silent.stop(true);
    }
  }, 60_000);

  test('bad configuration fails fast and names every bad variable', async () => {
    const proc = spawnServer({ PORT: 'eighty', DATABASE_URL: 'mysql://nope', LOG_LEVEL: 'loud' });
    expect(await proc.exited).toBe(1);
    const stderr = await new Response(proc.stderr).text();
    for (const name of ['PORT', 'DATABASE_URL', 'LOG_LEVEL']) expect(stderr).toContain(name);
  }, 30_000);
});
