import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { notificationReads } from '../../../../db/schema/index.ts';
import { adminTestApp, recordingPublish } from '../../../test/admin.ts';
import { instanceEnvOf, parseEnv } from '../../env.ts';
import { notify } from '../../notifications/notify.ts';
import { createTestApp } from '../../../test/app.ts';
import { bodyOf, client } from '../../../test/client.ts';
import { jsonInit, walletSignIn } from '../../../test/sign-in.ts';
import { authed, errorOf, registeredPlayer } from '../../../test/wearables.ts';

let t: Awaited<ReturnType<typeof adminTestApp>>;
let a: Awaited<ReturnType<typeof registeredPlayer>>;
let b: Awaited<ReturnType<typeof registeredPlayer>>;
const ids: Record<string, number> = {};

const inbox = async (token: string, app = t.app) => bodyOf(await client(app, token).api.profile.notifications.$get(), 200);
const markRead = (token: string, list: unknown) => t.app.request('/api/profile/notifications/read', jsonInit('POST', { ids: list }, token));
const idsOf = (views: Array<{ id: number }>) => views.map((v) => v.id);

beforeAll(async () => {
  t = await adminTestApp();
  a = await registeredPlayer(t.app);
  b = await registeredPlayer(t.app);
  const send = async (key: string, input: Parameters<typeof notify>[2]) => {
    ids[key] = (await notify(t.db, () => {}, input, 'prod')).notification.id;
  };
  await send('everyone', { message: 'Welcome to the fair', title: 'Fair' });
  await send('testOnly', { message: 'Only on test instances', env: 'test' });
  await send('prodOnly', { message: 'Only on production', env: 'prod' });
  await send('forA', { message: 'A present for you', wallet: a.wallet.toUpperCase().replace('0X', '0x') });
  await send('forB', { message: 'Something for B', wallet: b.wallet });
}, 60_000);
afterAll(() => t.close());

describe('the inbox', () => {
  test("a player sees their own notices and this environment's broadcasts, newest first, all unread at first", async () => {
    const mine = await inbox(a.token);
    expect(mine.read).toEqual([]);
    expect(idsOf(mine.unread)).toEqual([ids.forA!, ids.prodOnly!, ids.everyone!]);
    expect(mine.unread[0]).toEqual({
      id: ids.forA!,
      type: 'simple_message',
      title: '',
      message: 'A present for you',
      data: null,
      journey_id: null,
      env: 'both',
      personal: true,
      created_at: expect.any(String),
      read_at: null,
    });
    expect(mine.unread[2]!.personal).toBe(false);
    expect(idsOf((await inbox(b.token)).unread)).toEqual([ids.forB!, ids.prodOnly!, ids.everyone!]);
  }, 60_000);

  test('reading keeps the notice in the inbox, for that player only, with the first read time', async () => {
    const res = await client(t.app, a.token).api.profile.notifications.read.$post({ json: { ids: [ids.forA!, ids.everyone!] } });
    expect(res.status).toBe(200);
    const after = await bodyOf(res, 200);
    expect(idsOf(after.read)).toEqual([ids.forA!, ids.everyone!]);
    expect(idsOf(after.unread)).toEqual([ids.prodOnly!]);
    const firstRead = after.read[0]!.read_at;
    expect(Number.isNaN(Date.parse(firstRead!))).toBe(false);
    expect((await markRead(a.token, [ids.forA, ids.forA])).status).toBe(200);
    expect((await inbox(a.token)).read[0]!.read_at).toBe(firstRead);
    // B's copy of the broadcast is still unread.
    expect(idsOf((await inbox(b.token)).unread)).toContain(ids.everyone!);
  }, 60_000);

  test("another player's notice, another environment's broadcast or an unknown id is 404 and nothing is marked", async () => {
    const before = await t.db.$count(notificationReads);
    for (const list of [[ids.prodOnly, ids.forB], [ids.testOnly], [ids.prodOnly, 999_999]]) {
      const res = await markRead(a.token, list);
      expect(res.status).toBe(404);
      expect(await errorOf(res)).toStartWith('Notification not found');
    }
    expect(await t.db.$count(notificationReads)).toBe(before);
    expect(idsOf((await inbox(a.token)).unread)).toEqual([ids.prodOnly!]);
  }, 60_000);

  test('bad input is 400, no session 401, a wallet that has not registered 404', async () => {
    for (const list of [[], ['1'], [1.5], [-1]]) expect((await markRead(a.token, list)).status).toBe(400);
    expect((await t.app.request('/api/profile/notifications/read', jsonInit('POST', {}, a.token))).status).toBe(400);
    expect((await t.app.request('/api/profile/notifications')).status).toBe(401);
    const stranger = await walletSignIn(t.app);
    const res = await t.app.request('/api/profile/notifications', authed(stranger.token));
    expect([res.status, await errorOf(res)]).toEqual([404, 'User not found']);
  }, 60_000);

  test('a test instance (NOTIFICATION_ENV=test) shows test broadcasts and hides production ones', async () => {
    const onTest = await createTestApp({ database: t.deps.database }, { NOTIFICATION_ENV: 'test' });
    expect(idsOf([...(await inbox(b.token, onTest.app)).unread])).toEqual([ids.forB!, ids.testOnly!, ids.everyone!]);
  }, 60_000);
});

