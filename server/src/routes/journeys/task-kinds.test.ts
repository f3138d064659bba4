import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { and, eq } from 'drizzle-orm';
import { avatars, taskCompletions, videoInteractions } from '../../../../db/schema/index.ts';
import { giveAvatar } from '../../wearables/give-avatar.ts';
import { giveItems } from '../../../../db/seed/demo-gifts.ts';
import { bodyOf, client } from '../../../test/client.ts';
import { complete, journeysTestApp, makeJourney } from '../../../test/journeys.ts';
import { jsonInit } from '../../../test/sign-in.ts';
import { errorOf, registeredPlayer } from '../../../test/wearables.ts';

let t: Awaited<ReturnType<typeof journeysTestApp>>;
beforeAll(async () => {
  t = await journeysTestApp();
}, 60_000);
afterAll(() => t.close());

/** One open journey holding a single task of this kind; returns the task id. */
async function taskOf(kind: Parameters<typeof makeJourney>[1]['tasks'][number]['kind'], payload: unknown) {
  return (await makeJourney(t.db, { tasks: [{ kind, payload }] })).taskIds[0]!;
}
const refused = async (res: { status: number; json(): Promise<unknown> }, message: string) => {
  expect(res.status).toBe(400);
  expect(await errorOf(res)).toBe(message);
};
const done = async (profileId: number, taskId: number) =>
  (await t.db.select().from(taskCompletions).where(and(eq(taskCompletions.profile_id, profileId), eq(taskCompletions.task_id, taskId))))[0] ?? null;
let tokens = 900_000;

