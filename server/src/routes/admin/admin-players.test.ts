import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'bun:test';
import { desc, eq, sql } from 'drizzle-orm';
import { adminLog, chests, coolScoreEvents, notifications, rewards, traits } from '../../../../db/schema/index.ts';
import { adminApi, adminCall, adminTestApp } from '../../../test/admin.ts';
import { bodyOf } from '../../../test/client.ts';
import { jsonInit } from '../../../test/sign-in.ts';
import { errorOf, registeredPlayer } from '../../../test/wearables.ts';

let t: Awaited<ReturnType<typeof adminTestApp>>;
let me: Awaited<ReturnType<typeof registeredPlayer>>;
beforeAll(async () => {
  t = await adminTestApp();
  me = await registeredPlayer(t.app);
}, 60_000);
afterAll(() => t.close());
beforeEach(() => void t.events.splice(0));

const lastLog = async () => (await t.db.select().from(adminLog).orderBy(desc(adminLog.id)).limit(1))[0];
const nobody = '0x000000000000000000000000000000000000dead';

/** Each bad request is 400 (or `status`) and leaves the log, the given table and the pushes as they were. */
async function refused(path: string, bodies: unknown[], count: () => Promise<number>, status = 400) {
  const logged = await t.db.$count(adminLog);
  const before = await count();
  for (const body of bodies) {
    const res = await adminCall(t.app, 'POST', path, body);
    expect([JSON.stringify(body), res.status]).toEqual([JSON.stringify(body), status]);
    expect(typeof (await errorOf(res))).toBe('string');
  }
  expect([await t.db.$count(adminLog), await count()]).toEqual([logged, before]);
  expect(t.events).toEqual([]);
}

describe('POST /api/admin/notifications', () => {
  test('a broadcast is stored for everyone, recorded and pushed on notifications', async () => {
    const res = await adminApi(t.app).notifications.$post({ json: { message: 'The fair opens tonight', title: 'Fair' } });
    expect(res.status).toBe(201);
    const { notification, pushed } = await bodyOf(res, 201);
    expect([pushed, notification.personal]).toEqual([true, false]);
    expect(t.events).toEqual([{ channel: 'notifications', event: 'notification', data: notification }]);
    expect(await lastLog()).toMatchObject({ action: 'notification.send', target: 'everyone', details: { id: notification.id, message: 'The fair opens tonight' } });
  }, 60_000);

  test("a notice to a wallet (any case) goes to that player's private channel", async () => {
    const res = await adminApi(t.app).notifications.$post({ json: { message: 'Just for you', wallet: me.account.address, type: 'journey_unlocked', journey_id: 3, data: { name: 'The Pier' } } });
    expect(res.status).toBe(201);
    const { notification } = await bodyOf(res, 201);
    expect(t.events).toEqual([{ channel: `sapphiretown-${me.wallet}`, event: 'notification', data: notification }]);
    expect(notification).toMatchObject({ type: 'journey_unlocked', journey_id: 3, data: { name: 'The Pier' }, personal: true });
    expect(await lastLog()).toMatchObject({ action: 'notification.send', target: me.wallet });
  }, 60_000);

  test('a notice for the other environment is stored and recorded but not pushed here', async () => {
    const res = await adminApi(t.app).notifications.$post({ json: { message: 'Testers only', env: 'test' } });
    expect(res.status).toBe(201);
    expect((await bodyOf(res, 201)).pushed).toBe(false);
    expect(t.events).toEqual([]);
    expect(await lastLog()).toMatchObject({ details: { env: 'test' } });
  }, 60_000);

  test('bad input is 400 with a clear error, an unknown wallet 404; nothing is stored, recorded or pushed', async () => {
    const count = () => t.db.$count(notifications);
    await refused('/notifications', [{}, { message: '  ' }, { message: 'x'.repeat(2001) }, { message: 'Hi', env: 'staging' }, { message: 'Hi', wallet: '0x12' }, { message: 'Hi', type: 'journey_unlocked' }, { message: 'Hi', colour: 'red' }, { message: 'Hi', data: { thumbnail_url: 'javascript:alert(1)' } }], count);
    const res = await adminCall(t.app, 'POST', '/notifications', { message: '' });
    expect(await errorOf(res)).toBe('message is required');
    await refused('/notifications', [{ message: 'Hi', wallet: nobody }], count, 404);
    expect(await errorOf(await adminCall(t.app, 'POST', '/notifications', { message: 'Hi', wallet: nobody }))).toBe('User not found');
  }, 60_000);
});

