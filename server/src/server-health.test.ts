import { afterAll, describe, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedPgliteFolder } from '../../db/test/pglite-template.ts';
import { redisUnreachable } from '../test/redis.ts';
import { testEnv } from '../test/app.ts';
import { securityHeaderValues } from './http/security-headers.ts';
import { createLogger } from './log.ts';
import { startServer, type RunningServer } from './server.ts';

/**
 * `GET /api/health` as the running server answers it: from Bun's router, ahead of Hono (issue 16, "Also").
 * It carries the security headers every other answer has, reports Redis when REDIS_URL is set, and
 * answers 503 `draining` once a stop began. On the embedded database (the answer does not depend on it).
 */
const folders: string[] = [];
const running: RunningServer[] = [];
afterAll(async () => {
  for (const server of running) await server.stop();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
}, 30_000);

async function start(settings: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'st-health-'));
  folders.push(dataDir);
  // Migrated already: these tests are about the answer, not the first start (server.test.ts).
  await seedPgliteFolder(dataDir);
  const env = testEnv({ DATABASE_URL: '', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DIST_DIR: join(dataDir, 'no-dist'), DEMO_SEED: 'false', SHUTDOWN_DRAIN_MS: '0', ...settings });
  const server = await startServer(env, createLogger('silent'));
  running.push(server);
  return { server, env, health: () => fetch(`${server.url}/api/health`) };
}

const redisUrl = testEnv().REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('GET /api/health on the running server', () => {
  test('carries the same security headers as every other answer, and 503 draining once a stop began', async () => {
    const { server, env, health } = await start();
    const security = await securityHeaderValues(env);
    expect(Object.keys(security)).toContain('content-security-policy');
    const other = await fetch(`${server.url}/api/config`);
    const answer = await health();
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ status: 'ok', database: 'pglite', migrations: server.database.migrations });
    for (const [name, value] of Object.entries(security)) {
      expect({ name, value: answer.headers.get(name) }).toEqual({ name, value });
      expect({ name, value: other.headers.get(name) }).toEqual({ name, value });
    }

    server.drain();
    const draining = await health();
    expect(draining.status).toBe(503);
    expect(await draining.json()).toMatchObject({ status: 'draining' });
    for (const [name, value] of Object.entries(security)) expect({ name, value: draining.headers.get(name) }).toEqual({ name, value });
  }, 30_000);
});

const skipReason = await redisUnreachable(redisUrl);
if (skipReason) console.log(`health with Redis skipped: ${skipReason}`);

describe('GET /api/health with REDIS_URL', () => {
  test.skipIf(skipReason !== null)('reports Redis connected', async () => {
    const token = 'metrics-token-'.padEnd(32, 'r');
    const { health, server } = await start({ REDIS_URL: redisUrl, METRICS_TOKEN: token });
    const answer = await health();
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ status: 'ok', redis: 'ok' });
    const metrics = await (await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${token}` } })).text();
    expect(metrics).toContain('sapphire_redis_connected 1');
  }, 30_000);

  test('reports Redis away, still 200: the instance serves, and reads other instances\' pushes from the database; /metrics says 0', async () => {
    // Nothing listens on port 1 of this machine.
    const token = 'metrics-token-'.padEnd(32, 'r');
    const { health, server } = await start({ REDIS_URL: 'redis://127.0.0.1:1', METRICS_TOKEN: token });
    const answer = await health();
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ status: 'ok', redis: 'down' });
    const metrics = await (await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${token}` } })).text();
    expect(metrics).toContain('sapphire_redis_connected 0');
  }, 30_000);

  test('without REDIS_URL says nothing about Redis', async () => {
    const token = 'metrics-token-'.padEnd(32, 'r');
    const { health, server } = await start({ METRICS_TOKEN: token });
    expect(await (await health()).json()).not.toHaveProperty('redis');
    expect(await (await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${token}` } })).text()).not.toContain('sapphire_redis_connected');
  }, 30_000);
});
