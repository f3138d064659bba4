import { afterAll, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedPgliteFolder } from '../../../db/test/pglite-template.ts';
import { createLogger } from '../log.ts';
import { startServer } from '../server.ts';
import { testEnv } from '../../test/app.ts';
import { TestSocket } from '../../test/realtime.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'st-rt-wiring-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// server.ts itself (not the test helper): /ws is served, pushes arrive, and stop() closes sockets with 1001.
test('startServer serves /ws and closes sockets with 1001 on stop', async () => {
  const env = testEnv({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DIST_DIR: join(dataDir, 'no-dist'), DEMO_SEED: 'false' });
  if (!env.DATABASE_URL) await seedPgliteFolder(dataDir);
  const server = await startServer(env, createLogger('silent'));
  const origin = server.url;
  const socket = await TestSocket.open(`${origin.replace('http', 'ws')}/ws`, { origin });
  await socket.subscribe('notifications');
  const pushed = await server.realtime.publish('notifications', 'note', { hello: 'town' });
  expect((await socket.waitForEvents('notifications', 1))[0]).toMatchObject({ seq: pushed.seq, data: { hello: 'town' } });
  await server.stop();
  expect((await socket.closed).code).toBe(1001);
}, 60_000);
