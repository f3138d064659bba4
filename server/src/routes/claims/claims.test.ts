import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { and, eq } from 'drizzle-orm';
import { coolScoreEvents, profiles, rewards } from '../../../../db/schema/index.ts';
import { adminTestApp, recordingPublish } from '../../../test/admin.ts';
import { giveReward } from '../../rewards/rewards.ts';
import { bodyOf, client } from '../../../test/client.ts';
import { walletSignIn } from '../../../test/sign-in.ts';
import { errorOf, registeredPlayer } from '../../../test/wearables.ts';

let t: Awaited<ReturnType<typeof adminTestApp>>;
beforeAll(async () => {
  t = await adminTestApp();
}, 60_000);
afterAll(() => t.close());

const claims = (token: string) => client(t.app, token).api.profile.claim.$get();
const claim = (id: number | string, token: string) => client(t.app, token).api.profile.claim[':id'].$post({ param: { id: String(id) } });
const scoreEvents = (profileId: number) =>
  t.db.select().from(coolScoreEvents).where(and(eq(coolScoreEvents.profile_id, profileId), eq(coolScoreEvents.source, 'reward')));

describe('GET /api/profile/claim', () => {
  test('is for onboarded players only: 403 before registering or while registration is unfinished, 401 without a session', async () => {
    const stranger = await walletSignIn(t.app);
    expect((await claims(stranger.token)).status).toBe(403);
    const halfway = await walletSignIn(t.app);
    await t.db.insert(profiles).values({ wallet: halfway.wallet, wallet_type: 'injected', username: 'Halfway9', slug: 'halfway9', onboarded: false });
    const res = await claims(halfway.token);
    expect([res.status, await errorOf(res)]).toEqual([403, 'Finish registering to claim rewards']);
    expect((await claim(1, halfway.token)).status).toBe(403);
    expect((await t.app.request('/api/profile/claim')).status).toBe(401);
  }, 60_000);

  test("lists the player's rewards newest first; unclaimed ones have no claimed_datetime, granted ones are already claimed", async () => {
    const me = await registeredPlayer(t.app);
    expect(await (await claims(me.token)).json()).toEqual([]);
    const first = await giveReward(t.db, () => {}, me.wallet, { profileId: me.id, success_text: 'Thanks for testing!', cool_points: 25 });
    const second = await giveReward(t.db, () => {}, me.wallet, { profileId: me.id, success_text: 'Welcome gift', cool_points: 10, claimable: false });
    const list = await bodyOf(await claims(me.token), 200);
    expect(list.map((r) => r.id)).toEqual([second.reward.id, first.reward.id]);
    expect(list[1]).toEqual({ id: first.reward.id, success_text: 'Thanks for testing!', cool_points: 25, claimable: true, claimed_datetime: null, created_at: expect.any(String) });
    expect(list[0]!.claimed_datetime).not.toBeNull();
    // The granted one scored at once; the claimable one waits.
    expect((await scoreEvents(me.id)).map((e) => [e.source_id, e.points])).toEqual([[String(second.reward.id), 10]]);
    const again = await claim(second.reward.id, me.token);
    expect([again.status, await errorOf(again)]).toEqual([409, 'Reward already claimed']);
  }, 60_000);
});

describe('POST /api/profile/claim/:id', () => {
  test('claims once under concurrency: one 200, the rest 409, one score event', async () => {
    const me = await registeredPlayer(t.app);
    const { reward } = await giveReward(t.db, () => {}, me.wallet, { profileId: me.id, success_text: 'Race winner', cool_points: 40 });
    t.events.splice(0);
    const answers = await Promise.all(Array.from({ length: 8 }, () => claim(reward.id, me.token)));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    const won = await bodyOf(answers.find((r) => r.status === 200)!, 200);
    expect(won).toMatchObject({ id: reward.id, success_text: 'Race winner', cool_points: 40, claimable: true });
    expect(Number.isNaN(Date.parse(won.claimed_datetime!))).toBe(false);
    expect((await scoreEvents(me.id)).map((e) => [e.source_id, e.points])).toEqual([[String(reward.id), 40]]);
    // The Board hears the new score once, from the claim that won.
    expect(t.events).toEqual([{ channel: 'sapphiretown', event: 'leaderboard', data: expect.objectContaining({ board: 'coolscore', slug: me.slug, score: 40 }) }]);
    const list = await bodyOf(await claims(me.token), 200);
    expect(list[0]!.claimed_datetime).toBe(won.claimed_datetime);
  }, 60_000);

  test("someone else's reward, an unknown or a malformed id is 404 and nothing changes", async () => {
    const owner = await registeredPlayer(t.app);
    const thief = await registeredPlayer(t.app);
    const { reward } = await giveReward(t.db, () => {}, owner.wallet, { profileId: owner.id, success_text: 'Mine', cool_points: 5 });
    for (const id of [reward.id, 999_999, 'abc', '1e3']) {
      const res = await claim(id, thief.token);
      expect([res.status, await errorOf(res)]).toEqual([404, 'Reward not found']);
    }
    const [row] = await t.db.select().from(rewards).where(eq(rewards.id, reward.id));
    expect(row!.claimed_datetime).toBeNull();
    expect(await scoreEvents(thief.id)).toEqual([]);
    expect((await claim(reward.id, owner.token)).status).toBe(200);
  }, 60_000);

  test('giveReward pushes reward on the private channel with the shape DESIGN fixes', async () => {
    const me = await registeredPlayer(t.app);
    const { events, publish } = recordingPublish();
    const { reward, pushed } = await giveReward(t.db, publish, me.wallet, { profileId: me.id, success_text: 'Pushed', cool_points: 3 });
    expect(pushed).toBe(true);
    expect(events).toEqual([
      { channel: `sapphiretown-${me.wallet}`, event: 'reward', data: { message: { success_text: 'Pushed', cool_points: 3, claimable: true, id: reward.id } } },
    ]);
  }, 60_000);
});
