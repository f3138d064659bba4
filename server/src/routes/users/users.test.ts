import { afterAll, describe, expect, test } from 'bun:test';
import { profiles } from '../../../../db/schema/index.ts';
import { createTestApp } from '../../../test/app.ts';
import { bodyOf, client } from '../../../test/client.ts';
import { addScoreEvent } from '../../coolscore/score.ts';
import { createSession } from '../../auth/session-store.ts';

const { app, deps, close } = await createTestApp();
afterAll(close);

await deps.database.db.insert(profiles).values([
  { wallet: '0x'.padEnd(42, 'a'), wallet_type: 'injected', email: 'secret@example.com', username: 'Wanderer', slug: 'wanderer', safeword: 'pineapple', onboarded: true, avatar_token_id: 7 },
  { wallet: '0x'.padEnd(42, 'b'), wallet_type: 'injected', username: 'Halfway', slug: 'halfway', onboarded: false },
]);

describe('GET /api/users/:slug', () => {
  test('shows public fields only', async () => {
    const res = await app.request('/api/users/wanderer');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ username: 'Wanderer', slug: 'wanderer', avatar_token_id: 7 });
    // No events yet: a score of 0, shared first place, nothing to add up.
    expect(body.coolscore).toEqual({ score: 0, rank: 1, components: [], history: [] });
    const text = JSON.stringify(body);
    for (const secret of ['secret@example.com', 'pineapple', '0xaaaa']) expect(text).not.toContain(secret);
  });

  test('carries the cool score as the sum of its events, by component, for anyone to check', async () => {
    const [me] = await deps.database.db.insert(profiles).values({ wallet: '0x'.padEnd(42, 'c'), wallet_type: 'injected', username: 'Scorer', slug: 'scorer', onboarded: true }).returning({ id: profiles.id });
    const db = deps.database.db;
    await addScoreEvent(db, { profileId: me!.id, source: 'task', sourceId: '1', points: 10, label: 'Riddle' });
    await addScoreEvent(db, { profileId: me!.id, source: 'task', sourceId: '2', points: 5, label: 'Choice' });
    await addScoreEvent(db, { profileId: me!.id, source: 'reward', sourceId: '9', points: 7, label: 'Welcome gift' });
    const body = await bodyOf(await client(app).api.users[':slug'].$get({ param: { slug: 'scorer' } }), 200);
    expect(body.coolscore.score).toBe(22);
    expect(body.coolscore.rank).toBe(1);
    expect(body.coolscore.components).toEqual([{ source: 'task', points: 15 }, { source: 'reward', points: 7 }]);
    expect(body.coolscore.history).toHaveLength(3);
  });

  test('is case-insensitive', async () => {
    expect((await app.request('/api/users/WANDERER')).status).toBe(200);
  });

  test('unknown and not-yet-onboarded users are 404 User not found', async () => {
    for (const slug of ['nobody', 'halfway']) {
      const res = await app.request(`/api/users/${slug}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: 'User not found' });
    }
  });
});

describe('GET /api/users/:slug/available (issue 17: a taken name is refused on the field, not at Complete)', () => {
  const check = async (name: string) => {
    const res = await app.request(`/api/users/${encodeURIComponent(name)}/available`);
    expect(res.status).toBe(200);
    return res.json();
  };

  test("a free name is available; a taken one (any case, onboarded or not) is not, in registering's words", async () => {
    expect(await check('Newcomer42')).toEqual({ available: true, problem: null });
    expect(await check('WANDERER')).toEqual({ available: false, problem: 'Username already in use' });
    expect(await check('halfway')).toEqual({ available: false, problem: 'Username already in use' });
  });

  test("every rule of registration's, with its message: length, letters and numbers, the town's own pages", async () => {
    expect(await check('abc')).toEqual({ available: false, problem: 'Minimum length of username not met' });
    expect(await check('A'.repeat(33))).toEqual({ available: false, problem: 'Maximum length of username exceeded' });
    expect(await check('pip_the')).toEqual({ available: false, problem: 'Letters and numbers only' });
    expect(await check('Shop')).toEqual({ available: false, problem: 'Username already in use' });
  });

  test("the caller's own name, from a registration not finished yet, is theirs to keep; a bad token is 401", async () => {
    const token = await createSession(deps.database.db, '0x'.padEnd(42, 'b'), 'injected');
    const own = await app.request('/api/users/Halfway/available', { headers: { authorization: `Bearer ${token}` } });
    expect(await own.json()).toEqual({ available: true, problem: null });
    const other = await app.request('/api/users/wanderer/available', { headers: { authorization: `Bearer ${token}` } });
    expect(await other.json()).toEqual({ available: false, problem: 'Username already in use' });
    expect((await app.request('/api/users/Halfway/available', { headers: { authorization: 'Bearer nope' } })).status).toBe(401);
  });

  test('a name far past any rule is bad input (400 { error }), and changes nothing', async () => {
    const res = await app.request(`/api/users/${'a'.repeat(200)}/available`);
    expect(res.status).toBe(400);
    expect(typeof (await res.json()).error).toBe('string');
  });
});
