import { afterAll, beforeAll, expect, test } from 'bun:test';
import { createTestApp } from '../../test/app.ts';
import { createLogger } from '../log.ts';

// Real servers on loopback: one without TRUST_PROXY, one with; each app logs into its own list.
const logs = { off: [] as string[], on: [] as string[] };
const servers: Bun.Server<unknown>[] = [];
const apps: Awaited<ReturnType<typeof createTestApp>>[] = [];
beforeAll(async () => {
  for (const [name, TRUST_PROXY] of [['off', 'false'], ['on', '1']] as const) {
    const app = await createTestApp({ log: createLogger('warn', (line) => logs[name].push(line)) }, { TRUST_PROXY });
    apps.push(app);
    servers.push(Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: app.app.fetch }));
  }
}, 30_000);
afterAll(async () => {
  for (const server of servers) await server.stop(true);
  for (const app of apps) await app.close();
});

const hints = (lines: string[]) => lines.filter((line) => line.includes('TRUST_PROXY is off'));
const health = (server: Bun.Server<unknown>, headers: Record<string, string> = {}) => fetch(`http://127.0.0.1:${server.port}/api/health`, { headers });

test('a proxy on this machine that the server was not told about is named in the log, once', async () => {
  const [off] = servers;
  await health(off!);
  expect(hints(logs.off)).toEqual([]);
  const proxied: Record<string, string>[] = [{ 'x-forwarded-for': '203.0.113.9' }, { 'x-real-ip': '203.0.113.9' }];
  for (const headers of proxied) await health(off!, headers);
  const told = hints(logs.off);
  expect(told).toHaveLength(1);
  expect(JSON.parse(told[0]!)).toMatchObject({ level: 'warn', proxy: '127.0.0.1' });
});

test('with TRUST_PROXY set there is nothing to say', async () => {
  await health(servers[1]!, { 'x-forwarded-for': '203.0.113.9' });
  expect(hints(logs.on)).toEqual([]);
});
