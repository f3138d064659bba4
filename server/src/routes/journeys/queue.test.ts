import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { journeysTestApp } from '../../../test/journeys.ts';
import { enqueueTraitGrant, settleQueue } from '../../journeys/queue.ts';
import { authed, errorOf, registeredPlayer } from '../../../test/wearables.ts';

let t: Awaited<ReturnType<typeof journeysTestApp>>;
beforeAll(async () => {
  t = await journeysTestApp();
}, 60_000);
afterAll(() => t.close());

const poll = (queueId: string, token?: string) =>
  t.api.request(`/api/journeys/queue?queueId=${encodeURIComponent(queueId)}`, token ? authed(token) : {});

describe('GET /api/journeys/queue', () => {
  test('PENDING until the grant is settled, then OK; settling twice changes nothing', async () => {
    const me = await registeredPlayer(t.app);
    const queueId = await enqueueTraitGrant(t.db, me.id, [1, 2]);
    expect(queueId).toMatch(/^[0-9a-f]{32}$/);
    const pending = await poll(queueId, me.token);
    expect(pending.status).toBe(200);
    expect(await pending.json()).toEqual({ status: 'PENDING' });
    expect(await settleQueue(t.db, queueId)).toBe(true);
    expect(await (await poll(queueId, me.token)).json()).toEqual({ status: 'OK' });
    expect(await settleQueue(t.db, queueId)).toBe(false);
    expect(await (await poll(queueId, me.token)).json()).toEqual({ status: 'OK' });
  }, 60_000);

  test("only the owner: another player's queue is as unknown as a made-up one", async () => {
    const owner = await registeredPlayer(t.app);
    const other = await registeredPlayer(t.app);
    const queueId = await enqueueTraitGrant(t.db, owner.id, [3]);
    const theirs = await poll(queueId, other.token);
    expect(theirs.status).toBe(404);
    expect(await errorOf(theirs)).toBe('Queue not found');
    expect((await poll('0'.repeat(32), owner.token)).status).toBe(404);
    expect((await poll(queueId)).status).toBe(401);
    expect((await t.api.request('/api/journeys/queue', authed(owner.token))).status).toBe(400);
    expect((await poll('x'.repeat(65), owner.token)).status).toBe(400);
  }, 60_000);
});