describe('every task kind is checked on the server', () => {
  test('riddle: any stored answer, ignoring case, spaces and punctuation', async () => {
    const task = await taskOf('riddle', { answers: ['Sapphire Town', 'the town'] });
    const me = await registeredPlayer(t.app);
    await refused(await complete(t.api, task, me.token, { answer: 'Emerald City' }), 'Wrong answer');
    await refused(await complete(t.api, task, me.token, {}), 'Wrong answer');
    await refused(await complete(t.api, task, me.token, { answer: '   ' }), 'Wrong answer');
    expect(await done(me.id, task)).toBeNull();
    expect((await complete(t.api, task, me.token, { answer: '  sapphire   TOWN! ' })).status).toBe(200);
  }, 60_000);

  test('riddle: ten answers an hour per player; the eleventh is refused before it is checked, right or not', async () => {
    const task = await taskOf('riddle', { answers: ['lantern'] });
    const [me, other] = [await registeredPlayer(t.app), await registeredPlayer(t.app)];
    for (let i = 0; i < 10; i++) await refused(await complete(t.api, task, me.token, { answer: `guess ${i}` }), 'Wrong answer');
    const limited = await complete(t.api, task, me.token, { answer: 'lantern' });
    expect({ status: limited.status, error: await errorOf(limited) }).toEqual({ status: 429, error: 'Too many answers to this riddle, please wait an hour and try again' });
    expect(await done(me.id, task)).toBeNull();
    // Another player's answers are their own.
    expect((await complete(t.api, task, other.token, { answer: 'Lantern' })).status).toBe(200);
  }, 60_000);

  test('choice: one of the options, recorded', async () => {
    const task = await taskOf('choice', { options: ['Cosy', 'Dapper'] });
    const me = await registeredPlayer(t.app);
    await refused(await complete(t.api, task, me.token, { choice: 'Purple' }), 'Choose one of the options');
    await refused(await complete(t.api, task, me.token, {}), 'Choose one of the options');
    expect(await done(me.id, task)).toBeNull();
    expect((await complete(t.api, task, me.token, { choice: 'Dapper' })).status).toBe(200);
    expect((await done(me.id, task))!.choice).toBe('Dapper');
  }, 60_000);

  test('progress: the kv key must have reached the value', async () => {
    const task = await taskOf('progress', { key: 'frog-croak', value: 5 });
    const me = await registeredPlayer(t.app);
    await refused(await complete(t.api, task, me.token), 'Not yet: frog-croak needs 5');
    expect((await t.app.request('/api/profile/kv', jsonInit('POST', [{ key: 'frog-croak', value: 4 }], me.token))).status).toBe(200);
    await refused(await complete(t.api, task, me.token), 'Not yet: frog-croak needs 5');
    expect((await t.app.request('/api/profile/kv', jsonInit('POST', [{ key: 'frog-croak', value: 5 }], me.token))).status).toBe(200);
    // No body at all is fine for kinds that need none.
    const res = await t.api.request(`/api/journeys/tasks/${task}/complete`, { method: 'POST', headers: { authorization: `Bearer ${me.token}` } });
    expect(res.status).toBe(200);
  }, 60_000);

  test('own-trait: an item of that trait in the bag', async () => {
    const task = await taskOf('own-trait', { trait: 'round-specs' });
    const me = await registeredPlayer(t.app);
    await refused(await complete(t.api, task, me.token), 'You do not own Round Specs yet');
    await giveItems(t.db, me.id, ['round-specs']);
    expect((await complete(t.api, task, me.token)).status).toBe(200);
  }, 60_000);

  test('equip-trait: one of their own avatars wears it', async () => {
    const task = await taskOf('equip-trait', { trait: 'bubble-gum' });
    const me = await registeredPlayer(t.app);
    await refused(await complete(t.api, task, me.token), 'None of your avatars wears Bubble Gum yet');
    // Owning it is not wearing it.
    await giveItems(t.db, me.id, ['bubble-gum']);
    await refused(await complete(t.api, task, me.token), 'None of your avatars wears Bubble Gum yet');
    await giveAvatar(t.db, { profileId: me.id, type: 'CAT', tokenId: ++tokens, outfit: ['cat', 'bubble-gum'] });
    expect((await complete(t.api, task, me.token)).status).toBe(200);

    // An avatar that changed hands does not count for its old owner.
    const other = await registeredPlayer(t.app);
    const avatarId = await giveAvatar(t.db, { profileId: other.id, type: 'CAT', tokenId: ++tokens, outfit: ['cat', 'bubble-gum'] });
    await t.db.update(avatars).set({ profile_id: null }).where(eq(avatars.id, avatarId!));
    await refused(await complete(t.api, task, other.token), 'None of your avatars wears Bubble Gum yet');
  }, 60_000);

  test('video: a like or a comment is recorded as the video_interaction', async () => {
    const task = await taskOf('video', { video: 'milk-chug-tv' });
    const me = await registeredPlayer(t.app);
    await refused(await complete(t.api, task, me.token), 'Like or comment on the video first');
    await refused(await complete(t.api, task, me.token, { interaction: 'comment' }), 'Like or comment on the video first');
    expect((await complete(t.api, task, me.token, { interaction: 'comment', comment: '' })).status).toBe(400);
    // @ts-expect-error an interaction that does not exist, on purpose
    expect((await complete(t.api, task, me.token, { interaction: 'wave' })).status).toBe(400);
    expect(await t.db.select().from(videoInteractions).where(eq(videoInteractions.profile_id, me.id))).toEqual([]);

    const liked = await complete(t.api, task, me.token, { interaction: 'like' });
    expect(liked.status).toBe(200);
    const body = await bodyOf(liked, 200);
    expect(body.video_interaction!.comment_date).toBeNull();
    expect(Number.isNaN(Date.parse(body.video_interaction!.liked_date!))).toBe(false);
    const journeys = await bodyOf(await client(t.api, me.token).api.journeys.$get(), 200);
    const seen = journeys.flatMap((j) => j.tasks).find((x) => x.id === task)!;
    expect(seen.video_interaction).toEqual(body.video_interaction);
    expect(seen.payload).toEqual({ kind: 'video', video: 'milk-chug-tv', title: 'Milk Chug TV' });

    const other = await registeredPlayer(t.app);
    const commented = await bodyOf(await complete(t.api, task, other.token, { interaction: 'comment', comment: 'Chugs on a skateboard!' }), 200);
    expect(commented.video_interaction!.liked_date).toBeNull();
    const [row] = await t.db.select().from(videoInteractions).where(eq(videoInteractions.profile_id, other.id));
    expect(row!.comment).toBe('Chugs on a skateboard!');
  }, 60_000);
});
