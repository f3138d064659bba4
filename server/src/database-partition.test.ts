import { describe, expect, test } from 'bun:test';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { openDatabase, rowsOf } from '../../db/client.ts';
import { droppedTestDatabases, openTestDatabase } from '../../db/test/test-database.ts';
import { createTestApp } from '../test/app.ts';
import { pausedLink } from '../test/paused-link.ts';
import { until } from '../test/until.ts';
import { parseEnv } from './env.ts';
import { createLogger } from './log.ts';
import { createHealth, healthResponse } from './routes/health/health.ts';

/**
 * PostgreSQL that stops answering without refusing (a network partition, a stalled server): the health
 * answer must not stay at its last 'ok' while every request waits. Through a loopback link that pauses
 * traffic both ways and then lets it through, as TCP does once the network heals. PostgreSQL only: the
 * suite's server, or the machine's on the PGlite pass; skipped with the reason when neither is reachable.
 */
const server = parseEnv().DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const skipReason = await postgres(server, { max: 1, connect_timeout: 3, onnotice: () => {} })`select 1`
  .then(() => null)
  .catch((err: Error) => `PostgreSQL not reachable at ${new URL(server).host}: ${err.message}`);
if (skipReason) console.log(`database partition test skipped: ${skipReason}`);

describe.skipIf(skipReason !== null)('PostgreSQL that stops answering', () => {
  test('health turns 503 degraded while it is silent and ok once it answers again; a read that waited is answered', async () => {
    const target = new URL(server);
    const link = await pausedLink({ host: target.hostname, port: Number(target.port || 5432) });
    const via = new URL(server);
    via.hostname = '127.0.0.1';
    via.port = String(link.port);
    const database = await openTestDatabase(via.toString());
    const health = createHealth(database);
    const seen: string[] = [];
    let stop = () => {};
    try {
      await health.prime();
      expect(healthResponse(health).status).toBe(200);
      stop = health.watch((body) => void seen.push(body.status));

      link.pause();
      const waiting = database.db.execute(sql`select 41 + 1 as n`);
      await until(() => seen.includes('degraded'), 15_000);
      const silent = healthResponse(health);
      expect(silent.status).toBe(503);
      expect(await silent.json()).toMatchObject({ status: 'degraded' });

      link.resume();
      await until(() => seen.at(-1) === 'ok', 15_000);
      expect(healthResponse(health).status).toBe(200);
      expect(rowsOf<{ n: number }>(await waiting)[0]?.n).toBe(42);
    } finally {
      stop();
      link.resume();
      await database.close();
      // The test database is dropped through the link too.
      await droppedTestDatabases();
      await link.close();
    }
  }, 60_000);

  test('PostgreSQL gone (the port refuses): an API call is a 503 with Retry-After and a warning naming the reason, not a 500 with a stack', async () => {
    const target = new URL(server);
    const link = await pausedLink({ host: target.hostname, port: Number(target.port || 5432) });
    const via = new URL(server);
    via.hostname = '127.0.0.1';
    via.port = String(link.port);
    // Made and dropped on the server directly; the app reaches it only through the link.
    const direct = await openTestDatabase(server);
    via.pathname = `/${rowsOf<{ name: string }>(await direct.db.execute(sql`select current_database() as name`))[0]!.name}`;
    const database = await openDatabase({ url: via.toString() });
    const lines: string[] = [];
    const { app, close } = await createTestApp({ database, log: createLogger('warn', (line) => void lines.push(line)) }, { DATABASE_URL: via.toString() });
    try {
      expect((await app.request('/api/users/nobody-here')).status).toBe(404);
      // Every connection cut and the port closed: what a stopped PostgreSQL looks like.
      await link.close();
      const res = await app.request('/api/users/nobody-here');
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(await res.json()).toEqual({ error: 'An error occurred, please refresh and try again' });
      const warned = lines.map((line) => JSON.parse(line) as { level: string; msg: string; reason?: string; err?: unknown });
      expect(warned.filter((line) => line.level === 'error')).toEqual([]);
      const reasons = warned.filter((line) => line.msg === 'the database could not be reached').map((line) => line.reason);
      expect(reasons).toHaveLength(1);
      expect(reasons[0]).toMatch(/^ERR_POSTGRES_CONNECTION_|^08|^57P0/);
    } finally {
      await close().catch(() => {});
      await link.close();
      await direct.close();
    }
  }, 60_000);
});
