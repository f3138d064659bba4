import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { eq, inArray } from 'drizzle-orm';
import { chests, journeyQueues, traits } from '../../../db/schema/index.ts';
import { complete, journeysTestApp, makeJourney, riddle } from '../../test/journeys.ts';
import { authed, registeredPlayer } from '../../test/wearables.ts';
import { createLogger } from '../log.ts';
import { journeyTasks } from '../../../db/schema/index.ts';
import { deliverPendingGrants, enqueueTraitGrant, REWARD_CHEST_NAME, rewardDeliveries, startQueueWorker } from './queue.ts';

let t: Awaited<ReturnType<typeof journeysTestApp>>;
let rewardIds: number[];
beforeAll(async () => {
  t = await journeysTestApp();
  rewardIds = (await t.db.select({ id: traits.id }).from(traits).limit(3)).map((r) => r.id);
}, 60_000);
afterAll(() => t.close());

const poll = async (queueId: string, token: string) =>
  (await (await t.api.request(`/api/journeys/queue?queueId=${queueId}`, authed(token))).json()) as { status: string };
const rewardChests = (profileId: number) => t.db.select().from(chests).where(eq(chests.profile_id, profileId)).then((rows) => rows.filter((c) => c.name === REWARD_CHEST_NAME));

describe('journey rewards through the queue', () => {
  test("a task's wearable reward: the completion answers the queue, PENDING until a worker delivers the chest, then OK", async () => {
    const me = await registeredPlayer(t.app);
    const journey = await makeJourney(t.db, { tasks: [riddle('moss')] });
    await t.db.update(journeyTasks).set({ reward_trait_ids: rewardIds }).where(eq(journeyTasks.id, journey.taskIds[0]!));
    const res = await complete(t.api, journey.taskIds[0]!, me.token, { answer: 'moss' });
    expect(res.status).toBe(200);
    const { queue } = (await res.json()) as { queue: { queueId: string; traitIds: number[] } | null };
    expect(queue!.traitIds).toEqual(rewardIds);
    expect(await poll(queue!.queueId, me.token)).toEqual({ status: 'PENDING' });
    expect(await rewardChests(me.id)).toEqual([]);

    const delivered = await deliverPendingGrants(t.db);
    expect(delivered.map((d) => d.queueId)).toContain(queue!.queueId);
    expect(await poll(queue!.queueId, me.token)).toEqual({ status: 'OK' });
    const [chest] = await rewardChests(me.id);
    expect(chest!.trait_ids).toEqual(rewardIds);
    expect(chest!.opened_at).toBeNull();
    const [row] = await t.db.select().from(journeyQueues).where(eq(journeyQueues.id, queue!.queueId));
    expect(row!.chest_id).toBe(chest!.id);
    // Nothing is delivered twice.
    expect((await deliverPendingGrants(t.db)).map((d) => d.queueId)).not.toContain(queue!.queueId);
    expect(await rewardChests(me.id)).toHaveLength(1);
  }, 60_000);

  test('a task without a reward answers no queue', async () => {
    const me = await registeredPlayer(t.app);
    const journey = await makeJourney(t.db, { tasks: [riddle('fern')] });
    const res = await complete(t.api, journey.taskIds[0]!, me.token, { answer: 'fern' });
    expect(((await res.json()) as { queue: unknown }).queue).toBeNull();
  }, 60_000);

  test('exactly once: four workers at once (separate connections on PostgreSQL) deliver 40 grants, each in one chest', async () => {
    const me = await registeredPlayer(t.app);
    const ids = await Promise.all(Array.from({ length: 40 }, (_, i) => enqueueTraitGrant(t.db, me.id, [rewardIds[i % rewardIds.length]!])));
    // Each worker takes three at a time until nothing is left, so they claim side by side.
    const worker = async () => {
      const mine: string[] = [];
      for (;;) {
        const got = await deliverPendingGrants(t.db, 3);
        if (got.length === 0) return mine;
        mine.push(...got.map((g) => g.queueId));
      }
    };
    const byWorker = await Promise.all([worker(), worker(), worker(), worker()]);
    const all = byWorker.flat().filter((id) => ids.includes(id));
    expect(all.sort()).toEqual([...ids].sort());
    const rows = await t.db.select().from(journeyQueues).where(inArray(journeyQueues.id, ids));
    expect(rows.every((r) => r.status === 'OK' && r.chest_id !== null)).toBe(true);
    expect(new Set(rows.map((r) => r.chest_id)).size).toBe(40);
    expect(rewardDeliveries(t.db).delivered).toBeGreaterThanOrEqual(40);
    expect(await rewardChests(me.id)).toHaveLength(40);
  }, 60_000);

  test('the running worker delivers when kicked, and two workers (two instances) deliver a grant once', async () => {
    const me = await registeredPlayer(t.app);
    const log = createLogger('silent');
    const delivered: string[] = [];
    const a = startQueueWorker({ db: t.db, log, everyMs: 60_000, onDelivered: (g) => delivered.push(...g.map((x) => x.queueId)) });
    const b = startQueueWorker({ db: t.db, log, everyMs: 60_000, onDelivered: (g) => delivered.push(...g.map((x) => x.queueId)) });
    const queueId = await enqueueTraitGrant(t.db, me.id, rewardIds);
    a.kick();
    b.kick();
    await Promise.all([a.stop(), b.stop()]);
    expect(delivered.filter((id) => id === queueId)).toHaveLength(1);
    expect(await poll(queueId, me.token)).toEqual({ status: 'OK' });
    expect(await rewardChests(me.id)).toHaveLength(1);
  }, 60_000);
});
