import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { and, eq } from 'drizzle-orm';
import { coolScoreEvents, kvEntries, notifications, taskCompletions } from '../../../../db/schema/index.ts';
import { bodyOf, client } from '../../../test/client.ts';
import { complete, journeysTestApp, linkJourneys, makeJourney, riddle } from '../../../test/journeys.ts';
import { journeyRoutes } from './journeys.ts';
import { authed, errorOf, registeredPlayer } from '../../../test/wearables.ts';
import { walletSignIn } from '../../../test/sign-in.ts';

let t: Awaited<ReturnType<typeof journeysTestApp>>;
beforeAll(async () => {
  t = await journeysTestApp();
}, 60_000);
afterAll(() => t.close());

const list = async (token: string) => bodyOf(await client(t.api, token).api.journeys.$get(), 200);
const find = async (token: string, id: number) => (await list(token)).find((j) => j.id === id)!;
const completionsOf = async (profileId: number) => t.db.select().from(taskCompletions).where(eq(taskCompletions.profile_id, profileId));

/** A opens B after two of its three riddles ('one', 'two', 'three'). */
async function chain() {
  const a = await makeJourney(t.db, { score: 30, tasks: [riddle('one'), riddle('two'), riddle('three')] });
  const b = await makeJourney(t.db, { tasks: [riddle('four')] });
  await linkJourneys(t.db, a.id, b.id, 2);
  return { a, b };
}

describe('GET /api/journeys', () => {
  test('needs a session and a registered player', async () => {
    expect((await t.api.request('/api/journeys')).status).toBe(401);
    const stranger = await walletSignIn(t.app);
    const res = await t.api.request('/api/journeys', authed(stranger.token));
    expect(res.status).toBe(404);
    expect(await errorOf(res)).toBe('User not found');
  }, 60_000);

  test('the app mounts the routes: /api/journeys, /api/journeys/queue and /api/profile/coolscore', async () => {
    const me = await registeredPlayer(t.app);
    expect((await t.app.request('/api/journeys', authed(me.token))).status).toBe(200);
    expect((await t.app.request('/api/journeys/queue?queueId=nope', authed(me.token))).status).toBe(404);
    expect((await t.app.request(`/api/profile/coolscore?address=${me.wallet}`)).status).toBe(200);
  }, 60_000);

  test('statuses, tasks and links; riddle answers never leave the server', async () => {
    const { a, b } = await chain();
    const me = await registeredPlayer(t.app);
    const res = await client(t.api, me.token).api.journeys.$get();
    expect(res.status).toBe(200);
    expect(await res.clone().text()).not.toContain('answers');
    const all = await bodyOf(res, 200);
    const ja = all.find((j) => j.id === a.id)!;
    const jb = all.find((j) => j.id === b.id)!;
    expect(ja.status).toBe('open');
    expect(jb.status).toBe('locked');
    expect(ja.tasks.map((x) => x.id)).toEqual(a.taskIds);
    expect(ja.tasks[0]).toMatchObject({ kind: 'riddle', payload: { kind: 'riddle' }, completed: null, video_interaction: null, score: 10 });
    expect(ja.unlocks.journeys).toEqual([{ journey_id: b.id, name: b.name, unlock_submission_threshold: 2, current_submission_count: 0 }]);
    expect(jb.unlockedby.journeys).toEqual([{ journey_id: a.id, name: a.name, unlock_submission_threshold: 2, current_submission_count: 0 }]);
    expect(ja.unlockedby.journeys).toEqual([]);
  }, 60_000);
});