describe('POST /api/admin/rewards', () => {
  test('stores a claimable reward, records it and pushes reward { message: { success_text, cool_points, claimable, id } }', async () => {
    const res = await adminApi(t.app).rewards.$post({ json: { wallet: me.wallet, success_text: 'Thanks for the bug report!', cool_points: 50 } });
    expect(res.status).toBe(201);
    const { reward, pushed } = await bodyOf(res, 201);
    expect([pushed, reward.claimed_datetime]).toEqual([true, null]);
    expect(t.events).toEqual([
      { channel: `sapphiretown-${me.wallet}`, event: 'reward', data: { message: { success_text: 'Thanks for the bug report!', cool_points: 50, claimable: true, id: reward.id } } },
    ]);
    expect(await lastLog()).toMatchObject({ action: 'reward.create', target: me.wallet, details: { id: reward.id, cool_points: 50, claimable: true } });
    // Claiming it is the player's move.
    expect((await t.app.request(`/api/profile/claim/${reward.id}`, jsonInit('POST', undefined, me.token))).status).toBe(200);
  }, 60_000);

  test('claimable: false is granted at once: stored claimed, scored, and pushed with claimable false', async () => {
    const res = await adminApi(t.app).rewards.$post({ json: { wallet: me.wallet, success_text: 'Founder bonus', cool_points: 7, claimable: false } });
    expect(res.status).toBe(201);
    const { reward } = await bodyOf(res, 201);
    expect(reward.claimed_datetime).not.toBeNull();
    expect((t.events[0]!.data as { message: { claimable: boolean } }).message.claimable).toBe(false);
    const [event] = await t.db.select().from(coolScoreEvents).where(eq(coolScoreEvents.source_id, String(reward.id)));
    expect(event).toMatchObject({ profile_id: me.id, source: 'reward', points: 7 });
  }, 60_000);

  test('bad input is 400, an unknown wallet 404; nothing is stored, recorded or pushed', async () => {
    const ok = { wallet: me.wallet, success_text: 'Hi', cool_points: 5 };
    const count = () => t.db.$count(rewards);
    await refused('/rewards', [{}, { ...ok, cool_points: 0 }, { ...ok, cool_points: -5 }, { ...ok, cool_points: 1.5 }, { ...ok, cool_points: '5' }, { ...ok, cool_points: 2_000_000 }, { ...ok, success_text: '' }, { ...ok, claimable: 'yes' }, { ...ok, wallet: 'bob' }], count);
    await refused('/rewards', [{ ...ok, wallet: nobody }], count, 404);
  }, 60_000);
});

describe('POST /api/admin/grants', () => {
  test('puts the wearables in a chest, records it and pushes traits-inserted-<wallet> on avatars-<wallet>', async () => {
    const picked = await t.db.select({ id: traits.id }).from(traits).orderBy(traits.id).limit(2);
    const traitIds = [picked[0]!.id, picked[1]!.id, picked[1]!.id];
    const res = await adminApi(t.app).grants.$post({ json: { wallet: me.wallet, traitIds, name: 'Fair Prize' } });
    expect(res.status).toBe(201);
    const body = await bodyOf(res, 201);
    expect(body).toEqual({ chest: { id: body.chest.id, name: 'Fair Prize' }, traitIds, pushed: true });
    const [chest] = await t.db.select().from(chests).where(eq(chests.id, body.chest.id));
    expect(chest).toMatchObject({ profile_id: me.id, name: 'Fair Prize', trait_ids: traitIds, opened_at: null });
    expect(t.events).toEqual([{ channel: `avatars-${me.wallet}`, event: `traits-inserted-${me.wallet}`, data: { chest: body.chest, traitIds } }]);
    expect(await lastLog()).toMatchObject({ action: 'grant.create', target: me.wallet, details: { chestId: body.chest.id, traitIds } });
    // The player opens it like any chest.
    const open = await t.app.request(`/api/profile/chests/${body.chest.id}/open`, jsonInit('POST', undefined, me.token));
    expect(open.status).toBe(200);
  }, 60_000);

  test('by trait names, with a default chest name', async () => {
    const [unique] = await t.db
      .select({ name: traits.name, id: sql<number>`min(${traits.id})`.mapWith(Number) })
      .from(traits)
      .groupBy(traits.name)
      .having(sql`count(*) = 1`)
      .limit(1);
    const res = await adminCall(t.app, 'POST', '/grants', { wallet: me.wallet, traitNames: [unique!.name] });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ chest: { name: 'Gift Chest' }, traitIds: [unique!.id] });
  }, 60_000);

  test('unknown traits, both or neither list, bad names are 400; an unknown wallet 404; nothing is granted', async () => {
    const count = () => t.db.$count(chests);
    await refused('/grants', [{ wallet: me.wallet }, { wallet: me.wallet, traitIds: [] }, { wallet: me.wallet, traitIds: [999_999] }, { wallet: me.wallet, traitNames: ['No Such Hat'] }, { wallet: me.wallet, traitIds: [1], traitNames: ['x'] }, { wallet: me.wallet, traitIds: Array(51).fill(1) }], count);
    expect(await errorOf(await adminCall(t.app, 'POST', '/grants', { wallet: me.wallet, traitIds: [999_999, 999_999] }))).toBe('Unknown trait id: 999999');
    await refused('/grants', [{ wallet: nobody, traitIds: [1] }], count, 404);
  }, 60_000);
});
