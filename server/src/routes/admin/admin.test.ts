import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { adminLog, notifications, rewards } from '../../../../db/schema/index.ts';
import { adminCall, adminTestApp, TEST_ADMIN_TOKEN } from '../../../test/admin.ts';
import { tokenFingerprint } from '../../admin/auth.ts';
import { createTestApp } from '../../../test/app.ts';
import { registeredPlayer, errorOf } from '../../../test/wearables.ts';

let t: Awaited<ReturnType<typeof adminTestApp>>;
beforeAll(async () => {
  t = await adminTestApp();
}, 60_000);
afterAll(() => t.close());

describe('admin authentication', () => {
  test('a missing, malformed or wrong token is 401 and nothing is done, recorded or pushed', async () => {
    const me = await registeredPlayer(t.app);
    const body = { wallet: me.wallet, success_text: 'Sneaky', cool_points: 5 };
    const attempts = [
      adminCall(t.app, 'POST', '/rewards', body, null),
      adminCall(t.app, 'POST', '/rewards', body, 'wrong-token-wrong-token-wrong'),
      adminCall(t.app, 'POST', '/rewards', body, `${TEST_ADMIN_TOKEN}x`),
      adminCall(t.app, 'POST', '/notifications', { message: 'Hi' }, TEST_ADMIN_TOKEN.slice(0, -1)),
      t.app.request('/api/admin/log', { headers: { authorization: TEST_ADMIN_TOKEN } }),
    ];
    for (const res of await Promise.all(attempts)) expect([res.status, await errorOf(res)]).toEqual([401, 'Invalid admin token']);
    expect(await t.db.$count(adminLog)).toBe(0);
    expect(await t.db.$count(rewards)).toBe(0);
    expect(await t.db.$count(notifications)).toBe(0);
    expect(t.events).toEqual([]);
  }, 60_000);

  test('without ADMIN_TOKEN configured the admin API does not exist (404)', async () => {
    const bare = await createTestApp({ database: t.deps.database }, { ADMIN_TOKEN: '' });
    const res = await adminCall(bare.app, 'POST', '/notifications', { message: 'Hi' });
    expect([res.status, await errorOf(res)]).toEqual([404, 'Not found']);
    expect((await adminCall(bare.app, 'GET', '/log', undefined, null)).status).toBe(404);
    expect(await t.db.$count(notifications)).toBe(0);
  }, 60_000);

  test('an unknown admin path with the right token is 404', async () => {
    expect((await adminCall(t.app, 'POST', '/explode', {})).status).toBe(404);
  }, 60_000);
});

describe('the admin log', () => {
  test('records the action, its target, when, and a fingerprint of the token, never the token', async () => {
    const before = Date.now();
    expect((await adminCall(t.app, 'POST', '/notifications', { message: 'Logged' })).status).toBe(201);
    const res = await adminCall(t.app, 'GET', '/log?limit=1');
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toContain(TEST_ADMIN_TOKEN);
    const [entry] = JSON.parse(text) as Array<{ action: string; target: string; token_fingerprint: string; created_at: string; details: { message: string } }>;
    expect(entry).toMatchObject({ action: 'notification.send', target: 'everyone', token_fingerprint: tokenFingerprint(TEST_ADMIN_TOKEN), details: { message: 'Logged' } });
    expect(entry!.token_fingerprint).toMatch(/^[0-9a-f]{12}$/);
    expect(Date.parse(entry!.created_at)).toBeGreaterThanOrEqual(before - 1000);
    expect((await adminCall(t.app, 'GET', '/log?limit=0')).status).toBe(400);
  }, 60_000);
});