describe('completing tasks and unlocking', () => {
  test('the threshold unlocks the next journey (not before): the answer lists it and journeyprogress is pushed to the player alone', async () => {
    const { a, b } = await chain();
    const me = await registeredPlayer(t.app);
    const from = t.published.length;

    const first = await complete(t.api, a.taskIds[0]!, me.token, { answer: 'ONE' });
    expect(first.status).toBe(200);
    const firstBody = await bodyOf(first, 200);
    expect(firstBody.completed).toMatchObject({ task_id: a.taskIds[0], score: 10 });
    expect(Number.isNaN(Date.parse(firstBody.completed.submitted_at))).toBe(false);
    expect(firstBody.unlocked).toEqual([]);
    expect(firstBody.journey).toEqual({ id: a.id, name: a.name, status: 'open' });
    expect((await find(me.token, b.id)).status).toBe('locked');
    expect(t.published.slice(from).filter((p) => p.event === 'journeyprogress')).toEqual([
      { channel: `sapphiretown-${me.wallet}`, event: 'journeyprogress', data: { journey_id: a.id, name: a.name, current_submission_count: 1 } },
    ]);

    const locked = await complete(t.api, b.taskIds[0]!, me.token, { answer: 'four' });
    expect(locked.status).toBe(403);
    expect(await errorOf(locked)).toBe('This journey is locked');

    const mid = t.published.length;
    const second = await complete(t.api, a.taskIds[1]!, me.token, { answer: ' two ' });
    expect(second.status).toBe(200);
    const secondBody = await bodyOf(second, 200);
    expect(secondBody.unlocked).toEqual([{ id: b.id, name: b.name, message: `${b.name} unlocked!` }]);
    expect(secondBody.coolscore.score).toBe(20);
    expect(t.published.slice(mid).filter((p) => p.event === 'journeyprogress')).toEqual([
      { channel: `sapphiretown-${me.wallet}`, event: 'journeyprogress', data: { journey_id: a.id, name: a.name, current_submission_count: 2 } },
      { channel: `sapphiretown-${me.wallet}`, event: 'journeyprogress', data: { journey_id: b.id, name: b.name, current_submission_count: 2, unlocked: true } },
    ]);
    // Anyone may listen on 'sapphiretown': nothing sent there names the player's wallet (decision 0061).
    const open = t.published.slice(from).filter((p) => p.channel === 'sapphiretown');
    expect(open.map((p) => p.event)).toContain('leaderboard');
    expect(JSON.stringify(open).toLowerCase()).not.toContain(me.wallet.toLowerCase());
    // The unlock also lands in the player's inbox and is pushed on their private channel.
    const notices = t.published.slice(mid).filter((p) => p.event === 'notification');
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ channel: `sapphiretown-${me.wallet}`, data: { type: 'journey_unlocked', title: 'New Journey Unlocked!', message: `${b.name} unlocked!`, journey_id: b.id, personal: true } });
    const stored = await t.db.select().from(notifications).where(eq(notifications.wallet, me.wallet));
    expect(stored.map((n) => [n.type, n.journey_id])).toEqual([['journey_unlocked', b.id]]);
    const jb = await find(me.token, b.id);
    expect(jb.status).toBe('open');
    expect(jb.unlockedby.journeys[0]!.current_submission_count).toBe(2);
    const ja = await find(me.token, a.id);
    expect(ja.tasks[0]!.completed).toEqual({ id: firstBody.completed.id, submitted_at: firstBody.completed.submitted_at, task_id: a.taskIds[0]!, score: 10 });

    // The third task unlocks nothing new; it completes the journey and earns its bonus.
    const third = await complete(t.api, a.taskIds[2]!, me.token, { answer: 'three' });
    const thirdBody = await bodyOf(third, 200);
    expect(thirdBody.unlocked).toEqual([]);
    expect(thirdBody.journey.status).toBe('completed');
    expect(thirdBody.coolscore.score).toBe(10 * 3 + 30);
    const events = await t.db.select().from(coolScoreEvents).where(and(eq(coolScoreEvents.profile_id, me.id), eq(coolScoreEvents.source, 'journey')));
    expect(events.map((e) => ({ source_id: e.source_id, points: e.points, label: e.label }))).toEqual([{ source_id: String(a.id), points: 30, label: a.name }]);
    expect((await find(me.token, a.id)).status).toBe('completed');
  }, 60_000);

  test('a journey unlocked by two others needs both thresholds', async () => {
    const a = await makeJourney(t.db, { tasks: [riddle('a')] });
    const b = await makeJourney(t.db, { tasks: [riddle('b')] });
    const c = await makeJourney(t.db, { tasks: [riddle('c')] });
    await linkJourneys(t.db, a.id, c.id, 1);
    await linkJourneys(t.db, b.id, c.id, 1);
    const me = await registeredPlayer(t.app);
    expect((await bodyOf(await complete(t.api, a.taskIds[0]!, me.token, { answer: 'a' }), 200)).unlocked).toEqual([]);
    expect((await find(me.token, c.id)).status).toBe('locked');
    const last = await bodyOf(await complete(t.api, b.taskIds[0]!, me.token, { answer: 'b' }), 200);
    expect(last.unlocked.map((u) => u.id)).toEqual([c.id]);
  }, 60_000);

  test('repeat -> 409, unknown or malformed task -> 404, wrong answer -> 400; none of them writes', async () => {
    const { a } = await chain();
    const me = await registeredPlayer(t.app);
    expect((await complete(t.api, a.taskIds[0]!, me.token, { answer: 'one' })).status).toBe(200);
    const again = await complete(t.api, a.taskIds[0]!, me.token, { answer: 'one' });
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toBe('Task already completed');
    const unknown = await complete(t.api, 999_999, me.token, { answer: 'one' });
    expect(unknown.status).toBe(404);
    expect(await errorOf(unknown)).toBe('Task not found');
    expect((await complete(t.api, 'abc', me.token)).status).toBe(404);
    const wrong = await complete(t.api, a.taskIds[1]!, me.token, { answer: 'nope' });
    expect(wrong.status).toBe(400);
    expect(await errorOf(wrong)).toBe('Wrong answer');
    // @ts-expect-error an unknown field, on purpose: the typed client would not send it
    expect((await complete(t.api, a.taskIds[1]!, me.token, { answer: 'two', extra: 1 })).status).toBe(400);
    expect((await completionsOf(me.id)).map((c) => c.task_id)).toEqual([a.taskIds[0]!]);
    const points = await t.db.select().from(coolScoreEvents).where(eq(coolScoreEvents.profile_id, me.id));
    expect(points.map((p) => p.source_id)).toEqual([String(a.taskIds[0])]);
    expect((await complete(t.api, a.taskIds[1]!, '')).status).toBe(401);
  }, 60_000);

  test('completions and unlocks are per player', async () => {
    const { a, b } = await chain();
    const me = await registeredPlayer(t.app);
    const other = await registeredPlayer(t.app);
    await complete(t.api, a.taskIds[0]!, me.token, { answer: 'one' });
    await complete(t.api, a.taskIds[1]!, me.token, { answer: 'two' });
    expect((await find(me.token, b.id)).status).toBe('open');
    const theirs = await list(other.token);
    expect(theirs.find((j) => j.id === b.id)!.status).toBe('locked');
    expect(theirs.find((j) => j.id === a.id)!.tasks.every((x) => x.completed === null)).toBe(true);
    expect((await complete(t.api, b.taskIds[0]!, other.token, { answer: 'four' })).status).toBe(403);
    expect((await complete(t.api, a.taskIds[0]!, other.token, { answer: 'one' })).status).toBe(200);
  }, 60_000);

  test("a task's tags become kv entries of 1 that never lower a count", async () => {
    const j = await makeJourney(t.db, { tasks: [{ ...riddle('x'), tags: ['monitor-available', 'acorns'] }] });
    const me = await registeredPlayer(t.app);
    await t.db.insert(kvEntries).values({ profile_id: me.id, key: 'acorns', value: '7', type: 'number' });
    expect((await complete(t.api, j.taskIds[0]!, me.token, { answer: 'x' })).status).toBe(200);
    const rows = await t.db.select({ key: kvEntries.key, value: kvEntries.value }).from(kvEntries).where(eq(kvEntries.profile_id, me.id));
    expect(Object.fromEntries(rows.map((r) => [r.key, r.value]))).toMatchObject({ 'monitor-available': '1', acorns: '7' });
  }, 60_000);

  test('a failing publish never fails the completion', async () => {
    const j = await makeJourney(t.db, { tasks: [riddle('loud')] });
    const me = await registeredPlayer(t.app);
    const broken = journeyRoutes(t.db, () => Promise.reject(new Error('hub down')));
    const res = await broken.request(`/tasks/${j.taskIds[0]}/complete`, { method: 'POST', headers: { authorization: `Bearer ${me.token}`, 'content-type': 'application/json' }, body: JSON.stringify({ answer: 'loud' }) });
    expect(res.status).toBe(200);
    expect(await completionsOf(me.id)).toHaveLength(1);
  }, 60_000);

  test('two completions of the same task at once count once', async () => {
    const j = await makeJourney(t.db, { score: 25, tasks: [riddle('same')] });
    const me = await registeredPlayer(t.app);
    const answers = await Promise.all([1, 2, 3].map(() => complete(t.api, j.taskIds[0]!, me.token, { answer: 'same' })));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(await completionsOf(me.id)).toHaveLength(1);
    const points = await t.db.select().from(coolScoreEvents).where(eq(coolScoreEvents.profile_id, me.id));
    expect(points.map((p) => `${p.source}:${p.points}`).sort()).toEqual(['journey:25', 'task:10']);
  }, 60_000);

  test('different tasks completed at once all count, and the journey completes once', async () => {
    const j = await makeJourney(t.db, { score: 40, tasks: [riddle('p'), riddle('q'), riddle('r'), riddle('s')] });
    const me = await registeredPlayer(t.app);
    const answers = await Promise.all(['p', 'q', 'r', 's'].map((a, i) => complete(t.api, j.taskIds[i]!, me.token, { answer: a })));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const statuses = await Promise.all(answers.map(async (r) => (await bodyOf(r, 200)).journey.status));
    expect(statuses.filter((s) => s === 'completed')).toHaveLength(1);
    const score = await bodyOf(await client(t.api).api.profile.coolscore.$get({ query: { address: me.wallet } }), 200);
    expect(score.score).toBe(4 * 10 + 40);
  }, 60_000);
});