describe('notify', () => {
  test('pushes a broadcast on notifications and a personal notice on the private channel of its wallet', async () => {
    const { events, publish } = recordingPublish();
    const all = await notify(t.db, publish, { message: 'Hello town', title: 'Hi' }, 'prod');
    const one = await notify(t.db, publish, { message: 'Hello A', wallet: a.wallet }, 'prod');
    expect([all.pushed, one.pushed]).toEqual([true, true]);
    expect(events).toEqual([
      { channel: 'notifications', event: 'notification', data: all.notification },
      { channel: `sapphiretown-${a.wallet}`, event: 'notification', data: one.notification },
    ]);
    expect(all.notification).toMatchObject({ message: 'Hello town', title: 'Hi', personal: false, read_at: null });
  }, 60_000);

  test("a notice for another environment is stored but not pushed here; a failed push still stores", async () => {
    const { events, publish } = recordingPublish();
    const other = await notify(t.db, publish, { message: 'Test only', env: 'test' }, 'prod');
    expect([other.pushed, events.length]).toEqual([false, 0]);
    const broken = await notify(t.db, () => Promise.reject(new Error('socket hub down')), { message: 'Still kept', wallet: b.wallet }, 'prod');
    expect(broken.pushed).toBe(false);
    expect(idsOf((await inbox(b.token)).unread)).toContain(broken.notification.id);
  }, 60_000);
});

describe('the instance environment', () => {
  test("is 'test' when the database name starts with TEST_, else prod; NOTIFICATION_ENV overrides", () => {
    expect(instanceEnvOf('postgres://u@db:5432/TEST_town')).toBe('test');
    expect(instanceEnvOf('postgres://u@db:5432/test_town')).toBe('test');
    expect(instanceEnvOf('postgres://u@db:5432/town')).toBe('prod');
    expect(instanceEnvOf('postgres://u@db:5432/town_TEST_')).toBe('prod');
    expect(instanceEnvOf(undefined)).toBe('prod');
    expect(parseEnv({ DATABASE_URL: 'postgres://u@db/TEST_x' }).NOTIFICATION_ENV).toBe('test');
    expect(parseEnv({ DATABASE_URL: 'postgres://u@db/TEST_x', NOTIFICATION_ENV: 'prod' }).NOTIFICATION_ENV).toBe('prod');
    expect(() => parseEnv({ NOTIFICATION_ENV: 'staging' })).toThrow('NOTIFICATION_ENV');
  });
});
