import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { eq, sql } from 'drizzle-orm';
import { coolScoreEvents, profiles } from '../../../../db/schema/index.ts';
import { addScoreEvent, rankOf, ranksMoved } from '../../coolscore/score.ts';
import { complete, journeysTestApp, makeJourney, riddle } from '../../../test/journeys.ts';
import { bodyOf, client } from '../../../test/client.ts';
import { newAccount, walletSignIn } from '../../../test/sign-in.ts';
import { authed, errorOf, registeredPlayer } from '../../../test/wearables.ts';

let t: Awaited<ReturnType<typeof journeysTestApp>>;
beforeAll(async () => {
  t = await journeysTestApp();
}, 60_000);
afterAll(() => t.close());

const view = async (address: string) => {
  const res = await client(t.api).api.profile.coolscore.$get({ query: { address } });
  expect(res.status).toBe(200);
  return bodyOf(res, 200);
};
const sumOfEvents = async (profileId: number) =>
  Number(
    (await t.db.select({ s: sql<number>`coalesce(sum(${coolScoreEvents.points}), 0)` }).from(coolScoreEvents).where(eq(coolScoreEvents.profile_id, profileId)))[0]!.s,
  );

describe('GET /api/profile/coolscore', () => {
  test('public: score, rank, points per source and the history, newest first', async () => {
    const me = await registeredPlayer(t.app);
    await addScoreEvent(t.db, { profileId: me.id, source: 'reward', sourceId: 'welcome-gift', points: 5, label: 'A welcome gift' });
    const j = await makeJourney(t.db, { name: 'Score Lane', score: 12, tasks: [{ ...riddle('yes'), title: 'Say yes', score: 8 }] });
    expect((await complete(t.api, j.taskIds[0]!, me.token, { answer: 'yes' })).status).toBe(200);
    const seen = await view(me.account.address);
    expect(seen.score).toBe(25);
    expect(seen.components).toEqual([
      { source: 'task', points: 8 },
      { source: 'journey', points: 12 },
      { source: 'reward', points: 5 },
    ]);
    expect(seen.history.map(({ source, points, label }) => ({ source, points, label }))).toEqual([
      { source: 'journey', points: 12, label: 'Score Lane' },
      { source: 'task', points: 8, label: 'Say yes' },
      { source: 'reward', points: 5, label: 'A welcome gift' },
    ]);
    expect(seen.history.every((h) => !Number.isNaN(Date.parse(h.created_at)))).toBe(true);
    expect(seen.rank).toBe(await rankOf(t.db, 25));
    // Without an address, the caller's own.
    const own = await client(t.api, me.token).api.profile.coolscore.$get({ query: {} });
    expect((await bodyOf(own, 200)).score).toBe(25);
  }, 60_000);

  test('bad address -> 400, unknown -> 404, neither address nor session -> 401; half-registered players only to themselves', async () => {
    expect((await t.api.request('/api/profile/coolscore?address=0x12')).status).toBe(400);
    const unknown = await t.api.request(`/api/profile/coolscore?address=${newAccount().address}`);
    expect(unknown.status).toBe(404);
    expect(await errorOf(unknown)).toBe('User not found');
    expect((await t.api.request('/api/profile/coolscore')).status).toBe(401);
    const half = await walletSignIn(t.app);
    await t.db.insert(profiles).values({ wallet: half.wallet, wallet_type: 'injected', username: 'Halfway9', slug: 'halfway9' });
    expect((await t.api.request(`/api/profile/coolscore?address=${half.wallet}`)).status).toBe(404);
    expect((await t.api.request(`/api/profile/coolscore?address=${half.wallet}`, authed(half.token))).status).toBe(200);
  }, 60_000);
});

describe('score and rank', () => {
  test('the score is the sum of its events; the same event twice counts once, even at once', async () => {
    const me = await registeredPlayer(t.app);
    const gift = { profileId: me.id, source: 'holding' as const, sourceId: 'cat-7', points: 40, label: 'Holds a cat' };
    const counted = await Promise.all([addScoreEvent(t.db, gift), addScoreEvent(t.db, gift), addScoreEvent(t.db, gift)]);
    expect(counted.filter(Boolean)).toHaveLength(1);
    const j = await makeJourney(t.db, { score: 9, tasks: [riddle('a'), riddle('b'), riddle('c')] });
    await Promise.all(['a', 'b', 'c'].map((a, i) => complete(t.api, j.taskIds[i]!, me.token, { answer: a })));
    const seen = await view(me.wallet);
    expect(seen.score).toBe(40 + 3 * 10 + 9);
    expect(seen.score).toBe(await sumOfEvents(me.id));
    expect(seen.components.reduce((s, c) => s + c.points, 0)).toBe(seen.score);
    await expect(addScoreEvent(t.db, { ...gift, sourceId: 'zero', points: 0 })).rejects.toThrow();
  }, 60_000);

  test('equal scores share a rank; the next score down is ranked after all of them', async () => {
    const [a, b, c] = [await registeredPlayer(t.app), await registeredPlayer(t.app), await registeredPlayer(t.app)];
    // Far above everyone else in this file, so the three are ranked among themselves at the top.
    await addScoreEvent(t.db, { profileId: a.id, source: 'reward', sourceId: 'r', points: 10_000, label: 'Big' });
    await addScoreEvent(t.db, { profileId: b.id, source: 'reward', sourceId: 'r', points: 10_000, label: 'Big' });
    await addScoreEvent(t.db, { profileId: c.id, source: 'reward', sourceId: 'r', points: 9_000, label: 'Less big' });
    expect((await view(a.wallet)).rank).toBe(1);
    expect((await view(b.wallet)).rank).toBe(1);
    expect((await view(c.wallet)).rank).toBe(3);
    // Whether a change moves any rank: not while c stays below the two; c's own when it ties them;
    // theirs too when it passes them.
    expect(await ranksMoved(t.db, c.id, 9_000, 9_500)).toBe(false);
    expect(await ranksMoved(t.db, c.id, 9_000, 10_000)).toBe(true);
    expect(await ranksMoved(t.db, c.id, 9_000, 10_001)).toBe(true);
    // a leaving the tie with b changes b's rank though a stays first.
    expect(await ranksMoved(t.db, a.id, 10_000, 10_001)).toBe(true);
  }, 60_000);

  test('a completion that moves the ranks publishes leaderboard with the new score and rank', async () => {
    const me = await registeredPlayer(t.app);
    const j = await makeJourney(t.db, { tasks: [{ ...riddle('up'), score: 20_000 }] });
    const from = t.published.length;
    expect((await complete(t.api, j.taskIds[0]!, me.token, { answer: 'up' })).status).toBe(200);
    expect(t.published.slice(from).filter((p) => p.event === 'leaderboard')).toEqual([
      { channel: 'sapphiretown', event: 'leaderboard', data: { board: 'coolscore', username: me.username, slug: me.slug, score: 20_000, rank: 1 } },
    ]);
  }, 60_000);
});
