import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { join } from 'node:path';
import { desc } from 'drizzle-orm';
import { adminLog, rewards } from '../../../db/schema/index.ts';
import { registeredPlayer } from '../../test/wearables.ts';
import { runAdmin } from './cli.ts';
import { adminTestApp, TEST_ADMIN_TOKEN } from '../../test/admin.ts';

describe('admin CLI', () => {
  test('help lists the commands', async () => {
    const lines: string[] = [];
    expect(await runAdmin(['help'], (l) => void lines.push(l))).toBe(0);
    for (const word of ['migrate', 'notify', 'reward', 'grant', 'news add', 'terms', 'log']) expect(lines.join('\n')).toContain(word);
    const viaFlag: string[] = [];
    expect(await runAdmin(['reward', '--help'], (l) => void viaFlag.push(l))).toBe(0);
    expect(viaFlag).toEqual(lines);
  });

  test('an unknown command fails with usage', async () => {
    const lines: string[] = [];
    expect(await runAdmin(['explode'], (l) => void lines.push(l))).toBe(64);
    expect(lines.join('\n')).toContain('unknown command: explode');
  });

  test('an API command without ADMIN_TOKEN says so and sends nothing', async () => {
    const lines: string[] = [];
    const fetchNothing = (() => Promise.reject(new Error('must not be called'))) as unknown as typeof fetch;
    expect(await runAdmin(['notify', '--message', 'hi'], (l) => void lines.push(l), { source: {}, fetch: fetchNothing })).toBe(78);
    expect(lines.join('\n')).toContain('ADMIN_TOKEN is not set');
  });
});

describe('bun run admin against a running server', () => {
  let t: Awaited<ReturnType<typeof adminTestApp>>;
  let server: ReturnType<typeof Bun.serve>;
  beforeAll(async () => {
    t = await adminTestApp();
    server = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: (req) => t.app.fetch(req) });
  }, 60_000);
  afterAll(async () => {
    await server.stop(true);
    await t.close();
  });

  const run = async (args: string[], token = TEST_ADMIN_TOKEN) => {
    const child = Bun.spawn([process.execPath, join(import.meta.dir, 'cli.ts'), ...args, '--url', server.url.origin], {
      env: { ...process.env, ADMIN_TOKEN: token, LOG_LEVEL: 'silent' },
      stdout: 'pipe',
      stderr: 'pipe',
    });
    const [stdout, code] = await Promise.all([new Response(child.stdout).text(), child.exited]);
    return { stdout, code };
  };

  test('reward: the subprocess gives the reward through the API, which records and pushes it', async () => {
    const me = await registeredPlayer(t.app);
    const { stdout, code } = await run(['reward', '--wallet', me.wallet, '--text', 'From the shell', '--points', '12']);
    expect(code).toBe(0);
    const answer = JSON.parse(stdout) as { reward: { id: number; success_text: string; cool_points: number }; pushed: boolean };
    expect(answer).toMatchObject({ reward: { success_text: 'From the shell', cool_points: 12 }, pushed: true });
    expect((await t.db.select().from(rewards)).map((r) => r.id)).toEqual([answer.reward.id]);
    const [entry] = await t.db.select().from(adminLog).orderBy(desc(adminLog.id)).limit(1);
    expect(entry).toMatchObject({ action: 'reward.create', target: me.wallet });
    expect(t.events.at(-1)).toMatchObject({ channel: `sapphiretown-${me.wallet}`, event: 'reward' });
  }, 60_000);

  test('an API error is printed and exits 1; a wrong token changes nothing', async () => {
    const unknown = await run(['reward', '--wallet', '0x000000000000000000000000000000000000dead', '--text', 'x', '--points', '1']);
    expect([unknown.code, JSON.parse(unknown.stdout)]).toEqual([1, { error: 'User not found' }]);
    const before = await t.db.$count(adminLog);
    const wrong = await run(['notify', '--message', 'hi'], 'not-the-token-not-the-token-x');
    expect([wrong.code, JSON.parse(wrong.stdout)]).toEqual([1, { error: 'Invalid admin token' }]);
    expect(await t.db.$count(adminLog)).toBe(before);
  }, 60_000);
});
